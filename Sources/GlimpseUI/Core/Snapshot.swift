import GlimpseLayout

/// A view drawn at a width: the headless entry point.
///
/// ```swift
/// let card = Snapshot(DeliveryCard(), width: 40)
/// print(card.text)
/// ```
///
/// The view is offered the width (and the height, when given) and drawn centred in it,
/// as a window draws its root view: a width in columns is offered as 7 pt a column
/// (``ColumnRule/points(forColumns:)``), a height in rows as 20 pt a row
/// (``RowRule/points(forRows:)``). Without a height the canvas has the rows the view
/// needs; a view whose text needs more columns than the width is drawn wider, whole.
/// Widths are clamped to 0...10,000 columns and heights so that a canvas never holds
/// more than four million cells; a width of zero or less gives an empty snapshot.
///
/// - Glimpse: glimpse
@MainActor
package struct Snapshot {
  /// The drawn cells.
  public let canvas: Canvas

  /// The largest width a snapshot draws.
  public static let maximumWidth = 10_000
  /// The most cells a snapshot holds.
  public static let maximumCells = 4_000_000

  /// Draws `view` at `width` columns (and `height` rows, if given) in `environment`, as a
  /// render at `environment.now` (``RenderClock``); with `tracing`, the canvas records
  /// every node drawn (``Canvas/trace``).
  public init<V: View>(
    _ view: V, width: Int, height: Int? = nil, environment: EnvironmentValues = EnvironmentValues(),
    tracing: Bool = false
  ) {
    let columns = min(max(0, width), Self.maximumWidth)
    guard columns > 0 else {
      canvas = Canvas(width: 0, height: 0)
      return
    }
    canvas = RenderClock.rendering(at: environment.now) {
      // One render scope for the resolve, the layout and the drawing, as a presentation's
      // render has: content built as it is laid out (a GeometryReader's) joins it.
      let entered = RenderScope.enter(environment)
      defer { RenderScope.leave(entered) }
      let node = ViewResolver.node(view, environment: environment)
      let width = ColumnRule.points(forColumns: columns)
      // Offered its width and, when given, its height, once, as a window offers its root
      // view its size; without a height it takes the rows it needs.
      // (No `Optional.map` closures: each closure made here is checked to run on the main
      // actor when called, a few hundred instructions.)
      var points: Double?
      if let height { points = RowRule.points(forRows: min(max(0, height), Self.maximumCells)) }
      let size = node.sizeThatFits(ProposedSize(width: width, height: points))
      let drawn = min(ColumnRule.columns(drawing: size, in: width), Self.maximumWidth)
      var rows = size.rows
      if let height { rows = max(0, height) }
      rows = min(rows, Self.maximumCells / drawn)
      var canvas = Canvas(width: drawn, height: rows)
      canvas.defaultBackground = environment.theme[.background]
      if tracing { canvas.startTracing() }
      // Centred, as a window centres its root view; one wider than the canvas overflows
      // both edges equally.
      let bounds = LayoutRect(
        cells: canvas.bounds, left: 0, top: 0, width: width, height: points ?? size.height)
      node.draw(in: node.placed(in: bounds, size: size, alignment: .center), on: &canvas)
      return canvas
    }
  }

  /// The drawing as plain text, trailing blanks trimmed.
  public var text: String { canvas.plainText }

  /// The drawing with 24-bit ANSI colours.
  public var ansi: String { canvas.ansiText(depth: .trueColor) }

  /// The drawing with ANSI colours at a depth.
  public func ansi(depth: ColorDepth) -> String {
    canvas.ansiText(depth: depth)
  }

  /// When the drawing would next change, or nil.
  public var nextChange: Date? { canvas.nextChange }

  /// What did not fit.
  public var diagnostics: [LayoutDiagnostic] { canvas.diagnostics }
}
