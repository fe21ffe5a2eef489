import Foundation

/// Decoded pixels: 8-bit RGBA, rows top to bottom. What an asset image draws from.
///
/// A bitmap remembers the half cells it was reduced to for each size it was drawn at, so
/// an image drawn again (every frame of a preview, every presentation of a render) at the
/// same size costs a lookup.
public final class Bitmap: @unchecked Sendable {
  /// Pixels across.
  public let width: Int
  /// Pixels down.
  public let height: Int
  /// `width * height * 4` bytes: red, green, blue, alpha.
  public let pixels: [UInt8]

  private let lock = NSLock()
  private var reductions: [CellSize: [HalfBlockCell]] = [:]

  /// A bitmap of `width` by `height` pixels; nil when `pixels` is not `width * height * 4`
  /// bytes or a side is not positive.
  public init?(width: Int, height: Int, pixels: [UInt8]) {
    guard width > 0, height > 0, pixels.count == width * height * 4 else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The image reduced to `size` cells, row by row: each cell's upper and lower half
  /// averaged (by area, weighted by opacity). Computed once per size.
  public func halfBlocks(_ size: CellSize) -> [HalfBlockCell] {
    guard size.width > 0, size.height > 0 else { return [] }
    lock.lock()
    defer { lock.unlock() }
    if let known = reductions[size] { return known }
    let reduced = HalfBlockReduction.reduce(self, to: size)
    reductions[size] = reduced
    return reduced
  }
}

/// One cell of a reduced image: the average colour of its upper and its lower half, each
/// with the opacity of the pixels it covers.
public struct HalfBlockCell: Hashable, Sendable {
  /// The upper half.
  public var top: TerminalColor
  /// The lower half.
  public var bottom: TerminalColor
  /// The upper half's opacity, 0...1 (0: nothing to draw).
  public var topAlpha: Double
  /// The lower half's opacity, 0...1.
  public var bottomAlpha: Double
}
