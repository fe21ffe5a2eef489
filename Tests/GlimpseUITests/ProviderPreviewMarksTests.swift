import Foundation
import GlimpseActivityKit
import Testing

@testable import GlimpsePreviews
@testable import GlimpseUI

private struct LockerAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var door: Int
  }

  var station: String
}

/// Xcode 14-style previews that name their contexts and mark one stale.
private struct Locker_Previews: PreviewProvider {
  static let attributes = LockerAttributes(station: "Central")

  static var previews: some View {
    attributes.previewContext(.init(door: 12), viewKind: .content)
      .previewDisplayName("Locker ready")
    attributes.previewContext(.init(door: 12), viewKind: .dynamicIsland(.compact))
      .previewDisplayName("Locker ready")
    attributes.previewContext(.init(door: 12), isStale: true, viewKind: .content)
      .previewDisplayName("Locker ready")
  }
}

private struct Shelf_Previews: PreviewProvider {
  static let attributes = LockerAttributes(station: "North")

  static var previews: some View {
    attributes.previewContext(.init(door: 1), viewKind: .content)
      .previewDisplayName("Open")
    attributes.previewContext(.init(door: 2), isStale: true, viewKind: .content)
    attributes.previewContext(.init(door: 3), viewKind: .content)
      .previewDisplayName("")
  }
}

/// `previewDisplayName` and `previewContext(_:isStale:viewKind:)` in a `PreviewProvider`,
/// shown as Xcode shows them: the name titles what it is on, and a stale context is a
/// stale state.
@MainActor
@Suite struct ProviderPreviewMarksTests {
  func activity(_ declared: [DeclaredPreview]) throws -> DeclaredActivityPreview {
    guard case .activity(let activity) = try #require(declared.first).content else {
      Issue.record("not an activity preview")
      throw CancellationError()
    }
    return activity
  }

  @Test func oneDisplayNameOnEveryContextNamesThePreviewAndItsState() throws {
    let declared = ProviderPreviews.previews(of: Locker_Previews.self)
    #expect(declared.map(\.name) == ["Locker ready"])
    // The same state fresh and stale is two states.
    #expect(
      try activity(declared).marks == [
        PreviewStateMark(name: "Locker ready", isStale: false),
        PreviewStateMark(name: "Locker ready", isStale: true),
      ])
  }

  @Test func differentDisplayNamesNameTheStatesAndTheProviderNamesThePreview() throws {
    let declared = ProviderPreviews.previews(of: Shelf_Previews.self)
    #expect(declared.map(\.name) == ["Shelf_Previews"])
    #expect(
      try activity(declared).marks == [
        PreviewStateMark(name: "Open", isStale: false),
        PreviewStateMark(name: nil, isStale: true),
        PreviewStateMark(name: nil, isStale: false),
      ])
  }

  @Test func aDisplayNameOutsideAProviderChangesNothingDrawn() {
    #expect(
      Snapshot(Text("Door 12").previewDisplayName("Locker"), width: 10).text
        == Snapshot(Text("Door 12"), width: 10).text)
  }
}
