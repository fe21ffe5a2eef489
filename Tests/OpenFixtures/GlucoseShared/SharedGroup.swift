//
//  SharedGroup.swift
//  Shared (the app's framework, which the widget imports)
//

import Foundation

public enum SharedGroup {
  /// The App Group the app and its widget share.
  public static let identifier = "group.org.example.glucose"
}
