/// How a widget is rendered.
///
/// - Glimpse: accepted
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
  package let name: String

  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  public static let accented = WidgetRenderingMode(name: "accented")
  public static let vibrant = WidgetRenderingMode(name: "vibrant")

  public var description: String { name }
}

/// Where wide expanded regions go.
///
/// - Glimpse: drawn
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
  package let belowIfTooWide: Bool

  /// Beside the camera.
  public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(belowIfTooWide: false)
  /// Below the camera when too wide to fit beside it.
  public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(
    belowIfTooWide: true)
}
