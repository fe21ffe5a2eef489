//
//  GlucoseActivityAttributes.swift
//  GlucoseWidget
//
//  A fixture for `glimpse open`: a widget extension's file as Xcode has it (the whole
//  file inside an iOS-only condition, as Home Assistant's are).
//

#if os(iOS) && !targetEnvironment(macCatalyst)
  import ActivityKit
  import Foundation

  struct GlucoseActivityAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
      var milligramsPerDeciliter: Double
      var trend: String
      var readAt: Date
    }

    var sensorName: String
  }
#endif
