import Foundation
import GlimpseActivityKit
import GlimpseEnums
import GlimpseLayout
import GlimpseRuntimeHooks
import GlimpseUI
import GlimpseWidgetKit

/// A value of any `Decodable` type made up from its shape alone, for a Live Activity that
/// has no preview: its attributes and content state, so that it can be drawn at all.
///
/// What each kind of value becomes, chosen so that a view shows something and common view
/// code does not trap:
/// - a string: its property's name (`driverName`), so a designer sees which field is where;
/// - an integer: 1 (never 0, which code divides by); a floating-point number: 0.5 (a
///   progress half done); a Boolean: false;
/// - a `Date`: a quarter of an hour after `now` (countdowns and `Date()...end` ranges
///   need the future); a `URL`: `https://example.com`; a `UUID`: all zeros;
/// - a number whose name says it is an instant (``DateLikeName``: `startTimestamp`,
///   `endTime`, `deliveryDate`, `epochSeconds`): that same instant, in Unix seconds or
///   milliseconds as the name and type say, so that a timer built from it does not count
///   from 1970;
/// - an array: two elements; a dictionary: empty;
/// - a `CaseIterable` type (most enums): its first case; an enum with a raw value and no
///   payloads whose raw value cannot be guessed: its first case, too;
/// - an optional: the value when one can be made, nil when not.
///
/// A type none of these fits (an enum with payloads that is not `CaseIterable`) throws a
/// `DecodingError` at its key path.
enum MadeUpValues {
  /// A value of type `T`, dates relative to `now`.
  static func make<T: Decodable>(_ type: T.Type, now: Date) throws -> T {
    try MadeUpDecoder(codingPath: [], now: now).decodeValue(T.self)
  }
}

/// The decoder behind ``MadeUpValues``: every container answers every key.
private struct MadeUpDecoder: Decoder {
  var codingPath: [any CodingKey]
  let now: Date
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  /// Values of the types decoding cannot be asked for by shape.
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    if let caseIterable = T.self as? any CaseIterable.Type, let first = firstCase(caseIterable) {
      if let value = first as? T { return value }
    }
    switch T.self {
    case is Date.Type: return instant as! T
    case is URL.Type: return URL(string: "https://example.com")! as! T
    case is UUID.Type: return UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) as! T
    case is Decimal.Type: return Decimal(1) as! T
    default:
      do {
        return try T(from: self)
      } catch {
        // A one-byte enum's byte is its case's index (`GlimpseRuntimeHooks`).
        guard let first = SimpleEnumLayout.firstCase(ofSimpleEnum: T.self) else { throw error }
        return first
      }
    }
  }

  private func firstCase<C: CaseIterable>(_ type: C.Type) -> Any? {
    type.allCases.first
  }

  /// The name of the property being decoded, or "value" at the top.
  var name: String {
    guard let key = codingPath.last else { return "value" }
    if key.intValue != nil, codingPath.count > 1 {
      return codingPath[codingPath.count - 2].stringValue
    }
    return key.stringValue
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    KeyedDecodingContainer(MadeUpKeyedContainer<Key>(decoder: self))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    MadeUpUnkeyedContainer(decoder: self)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer {
    MadeUpSingleValue(decoder: self)
  }

  /// The decoder one key further down.
  func nested(_ key: any CodingKey) -> MadeUpDecoder {
    MadeUpDecoder(codingPath: codingPath + [key], now: now)
  }

  func string() -> String { name }

  func integer<T: FixedWidthInteger>(_ type: T.Type) -> T {
    guard let unit = DateLikeName(name)?.unit(bitWidth: T.bitWidth) else { return 1 }
    let value = instant.timeIntervalSince1970 * unit.perSecond
    return value < Double(T.max) ? T(value.rounded(.down)) : 1
  }

  func floatingPoint<T: BinaryFloatingPoint>(_ type: T.Type) -> T {
    guard let unit = DateLikeName(name)?.unit(bitWidth: 64) else { return 0.5 }
    // A Float cannot hold today's milliseconds, nor seconds to the second; it is close.
    return T(instant.timeIntervalSince1970 * unit.perSecond)
  }

  /// The instant a made-up date or date-like number stands for.
  var instant: Date { now.addingTimeInterval(15 * 60) }
}

/// An index key of an unkeyed container.
private struct IndexKey: CodingKey {
  let intValue: Int?
  var stringValue: String { "\(intValue ?? 0)" }
  init(intValue: Int) { self.intValue = intValue }
  init?(stringValue: String) { nil }
}

private struct MadeUpKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: MadeUpDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }
  /// No keys are listed (a dictionary comes out empty); every key asked for is there.
  var allKeys: [Key] { [] }

  func contains(_ key: Key) -> Bool { true }
  func decodeNil(forKey key: Key) throws -> Bool { false }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try decoder.nested(key).decodeValue(T.self)
  }

  /// An optional is the value when one can be made, and nil when not.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    try? decoder.nested(key).decodeValue(T.self)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key)
    throws -> KeyedDecodingContainer<NestedKey>
  {
    try decoder.nested(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try decoder.nested(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder { decoder }
  func superDecoder(forKey key: Key) throws -> any Decoder { decoder.nested(key) }
}

private struct MadeUpUnkeyedContainer: UnkeyedDecodingContainer {
  let decoder: MadeUpDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }
  /// Two elements: enough to see a list, few enough to fit.
  var count: Int? { 2 }
  var currentIndex = 0
  var isAtEnd: Bool { currentIndex >= 2 }

  init(decoder: MadeUpDecoder) {
    self.decoder = decoder
  }

  mutating func next() throws -> MadeUpDecoder {
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        Any.self,
        DecodingError.Context(codingPath: codingPath, debugDescription: "the list has ended"))
    }
    defer { currentIndex += 1 }
    return decoder.nested(IndexKey(intValue: currentIndex))
  }

  mutating func decodeNil() throws -> Bool { false }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next().decodeValue(T.self)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next().container(keyedBy: type)
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next().unkeyedContainer()
  }

  mutating func superDecoder() throws -> any Decoder { try next() }
}

private struct MadeUpSingleValue: SingleValueDecodingContainer {
  let decoder: MadeUpDecoder
  var codingPath: [any CodingKey] { decoder.codingPath }

  func decodeNil() -> Bool { false }
  func decode(_ type: Bool.Type) throws -> Bool { false }
  func decode(_ type: String.Type) throws -> String { decoder.string() }
  func decode(_ type: Double.Type) throws -> Double { decoder.floatingPoint(type) }
  func decode(_ type: Float.Type) throws -> Float { decoder.floatingPoint(type) }
  func decode(_ type: Int.Type) throws -> Int { decoder.integer(type) }
  func decode(_ type: Int8.Type) throws -> Int8 { decoder.integer(type) }
  func decode(_ type: Int16.Type) throws -> Int16 { decoder.integer(type) }
  func decode(_ type: Int32.Type) throws -> Int32 { decoder.integer(type) }
  func decode(_ type: Int64.Type) throws -> Int64 { decoder.integer(type) }
  func decode(_ type: UInt.Type) throws -> UInt { decoder.integer(type) }
  func decode(_ type: UInt8.Type) throws -> UInt8 { decoder.integer(type) }
  func decode(_ type: UInt16.Type) throws -> UInt16 { decoder.integer(type) }
  func decode(_ type: UInt32.Type) throws -> UInt32 { decoder.integer(type) }
  func decode(_ type: UInt64.Type) throws -> UInt64 { decoder.integer(type) }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decoder.decodeValue(T.self)
  }
}
