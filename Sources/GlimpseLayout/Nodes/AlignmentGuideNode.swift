/// A stack's alignment along its cross axis, as a guide: which guide it is (an identity the
/// view layer chooses, one per `AlignmentID` type) and where a child that does not set it
/// has it, in points from the child's leading (or top) edge for its size.
///
/// SwiftUI lines a stack's children up by one guide: a `VStack(alignment: .leading)` puts
/// every child's leading guide on one vertical line. A child's guide is where its
/// `AlignmentID` puts it (the leading guide at 0, the centre at half the width) unless the
/// child sets it with `alignmentGuide(_:computeValue:)`.
public struct StackGuide {
  /// The guide's identity.
  public let id: ObjectIdentifier
  /// The guide's value for a child of `width` by `height` points that does not set it.
  public let defaultValue: (_ width: Double, _ height: Double) -> Double

  /// The guide `id`, at `defaultValue` in a child that does not set it.
  public init(id: ObjectIdentifier, defaultValue: @escaping (Double, Double) -> Double) {
    self.id = id
    self.defaultValue = defaultValue
  }
}

/// A view whose alignment guides are set (`alignmentGuide(_:computeValue:)`): it lays out
/// and draws as its child, and tells a stack aligned by one of its guides where that guide
/// is.
public final class AlignmentGuideNode: WrapperNode {
  /// The guides set, each with its value for the view's size in points.
  public let guides: [(id: ObjectIdentifier, value: (_ width: Double, _ height: Double) -> Double)]

  /// `child` with `guides` set, innermost first: a later one for the same guide wins, as
  /// the outermost `alignmentGuide` does in SwiftUI.
  public init(
    child: LayoutNode,
    guides: [(id: ObjectIdentifier, value: (_ width: Double, _ height: Double) -> Double)]
  ) {
    self.guides = guides
    super.init(child: child)
  }

  public override var traceDetail: String? { "\(guides.count) guide(s)" }

  /// The value the view sets for guide `id` at `width` by `height` points, if it sets it.
  public func value(of id: ObjectIdentifier, width: Double, height: Double) -> Double? {
    guard let guide = guides.last(where: { $0.id == id }) else { return nil }
    let value = guide.value(width, height)
    return value.isFinite ? value : nil
  }
}
