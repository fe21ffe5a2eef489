import Foundation

/// How a forked worker sends its records back (``DensityWorkers``): a compact binary form,
/// cheaper than JSON on both ends. Not a file format: both ends are the same program.
///
/// A share is a count, then per variant a count of records (-1: nothing shows), then per
/// record its fields in declaration order: integers as 8 bytes, doubles as their bit
/// patterns, booleans as one byte, strings as a length and their UTF-8, optionals with a
/// presence byte.
enum DensityWireFormat {
  /// The bytes of a share's results.
  static func encode(_ results: [[DensityRecord]?]) -> [UInt8] {
    var writer = Writer()
    writer.int(results.count)
    for records in results {
      guard let records else {
        writer.int(-1)
        continue
      }
      writer.int(records.count)
      for record in records {
        writer.string(record.presentation)
        writer.string(record.device)
        writer.bool(record.limitedWidth)
        writer.int(record.state)
        writer.optional(record.stateName) { $0.string($1) }
        writer.string(record.locale)
        writer.string(record.pseudo)
        writer.string(record.dynamicType)
        writer.string(record.kind.rawValue)
        writer.string(record.detail)
        writer.string(record.view)
        writer.optional(record.text) { $0.string($1) }
        writer.optional(record.shown) { $0.string($1) }
        writer.int(record.columnsOver)
        writer.double(record.pointsOver)
        writer.optional(record.fontSize) { $0.double($1) }
        writer.optional(record.wouldShrink) { $0.bool($1) }
      }
    }
    return writer.bytes
  }

  /// A share's results from `bytes`; nil if they are not what ``encode(_:)`` writes.
  static func decode(_ bytes: [UInt8]) -> [[DensityRecord]?]? {
    var reader = Reader(bytes: bytes)
    guard let count = reader.int(), count >= 0 else { return nil }
    var results: [[DensityRecord]?] = []
    for _ in 0..<count {
      guard let records = reader.int() else { return nil }
      if records < 0 {
        results.append(nil)
        continue
      }
      var list: [DensityRecord] = []
      for _ in 0..<records {
        guard let record = reader.record() else { return nil }
        list.append(record)
      }
      results.append(list)
    }
    return reader.offset == bytes.count ? results : nil
  }

  private struct Writer {
    var bytes: [UInt8] = []

    mutating func int(_ value: Int) {
      withUnsafeBytes(of: Int64(value).littleEndian) { bytes.append(contentsOf: $0) }
    }
    mutating func double(_ value: Double) {
      withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }
    mutating func bool(_ value: Bool) { bytes.append(value ? 1 : 0) }
    mutating func string(_ value: String) {
      int(value.utf8.count)
      bytes.append(contentsOf: value.utf8)
    }
    mutating func optional<Value>(_ value: Value?, _ write: (inout Writer, Value) -> Void) {
      bool(value != nil)
      if let value { write(&self, value) }
    }
  }

  private struct Reader {
    let bytes: [UInt8]
    var offset = 0

    mutating func word() -> UInt64? {
      guard bytes.count - offset >= 8 else { return nil }
      var value: UInt64 = 0
      for index in 0..<8 { value |= UInt64(bytes[offset + index]) << (8 * index) }
      offset += 8
      return value
    }
    mutating func int() -> Int? { word().map { Int(Int64(bitPattern: $0)) } }
    mutating func double() -> Double? { word().map(Double.init(bitPattern:)) }
    mutating func bool() -> Bool? {
      guard offset < bytes.count, bytes[offset] <= 1 else { return nil }
      offset += 1
      return bytes[offset - 1] == 1
    }
    mutating func string() -> String? {
      guard let count = int(), count >= 0, bytes.count - offset >= count else { return nil }
      let text = String(decoding: bytes[offset..<offset + count], as: UTF8.self)
      offset += count
      return text
    }
    /// A present value read by `read`, or nil inside an optional for an absent one; nil
    /// outside for bytes that do not read.
    mutating func optional<Value>(_ read: (inout Reader) -> Value?) -> Value?? {
      guard let present = bool() else { return nil }
      guard present else { return .some(nil) }
      guard let value = read(&self) else { return nil }
      return .some(value)
    }

    mutating func record() -> DensityRecord? {
      guard let presentation = string(), let device = string(), let limitedWidth = bool(),
        let state = int(), let stateName = optional({ $0.string() }), let locale = string(),
        let pseudo = string(), let dynamicType = string(),
        let kind = string().flatMap(DensityRecord.Kind.init(rawValue:)), let detail = string(),
        let view = string(), let text = optional({ $0.string() }),
        let shown = optional({ $0.string() }), let columnsOver = int(),
        let pointsOver = double(), let fontSize = optional({ $0.double() }),
        let wouldShrink = optional({ $0.bool() })
      else { return nil }
      return DensityRecord(
        presentation: presentation, device: device, limitedWidth: limitedWidth, state: state,
        stateName: stateName, locale: locale, pseudo: pseudo, dynamicType: dynamicType,
        kind: kind, detail: detail, view: view, text: text, shown: shown,
        columnsOver: columnsOver, pointsOver: pointsOver, fontSize: fontSize,
        wouldShrink: wouldShrink)
    }
  }
}
