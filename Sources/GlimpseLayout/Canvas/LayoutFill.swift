/// How much of a presentation its content fills, in points on both axes.
public struct LayoutFill: Hashable, Sendable, CustomStringConvertible {
  /// Points of width the content takes.
  public var usedWidth: Double
  /// Points of width the presentation offers.
  public var availableWidth: Double
  /// Points of height the content takes.
  public var usedHeight: Double
  /// Points of height the presentation allows before it is cut.
  public var availableHeight: Double

  /// A fill of the given points.
  public init(
    usedWidth: Double, availableWidth: Double, usedHeight: Double, availableHeight: Double
  ) {
    self.usedWidth = usedWidth
    self.availableWidth = availableWidth
    self.usedHeight = usedHeight
    self.availableHeight = availableHeight
  }

  public var description: String {
    "fill: \(Points.format(usedWidth)) of \(Points.format(availableWidth)) pt across, "
      + "\(Points.format(usedHeight)) of \(Points.format(availableHeight)) pt down"
  }
}
