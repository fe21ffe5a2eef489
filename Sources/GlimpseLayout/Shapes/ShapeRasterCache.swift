import Foundation

/// The rasters of shapes drawn lately, keyed by everything that decides a raster: the
/// outline in points (turned), the cells and points of the frame, fill or stroke, and how.
///
/// A Live Activity redraws the same ring and the same bar at each update and in each
/// presentation; flattening, trimming and stroking the path again each time cost most of a
/// shape's drawing. A raster is a pure function of its key, so a raster from the cache is
/// the one drawing the path again would give.
final class ShapeRasterCache: @unchecked Sendable {
  /// Everything a shape's raster depends on.
  struct Key: Hashable {
    /// How the outline is known: by its path's elements (turned), or by its name and turn.
    enum Outline: Hashable {
      case path([ShapePath.Element])
      case named(ShapeOutlineName, rotation: Double)
    }

    var outline: Outline
    var columns: Int
    var rows: Int
    var width: Double
    var height: Double
    var color: TerminalColor
    var blocks: Bool
    var light: Bool
    var isEvenOdd: Bool
    var trim: ClosedRange<Double>?
    var stroke: ShapeStroke
    /// The cells the raster reaches past the frame.
    var spill: ShapeNode.Spill

    /// Whether the raster may be kept: a path of many elements is drawn each time.
    var isCacheable: Bool {
      guard columns * rows <= ShapeRasterCache.largestCells else { return false }
      switch outline {
      case .path(let elements): return elements.count <= ShapeRasterCache.mostElements
      case .named: return true
      }
    }

    /// A cheap hash of the parts that tell shapes apart most often (the frame, the trim,
    /// the outline's name and turn, or its path's length), mixed into one number so that
    /// the hasher runs once; equality still compares everything.
    func hash(into hasher: inout Hasher) {
      var mix = Self.mixed(UInt64(bitPattern: Int64(columns)), UInt64(bitPattern: Int64(rows)))
      mix = Self.mixed(mix, Self.bits(width))
      mix = Self.mixed(mix, Self.bits(height))
      mix = Self.mixed(mix, trim.map { Self.bits($0.lowerBound) } ?? 1)
      mix = Self.mixed(mix, trim.map { Self.bits($0.upperBound) } ?? 2)
      switch outline {
      case .path(let elements):
        mix = Self.mixed(mix, UInt64(elements.count))
      case .named(let name, let rotation):
        mix = Self.mixed(mix, Self.bits(rotation))
        mix = Self.mixed(mix, Self.bits(name.inset))
      }
      hasher.combine(mix)
    }

    /// A number's bits, the same for zero and minus zero (which are equal).
    private static func bits(_ value: Double) -> UInt64 {
      value == 0 ? 0 : value.bitPattern
    }

    /// `value` mixed into `seed` (a multiply and a rotate, as FxHash does).
    private static func mixed(_ seed: UInt64, _ value: UInt64) -> UInt64 {
      (((seed &<< 5) | (seed &>> 59)) ^ value) &* 0x517C_C1B7_2722_0A95
    }
  }

  /// The cache every shape shares.
  static let shared = ShapeRasterCache()

  /// The most rasters kept; when full, the cache starts again empty.
  static let capacity = 256

  private let lock = NSLock()
  // Not checked for exclusive access at run time (a check costs about 80 instructions a
  // shape drawn): it is only touched under `lock`, and no access to it overlaps another.
  @exclusivity(unchecked) private var rasters: [Key: ShapeRasterCells] = [:]

  /// The most cells a cached raster has, and the most elements its path has: larger
  /// drawings are drawn each time, so the cache stays a few megabytes at most.
  static let largestCells = 2_048
  static let mostElements = 256

  /// The raster for `key`, drawn by `draw` when it is not cached.
  func raster(for key: Key, draw: () -> PlotRaster) -> ShapeRasterCells {
    guard key.isCacheable else { return ShapeRasterCells(draw()) }
    if let cached = lock.withLock({ rasters[key] }) { return cached }
    let raster = ShapeRasterCells(draw())
    lock.withLock {
      if rasters.count >= Self.capacity { rasters.removeAll(keepingCapacity: true) }
      rasters[key] = raster
    }
    return raster
  }
}
