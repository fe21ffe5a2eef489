//
//  TripWidgetBundle.swift
//  TripWidget
//

import SwiftUI
import WidgetKit

@main
struct TripWidgetBundle: WidgetBundle {
  var body: some Widget {
    TripLiveActivity()
  }
}
