// App-side Live Activity code: checking authorization, then requesting, updating, observing
// and ending an activity.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
#else
  import GlimpseUI
#endif

struct RideAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable, Sendable {
    enum Status: String, Codable, Sendable {
      case searching, driverAssigned, arriving, onTrip, finished
    }

    var status: Status
    var driverName: String?
    var etaMinutes: Int
  }

  var rideID: String
  var pickup: String
}

enum RideActivityError: Error {
  case disabled
}

@MainActor
final class RideActivityManager {
  private(set) var current: Activity<RideAttributes>?
  private(set) var observedStates: [ActivityState] = []

  var canStart: Bool {
    ActivityAuthorizationInfo().areActivitiesEnabled
  }

  func start(rideID: String, pickup: String) throws -> String {
    guard canStart else { throw RideActivityError.disabled }
    let attributes = RideAttributes(rideID: rideID, pickup: pickup)
    let state = RideAttributes.ContentState(status: .searching, driverName: nil, etaMinutes: 8)
    let content = ActivityContent(
      state: state, staleDate: Date.now.addingTimeInterval(15 * 60), relevanceScore: 50)
    do {
      let activity = try Activity.request(attributes: attributes, content: content, pushType: nil)
      current = activity
      return activity.id
    } catch let error as ActivityAuthorizationError {
      throw error
    }
  }

  func driverAssigned(_ name: String, eta: Int) async {
    guard let activity = current else { return }
    var state = activity.content.state
    state.status = .driverAssigned
    state.driverName = name
    state.etaMinutes = eta
    let alert = AlertConfiguration(
      title: "Driver assigned", body: "\(name) is on the way", sound: .default)
    await activity.update(
      ActivityContent(state: state, staleDate: nil), alertConfiguration: alert)
  }

  func observe() async {
    guard let activity = current else { return }
    for await state in activity.activityStateUpdates {
      observedStates.append(state)
    }
    for await content in activity.contentUpdates {
      _ = content.state.etaMinutes
    }
  }

  func finish() async {
    guard let activity = current else { return }
    let final = RideAttributes.ContentState(
      status: .finished, driverName: activity.content.state.driverName, etaMinutes: 0)
    await activity.end(
      ActivityContent(state: final, staleDate: nil),
      dismissalPolicy: .after(Date.now.addingTimeInterval(60)))
  }

  func endAll() async {
    for activity in Activity<RideAttributes>.activities {
      await activity.end(nil, dismissalPolicy: .immediate)
    }
  }
}
