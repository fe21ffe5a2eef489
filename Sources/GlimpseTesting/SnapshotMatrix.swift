import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// The axes a snapshot sweeps: presentations on each device, in each locale, at each
/// Dynamic Type size, for every state of the activity.
public struct SnapshotMatrix: Sendable {
  /// The presentations drawn on each device.
  public var presentations: SnapshotPresentations
  /// The devices, in order.
  public var devices: [DeviceProfile]
  /// Locale identifiers (`en_US`, `de_DE`): the formats of dates, numbers and time text.
  public var locales: [String]
  /// The Dynamic Type sizes.
  public var dynamicType: [DynamicTypeSize]
  /// The app's translations: a string catalog, strings file, or a folder of them (nil: those
  /// in the resource bundle of the preview's states file, if any).
  public var strings: URL?

  /// A matrix of the given axes.
  public init(
    presentations: SnapshotPresentations = .all, devices: [DeviceProfile] = [.iPhone16Pro],
    locales: [String] = [RenderDefaults.localeIdentifier],
    dynamicType: [DynamicTypeSize] = [.large], strings: URL? = nil
  ) {
    self.presentations = presentations
    self.devices = devices
    self.locales = locales
    self.dynamicType = dynamicType
    self.strings = strings
  }

  /// The instant a snapshot is drawn at when none is given: 2026-01-01 00:00:00 UTC.
  public static let defaultInstant = Date(timeIntervalSince1970: 1_767_225_600)
}
