//
//  TripAttributes.swift
//  TripApp
//
//  Shared with the widget extension by target membership (it stays in the app's folder).
//

import ActivityKit
import Foundation

struct TripAttributes: ActivityAttributes {
  public struct ContentState: Codable, Hashable {
    var nextStop: String
    var minutesLate: Int
    var arrival: Date
  }

  var line: String
}
