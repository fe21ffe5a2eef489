import Foundation

/// How private a logged value is. Glimpse logs nothing, so each is accepted as it is.
///
/// - Glimpse: accepted
public struct OSLogPrivacy: Sendable, Equatable {
  let level: Int

  public static let auto = OSLogPrivacy(level: 0)
  public static let `public` = OSLogPrivacy(level: 1)
  public static let `private` = OSLogPrivacy(level: 2)
  public static let sensitive = OSLogPrivacy(level: 3)

  public static func `private`(mask: OSLogPrivacy.Mask) -> OSLogPrivacy { .private }

  /// How a private value is masked.
  public struct Mask: Sendable, Equatable {
    let kind: Int
    public static let hash = Mask(kind: 1)
    public static let none = Mask(kind: 0)
  }
}

/// A message to log, with interpolated values (`"\(count, privacy: .public) left"`); its
/// text is built only when asked for.
///
/// - Glimpse: accepted
public struct OSLogMessage: ExpressibleByStringInterpolation, @unchecked Sendable {
  /// The interpolations a log message accepts.
  public struct StringInterpolation: StringInterpolationProtocol, @unchecked Sendable {
    var parts: [() -> String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {}

    public mutating func appendLiteral(_ literal: String) { parts.append { literal } }

    public mutating func appendInterpolation<T>(
      _ value: @escaping @autoclosure () -> T, privacy: OSLogPrivacy = .auto
    ) {
      parts.append { String(describing: value()) }
    }

    public mutating func appendInterpolation<T>(
      _ value: @escaping @autoclosure () -> T, align: OSLogStringAlignment,
      privacy: OSLogPrivacy = .auto
    ) {
      parts.append { String(describing: value()) }
    }
  }

  private let parts: [() -> String]

  /// The message's text (its values read now, and only now).
  public var text: String { parts.map { $0() }.joined() }

  public init(stringLiteral value: String) { parts = [{ value }] }
  public init(stringInterpolation: StringInterpolation) { parts = stringInterpolation.parts }
}

/// How an interpolated value is aligned in its column.
///
/// - Glimpse: accepted
public struct OSLogStringAlignment: Sendable {
  public static let none = OSLogStringAlignment()
  public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
  public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment() }
}

/// A log message's level.
///
/// - Glimpse: accepted
public struct OSLogType: Sendable, Equatable, RawRepresentable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public init(_ rawValue: UInt8) { self.rawValue = rawValue }

  public static let `default` = OSLogType(0x00)
  public static let info = OSLogType(0x01)
  public static let debug = OSLogType(0x02)
  public static let error = OSLogType(0x10)
  public static let fault = OSLogType(0x11)
}

/// A log, as the older `os_log` takes one.
///
/// - Glimpse: accepted
public final class OSLog: NSObject, @unchecked Sendable {
  public let subsystem: String
  public let category: String

  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
  }

  public static let `default` = OSLog(subsystem: "", category: "")
  public static let disabled = OSLog(subsystem: "", category: "disabled")

  /// Whether messages of `type` are kept: none are, in Glimpse.
  public func isEnabled(type: OSLogType) -> Bool { false }
}

/// Logs a message: accepted, and dropped (a widget's log lines would scribble over the
/// preview; the Console app has none here).
///
/// - Glimpse: accepted
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(
  _ message: StaticString, log: OSLog = .default, type: OSLogType = .default,
  _ arguments: any CVarArg...
) {}

/// Logs a message at a level: accepted, and dropped.
///
/// - Glimpse: accepted
// swift-format-ignore: AlwaysUseLowerCamelCase
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}

/// A logger as widget code keeps one (`Logger(subsystem:category:)`): every level is
/// accepted and dropped, the message's values never read.
///
/// - Glimpse: accepted
public struct Logger: Sendable {
  public init() {}
  public init(subsystem: String, category: String) {}
  public init(_ log: OSLog) {}

  public func log(_ message: OSLogMessage) {}
  public func log(level: OSLogType, _ message: OSLogMessage) {}
  public func trace(_ message: OSLogMessage) {}
  public func debug(_ message: OSLogMessage) {}
  public func info(_ message: OSLogMessage) {}
  public func notice(_ message: OSLogMessage) {}
  public func warning(_ message: OSLogMessage) {}
  public func error(_ message: OSLogMessage) {}
  public func critical(_ message: OSLogMessage) {}
  public func fault(_ message: OSLogMessage) {}
}
