import Foundation
import GlimpseUI

/// The App Group `UserDefaults` a preview gives its states (`"defaults"` in a states file,
/// ``StateEntry/defaults``), put in place while a state is rendered, as the app would have
/// written them before the update.
///
/// Widgets read them through the real `UserDefaults(suiteName:)`. On Linux,
/// swift-corelibs-foundation keeps a suite in memory and writes it to
/// `$XDG_CONFIG_HOME/<suite>.plist` (`~/.config`) only when something calls
/// `synchronize()`; it never does on its own. Glimpse sets the values in memory and never
/// synchronizes, so nothing reaches the disk: the values last as long as the process. To be
/// sure of that, Glimpse will not touch a suite that already has a file on this machine
/// (``check(_:)``), and if widget code synchronizes a suite Glimpse filled, ``removeAll()``
/// deletes the file it caused when Glimpse finishes.
///
/// Values are replaced, not merged: installing a state's defaults removes every key the
/// previous state set that this one does not.
///
/// Foundation keeps one set of suites for the whole process, so renders on several threads
/// (`glimpse density`'s workers) take turns by their defaults: a render holds the defaults
/// of its state while it draws (``holding(_:_:)``), renders that give the same defaults draw
/// at once, and one that gives others waits until they are done.
public enum AppGroupDefaults {
  /// What Glimpse has put in place, and the renders holding it.
  private struct State {
    /// The keys Glimpse has set, by suite.
    var installed: [String: Set<String>] = [:]
    /// The values in place now, to skip installing them again for every view.
    var current: [String: [String: AppGroupValue]] = [:]
    /// Renders drawing with ``current`` now.
    var holders = 0
  }

  /// ``State``, and the renders waiting for theirs.
  private final class Gate: @unchecked Sendable {
    // @unchecked Sendable: `state` is read and written only with `condition` locked.
    let condition = NSCondition()
    var state = State()

    func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
      condition.lock()
      defer { condition.unlock() }
      return try body(&state)
    }
  }

  private static let gate = Gate()

  /// Why `suite` cannot name App Group defaults, or nil when it can. Foundation keeps a
  /// suite in the file `<suite>.plist` of ``preferencesDirectory``, so a name with a `/`,
  /// a NUL, or that is `.` or `..`, would name a file elsewhere (`../victim/important`
  /// writes `victim/important.plist` beside the folder); one too long for a file name
  /// cannot be written at all. App Group identifiers (`group.com.example.app`) are none
  /// of these.
  public static func problem(withSuiteName suite: String) -> String? {
    if suite.isEmpty {
      return "an empty suite name; App Group identifiers look like group.com.example.app"
    }
    if suite == "." || suite == ".." || suite.contains("/") || suite.contains("\0") {
      return "a suite name with \"/\" or \"..\" would name a file outside the preferences "
        + "folder; App Group identifiers look like group.com.example.app"
    }
    if suite.utf8.count > longestSuiteName {
      return "a suite name of \(suite.utf8.count) bytes; a file name holds at most "
        + "\(longestSuiteName) before \".plist\""
    }
    return nil
  }

  /// The longest suite name whose `<suite>.plist` is a file name Linux accepts (255 bytes).
  public static let longestSuiteName = 255 - ".plist".utf8.count

  /// Puts `suites` in place of the defaults installed before. A suite whose name has a
  /// ``problem(withSuiteName:)`` is left out: the states and payload readers refuse them
  /// first, so this is a second lock on the same door.
  public static func install(_ suites: [String: [String: AppGroupValue]]) {
    gate.withLock { put(suites, in: &$0) }
  }

  /// Runs `body` (a render) with `suites` in place, waiting first for the renders that
  /// hold other defaults to end; nil: with whatever is in place.
  public static func holding<Result>(
    _ suites: [String: [String: AppGroupValue]]?, _ body: () throws -> Result
  ) rethrows -> Result {
    guard let suites else { return try body() }
    gate.condition.lock()
    while gate.state.holders > 0 && gate.state.current != suites { gate.condition.wait() }
    put(suites, in: &gate.state)
    gate.state.holders += 1
    gate.condition.unlock()
    defer {
      gate.withLock { $0.holders -= 1 }
      gate.condition.broadcast()
    }
    return try body()
  }

  private static func put(_ suites: [String: [String: AppGroupValue]], in state: inout State) {
    // (Most renders install what is in place already: that comparison comes first, and
    // names are checked only when the defaults change.)
    guard suites != state.current else { return }
    // A suite given here is read as given: GlimpseSuite makes up none of its keys.
    MadeUpDefaults.setGiven(Set(suites.keys))
    let suites =
      suites.keys.contains { problem(withSuiteName: $0) != nil }
      ? suites.filter { problem(withSuiteName: $0.key) == nil } : suites
    guard suites != state.current else { return }
    for (suite, keys) in state.installed {
      guard let defaults = UserDefaults(suiteName: suite) else { continue }
      for key in keys where suites[suite]?[key] == nil {
        defaults.removeObject(forKey: key)
      }
    }
    for (suite, values) in suites {
      guard let defaults = UserDefaults(suiteName: suite) else { continue }
      for (key, value) in values {
        defaults.set(value.propertyListValue, forKey: key)
      }
      state.installed[suite, default: []].formUnion(values.keys)
    }
    state.current = suites
  }

  /// Removes every value Glimpse set, and the file of a suite that widget code
  /// synchronized to disk while Glimpse ran (the suite had none before: ``check(_:)``).
  public static func removeAll() {
    gate.withLock { state in
      put([:], in: &state)
      for suite in state.installed.keys where problem(withSuiteName: suite) == nil {
        let file = fileURL(ofSuite: suite)
        if FileManager.default.fileExists(atPath: file.path) {
          try? FileManager.default.removeItem(at: file)
        }
      }
      state.installed = [:]
    }
  }

  /// Throws when one of `suites` already has a file on this machine (in `directory`, where
  /// Foundation keeps them): Glimpse leaves real preferences alone.
  public static func check(
    _ suites: some Sequence<String>, in directory: URL = preferencesDirectory
  ) throws {
    let installed = gate.withLock { $0.installed }
    for suite in suites {
      let file = directory.appendingPathComponent(suite + ".plist")
      guard installed[suite] == nil, FileManager.default.fileExists(atPath: file.path) else {
        continue
      }
      throw PreviewError(
        "the defaults for \(suite): \(file.path) exists on this machine, and Glimpse does not change it"
      )
    }
  }

  /// Where swift-corelibs-foundation keeps suites: `$XDG_CONFIG_HOME`, or `~/.config`.
  public static var preferencesDirectory: URL {
    let environment = ProcessInfo.processInfo.environment
    let base =
      environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? (NSHomeDirectory() + "/.config")
    return URL(fileURLWithPath: base)
  }

  /// The file of a suite: `<suite>.plist` in ``preferencesDirectory``.
  static func fileURL(ofSuite suite: String) -> URL {
    preferencesDirectory.appendingPathComponent(suite + ".plist")
  }
}
