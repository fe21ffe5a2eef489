// The app side of seeds/000: starting, updating and ending the activity.
#if canImport(ActivityKit)
  import ActivityKit
  import Foundation
#else
  import GlimpseUI
#endif

class DeliveryTracker {
  var currentActivity: Activity<DeliveryAttributes>?
  func startTracking(orderNumber: String, restaurant: String, eta: Date) throws {
    // Check if Live Activities are enabled in Settings
    guard ActivityAuthorizationInfo().areActivitiesEnabled else {
      throw DeliveryError.activitiesDisabled
    }
    let attributes = DeliveryAttributes(
      orderNumber: orderNumber,
      restaurantName: restaurant,
      estimatedDeliveryTime: eta
    )
    let initialState = DeliveryAttributes.ContentState(
      status: .preparing,
      driverName: "",
      currentStep: 1,
      totalSteps: 4,
      estimatedMinutesRemaining: 45
    )
    let content = ActivityContent(
      state: initialState,
      staleDate: Calendar.current.date(byAdding: .minute, value: 15, to: .now),
      relevanceScore: 75
    )
    do {
      currentActivity = try Activity.request(
        attributes: attributes,
        content: content,
        pushType: .token  // Enable push-to-update; use nil for local-only
      )
      print("Live Activity started: \(currentActivity?.id ?? "nil")")
    } catch {
      throw DeliveryError.failedToStart(error)
    }
  }
}

extension DeliveryTracker {
  func updateStatus(to status: DeliveryStatus, driver: String, step: Int, minutes: Int) async {
    guard let activity = currentActivity else { return }
    let updatedState = DeliveryAttributes.ContentState(
      status: status,
      driverName: driver,
      currentStep: step,
      totalSteps: 4,
      estimatedMinutesRemaining: minutes
    )
    // Set a new stale date with each update
    let staleDate = Calendar.current.date(byAdding: .minute, value: 10, to: .now)
    let updatedContent = ActivityContent(
      state: updatedState,
      staleDate: staleDate,
      relevanceScore: status == .nearbyDropoff ? 100 : 75
    )
    await activity.update(updatedContent)
  }
}

extension DeliveryTracker {
  func markDelivered() async {
    guard let activity = currentActivity else { return }
    let finalState = DeliveryAttributes.ContentState(
      status: .delivered,
      driverName: "Marcus",
      currentStep: 4,
      totalSteps: 4,
      estimatedMinutesRemaining: 0
    )
    let finalContent = ActivityContent(
      state: finalState,
      staleDate: nil
    )
    // .default: system decides when to remove (up to 4 hours)
    // .immediate: remove right away
    // .after(Date): remove after specified date
    await activity.end(finalContent, dismissalPolicy: .default)
    currentActivity = nil
  }
  func cancelActivity() async {
    guard let activity = currentActivity else { return }
    await activity.end(nil, dismissalPolicy: .immediate)
    currentActivity = nil
  }
}

extension DeliveryTracker {
  func observePushToken() {
    guard let activity = currentActivity else { return }
    Task {
      for await pushToken in activity.pushTokenUpdates {
        let tokenString = pushToken.map { String(format: "%02x", $0) }.joined()
        print("Push token: \(tokenString)")
        // Send token to your server
        await sendTokenToServer(token: tokenString, activityID: activity.id)
      }
    }
  }
  private func sendTokenToServer(token: String, activityID: String) async {
    guard let url = URL(string: "https://api.example.com/live-activity/register") else { return }
    var request = URLRequest(url: url)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    let body: [String: String] = [
      "activityId": activityID,
      "pushToken": token,
    ]
    request.httpBody = try? JSONEncoder().encode(body)
    _ = try? await URLSession.shared.data(for: request)
  }
}

// Observe activity state changes across the app lifecycle
func observeAllActivities() {
  Task {
    // Monitor activities for this attribute type
    for await activity in Activity<DeliveryAttributes>.activityUpdates {
      print("New activity: \(activity.id)")
      Task {
        for await state in activity.activityStateUpdates {
          switch state {
          case .active:
            print("Activity is active")
          case .stale:
            // Content has passed its staleDate — refresh it
            print("Activity is stale — requesting update")
            await refreshActivityFromServer(activity)
          case .dismissed:
            print("Activity was dismissed by user or system")
          case .ended:
            print("Activity has ended")
          @unknown default:
            break
          }
        }
      }
    }
  }
}

func refreshActivityFromServer(_ activity: Activity<DeliveryAttributes>) async {
  guard let freshState = await fetchLatestState(for: activity.attributes.orderNumber) else {
    return
  }
  let content = ActivityContent(
    state: freshState,
    staleDate: Calendar.current.date(byAdding: .minute, value: 10, to: .now)
  )
  await activity.update(content)
}

func fetchLatestState(for orderNumber: String) async -> DeliveryAttributes.ContentState? {
  // Fetch from your API
  return nil
}

enum DeliveryError: LocalizedError {
  case activitiesDisabled
  case failedToStart(Error)
  var errorDescription: String? {
    switch self {
    case .activitiesDisabled:
      return "Live Activities are disabled in Settings."
    case .failedToStart(let error):
      return "Failed to start activity: \(error.localizedDescription)"
    }
  }
}
