import Foundation
import Synchronization

/// App Group defaults that make up a value for a key nothing wrote, as Glimpse makes up a
/// content state (``MadeUpValues``): a string is its key (`ownerName`), an integer 1, a
/// floating-point number 0.5 (or, for a key named as an instant, `startTimestamp`, a
/// quarter of an hour ahead), a URL `https://example.com`, data empty, an array two
/// elements; so that `defaults.string(forKey: "ownerName")!` in a widget does not trap
/// when no states file gives the App Group's values. A suite a states file gives values
/// for (``MadeUpDefaults/given``) is read as it is: a key it leaves out is missing, as on
/// the device.
///
/// `glimpse open`'s source step writes `UserDefaults(suiteName:` as
/// `GlimpseSuite(suiteName:` (a name of the same length, so that columns stay the user's);
/// anywhere else, `GlimpseSuite(suiteName: "group.example")` is used as `UserDefaults`
/// is. Each value made up is recorded (``MadeUpDefaults/take()``) for the render's header.
///
/// - Glimpse: works
open class GlimpseSuite: UserDefaults {
  private let suite: String?

  /// The defaults of the App Group `suitename`, as `UserDefaults(suiteName:)`.
  public override init?(suiteName suitename: String?) {
    suite = suitename
    super.init(suiteName: suitename)
  }

  /// Whether `key` gets a made-up value (recording it as `kind`).
  private func makesUp(_ key: String, _ kind: String) -> Bool {
    guard let suite, super.object(forKey: key) == nil, !MadeUpDefaults.given(suite) else {
      return false
    }
    MadeUpDefaults.record(MadeUpDefaults.Record(suite: suite, key: key, kind: kind))
    return true
  }

  open override func string(forKey defaultName: String) -> String? {
    makesUp(defaultName, "string") ? defaultName : super.string(forKey: defaultName)
  }

  open override func integer(forKey defaultName: String) -> Int {
    makesUp(defaultName, "integer") ? 1 : super.integer(forKey: defaultName)
  }

  open override func double(forKey defaultName: String) -> Double {
    guard makesUp(defaultName, "number") else { return super.double(forKey: defaultName) }
    guard let unit = DateLikeName(defaultName)?.unit(bitWidth: 64) else { return 0.5 }
    return Date().addingTimeInterval(15 * 60).timeIntervalSince1970 * unit.perSecond
  }

  open override func float(forKey defaultName: String) -> Float {
    makesUp(defaultName, "number") ? 0.5 : super.float(forKey: defaultName)
  }

  open override func data(forKey defaultName: String) -> Data? {
    makesUp(defaultName, "data") ? Data() : super.data(forKey: defaultName)
  }

  open override func url(forKey defaultName: String) -> URL? {
    makesUp(defaultName, "URL")
      ? URL(string: "https://example.com") : super.url(forKey: defaultName)
  }

  open override func stringArray(forKey defaultName: String) -> [String]? {
    makesUp(defaultName, "array")
      ? [defaultName, defaultName] : super.stringArray(forKey: defaultName)
  }

  open override func array(forKey defaultName: String) -> [Any]? {
    makesUp(defaultName, "array") ? [defaultName, defaultName] : super.array(forKey: defaultName)
  }

  open override func dictionary(forKey defaultName: String) -> [String: Any]? {
    makesUp(defaultName, "dictionary") ? [:] : super.dictionary(forKey: defaultName)
  }
}

/// The App Group values ``GlimpseSuite`` made up, and the suites a states file gives (which
/// get none).
///
/// - Glimpse: works
public enum MadeUpDefaults {
  /// One made-up value: its suite, key, and kind (`string`, `integer`, ...).
  public struct Record: Hashable, Sendable {
    public let suite: String
    public let key: String
    public let kind: String
  }

  private static let records = Mutex<[Record]>([])
  private static let givenSuites = Mutex<Set<String>>([])

  static func record(_ record: Record) {
    records.withLock { if !$0.contains(record) { $0.append(record) } }
  }

  /// The values made up since the last call, in the order they were first read.
  public static func take() -> [Record] {
    records.withLock { records in
      defer { records = [] }
      return records
    }
  }

  /// Sets the suites whose values are given (a states file's `defaults`).
  public static func setGiven(_ suites: Set<String>) {
    givenSuites.withLock { $0 = suites }
  }

  static func given(_ suite: String) -> Bool {
    givenSuites.withLock { $0.contains(suite) }
  }

  /// `ownerName (string), unit (integer) in group.example`: the records, by suite.
  public static func describe(_ records: [Record]) -> String {
    var suites: [String] = []
    for record in records where !suites.contains(record.suite) { suites.append(record.suite) }
    return suites.map { suite in
      records.filter { $0.suite == suite }.map { "\($0.key) (\($0.kind))" }
        .joined(separator: ", ") + " in \(suite)"
    }.joined(separator: "; ")
  }
}
