import Foundation

/// A value an app writes to its App Group's `UserDefaults` for the widget to read: what a
/// property list holds, as JSON says it (`"defaults"` in a states file) or as literals in
/// code (`["group.x": ["name": "Pepperoni", "count": 2]]`). Dates travel as numbers.
public enum AppGroupValue: Hashable, Sendable {
  case string(String)
  case integer(Int)
  case number(Double)
  case bool(Bool)
  case array([AppGroupValue])
  case dictionary([String: AppGroupValue])

  /// The value as `UserDefaults` stores it: `String`, `Int`, `Double`, `Bool`, arrays and
  /// dictionaries of them.
  public var propertyListValue: Any {
    switch self {
    case .string(let value): return value
    case .integer(let value): return value
    case .number(let value): return value
    case .bool(let value): return value
    case .array(let values): return values.map(\.propertyListValue)
    case .dictionary(let values): return values.mapValues(\.propertyListValue)
    }
  }
}

extension AppGroupValue: Decodable {
  /// Reads a JSON value; `null` is not one `UserDefaults` can hold.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath,
          debugDescription:
            "expected a string, a number, true or false, an array or an object, found null"))
    }
    if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else if let value = try? container.decode(Int.self) {
      self = .integer(value)
    } else if let value = try? container.decode(Double.self) {
      self = .number(value)
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if var elements = try? decoder.unkeyedContainer() {
      var values: [AppGroupValue] = []
      while !elements.isAtEnd { values.append(try elements.decode(AppGroupValue.self)) }
      self = .array(values)
    } else {
      self = .dictionary(try container.decode([String: AppGroupValue].self))
    }
  }
}

extension AppGroupValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral,
  ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  public init(stringLiteral value: String) { self = .string(value) }
  public init(integerLiteral value: Int) { self = .integer(value) }
  public init(floatLiteral value: Double) { self = .number(value) }
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  public init(arrayLiteral elements: AppGroupValue...) { self = .array(elements) }
  public init(dictionaryLiteral elements: (String, AppGroupValue)...) {
    self = .dictionary(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
}
