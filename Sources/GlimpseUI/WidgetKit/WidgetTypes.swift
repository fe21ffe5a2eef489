/// Widget sizes.
public enum WidgetFamily: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  case systemSmall, systemMedium, systemLarge, systemExtraLarge
  case accessoryCircular, accessoryRectangular, accessoryInline, accessoryCorner

  public var description: String {
    switch self {
    case .systemSmall: return "systemSmall"
    case .systemMedium: return "systemMedium"
    case .systemLarge: return "systemLarge"
    case .systemExtraLarge: return "systemExtraLarge"
    case .accessoryCircular: return "accessoryCircular"
    case .accessoryRectangular: return "accessoryRectangular"
    case .accessoryInline: return "accessoryInline"
    case .accessoryCorner: return "accessoryCorner"
    }
  }
}

/// How a widget is rendered.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
  let name: String

  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  public static let accented = WidgetRenderingMode(name: "accented")
  public static let vibrant = WidgetRenderingMode(name: "vibrant")

  public var description: String { name }
}

/// The sizes a Live Activity draws in: `.medium` on iPhone and iPad, `.small` on the Apple
/// Watch Smart Stack and CarPlay.
public enum ActivityFamily: Int, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible
{
  case small, medium

  public var description: String {
    switch self {
    case .small: return "small"
    case .medium: return "medium"
    }
  }
}

/// Where wide expanded regions go.
public struct DynamicIslandExpandedRegionVerticalPlacement: Hashable, Sendable {
  let belowIfTooWide: Bool

  /// Beside the camera.
  public static let `default` = DynamicIslandExpandedRegionVerticalPlacement(belowIfTooWide: false)
  /// Below the camera when too wide to fit beside it.
  public static let belowIfTooWide = DynamicIslandExpandedRegionVerticalPlacement(
    belowIfTooWide: true)
}
