import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

/// An entry of a widget's timeline.
///
/// - Glimpse: accepted
public protocol TimelineEntry {
  /// When the entry shows.
  var date: Date { get }
  /// How relevant the entry is.
  var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
  public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant a timeline entry is.
///
/// - Glimpse: accepted
public struct TimelineEntryRelevance: Hashable, Sendable {
  /// The score.
  public let score: Float
  /// For how long.
  public let duration: TimeInterval

  public init(score: Float, duration: TimeInterval = 0) {
    self.score = score
    self.duration = duration
  }
}

/// When a timeline reloads.
///
/// - Glimpse: accepted
public struct TimelineReloadPolicy: Hashable, Sendable {
  let date: Date?
  let never: Bool

  public static let atEnd = TimelineReloadPolicy(date: nil, never: false)
  public static let never = TimelineReloadPolicy(date: nil, never: true)
  public static func after(_ date: Date) -> TimelineReloadPolicy {
    TimelineReloadPolicy(date: date, never: false)
  }
}

/// Entries over time.
///
/// - Glimpse: accepted
public struct Timeline<EntryType> where EntryType: TimelineEntry {
  public let entries: [EntryType]
  public let policy: TimelineReloadPolicy

  public init(entries: [EntryType], policy: TimelineReloadPolicy) {
    self.entries = entries
    self.policy = policy
  }
}

/// What a timeline provider knows of the widget it serves.
///
/// - Glimpse: accepted
public struct TimelineProviderContext {
  /// The widget's size.
  public let family: WidgetFamily
  /// Whether this is a preview in the gallery.
  public let isPreview: Bool
  /// The widget's size in points.
  public let displaySize: CGSize
  /// The environment.
  public let environmentVariants: EnvironmentVariants

  /// The environments a widget may be shown in.
  public struct EnvironmentVariants {}
}

/// Provides a widget's entries.
///
/// - Glimpse: accepted
public protocol TimelineProvider {
  associatedtype Entry: TimelineEntry
  typealias Context = TimelineProviderContext
  func placeholder(in context: Self.Context) -> Self.Entry
  func getSnapshot(in context: Self.Context, completion: @escaping (Self.Entry) -> Void)
  func getTimeline(in context: Self.Context, completion: @escaping (Timeline<Self.Entry>) -> Void)
}

/// Provides a configurable widget's entries (iOS 17).
///
/// - Glimpse: accepted
public protocol AppIntentTimelineProvider {
  associatedtype Entry: TimelineEntry
  associatedtype Intent: WidgetConfigurationIntent
  typealias Context = TimelineProviderContext
  func placeholder(in context: Self.Context) -> Self.Entry
  func snapshot(for configuration: Self.Intent, in context: Self.Context) async -> Self.Entry
  func timeline(for configuration: Self.Intent, in context: Self.Context) async -> Timeline<
    Self.Entry
  >
}

/// A home-screen widget (compiled, not drawn by Glimpse, which draws Live Activities).
///
/// - Glimpse: accepted
@MainActor @preconcurrency
public struct StaticConfiguration<Content>: WidgetConfiguration where Content: View {
  public typealias Body = Never

  public init<Provider>(
    kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Provider: TimelineProvider {}

  public static func _collect(_ configuration: Self, into inventory: inout WidgetInventory) {}
}

/// A configurable home-screen widget (compiled, not drawn).
///
/// - Glimpse: accepted
@MainActor @preconcurrency
public struct AppIntentConfiguration<Intent, Content>: WidgetConfiguration
where Intent: WidgetConfigurationIntent, Content: View {
  public typealias Body = Never

  public init<Provider>(
    kind: String, intent: Intent.Type = Intent.self, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Intent == Provider.Intent, Provider: AppIntentTimelineProvider {}

  public static func _collect(_ configuration: Self, into inventory: inout WidgetInventory) {}
}

/// Reloads widgets (nothing to reload here).
///
/// - Glimpse: accepted
public final class WidgetCenter: @unchecked Sendable {
  /// The shared centre.
  public static let shared = WidgetCenter()

  public func reloadAllTimelines() {}
  public func reloadTimelines(ofKind kind: String) {}
}

/// A widget preview context (accepted).
///
/// - Glimpse: accepted
public struct WidgetPreviewContext {
  public init(family: WidgetFamily) {}
}

extension View {
  /// The preview context of a widget (accepted).
  ///
  /// - Glimpse: accepted
  public func previewContext(_ context: WidgetPreviewContext) -> some View { self }
}
