import Foundation
import GlimpseActivityKit
import GlimpseEnums
import GlimpseLayout
import GlimpseUI
import GlimpseWidgetKit

// `#Preview`, with Apple's overloads: SwiftUI's for views, WidgetKit's for Live Activities
// and home-screen widgets. Each expands (in the GlimpsePreviewMacros plugin) to a type that
// builds a ``DeclaredPreview`` and a record that `Glimpse.main()` finds at run time.

/// A preview of a view.
///
/// - Glimpse: works
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GlimpsePreviewMacros", type: "PreviewMacro")

/// A preview of a view, with traits.
///
/// - Glimpse: works
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "GlimpsePreviewMacros", type: "PreviewMacro")

/// A preview of a Live Activity: the widget's `ActivityConfiguration` for `attributes`,
/// stepping through `contentStates`, shown `as` the Lock Screen content or one of the
/// island's presentations.
///
/// - Glimpse: works
@freestanding(declaration)
public macro Preview<Widget, Attributes>(
  _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping () -> Widget,
  @PreviewActivityBuilder<Attributes> contentStates:
    @escaping @MainActor () async -> [Attributes.ContentState]
) = #externalMacro(module: "GlimpsePreviewMacros", type: "PreviewMacro")
where Widget: GlimpseUI.Widget, Attributes: ActivityAttributes

/// A preview of a home-screen widget through a timeline of entries. It compiles; Glimpse
/// draws Live Activities only, and says so.
///
/// - Glimpse: accepted
@freestanding(declaration)
public macro Preview<Widget>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
  @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "GlimpsePreviewMacros", type: "PreviewMacro")
where Widget: GlimpseUI.Widget

/// A preview of a home-screen widget through its timeline provider. It compiles; Glimpse
/// draws Live Activities only, and says so.
///
/// - Glimpse: accepted
@freestanding(declaration)
public macro Preview<Widget, Provider>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
  timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "GlimpsePreviewMacros", type: "PreviewMacro")
where Widget: GlimpseUI.Widget, Provider: TimelineProvider

/// A preview of a configurable home-screen widget through its timeline provider. It
/// compiles; Glimpse draws Live Activities only, and says so.
///
/// - Glimpse: accepted
@freestanding(declaration)
public macro Preview<Widget, Provider>(
  _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
  widget: @escaping () -> Widget, timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "GlimpsePreviewMacros", type: "PreviewMacro")
where Widget: GlimpseUI.Widget, Provider: AppIntentTimelineProvider
