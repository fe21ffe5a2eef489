import Foundation
import GlimpseAssets
import GlimpseLayout

/// The pixels of a `UIImage` inside an ``Image``: equal when the same pixels.
package struct PixelsReference: Equatable, Sendable {
  let bitmap: Bitmap
  let scale: Double

  /// `bitmap`'s pixels, `scale` of them to a point.
  package init(bitmap: Bitmap, scale: Double) {
    self.bitmap = bitmap
    self.scale = scale
  }

  package static func == (lhs: PixelsReference, rhs: PixelsReference) -> Bool {
    lhs.bitmap === rhs.bitmap && lhs.scale == rhs.scale
  }
}

/// Builds the node that draws an asset or `UIImage` from its pixels.
enum AssetImageNodes {
  /// The node drawing `image`, or nil when it has no pixels to draw (a missing asset, a
  /// file that does not decode): the caller then draws a placeholder.
  static func node(for image: Image, in environment: EnvironmentValues) -> LayoutNode? {
    var variants: [BitmapVariant] = []
    var smallest: (bitmap: Bitmap, scale: Double)?
    var template = false
    switch image.source {
    case .asset(let name):
      guard let set = environment.assets.images[name] else { return nil }
      template = set.isTemplate
      let files = set.files(
        scheme: environment.colorScheme, contrast: environment.colorSchemeContrast)
      for entry in files.sorted(by: { $0.scale < $1.scale }) {
        let path = entry.path
        if smallest == nil, let bitmap = DecodedImages.bitmap(atPath: path) {
          smallest = (bitmap, entry.scale)
        }
        variants.append(BitmapVariant(scale: entry.scale) { DecodedImages.bitmap(atPath: path) })
      }
    case .pixels(_, let reference):
      let bitmap = reference.bitmap
      smallest = (bitmap, reference.scale)
      variants.append(BitmapVariant(scale: reference.scale) { bitmap })
    case .system, .bitmap:
      return nil
    }
    guard let smallest else { return nil }
    let points = (
      width: Double(smallest.bitmap.width) / smallest.scale,
      height: Double(smallest.bitmap.height) / smallest.scale
    )
    switch image.templateRenderingMode {
    case .template: template = true
    case .original: template = false
    case nil: break
    }
    let node = BitmapNode(
      label: image.description, variants: variants, pointSize: points,
      idealWidth: points.width,
      idealHeight: points.height, resizable: image.isResizable,
      glyphs: glyphs(in: environment), tint: template ? environment.foregroundColor : nil)
    return node
  }

  /// The size in points `image` declares though it does not draw (a file cut short, a
  /// header without pixels): its first file's header size over its scale; nil when not
  /// known (not in the catalog, no readable header).
  static func declaredSize(
    of image: Image, in environment: EnvironmentValues
  ) -> (width: Double, height: Double)? {
    guard case .asset(let name) = image.source, let set = environment.assets.images[name]
    else { return nil }
    let files = set.files(
      scheme: environment.colorScheme, contrast: environment.colorSchemeContrast)
    for entry in files.sorted(by: { $0.scale < $1.scale }) {
      if let pixels = ImageHeaderSize.pixels(atPath: entry.path) {
        return (Double(pixels.width) / entry.scale, Double(pixels.height) / entry.scale)
      }
    }
    return nil
  }

  /// Half blocks in colour; an ASCII ramp for `--ascii`; shades for a monochrome theme.
  private static func glyphs(in environment: EnvironmentValues) -> BitmapGlyphs {
    if environment.glyphSet == .ascii { return .asciiRamp }
    if environment.theme.name == "monochrome" { return .shadeRamp }
    return .halfBlocks
  }
}
