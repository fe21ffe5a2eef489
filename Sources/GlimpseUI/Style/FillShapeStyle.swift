import GlimpseLayout

/// The translucent grey that fills shapes over a background (a slider's track, a widget's
/// panel): SwiftUI's `FillShapeStyle`, `.fill`, with its levels `.fill.secondary` to
/// `.fill.quinary` (`systemFill` to the fainter fills on iOS).
/// - Glimpse: drawn
public struct FillShapeStyle: ShapeStyle {
  let level: Int

  /// The primary fill.
  public init() {
    level = 0
  }

  init(level: Int) {
    self.level = level
  }

  /// The secondary fill.
  public var secondary: FillShapeStyle { FillShapeStyle(level: 1) }
  /// The tertiary fill.
  public var tertiary: FillShapeStyle { FillShapeStyle(level: 2) }
  /// The quaternary fill.
  public var quaternary: FillShapeStyle { FillShapeStyle(level: 3) }
  /// The quinary fill.
  public var quinary: FillShapeStyle { FillShapeStyle(level: 4) }

  /// The opacities of iOS's grey fills, level by level (`systemFill` is 20%).
  private static let opacities = [0.2, 0.16, 0.12, 0.08, 0.05]

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    let opacities = Self.opacities
    return ResolvedColor(
      color: environment.theme[.gray], opacity: opacities[min(max(level, 0), opacities.count - 1)])
  }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The fill for shapes over a background.
  public static var fill: FillShapeStyle { FillShapeStyle() }
}
