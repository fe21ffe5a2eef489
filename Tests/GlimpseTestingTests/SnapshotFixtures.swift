import Foundation
import GlimpseTesting
import GlimpseUI

/// A courier's card whose Lock Screen and compact leading show the courier's name, and
/// whose greeting a test changes to make a changed view.
struct CourierWidget: Widget {
  struct Attributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
      var courier: String
    }
    var greeting = "Your courier"
  }

  var body: some WidgetConfiguration {
    ActivityConfiguration(for: Attributes.self) { context in
      VStack(alignment: .leading) {
        Text(context.attributes.greeting).font(.headline)
        Text(context.state.courier)
      }
      .padding()
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text(context.state.courier) }
      } compactLeading: {
        Text(context.state.courier).lineLimit(1)
      } compactTrailing: {
        Text("5m")
      } minimal: {
        Text("5")
      }
    }
  }
}

/// The issues an assertion reports, caught instead of failing the test.
final class CaughtIssues: @unchecked Sendable {
  private let lock = NSLock()
  private var caught: [SnapshotIssue] = []

  var messages: [String] { lock.withLock { caught.map(\.message) } }

  func append(_ issue: SnapshotIssue) { lock.withLock { caught.append(issue) } }

  func removeAll() { lock.withLock { caught.removeAll() } }
}

/// A temporary folder for one test's snapshots, removed by `remove()`.
struct TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-testing-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func remove() { try? FileManager.default.removeItem(at: url) }

  /// Settings that keep snapshots here, read `environment`, and catch issues in `issues`.
  func settings(_ issues: CaughtIssues, environment: [String: String] = [:]) -> SnapshotSettings {
    SnapshotSettings(directory: url, environment: environment, reporter: { issues.append($0) })
  }
}
