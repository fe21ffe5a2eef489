import Foundation

/// A value interpolated into a localized string: what fills one placeholder of its format
/// (`%@`, `%lld`, `%.1f`...). Kept apart from the format so that a translation can be
/// looked up by the format and the value formatted in the translation's locale.
@usableFromInline package enum FormatArgument: Equatable, Sendable {
  /// A string (`%@`), shown as it is.
  case string(String)
  /// A signed integer (`%lld`, `%d`).
  case signed(Int64)
  /// An unsigned integer (`%llu`, `%u`).
  case unsigned(UInt64)
  /// A floating-point number (`%lf`, `%f`, `%.1f`).
  case double(Double)
  /// A text (a date in a style, a timer, a formatted value, an image): drawn as it
  /// resolves in the environment, with its own style.
  case segment(LocalizedSegmentBox)
  /// A localized string resource, itself looked up in the environment (boxed: it is
  /// large, and rare).
  indirect case resource(LocalizedStringResource)

  /// The number plural rules choose a form by, if the argument is a number.
  package var pluralOperand: Double? {
    switch self {
    case .signed(let value): return Double(value)
    case .unsigned(let value): return Double(value)
    case .double(let value): return value
    case .string, .segment, .resource: return nil
    }
  }

  /// Whether the number has visible fraction digits (CLDR's `v` operand), for plural
  /// rules that tell 1 from 1.5.
  package var hasFractionDigits: Bool {
    if case .double(let value) = self { return value.rounded(.towardZero) != value }
    return false
  }
}

extension FormatArgument {
  /// A segment among the arguments: a text, a formatted value.
  package static func text(_ segment: any LocalizedSegment) -> FormatArgument {
    .segment(LocalizedSegmentBox(value: segment))
  }
}

/// A ``LocalizedSegment`` among a format's arguments (a box, so that ``FormatArgument``,
/// which inlinable code names, need not make the protocol part of its interface).
@usableFromInline package struct LocalizedSegmentBox: Sendable {
  /// The segment.
  package let value: any LocalizedSegment
}

extension FormatArgument: Hashable {
  @usableFromInline package static func == (lhs: FormatArgument, rhs: FormatArgument) -> Bool {
    switch (lhs, rhs) {
    case (.string(let left), .string(let right)): return left == right
    case (.signed(let left), .signed(let right)): return left == right
    case (.unsigned(let left), .unsigned(let right)): return left == right
    case (.double(let left), .double(let right)): return left == right
    case (.segment(let left), .segment(let right)): return left.value.isEqual(to: right.value)
    case (.resource(let left), .resource(let right)): return left == right
    default: return false
    }
  }

  @usableFromInline package func hash(into hasher: inout Hasher) {
    switch self {
    case .string(let value): hasher.combine(value)
    case .signed(let value): hasher.combine(value)
    case .unsigned(let value): hasher.combine(value)
    case .double(let value): hasher.combine(value)
    case .segment(let box): hasher.combine(box.value.plainText)
    case .resource(let resource): hasher.combine(resource)
    }
  }
}

/// Numbers a localized string formats with a printf specifier: Apple's `_FormatSpecifiable`.
/// An interpolated number adds its specifier to the key (`%lld` for `Int`, `%lf` for
/// `Double`, as Apple's interpolations write them) and its value to the arguments.
public protocol _FormatSpecifiable: Equatable {
  /// The C variadic argument the value is formatted as.
  associatedtype _Arg: CVarArg
  /// The value as that argument.
  var _arg: _Arg { get }
  /// The printf specifier the value is written with by default.
  var _specifier: String { get }
}

extension _FormatSpecifiable {
  /// The value as a format argument. Apple's own conformances (and Glimpse's) use the
  /// integer and floating-point argument types below; any other `_Arg` is shown through
  /// its description.
  package var formatArgument: FormatArgument {
    let argument = _arg
    if _Arg.self == Int64.self { return .signed(unsafeBitCast(argument, to: Int64.self)) }
    if _Arg.self == Int32.self { return .signed(Int64(unsafeBitCast(argument, to: Int32.self))) }
    if _Arg.self == UInt64.self { return .unsigned(unsafeBitCast(argument, to: UInt64.self)) }
    if _Arg.self == UInt32.self {
      return .unsigned(UInt64(unsafeBitCast(argument, to: UInt32.self)))
    }
    if _Arg.self == Double.self { return .double(unsafeBitCast(argument, to: Double.self)) }
    if _Arg.self == Float.self { return .double(Double(unsafeBitCast(argument, to: Float.self))) }
    if let value = argument as? CGFloat { return .double(Double(value)) }
    if let value = argument as? String { return .string(value) }
    return .string(String(describing: argument))
  }
}

// Apple's specifiers for its conformances (Int is 64-bit on every platform Glimpse runs on).
extension Int: _FormatSpecifiable {
  public var _arg: Int64 { Int64(self) }
  public var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
  public var _arg: Int32 { Int32(self) }
  public var _specifier: String { "%hhd" }
}
extension Int16: _FormatSpecifiable {
  public var _arg: Int32 { Int32(self) }
  public var _specifier: String { "%hd" }
}
extension Int32: _FormatSpecifiable {
  public var _arg: Int32 { self }
  public var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
  public var _arg: Int64 { self }
  public var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
  public var _arg: UInt64 { UInt64(self) }
  public var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
  public var _arg: UInt32 { UInt32(self) }
  public var _specifier: String { "%hhu" }
}
extension UInt16: _FormatSpecifiable {
  public var _arg: UInt32 { UInt32(self) }
  public var _specifier: String { "%hu" }
}
extension UInt32: _FormatSpecifiable {
  public var _arg: UInt32 { self }
  public var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
  public var _arg: UInt64 { self }
  public var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
  public var _arg: Float { self }
  public var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
  public var _arg: Double { self }
  public var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
  public var _arg: Double { Double(self) }
  public var _specifier: String { "%lf" }
}
