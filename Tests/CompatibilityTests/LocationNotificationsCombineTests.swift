import ActivityKit
import Combine
import CoreLocation
import Foundation
import GlimpseActivityKit
import GlimpseLayout
import GlimpseUI
import OSLog
import SwiftUI
import Testing
import UserNotifications
import WidgetKit

/// A ride's Live Activity as widget files write one: the driver's and the pickup's
/// coordinates in the state, the distance between them from CoreLocation.
struct CabRideAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var driverLatitude: CLLocationDegrees
    var driverLongitude: CLLocationDegrees
    var pickup: Place
  }

  /// A coordinate made `Codable` and `Hashable` by the app, as apps do.
  struct Place: Codable, Hashable {
    var latitude: Double
    var longitude: Double
    var coordinate: CLLocationCoordinate2D {
      CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
  }
}

struct CabRideLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: CabRideAttributes.self) { context in
      let driver = CLLocation(
        latitude: context.state.driverLatitude, longitude: context.state.driverLongitude)
      let coordinate = context.state.pickup.coordinate
      let pickup = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
      let kilometers = driver.distance(from: pickup) / 1000
      Text("Driver \(String(format: "%.1f", kilometers)) km away")
    } dynamicIsland: { _ in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("Ride") }
      } compactLeading: {
        Text("Ride")
      } compactTrailing: {
        Text("")
      } minimal: {
        Text("")
      }
    }
  }
}

/// `import CoreLocation`, `import UserNotifications` and `import Combine` compile, with
/// the shapes widget files use: CoreLocation's value types (distances as the device
/// measures them, within its precision), a notification center that keeps what it is
/// given and delivers nothing, and an `ObservableObject` store whose `@Published`
/// properties send.
@MainActor @Suite struct LocationNotificationsCombineTests {
  @Test func aDistanceBetweenTwoCoordinatesIsTheGreatCircleOne() {
    // Paris (Notre-Dame) to London (Charing Cross): 343.5 km on the WGS 84 ellipsoid.
    let paris = CLLocation(latitude: 48.853, longitude: 2.3499)
    let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
    let meters = paris.distance(from: london)
    #expect(abs(meters - 343_500) < 343_500 * 0.005)
    #expect(london.distance(from: paris) == meters)
    #expect(paris.distance(from: paris) == 0)
  }

  @Test func anInvalidCoordinateIsNotValid() {
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(-33.86, 151.21)))
    #expect(!CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 91, longitude: 0)))
    #expect(CLLocationManager().location == nil)
  }

  @Test func aWidgetShowsADistanceFromItsStatesCoordinates() throws {
    // 0.01 degrees of latitude is 1.11 km.
    let drawn = try drawActivity(
      CabRideLiveActivity(), CabRideAttributes.self, attributes: CabRideAttributes(),
      state: .init(
        driverLatitude: 52.51, driverLongitude: 13.4,
        pickup: .init(latitude: 52.52, longitude: 13.4)))
    expectText("Driver 1.1 km away", in: drawn.lockScreen)
  }

  @Test func theNotificationCenterKeepsPendingRequestsAndDeliversNothing() async throws {
    let center = UNUserNotificationCenter.current()
    let content = UNMutableNotificationContent()
    content.title = "Timer done"
    content.sound = .default
    let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
    try await center.add(
      UNNotificationRequest(identifier: "timer-test", content: content, trigger: trigger))
    let pending = await center.pendingNotificationRequests()
    #expect(pending.contains { $0.identifier == "timer-test" && $0.content.title == "Timer done" })
    center.removePendingNotificationRequests(withIdentifiers: ["timer-test"])
    #expect(await !center.pendingNotificationRequests().contains { $0.identifier == "timer-test" })
    #expect(try await center.requestAuthorization(options: [.alert, .sound]) == false)
  }

  final class Store: ObservableObject {
    @Published var count = 0
  }

  @Test func aPublishedPropertySendsTheObjectsWillChangeThenItsValue() {
    let store = Store()
    var events: [String] = []
    var subscriptions = Set<AnyCancellable>()
    store.objectWillChange.sink { events.append("will change from \(store.count)") }
      .store(in: &subscriptions)
    store.$count.sink { events.append("count \($0)") }.store(in: &subscriptions)
    store.count = 2
    #expect(events == ["count 0", "will change from 0", "count 2"])
    subscriptions.removeAll()
    store.count = 3
    #expect(events.count == 3, "a released subscription receives nothing")
  }

  @Test func subjectsSendToTheirSubscribersUntilCancelledOrFinished() {
    let subject = PassthroughSubject<Int, Never>()
    var received: [Int] = []
    var finished = false
    let subscription = subject.sink(
      receiveCompletion: { _ in finished = true }, receiveValue: { received.append($0) })
    subject.send(1)
    subject.send(completion: .finished)
    subject.send(2)
    #expect(received == [1] && finished)
    subscription.cancel()
    var just: [String] = []
    _ = Just("once").sink { just.append($0) }
    #expect(just == ["once"])
  }
}

/// `import OSLog` compiles for a widget's `Logger` and `os_log`, and logging writes nothing
/// (the values it would log are not even read).
@Suite struct OSLogTests {
  @Test func aLoggerAcceptsEveryLevelAndReadsNoValue() {
    let logger = Logger(subsystem: "org.example.widget", category: "timeline")
    var reads = 0
    func counted() -> Int {
      reads += 1
      return reads
    }
    logger.info("reloaded \(counted(), privacy: .public) entries")
    logger.error("failed: \("reason", privacy: .private(mask: .hash))")
    logger.log(level: .debug, "plain")
    os_log("legacy %d", log: OSLog(subsystem: "a", category: "b"), type: .info, 3)
    #expect(reads == 0)
    #expect(OSLogMessage(stringLiteral: "text").text == "text")
  }
}
