import Synchronization

/// The rasters of shapes drawn lately, keyed by everything that decides a raster: the
/// outline in points (turned), the cells and points of the frame, fill or stroke, and how.
///
/// A Live Activity redraws the same ring and the same bar at each update and in each
/// presentation; flattening, trimming and stroking the path again each time cost most of a
/// shape's drawing. A raster is a pure function of its key, so a raster from the cache is
/// the one drawing the path again would give.
final class ShapeRasterCache: @unchecked Sendable {
  /// Everything a shape's raster depends on.
  struct Key: Equatable {
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
    /// the outline's name and turn, or its path's length), never zero (an empty slot's);
    /// equality still compares everything.
    var mix: UInt64 {
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
      // Its high bits, which the multiply mixed best, pick the slot.
      return (mix >> 32 | mix << 32) | 1
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

  /// Held while the table is read or changed. (A `Mutex`, not an `NSLock`: taken for each
  /// shape drawn from its path, and again when its raster is kept, it costs a few
  /// instructions where `NSLock` cost about 75.)
  private let lock = Mutex(())
  // Not checked for exclusive access at run time (a check costs about 80 instructions a
  // shape drawn): they are only touched under `lock`, and no access to them overlaps
  // another.
  /// The slots of an open-addressing table (found by the key's ``Key/mix``, then the next
  /// slot and the next): each slot's hash (0: empty), key and raster. A table of its own,
  /// not a `Dictionary`: a key's hash is its mix, not a hasher's digest of it, and a
  /// lookup copies no key.
  private let hashes: UnsafeMutablePointer<UInt64>
  private let keys: UnsafeMutablePointer<Key>
  private let rasters: UnsafeMutablePointer<Unmanaged<ShapeRasterCells>>
  @exclusivity(unchecked) private var count = 0

  /// The slots: twice the rasters kept, so that a probe is short.
  private static let slots = 512

  /// The most cells a cached raster has, and the most elements its path has: larger
  /// drawings are drawn each time, so the cache stays a few megabytes at most.
  static let largestCells = 2_048
  static let mostElements = 256

  init() {
    hashes = .allocate(capacity: Self.slots)
    hashes.initialize(repeating: 0, count: Self.slots)
    keys = .allocate(capacity: Self.slots)
    rasters = .allocate(capacity: Self.slots)
  }

  deinit {
    empty()
    hashes.deallocate()
    keys.deallocate()
    rasters.deallocate()
  }

  /// The raster kept for `key`, if any. (Looked up apart from ``keep(_:for:)``, with no
  /// closure to draw it: a closure holding the shape and its path retains them.)
  func cached(_ key: Key) -> ShapeRasterCells? {
    guard key.isCacheable else { return nil }
    let hash = key.mix
    return lock.withLock { _ in find(key, hash: hash) }
  }

  /// Keeps `raster`, drawn for `key` (unless the key's drawings are drawn each time), and
  /// returns it.
  @discardableResult
  func keep(_ raster: ShapeRasterCells, for key: Key) -> ShapeRasterCells {
    guard key.isCacheable else { return raster }
    let hash = key.mix
    lock.withLock { _ in
      if count >= Self.capacity { empty() }
      // Not found before the lock was let go: another thread may have kept it since.
      guard find(key, hash: hash) == nil else { return }
      var slot = Int(truncatingIfNeeded: hash) & (Self.slots - 1)
      while hashes[slot] != 0 { slot = (slot + 1) & (Self.slots - 1) }
      hashes[slot] = hash
      (keys + slot).initialize(to: key)
      (rasters + slot).initialize(to: .passRetained(raster))
      count += 1
    }
    return raster
  }

  /// The raster kept for `key`, whose mix is `hash`, if any.
  private func find(_ key: Key, hash: UInt64) -> ShapeRasterCells? {
    var slot = Int(truncatingIfNeeded: hash) & (Self.slots - 1)
    while hashes[slot] != 0 {
      if hashes[slot] == hash && keys[slot] == key { return rasters[slot].takeUnretainedValue() }
      slot = (slot + 1) & (Self.slots - 1)
    }
    return nil
  }

  /// Forgets every raster.
  private func empty() {
    for slot in 0..<Self.slots where hashes[slot] != 0 {
      hashes[slot] = 0
      (keys + slot).deinitialize(count: 1)
      rasters[slot].release()
    }
    count = 0
  }
}
