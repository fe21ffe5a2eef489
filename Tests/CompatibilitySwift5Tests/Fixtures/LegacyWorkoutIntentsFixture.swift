// App Intents and UIKit colour code as Swift 5 apps write them: mutable statics for the
// display representations and the default query, an entity query without
// suggestedEntities, an intent that returns a value, and a UIColor hex extension with a
// contrast helper built on getRed.
#if canImport(ActivityKit)
  import ActivityKit
  import AppIntents
  import SwiftUI
  import UIKit
  import WidgetKit
#else
  import GlimpseUI
#endif

enum WorkoutKind: String, AppEnum {
  case run, ride, swim

  static var typeDisplayRepresentation: TypeDisplayRepresentation = "Workout"
  static var caseDisplayRepresentations: [Self: DisplayRepresentation] = [
    .run: "Run",
    .ride: DisplayRepresentation(title: "Ride", image: .init(systemName: "bicycle")),
    .swim: "Swim",
  ]
}

struct RouteEntity: AppEntity, Identifiable {
  var id: UUID
  var name: String

  static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Route")
  static var defaultQuery = RouteQuery()

  var displayRepresentation: DisplayRepresentation {
    .init(title: .init(stringLiteral: name))
  }
}

struct RouteQuery: EntityQuery {
  func entities(for identifiers: [UUID]) async throws -> [RouteEntity] {
    []
  }
}

struct StartWorkoutLiveIntent: LiveActivityIntent {
  static var title: LocalizedStringResource = "Start workout"
  static var description: IntentDescription? = IntentDescription("Starts a workout.")

  @Parameter(title: "Kind", default: .run)
  var kind: WorkoutKind

  @Parameter(title: "Route")
  var route: RouteEntity?

  init() {}

  func perform() async throws -> some IntentResult & ReturnsValue<String> {
    return .result(value: kind.rawValue)
  }
}

extension UIColor {
  convenience init(legacyHex: Int, alpha: CGFloat = 1.0) {
    self.init(
      red: CGFloat((legacyHex >> 16) & 0xFF) / 255.0,
      green: CGFloat((legacyHex >> 8) & 0xFF) / 255.0,
      blue: CGFloat(legacyHex & 0xFF) / 255.0, alpha: alpha)
  }

  var legacyIsDark: Bool {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    getRed(&red, green: &green, blue: &blue, alpha: nil)
    return (0.299 * red + 0.587 * green + 0.114 * blue) < 0.5
  }
}
