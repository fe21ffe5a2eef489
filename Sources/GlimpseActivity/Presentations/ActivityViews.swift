import GlimpseLayout
import GlimpseUI

/// One activity's views for one content state: what the presentations draw.
///
/// Built from an `ActivityConfiguration`, its attributes and a state; type-erased so that
/// presentations and front ends need not know the attributes type.
@MainActor
public struct ActivityViews {
  /// The Lock Screen (StandBy, small family) view.
  public let content: () -> AnyView
  /// The Dynamic Island.
  public let island: () -> DynamicIsland
  /// The families the activity declared (`.medium`, and `.small` when it supports the
  /// watch and CarPlay layouts).
  public let families: Set<ActivityFamily>
  /// When what the views are given next changes (a new state, the stale date), if known:
  /// every presentation drawn from these views reports it as a change.
  public var nextChange: Date?
  /// Whose views these are, for the line printed if the activity's code traps while
  /// they are drawn (`delivery · state 2/5 picked up`); empty when unknown. Kept made
  /// visible (a state's name comes from a file) and cut to what the crash handler holds.
  public var drawingLabel: String {
    get { fittedDrawingLabel }
    set { fittedDrawingLabel = DrawingTrace.fitted(newValue) }
  }
  private var fittedDrawingLabel = ""
  /// The App Group defaults the app has written by this state, which a render holds while
  /// it draws (``AppGroupDefaults/holding(_:_:)``); nil: none given.
  public var appGroupDefaults: [String: [String: AppGroupValue]]?

  /// Views from closures.
  public init(
    content: @escaping () -> AnyView, island: @escaping () -> DynamicIsland,
    families: Set<ActivityFamily>
  ) {
    self.content = content
    self.island = island
    self.families = families
  }

  /// The views of `configuration` for a state; the App Group `defaults` the app has written
  /// by then are put in place (``AppGroupDefaults``) before the widget's code runs.
  public init<A: ActivityAttributes>(
    configuration: ActivityConfiguration<A>, families: Set<ActivityFamily>, attributes: A,
    state: A.ContentState, isStale: Bool, activityID: String = "preview",
    defaults: [String: [String: AppGroupValue]] = [:]
  ) {
    let context = ActivityViewContext(
      attributes: attributes, state: state, isStale: isStale, activityID: activityID)
    self.init(
      content: {
        AppGroupDefaults.install(defaults)
        return configuration.content(for: context)
      },
      island: {
        AppGroupDefaults.install(defaults)
        return configuration.dynamicIsland(for: context)
      },
      families: families)
    appGroupDefaults = defaults
  }

  /// Whether the activity has a layout of its own for the watch and CarPlay.
  public var supportsSmallFamily: Bool { families.contains(.small) }
}
