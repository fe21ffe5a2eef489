//
//  DeliveryWidgetBundle.swift
//  DeliveryWidget
//

import SwiftUI
import WidgetKit

@main
struct DeliveryWidgetBundle: WidgetBundle {
  var body: some Widget {
    DeliveryWidgetLiveActivity()
  }
}
