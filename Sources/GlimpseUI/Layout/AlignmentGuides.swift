import GlimpseLayout

/// A type that identifies a custom alignment guide: SwiftUI's `AlignmentID`.
///
/// ```swift
/// private struct FirstThirdAlignment: AlignmentID {
///   static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 3 }
/// }
/// extension VerticalAlignment {
///   static let firstThird = VerticalAlignment(FirstThirdAlignment.self)
/// }
/// ```
///
/// - Glimpse: works
public protocol AlignmentID {
  /// Where the guide lies in a view that does not set it, in points from the view's
  /// leading (or top) edge.
  ///
  /// - Glimpse: works
  static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// A view's size, in its own coordinate space, for working out where an alignment guide
/// lies: SwiftUI's `ViewDimensions`.
///
/// Glimpse gives a guide's closure the view's size; the guides the view sets itself are
/// not passed along, so `subscript(explicit:)` is nil and a guide reads its default.
///
/// - Glimpse: approximated: the view's size; guides it sets itself are not passed along
public struct ViewDimensions: Equatable {
  /// The view's width in points.
  ///
  /// - Glimpse: works
  public var width: CGFloat
  /// The view's height in points.
  ///
  /// - Glimpse: works
  public var height: CGFloat

  /// Where `guide` lies across the view, in points from its leading edge.
  ///
  /// - Glimpse: approximated: where the guide's `AlignmentID` puts it
  public subscript(guide: HorizontalAlignment) -> CGFloat {
    guide.id.defaultValue(in: self)
  }

  /// Where `guide` lies down the view, in points from its top edge.
  ///
  /// - Glimpse: approximated: where the guide's `AlignmentID` puts it
  public subscript(guide: VerticalAlignment) -> CGFloat {
    guide.id.defaultValue(in: self)
  }

  /// The value the view sets for `guide` itself (always nil in Glimpse: see the type).
  ///
  /// - Glimpse: approximated: always nil
  public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

  /// The value the view sets for `guide` itself (always nil in Glimpse: see the type).
  ///
  /// - Glimpse: approximated: always nil
  public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

// The built-in guides' identities: where each edge lies in a view that does not move it.
enum LeadingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
enum TrailingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
enum ListRowSeparatorLeadingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum ListRowSeparatorTrailingGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
enum TopGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
enum BottomGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
// A text's baselines are drawn at its first and last rows, as the stacks draw them.
enum FirstTextBaselineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum LastTextBaselineGuide: AlignmentID {
  static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}

/// Sets where one of a view's guides lies, for the stack that aligns by it.
struct AlignmentGuideModifier: NodeWrappingModifier {
  let id: any AlignmentID.Type
  let computeValue: (ViewDimensions) -> CGFloat

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    let computeValue = self.computeValue
    let guide = (
      id: ObjectIdentifier(id),
      value: { (width: Double, height: Double) -> Double in
        Double(computeValue(ViewDimensions(width: CGFloat(width), height: CGFloat(height))))
      }
    )
    // Guides set on the same view gather in one node, innermost first.
    if let guided = node as? AlignmentGuideNode {
      return AlignmentGuideNode(child: guided.child, guides: guided.guides + [guide])
    }
    return AlignmentGuideNode(child: node, guides: [guide])
  }
}

extension View {
  /// Sets where the view's horizontal guide `g` lies, in points from its leading edge,
  /// for a `VStack` aligned by `g`.
  ///
  /// - Glimpse: approximated: honoured by the VStack or HStack the view is directly in
  ///
  /// A ZStack, a frame, or a stack further out does not see the guide.
  public func alignmentGuide(
    _ g: HorizontalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(id: g.id, computeValue: computeValue))
  }

  /// Sets where the view's vertical guide `g` lies, in points from its top edge, for an
  /// `HStack` aligned by `g`.
  ///
  /// - Glimpse: approximated: honoured by the VStack or HStack the view is directly in
  ///
  /// A ZStack, a frame, or a stack further out does not see the guide.
  public func alignmentGuide(
    _ g: VerticalAlignment, computeValue: @escaping @Sendable (ViewDimensions) -> CGFloat
  ) -> some View {
    modifier(AlignmentGuideModifier(id: g.id, computeValue: computeValue))
  }
}

extension HorizontalAlignment {
  /// The guide a `VStack` aligned this way lines `children` up by, when it is more than
  /// their edges: a custom guide, or a guide one of them sets; nil otherwise.
  func stackGuide(for children: [LayoutNode]) -> StackGuide? {
    // (The guide's closure made only when there is a guide: it is an allocation a stack.)
    guard StackGuide.mustLineUp(children, by: id, isCustom: isCustom) else { return nil }
    return StackGuide(id: ObjectIdentifier(id)) {
      Double(ViewDimensions(width: $0, height: $1)[self])
    }
  }

  /// Whether this is a custom guide (not one of the built-in edges).
  private var isCustom: Bool {
    // (Compared one by one: a literal array of the guides was allocated for every stack.)
    let identity = ObjectIdentifier(id)
    return identity != ObjectIdentifier(LeadingGuide.self)
      && identity != ObjectIdentifier(HorizontalCenterGuide.self)
      && identity != ObjectIdentifier(TrailingGuide.self)
      && identity != ObjectIdentifier(ListRowSeparatorLeadingGuide.self)
      && identity != ObjectIdentifier(ListRowSeparatorTrailingGuide.self)
  }
}

extension VerticalAlignment {
  /// The guide an `HStack` aligned this way lines `children` up by, when it is more than
  /// their edges: a custom guide, or a guide one of them sets; nil otherwise.
  func stackGuide(for children: [LayoutNode]) -> StackGuide? {
    // (The guide's closure made only when there is a guide: it is an allocation a stack.)
    guard StackGuide.mustLineUp(children, by: id, isCustom: isCustom) else { return nil }
    return StackGuide(id: ObjectIdentifier(id)) {
      Double(ViewDimensions(width: $0, height: $1)[self])
    }
  }

  /// Whether this is a custom guide (not one of the built-in edges and baselines).
  private var isCustom: Bool {
    // (Compared one by one: a literal array of the guides was allocated for every stack.)
    let identity = ObjectIdentifier(id)
    return identity != ObjectIdentifier(TopGuide.self)
      && identity != ObjectIdentifier(VerticalCenterGuide.self)
      && identity != ObjectIdentifier(BottomGuide.self)
      && identity != ObjectIdentifier(FirstTextBaselineGuide.self)
      && identity != ObjectIdentifier(LastTextBaselineGuide.self)
  }
}

extension StackGuide {
  /// Whether a stack of `children` must line them up by the guide `id`: it is custom, or a
  /// child sets it (otherwise the stack's edge alignment draws the same).
  fileprivate static func mustLineUp(
    _ children: [LayoutNode], by id: any AlignmentID.Type, isCustom: Bool
  ) -> Bool {
    if isCustom { return true }
    let identity = ObjectIdentifier(id)
    return children.contains { child in
      (child as? AlignmentGuideNode)?.guides.contains { $0.id == identity } ?? false
    }
  }
}
