import GlimpseLayout

/// Values views hand up to whoever draws them (SwiftUI's preferences): the Live Activity
/// modifiers that set the card's tint, the action colour, the widget URL.
///
/// - Glimpse: glimpse
package final class PreferenceValues {
  /// `activityBackgroundTint`: nil when not set; `.some(nil)` for the system default.
  public var activityBackgroundTint: Color??
  /// `activitySystemActionForegroundColor`.
  public var systemActionForegroundColor: Color??
  /// `widgetURL`.
  public var widgetURL: URL?
  /// The style given to `containerBackground(_:for:)`.
  public var containerBackground: AnyShapeStyle?
  /// `dynamicIsland(verticalPlacement:)` on a region's content.
  public var verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement?

  /// No values yet.
  public init() {}
}

struct PreferenceModifier: PrimitiveModifier {
  let change: @MainActor (PreferenceValues) -> Void

  func resolve(
    content: ContentResolver, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    if let preferences = context.preferences { change(preferences) }
    content.resolve(context, &nodes)
  }
}

extension View {
  package func preference(_ change: @escaping @MainActor (PreferenceValues) -> Void) -> some View {
    modifier(PreferenceModifier(change: change))
  }
}
