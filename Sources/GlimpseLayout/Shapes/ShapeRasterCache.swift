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
    var elements: [ShapePath.Element]
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

    /// A cheap hash of the parts that tell shapes apart most often (the frame, the trim,
    /// the path's length and its first element); equality still compares everything.
    func hash(into hasher: inout Hasher) {
      hasher.combine(columns)
      hasher.combine(rows)
      hasher.combine(width)
      hasher.combine(height)
      hasher.combine(trim?.lowerBound)
      hasher.combine(trim?.upperBound)
      hasher.combine(elements.count)
      hasher.combine(elements.first)
      hasher.combine(color)
    }
  }

  /// The cache every shape shares.
  static let shared = ShapeRasterCache()

  /// The most rasters kept; when full, the cache starts again empty.
  static let capacity = 256

  private let lock = NSLock()
  private var rasters: [Key: PlotRaster] = [:]

  /// The most cells a cached raster has, and the most elements its path has: larger
  /// drawings are drawn each time, so the cache stays a few megabytes at most.
  static let largestCells = 2_048
  static let mostElements = 256

  /// The raster for `key`, drawn by `draw` when it is not cached.
  func raster(for key: Key, draw: () -> PlotRaster) -> PlotRaster {
    guard key.columns * key.rows <= Self.largestCells, key.elements.count <= Self.mostElements
    else { return draw() }
    if let cached = lock.withLock({ rasters[key] }) { return cached }
    let raster = draw()
    lock.withLock {
      if rasters.count >= Self.capacity { rasters.removeAll(keepingCapacity: true) }
      rasters[key] = raster
    }
    return raster
  }
}
