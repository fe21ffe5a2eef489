// The demos, registered for Glimpse: each widget with its attributes and states file.
import Foundation
import GlimpseActivity
import GlimpseUI

/// The demo Live Activities that `swift run glimpse` shows.
public enum DemoGallery {
  /// Every demo, in the order `glimpse list` shows them.
  @MainActor
  public static var all: [ActivityPreview] {
    [
      ActivityPreview(
        DeliveryLiveActivity(),
        attributes: DeliveryAttributes(
          orderNumber: "8842", restaurantName: "Luigi's Pizzeria",
          estimatedDeliveryTime: Date(timeIntervalSince1970: 1_795_949_100)),
        states: states("delivery"), name: "delivery",
        summary: "Food delivery tracker with step progress (seeds/000)"),
      ActivityPreview(
        TimerLiveActivity(), attributes: TimerAttributes(timerName: "Pasta"),
        states: states("timer"),
        name: "timer", summary: "Countdown timer with a progress ring (seeds/000)"),
      ActivityPreview(
        ServiceVisitLiveActivity(),
        attributes: ServiceVisitAttributes(
          customerFirstName: "Alex", serviceAddress: "Flat 3, 12 Elm Row, Edinburgh EH7 4AA",
          jobSummary: "Boiler check"),
        states: states("service-visit"), name: "service-visit",
        summary: "Field-service visit with every island region (seeds/001)"),
      ActivityPreview(
        DrinkOrderLiveActivity(),
        attributes: DrinkOrderAttributes(
          shopName: "Coffee Shop",
          drink: Drink(name: "Oat Flat White", size: "Grande", symbol: "cup.and.saucer.fill"),
          orderID: UUID(uuidString: "3F2504E0-4F89-11D3-9A0C-0305E82C3301") ?? UUID()),
        states: states("coffee-order"), name: "coffee-order",
        summary: "Coffee order with limited-width and small-family layouts (seeds/003)"),
      ActivityPreview(
        AdventureActivityConfiguration(), attributes: AdventureAttributes(hero: .spouty),
        states: states("adventure"), name: "adventure",
        summary: "Emoji Rangers adventure with a health bar (seeds/004)"),
      ActivityPreview(
        MatchLiveActivity(),
        attributes: MatchAttributes(
          home: .init(name: "Riverside Rovers", abbreviation: "RIV", colorHex: "#D7263D"),
          away: .init(name: "United", abbreviation: "UTD", colorHex: "#1B98E0"),
          competition: "Premier Division · Matchday 14", venue: "Riverside Park"),
        states: states("sports-score"), name: "sports-score",
        summary: "Live football score with a running match clock"),
      ActivityPreview(
        RideLiveActivity(),
        attributes: RideAttributes(destination: "Waverley Station, Edinburgh", rideType: "Comfort"),
        states: states("ride"), name: "ride", summary: "Ride-hailing pickup countdown"),
      ActivityPreview(
        PizzaDeliveryLiveActivity(),
        attributes: LiveActivitiesAppAttributes(
          id: UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF") ?? UUID()),
        states: states("flutter-pizza"), name: "flutter-pizza",
        summary: "Flutter live_activities plugin: data from App Group UserDefaults per state"),
    ]
  }

  /// The push payload sequence of a demo (`Sources/GlimpseDemos/Payloads`): a push-to-start, updates (one
  /// with an alert, one that goes stale, one that arrives out of order) and an end with a
  /// dismissal date, for `glimpse validate` and `--payloads`.
  public static func payloads(_ name: String) -> URL {
    Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Payloads")
      ?? URL(fileURLWithPath: "Sources/GlimpseDemos/Payloads/\(name).json")
  }

  /// The states file of a demo.
  static func states(_ name: String) -> URL {
    Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "States")
      ?? URL(fileURLWithPath: "Sources/GlimpseDemos/States/\(name).json")
  }
}
