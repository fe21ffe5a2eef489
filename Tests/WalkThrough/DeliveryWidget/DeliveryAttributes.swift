//
//  DeliveryAttributes.swift
//  Shared with the app target, which starts the activity.
//

#if canImport(ActivityKit)
  import ActivityKit
  import Foundation

  struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
      var status: String
      var courier: String
      var deliveryTime: Date
      var updatedAt: Date
    }

    var orderNumber: String
    var restaurant: String
  }
#endif
