import GlimpseLayout
import GlimpseThemes

/// An image: SwiftUI's `Image`. A system symbol draws as a glyph from the theme's symbol
/// table (`Sources/GlimpseThemes/symbols.tsv`: emoji, Unicode or ASCII); an asset image from the app's
/// asset catalog (``EnvironmentValues/assets``) or a `UIImage` from its pixels, in half
/// blocks at its frame's cell size; an image that is missing as a neutral placeholder of
/// its frame (its name in `--explain`).
///
/// - Glimpse: approximated: system symbols draw as a glyph from the theme's symbol table; asset images (PNG, JPEG) from the app's catalog in half blocks at the frame's cell size, a labelled placeholder when missing
public struct Image: Equatable, Sendable, CustomStringConvertible {
  package enum Source: Equatable, Sendable {
    case system(String)
    case asset(String)
    case bitmap(String)
    case pixels(String, PixelsReference)
  }

  let source: Source
  var isResizable = false
  var templateRenderingMode: TemplateRenderingMode?

  package init(source: Source) {
    self.source = source
  }

  /// An image from the asset catalog.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(source: .asset(name))
  }

  /// An image from the asset catalog, hidden from accessibility.
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.init(source: .asset(name))
  }

  /// An SF Symbol.
  public init(systemName: String) {
    self.init(source: .system(systemName))
  }

  /// An SF Symbol with a variable value (the value is not drawn).
  public init(systemName: String, variableValue: Double?) {
    self.init(source: .system(systemName))
  }

  /// An image from a generated resource (the asset catalog's image of that name).
  public init(_ resource: ImageResource) {
    self.init(source: .asset(resource.name))
  }

  /// A custom symbol from the asset catalog.
  public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
    self.init(source: .asset(name))
  }

  /// The image resized to its frame.
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// How the image is rendered: `.template` draws its shape in the foreground colour,
  /// `.original` its own colours (nil: as its asset catalog says).
  public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
    var copy = self
    copy.templateRenderingMode = renderingMode
    return copy
  }
  /// How a symbol's layers are coloured (accepted).
  ///
  /// - Glimpse: accepted
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
  /// Interpolation (accepted).
  ///
  /// - Glimpse: accepted
  public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }
  /// Antialiasing (accepted).
  ///
  /// - Glimpse: accepted
  public func antialiased(_ isAntialiased: Bool) -> Image { self }

  public var description: String {
    switch source {
    case .system(let name): return "symbol \(name)"
    case .asset(let name): return name
    case .bitmap(let label), .pixels(let label, _): return label
    }
  }

  /// Resizing modes.
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// Template or original rendering.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case template, original
  }

  /// Interpolation qualities.
  public enum Interpolation: Hashable, Sendable {
    case none, low, medium, high
  }

  /// Symbol scales.
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }

  /// The glyphs an image draws as inside text: a symbol's glyph, or a missing image's
  /// one neutral cell (its name is for `--explain`, not the drawing).
  func inlineGlyphs(in environment: EnvironmentValues, style: CellStyle) -> [StyledGlyph] {
    let glyph: String
    switch source {
    case .system(let name):
      glyph = Self.symbol(named: name, in: environment).glyph
    case .asset, .bitmap, .pixels:
      glyph = environment.glyphSet == .ascii ? "?" : String(PlaceholderNode.glyph)
    }
    return GlyphScanner.glyphs(of: glyph).map { StyledGlyph($0, style: style) }
  }

  /// How the symbol `name` draws under the environment's symbol variants and glyph set.
  static func symbol(
    named name: String, in environment: EnvironmentValues
  ) -> SymbolGlyphTable.Resolution {
    SymbolGlyphs.shared.resolve(
      environment.symbolVariants.applied(to: name), in: environment.glyphSet)
  }
}

extension Image: View {
  public typealias Body = Never

  @MainActor public static func _makeNodes(
    _ view: Image, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let environment = context.environment
    var attributes: CellAttributes = []
    if environment.font?.drawsBold ?? false { attributes.insert(.bold) }
    let style = CellStyle(foreground: environment.foregroundColor, attributes: attributes)
    switch view.source {
    case .system(let name):
      let variantName = environment.symbolVariants.applied(to: name)
      let resolution = SymbolGlyphs.shared.resolve(variantName, in: environment.glyphSet)
      nodes.append(
        SymbolNode(
          glyphs: GlyphScanner.glyphs(of: resolution.glyph).map { StyledGlyph($0, style: style) },
          resizable: view.isResizable,
          height: Double(
            (environment.font ?? .body).metrics(at: environment.dynamicTypeSize).lineHeight),
          detail: SymbolNode.detail(name: variantName, resolution: resolution)))
    case .asset(let name), .bitmap(let name), .pixels(let name, _):
      if let bitmapNode = AssetImageNodes.node(for: view, in: environment) {
        nodes.append(bitmapNode)
        return
      }
      let declared = AssetImageNodes.declaredSize(of: view, in: environment)
      let placeholder = PlaceholderNode(
        label: name, style: CellStyle(foreground: environment.theme[.placeholder]),
        idealWidth: declared?.width, idealHeight: declared?.height,
        shrinksToFit: !view.isResizable)
      nodes.append(
        view.isResizable
          ? placeholder : FixedSizeNode(child: placeholder, horizontal: false, vertical: true))
    }
  }
}

/// A symbol glyph: its own width, or centred in the width offered when resizable; as tall
/// as a line of its font, as a symbol sits in a line of text.
final class SymbolNode: LayoutNode {
  let glyphs: [StyledGlyph]
  let resizable: Bool
  let glyphWidth: Int
  let height: Double

  let detail: String

  init(glyphs: [StyledGlyph], resizable: Bool, height: Double, detail: String) {
    self.glyphs = glyphs
    self.resizable = resizable
    self.height = height
    self.detail = detail
    glyphWidth = glyphs.reduce(0) { $0 + $1.glyph.width }
  }

  /// What `--explain` says of a symbol: `symbol "pause.fill"`, `symbol "car.side.fill" as
  /// "car"`, or `symbol "fan.badge.plus": no glyph, drawn as ⬚`.
  static func detail(name: String, resolution: SymbolGlyphTable.Resolution) -> String {
    switch resolution.tableName {
    case nil: "symbol \"\(name)\": no glyph, drawn as \(resolution.glyph)"
    case name: "symbol \"\(name)\""
    case let tableName?: "symbol \"\(name)\" as \"\(tableName)\""
    }
  }

  override var viewName: String? { "Image" }

  // A symbol that is not resizable meets a text with no gap; a resizable one is a plain
  // view (SwiftUI's ResolvedImage gives text preferences only to a symbol in its font).
  override var topSpacing: StackEdgeSpacing { resizable ? .plainTop : .symbol }

  override var bottomSpacing: StackEdgeSpacing { resizable ? .plainBottom : .symbol }

  override var traceDetail: String? { detail }

  override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let natural = ColumnRule.points(forColumns: glyphWidth)
    guard resizable, let width = proposal.width, width < ProposedSize.unboundedPoints else {
      return LayoutSize(width: natural, height: height, columns: glyphWidth, rows: 1)
    }
    return LayoutSize(
      width: max(width, 0), height: height,
      columns: max(glyphWidth, ColumnRule.columns(forDrawing: width)), rows: 1)
  }

  override func drawContent(in layout: LayoutRect, on canvas: inout Canvas) {
    guard !layout.isEmpty else { return }
    canvas.noteContent(in: layout)
    let rect = layout.cells
    if rect.width < glyphWidth {
      canvas.put(.ellipsis, x: rect.minX, y: rect.minY, style: glyphs.first?.style ?? .plain)
      return
    }
    var x = rect.minX + (rect.width - glyphWidth) / 2
    let y = rect.minY + (rect.height - 1) / 2
    for styled in glyphs {
      canvas.put(styled.glyph, x: x, y: y, style: styled.style)
      x += max(1, styled.glyph.width)
    }
  }
}

/// The symbol table from `Sources/GlimpseThemes/symbols.tsv`, loaded once.
enum SymbolGlyphs {
  static let shared: SymbolGlyphTable = {
    guard let data = ThemeFiles.data(named: "symbols.tsv"),
      let text = String(data: data, encoding: .utf8),
      let table = try? SymbolGlyphTable(tsv: text, source: "symbols.tsv")
    else {
      return (try? SymbolGlyphTable(tsv: "", source: "symbols.tsv")) ?? emptyTable()
    }
    return table
  }()

  private static func emptyTable() -> SymbolGlyphTable {
    // An empty text always parses; this is never reached.
    try! SymbolGlyphTable(tsv: "", source: "")
  }
}

/// Symbol rendering modes (accepted).
///
/// - Glimpse: accepted
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String

  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// A generated image resource (iOS 17).
///
/// - Glimpse: approximated: drawn from the app's asset catalog in half blocks; a labelled placeholder when missing
public struct ImageResource: Hashable, Sendable {
  let name: String

  /// A resource named `name`.
  public init(name: String, bundle: Bundle) {
    self.name = name
  }
}
