/// The modules an opened widget's files may import without a `--module`: the Swift
/// toolchain's, Glimpse's, and Glimpse's modules named as Apple's frameworks (its shims).
/// Apple's other frameworks are named as such in the missing-module message.
enum KnownModules {
  /// Modules named as Apple's frameworks that Glimpse provides on Linux (the manifest's
  /// `shimModules`).
  static let shims: Set<String> = [
    "SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "UIKit", "Charts", "Intents",
    "HealthKit", "CoreLocation", "UserNotifications", "Combine", "OSLog",
  ]

  /// The toolchain's modules and Glimpse's own.
  static let toolchain: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization",
    "FoundationNetworking", "FoundationXML", "CoreFoundation", "Dispatch", "Glibc", "Musl",
    "_Concurrency", "_StringProcessing", "RegexBuilder", "Observation", "Synchronization",
    "Distributed", "Glimpse", "GlimpseUI",
  ]

  /// Apple frameworks Glimpse has no module for (so a file that imports one cannot be
  /// compiled here, and `--module` is not the answer).
  static let appleFrameworks: Set<String> = [
    "AppKit", "ARKit", "AudioToolbox", "AuthenticationServices", "AVFoundation", "AVKit",
    "BackgroundTasks", "CloudKit", "Contacts", "CoreBluetooth", "CoreData", "CoreGraphics",
    "CoreHaptics", "CoreImage", "CoreML", "CoreMotion", "CoreSpotlight", "CoreText",
    "CoreTransferable", "CryptoKit", "Darwin", "DeviceActivity", "EventKit", "FamilyControls",
    "GameKit", "GroupActivities", "LocalAuthentication", "ManagedSettings", "MapKit",
    "MediaPlayer", "MetricKit", "MusicKit", "NaturalLanguage", "Network", "ObjectiveC", "os",
    "PassKit", "Photos", "PhotosUI", "QuartzCore", "RealityKit", "SafariServices",
    "SceneKit", "Security", "SpriteKit", "StoreKit", "SwiftData", "SystemConfiguration",
    "TipKit", "UniformTypeIdentifiers", "UserNotificationsUI", "Vision", "WatchConnectivity",
    "WatchKit", "WeatherKit", "AlarmKit", "NearbyInteraction", "CoreNFC", "Accessibility",
  ]

  /// Whether a file may import `module` here.
  static func has(_ module: String) -> Bool {
    shims.contains(module) || toolchain.contains(module)
  }
}
