import GlimpseUI

/// A `#Preview` of a plain view as a widget: the view is the Lock Screen content of an
/// activity with no attributes and one empty state, and fills the island's regions.
struct ViewPreviewWidget: Widget {
  /// The attributes of a view preview: none.
  struct Attributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {}
  }

  let makeView: @MainActor () -> AnyView

  init(makeView: @escaping @MainActor () -> AnyView) {
    self.makeView = makeView
  }

  init() {
    makeView = { AnyView(EmptyView()) }
  }

  var body: some WidgetConfiguration {
    ActivityConfiguration(for: Attributes.self) { _ in
      makeView()
    } dynamicIsland: { _ in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { makeView() }
      } compactLeading: {
        makeView()
      } compactTrailing: {
        EmptyView()
      } minimal: {
        makeView()
      }
    }
  }
}
