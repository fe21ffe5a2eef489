//
//  GlucoseFormatter.swift
//  Shared
//

import Foundation

public enum GlucoseFormatter {
  /// `112 mg/dL`.
  public static func text(_ value: Double, unit: String) -> String {
    "\(Int(value.rounded())) \(unit)"
  }
}
