import Foundation
import Testing

@testable import GlimpsePreviews
@testable import GlimpseUI

/// Made-up values for an activity with no preview: every field gets a value a view can
/// show and common view code does not trap on, or a clear error at its key path.
@Suite struct MadeUpValuesTests {
  private let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

  enum Phase: String, Codable, CaseIterable {
    case preparing, delivering
  }

  enum Mood: String, Codable {
    case happy, sad
  }

  struct Item: Codable, Equatable {
    var name: String
    var quantity: Int
  }

  struct State: Codable {
    var driverName: String
    var stops: Int
    var progress: Double
    var isLate: Bool
    var eta: Date
    var link: URL
    var id: UUID
    var items: [Item]
    var scores: [String: Int]
    var phase: Phase
    var mood: Mood?
    var note: String?
  }

  struct Stamps: Codable {
    var startTimestamp: Double?
    var endTime: Int
    var startTimestampMs: Int64
    var createdAtEpochSeconds: Int
    var deliveryDate32: Int32
    var updateTimeSec: Double
    var estimatedDeliveryTime: Int
    var timeRemaining: Int
    var travelTime: Int
    var elapsedTime: Double
    var count: Int
  }

  /// An instant kept as a number was made up as 1, and a widget dividing it by 1000
  /// showed a timer of 498939:15:50 counted from 1970. Numbers whose names say they are
  /// instants are that instant, in the unit the name and the type say.
  @Test func numbersNamedAsInstantsAreTheMadeUpInstant() throws {
    let stamps = try MadeUpValues.make(Stamps.self, now: now)
    let seconds = now.addingTimeInterval(900).timeIntervalSince1970
    #expect(stamps.startTimestamp == seconds * 1000)
    #expect(stamps.endTime == Int(seconds * 1000))
    #expect(stamps.startTimestampMs == Int64(seconds * 1000))
    #expect(stamps.createdAtEpochSeconds == Int(seconds))
    #expect(stamps.deliveryDate32 == Int32(seconds))
    #expect(stamps.updateTimeSec == seconds)
    #expect(stamps.estimatedDeliveryTime == Int(seconds * 1000))
    // Durations and other numbers keep their small values.
    #expect(stamps.timeRemaining == 1)
    #expect(stamps.travelTime == 1)
    #expect(stamps.elapsedTime == 0.5)
    #expect(stamps.count == 1)
  }

  @Test(arguments: [
    ("startTimestampMs", ["start", "timestamp", "ms"]), ("end_time", ["end", "time"]),
    ("ETADate", ["eta", "date"]), ("eta2Date", ["eta", "2", "date"]),
  ])
  func aNameIsSplitIntoWords(name: String, words: [String]) {
    #expect(DateLikeName.words(of: name) == words)
  }

  @Test func everyKindOfFieldGetsAValueAViewCanShow() throws {
    let state = try MadeUpValues.make(State.self, now: now)
    #expect(state.driverName == "driverName")
    #expect(state.stops == 1)
    #expect(state.progress == 0.5)
    #expect(state.isLate == false)
    #expect(state.eta == now.addingTimeInterval(900))
    #expect(state.link.absoluteString == "https://example.com")
    #expect(state.id.uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(state.items == [Item(name: "name", quantity: 1), Item(name: "name", quantity: 1)])
    #expect(state.scores.isEmpty)
    #expect(state.phase == .preparing)
    // An enum whose raw values cannot be listed is its first case; an optional is made.
    #expect(state.mood == .happy)
    #expect(state.note == "note")
  }

  enum Shape: Codable {
    case circle(radius: Double)
    case square(side: Double)
  }

  struct Unguessable: Codable {
    var title: String
    var shape: Shape
    var maybe: Shape?
  }

  @Test func anOptionalThatCannotBeMadeUpIsNil() throws {
    struct Optionals: Codable {
      var shape: Shape?
    }
    #expect(try MadeUpValues.make(Optionals.self, now: now).shape == nil)
  }

  @Test func aFieldThatCannotBeMadeUpIsAnErrorAtItsKeyPath() {
    #expect {
      try MadeUpValues.make(Unguessable.self, now: now)
    } throws: { error in
      guard case DecodingError.typeMismatch(_, let context) = error else { return false }
      return context.codingPath.map(\.stringValue) == ["shape"]
    }
  }
}
