import Foundation

/// The pinned default's tables, decoded once from the generated `StandardAdvances` into flat
/// buffers: an advance is a page lookup and one read, with no lock, no hashing and no
/// reference counting on the hot path.
///
/// `@unchecked Sendable`: the buffers are written once, in `init`, before the one shared
/// instance is published (a `static let`), never written again and never freed.
@usableFromInline
struct StandardTables: @unchecked Sendable {
  /// The tables, decoded on first use (immutable afterwards, alive for the program's life).
  static let shared = StandardTables()

  /// Em per font unit, with the calibration to SF Pro applied.
  let emPerUnit: Double
  /// Advances in font units, weight after weight, `stride` entries a weight.
  let advances: UnsafeBufferPointer<UInt16>
  /// Entries per weight in `advances`.
  let stride: Int
  /// The slot of each 128-scalar page in a weight's advances, or -1.
  let pageSlots: UnsafeBufferPointer<Int8>
  /// Advances with tabular figures, 128 a weight (scalar < 0x80), 0 where unchanged.
  let tabular: UnsafeBufferPointer<UInt16>
  /// Kerning in font units, 95 x 95 printable ASCII pairs a weight.
  let kerning: UnsafeBufferPointer<Int16>
  /// The weighted average advance of each weight, in em.
  let averages: UnsafeBufferPointer<Double>

  private init() {
    emPerUnit = StandardAdvances.scale / StandardAdvances.unitsPerEm
    pageSlots = Self.permanent(StandardAdvances.pageSlots)
    averages = Self.permanent(StandardAdvances.averages)
    let weights = FontWeight.allCases.count
    let pages = pageSlots.filter { $0 >= 0 }.count
    stride = pages * 128
    var advances: [UInt16] = []
    advances.reserveCapacity(stride * weights)
    var tabular = [UInt16](repeating: 0, count: 128 * weights)
    var kerning = [Int16](repeating: 0, count: 95 * 95 * weights)
    for weight in 0..<weights {
      let table = Self.decode(StandardAdvances.advances[weight], as: UInt16.self)
      precondition(table.count == stride, "StandardAdvances: advance table of the wrong size")
      advances += table
      let figures = Self.decode(StandardAdvances.tabular[weight], as: UInt16.self)
      for index in Swift.stride(from: 0, to: figures.count - 1, by: 2) where figures[index] < 128 {
        tabular[weight * 128 + Int(figures[index])] = figures[index + 1]
      }
      let pairs = Self.decode(StandardAdvances.kerning[weight], as: Int16.self)
      for index in Swift.stride(from: 0, to: pairs.count - 1, by: 2) {
        let pair = Int(UInt16(bitPattern: pairs[index]))
        if pair < 95 * 95 { kerning[weight * 95 * 95 + pair] = pairs[index + 1] }
      }
    }
    self.advances = Self.permanent(advances)
    self.tabular = Self.permanent(tabular)
    self.kerning = Self.permanent(kerning)
  }

  /// A copy of `values` that is never freed (the shared tables live as long as the program).
  private static func permanent<Element>(_ values: [Element]) -> UnsafeBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: values.count)
    _ = buffer.initialize(from: values)
    return UnsafeBufferPointer(buffer)
  }

  /// The advance of `value` at `weight`, in font units, or nil where Inter has no glyph.
  @inline(__always)
  func units(of value: UInt32, weight: Int, tabularFigures: Bool) -> UInt16? {
    if value < 0x80 {
      return asciiRows(weight: weight, tabularFigures: tabularFigures).units(of: value)
    }
    let page = Int(value >> 7)
    guard page < pageSlots.count else { return nil }
    let slot = Int(pageSlots[page])
    guard slot >= 0 else { return nil }
    let raw = advances[weight &* stride &+ (slot << 7 | Int(value & 127))]
    return raw == StandardAdvances.missing ? nil : raw
  }

  /// The kerning between two scalars at `weight`, in font units (0 outside printable ASCII,
  /// and beside a tabular figure, which does not kern).
  @inline(__always)
  func kerningUnits(_ left: UInt32, _ right: UInt32, weight: Int, tabularFigures: Bool) -> Int16 {
    asciiRows(weight: weight, tabularFigures: tabularFigures).kerningUnits(left, right)
  }

  /// The rows of the tables that ASCII reads at `weight`.
  @inline(__always)
  func asciiRows(weight: Int, tabularFigures: Bool) -> ASCIIRows {
    let base = advances.baseAddress.unsafelyUnwrapped
    return ASCIIRows(
      advances: base + (weight &* stride &+ (Int(pageSlots[0]) << 7)),
      tabular: tabularFigures ? tabular.baseAddress.unsafelyUnwrapped + weight &* 128 : nil,
      kerning: kerning.baseAddress.unsafelyUnwrapped + weight &* 9025, emPerUnit: emPerUnit)
  }

  /// One weight's rows of the tables for ASCII: its 128 advances, its tabular figures when
  /// they are asked for, and its kerning between the 95 printable characters.
  @usableFromInline
  struct ASCIIRows {
    @usableFromInline let advances: UnsafePointer<UInt16>
    @usableFromInline let tabular: UnsafePointer<UInt16>?
    @usableFromInline let kerning: UnsafePointer<Int16>
    @usableFromInline let emPerUnit: Double

    /// The advance of an ASCII `value` in font units; nil past ASCII or where Inter has no
    /// glyph.
    @inlinable
    func units(of value: UInt32) -> UInt16? {
      guard value < 0x80 else { return nil }
      if let tabular, tabular[Int(value)] != 0 { return tabular[Int(value)] }
      let raw = advances[Int(value)]
      return raw == StandardAdvances.missing ? nil : raw
    }

    /// The kerning between two scalars in font units (0 outside printable ASCII, and
    /// beside a tabular figure, which does not kern).
    @inlinable
    func kerningUnits(_ left: UInt32, _ right: UInt32) -> Int16 {
      guard (0x20..<0x7F).contains(left), (0x20..<0x7F).contains(right) else { return 0 }
      if let tabular, tabular[Int(left)] != 0 || tabular[Int(right)] != 0 { return 0 }
      return kerning[Int(left &- 0x20) &* 95 &+ Int(right &- 0x20)]
    }
  }

  /// Little-endian integers from base64 (line breaks ignored).
  private static func decode<Integer: FixedWidthInteger>(
    _ text: String, as type: Integer.Type
  ) -> [Integer] {
    guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
      preconditionFailure("StandardAdvances: a table is not base64")
    }
    let size = MemoryLayout<Integer>.size
    return data.withUnsafeBytes { bytes in
      (0..<(bytes.count / size)).map { index in
        Integer(littleEndian: bytes.loadUnaligned(fromByteOffset: index * size, as: Integer.self))
      }
    }
  }
}
