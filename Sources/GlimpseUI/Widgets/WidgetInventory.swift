import GlimpseEnums

/// Everything Glimpse found in a widget or bundle: its Live Activities.
///
/// - Glimpse: glimpse
public struct WidgetInventory {
  /// One Live Activity configuration and what was said of it.
  public struct Entry {
    /// The `ActivityConfiguration<Attributes>` value.
    public let configuration: Any
    /// Its attributes type.
    public let attributesType: Any.Type
    /// The families from `supplementalActivityFamilies` (always `.medium`).
    public var families: Set<ActivityFamily>
    /// The name from `configurationDisplayName`, if any.
    public var displayName: String?

    /// An entry for `configuration`.
    package init(
      configuration: Any, attributesType: Any.Type, families: Set<ActivityFamily>,
      displayName: String?
    ) {
      self.configuration = configuration
      self.attributesType = attributesType
      self.families = families
      self.displayName = displayName
    }
  }

  /// The Live Activities, in declaration order.
  public var activities: [Entry] = []

  /// An empty inventory.
  public init() {}

  /// The inventory of a widget.
  @MainActor
  public static func of<W: Widget>(_ widget: W) -> WidgetInventory {
    var inventory = WidgetInventory()
    W._collect(widget, into: &inventory)
    return inventory
  }

  /// The inventory of a widget bundle.
  @MainActor
  public static func of<B: WidgetBundle>(bundle: B) -> WidgetInventory {
    var inventory = WidgetInventory()
    B._collect(bundle, into: &inventory)
    return inventory
  }
}
