// The coffee order of seeds/003 ("Live Activities essentials"), as written for iOS. The
// session shows the attributes and some views; the rest is written in the same style.
#if canImport(ActivityKit)
  import ActivityKit
  import Foundation
#else
  import GlimpseUI
#endif

public struct DrinkOrderAttributes: ActivityAttributes {
  let shopName: String
  let drink: Drink
  let orderID: UUID

  public struct ContentState: Codable, Hashable {
    var phase: DrinkOrder.Phase = .waiting
    var estimatedReadyDate: Date
    var rating: DrinkOrder.Rating?
  }
}

struct Drink: Codable, Hashable {
  var name: String
  var size: String
  var symbol: String
}

enum DrinkOrder {
  enum Phase: String, Codable, Hashable, CaseIterable {
    case waiting, preparing, ready, pickedUp

    var showsTimer: Bool { self == .waiting || self == .preparing }

    var title: String {
      switch self {
      case .waiting: return "Order received"
      case .preparing: return "Being made"
      case .ready: return "Ready for pickup"
      case .pickedUp: return "Enjoy!"
      }
    }

    var shortTitle: String {
      switch self {
      case .waiting: return "Queued"
      case .preparing: return "Making"
      case .ready: return "Ready"
      case .pickedUp: return "Done"
      }
    }

    var step: Int { Self.allCases.firstIndex(of: self).map { $0 + 1 } ?? 1 }
  }

  enum Rating: String, Codable, Hashable {
    case great, poor
  }
}
