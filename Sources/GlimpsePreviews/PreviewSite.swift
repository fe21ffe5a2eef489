import Foundation
import GlimpseActivityKit
import GlimpseEnums
import GlimpseLayout
import GlimpseUI
import GlimpseWidgetKit

/// Where a `#Preview` is written, and the functions its expansion calls with the macro's
/// own arguments: one for each of the macro's overloads, with the same signature.
///
/// Not for direct use: `#Preview` expands to a call of these.
@MainActor
public struct _PreviewSite {
  let fileID: String
  let line: Int

  /// The site of a `#Preview` at `line` of `fileID`.
  public init(fileID: String, line: Int) {
    self.fileID = fileID
    self.line = line
  }

  /// A view preview.
  public func preview(
    _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
  ) -> DeclaredPreview {
    DeclaredPreview(name: name, fileID: fileID, line: line, content: .view { AnyView(body()) })
  }

  /// A view preview with traits (accepted, not drawn).
  public func preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) -> DeclaredPreview {
    DeclaredPreview(name: name, fileID: fileID, line: line, content: .view { AnyView(body()) })
  }

  /// A Live Activity preview.
  public func preview<Widget, Attributes>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping () -> Widget,
    @PreviewActivityBuilder<Attributes> contentStates:
      @escaping @MainActor () async -> [Attributes.ContentState]
  ) -> DeclaredPreview where Widget: GlimpseUI.Widget, Attributes: ActivityAttributes {
    DeclaredPreview(
      name: name, fileID: fileID, line: line,
      content: .activity(
        DeclaredActivityPreview(
          viewKind: viewKind, widget: widget, attributes: attributes, contentStates: contentStates)
      ))
  }

  /// A home-screen widget preview through entries.
  public func preview<Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
  ) -> DeclaredPreview where Widget: GlimpseUI.Widget {
    DeclaredPreview(
      name: name, fileID: fileID, line: line, content: .homeScreenWidget(family))
  }

  /// A home-screen widget preview through a timeline provider.
  public func preview<Widget, Provider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
    timelineProvider: @escaping () -> Provider
  ) -> DeclaredPreview where Widget: GlimpseUI.Widget, Provider: TimelineProvider {
    DeclaredPreview(
      name: name, fileID: fileID, line: line, content: .homeScreenWidget(family))
  }

  /// A configurable home-screen widget preview through a timeline provider.
  public func preview<Widget, Provider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent,
    widget: @escaping () -> Widget, timelineProvider: @escaping () -> Provider
  ) -> DeclaredPreview where Widget: GlimpseUI.Widget, Provider: AppIntentTimelineProvider {
    DeclaredPreview(
      name: name, fileID: fileID, line: line, content: .homeScreenWidget(family))
  }
}
