//
//  TripAppApp.swift
//  TripApp (the app target only: not part of the widget extension)
//

import SwiftUI

@main
struct TripAppApp: App {
  var body: some Scene {
    WindowGroup {
      Text("Trips")
    }
  }
}
