import Foundation
import GlimpseActivityKit
import GlimpseAppIntents
import GlimpseEnums
import GlimpseIntents
import GlimpseLayout
import GlimpseLocalization
import GlimpseUI

/// Provides the entries of a widget configured with a SiriKit intent: WidgetKit's
/// `IntentTimelineProvider`.
/// - Glimpse: accepted
public protocol IntentTimelineProvider {
  /// The entries' type.
  associatedtype Entry: TimelineEntry
  /// The configuration intent's type.
  associatedtype Intent: INIntent
  /// What the widget is shown in.
  typealias Context = TimelineProviderContext
  /// An entry to show while the widget loads.
  func placeholder(in context: Self.Context) -> Self.Entry
  /// An entry to show in the widget gallery.
  func getSnapshot(
    for configuration: Self.Intent, in context: Self.Context,
    completion: @escaping (Self.Entry) -> Void)
  /// The entries to show, and when to ask again.
  func getTimeline(
    for configuration: Self.Intent, in context: Self.Context,
    completion: @escaping (Timeline<Self.Entry>) -> Void)
}

/// A home-screen widget configured with a SiriKit intent: WidgetKit's `IntentConfiguration`
/// (compiled, not drawn: Glimpse draws Live Activities).
/// - Glimpse: accepted
@MainActor @preconcurrency
public struct IntentConfiguration<Intent, Content>: WidgetConfiguration
where Intent: INIntent, Content: View {
  public typealias Body = Never

  /// A widget of `kind` configured with `intent`, its entries from `provider`.
  public init<Provider>(
    kind: String, intent: Intent.Type, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) where Intent == Provider.Intent, Provider: IntentTimelineProvider {}

  public static func _collect(_ configuration: Self, into inventory: inout WidgetInventory) {}
}
