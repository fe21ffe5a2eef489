import GlimpseLayout
import GlimpseUI

/// Several activities at once, as the device arranges them: one activity gets the
/// compact island; with two or more, the most relevant shows its minimal view attached
/// to the camera and the next its minimal view detached (any others are on the Lock
/// Screen only); the Lock Screen stacks the cards, most relevant first.
@MainActor
public enum SceneRenderer {
  /// One activity of a scene.
  public struct Member {
    /// Its views at the instant.
    public let views: ActivityViews
    /// Its relevance score (NaN counts as 0).
    public let relevanceScore: Double
    /// A name, for labels.
    public let name: String

    /// A member of a scene.
    public init(views: ActivityViews, relevanceScore: Double, name: String) {
      self.views = views
      self.relevanceScore = relevanceScore.isNaN ? 0 : relevanceScore
      self.name = name
    }
  }

  /// `members` most relevant first; ties keep their order.
  public static func ordered(_ members: [Member]) -> [Member] {
    members.enumerated().sorted { lhs, rhs in
      lhs.element.relevanceScore != rhs.element.relevanceScore
        ? lhs.element.relevanceScore > rhs.element.relevanceScore : lhs.offset < rhs.offset
    }.map(\.element)
  }

  /// The Dynamic Island for the members: the compact pill for one, attached and detached
  /// minimal views for more.
  public static func island(_ members: [Member], settings: RenderSettings) throws -> Canvas {
    let ordered = ordered(members)
    guard let first = ordered.first else { return Canvas(width: 0, height: 0) }
    if ordered.count == 1 {
      return try PresentationRenderer.render(.compact, views: first.views, settings: settings)
    }
    if let width = settings.width, width > RenderSettings.widestPresentation {
      throw RenderError.tooWide(width: width)
    }
    let device = settings.device.device(for: .minimal)
    let environment = settings.environment(for: .minimal, families: first.views.families)
    DrawingTrace.begin(
      Presentation.minimal.rawValue,
      of: DrawingTrace.fitted(ordered.prefix(2).map(\.views.drawingLabel).joined(separator: " + ")))
    defer { DrawingTrace.end() }
    return try AppGroupDefaults.holding(first.views.appGroupDefaults) {
      try RenderClock.rendering(at: settings.now) {
        try RenderScope.within(environment) {
          try IslandChrome.minimal(
            ordered.prefix(2).map { $0.views.island() }, device: device, settings: settings,
            environment: environment)
        }
      }
    }
  }

  /// The Lock Screen cards of the members, most relevant first, one above the other.
  public static func lockScreen(_ members: [Member], settings: RenderSettings) throws -> Canvas {
    let cards = try ordered(members).map {
      try PresentationRenderer.render(.lockScreen, views: $0.views, settings: settings)
    }
    let width = cards.map(\.width).max() ?? 0
    let height = cards.reduce(0) { $0 + $1.height } + max(0, cards.count - 1)
    var canvas = Canvas(width: width, height: height)
    var y = 0
    for card in cards {
      canvas.draw(card, at: CellPoint(x: 0, y: y))
      y += card.height + 1
    }
    return canvas
  }
}
