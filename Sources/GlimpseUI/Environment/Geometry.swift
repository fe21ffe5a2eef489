import GlimpseLayout

/// An edge of a rectangle.
///
/// - Glimpse: drawn
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The set holding one edge.
    public init(_ edge: Edge) {
      rawValue = 1 << edge.rawValue
    }

    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// Insets in points on each edge.
///
/// - Glimpse: drawn
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Insets of the given points.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }
}

/// A horizontal alignment guide: one of the built-in edges, or a custom guide made from an
/// ``AlignmentID`` type.
///
/// - Glimpse: drawn
public struct HorizontalAlignment: Hashable, Sendable {
  /// 0 leading, 1 center, 2 trailing: how a stack draws it when no child sets it.
  let kind: Int8
  /// The guide's identity type, whose `defaultValue(in:)` places it. (A metatype is an
  /// immutable identity, and `defaultValue(in:)` a static function of its argument, so
  /// sharing one across threads is safe though `AlignmentID` is not `Sendable`.)
  nonisolated(unsafe) let id: any AlignmentID.Type

  init(kind: Int8, id: any AlignmentID.Type) {
    self.kind = kind
    self.id = id
  }

  /// A custom guide identified by `id`.
  public init(_ id: any AlignmentID.Type) {
    self.init(kind: 0, id: id)
  }

  public static let leading = HorizontalAlignment(kind: 0, id: LeadingGuide.self)
  public static let center = HorizontalAlignment(kind: 1, id: HorizontalCenterGuide.self)
  public static let trailing = HorizontalAlignment(kind: 2, id: TrailingGuide.self)
  /// The leading edge of a list row's label (leading, here).
  public static let listRowSeparatorLeading = HorizontalAlignment(
    kind: 0, id: ListRowSeparatorLeadingGuide.self)
  /// The trailing edge of a list row's label (trailing, here).
  public static let listRowSeparatorTrailing = HorizontalAlignment(
    kind: 2, id: ListRowSeparatorTrailingGuide.self)

  /// The largest of the explicit values, as a stack combines its children's (nil when no
  /// value is given).
  public static func combineExplicit<S>(_ values: S) -> CGFloat?
  where S: Sequence, S.Element == CGFloat? {
    values.compactMap { $0 }.max()
  }

  public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
  }
}

/// A vertical alignment guide: one of the built-in edges, or a custom guide made from an
/// ``AlignmentID`` type.
///
/// - Glimpse: drawn
public struct VerticalAlignment: Hashable, Sendable {
  /// 0 top, 1 center, 2 bottom: how a stack draws it when no child sets it.
  let kind: Int8
  /// The guide's identity type, whose `defaultValue(in:)` places it. (A metatype is an
  /// immutable identity, and `defaultValue(in:)` a static function of its argument, so
  /// sharing one across threads is safe though `AlignmentID` is not `Sendable`.)
  nonisolated(unsafe) let id: any AlignmentID.Type

  init(kind: Int8, id: any AlignmentID.Type) {
    self.kind = kind
    self.id = id
  }

  /// A custom guide identified by `id`.
  public init(_ id: any AlignmentID.Type) {
    self.init(kind: 0, id: id)
  }

  public static let top = VerticalAlignment(kind: 0, id: TopGuide.self)
  public static let center = VerticalAlignment(kind: 1, id: VerticalCenterGuide.self)
  public static let bottom = VerticalAlignment(kind: 2, id: BottomGuide.self)
  /// The first line's baseline (the top row, in cells).
  public static let firstTextBaseline = VerticalAlignment(kind: 0, id: FirstTextBaselineGuide.self)
  /// The last line's baseline (the bottom row, in cells).
  public static let lastTextBaseline = VerticalAlignment(kind: 2, id: LastTextBaselineGuide.self)

  /// The largest of the explicit values, as a stack combines its children's (nil when no
  /// value is given).
  public static func combineExplicit<S>(_ values: S) -> CGFloat?
  where S: Sequence, S.Element == CGFloat? {
    values.compactMap { $0 }.max()
  }

  public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool {
    ObjectIdentifier(lhs.id) == ObjectIdentifier(rhs.id)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(id))
  }
}

/// An alignment on both axes.
///
/// - Glimpse: drawn
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  /// An alignment of the given guides.
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
  public static let centerFirstTextBaseline = Alignment(
    horizontal: .center, vertical: .firstTextBaseline)
  public static let leadingFirstTextBaseline = Alignment(
    horizontal: .leading, vertical: .firstTextBaseline)
  public static let trailingFirstTextBaseline = Alignment(
    horizontal: .trailing, vertical: .firstTextBaseline)
  public static let centerLastTextBaseline = Alignment(
    horizontal: .center, vertical: .lastTextBaseline)
  public static let leadingLastTextBaseline = Alignment(
    horizontal: .leading, vertical: .lastTextBaseline)
  public static let trailingLastTextBaseline = Alignment(
    horizontal: .trailing, vertical: .lastTextBaseline)
}

/// A horizontal or vertical axis.
///
/// - Glimpse: drawn
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical

  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// A point in a unit square.
///
/// - Glimpse: approximated: used where a cell can show it (gradient start colours)
public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat

  /// The point at `x`, `y` (0...1 each).
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The top-left point.
  public init() {
    self.init(x: 0, y: 0)
  }

  public static let zero = UnitPoint(x: 0, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// An angle.
///
/// - Glimpse: works
public struct Angle: Hashable, Comparable, Sendable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / .pi }
    set { radians = newValue * .pi / 180 }
  }

  /// A zero angle.
  public init() {
    radians = 0
  }

  /// An angle of `radians`.
  public init(radians: Double) {
    self.radians = radians
  }

  /// An angle of `degrees`.
  public init(degrees: Double) {
    radians = degrees * .pi / 180
  }

  public static let zero = Angle()

  public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// How content fills a frame.
///
/// - Glimpse: drawn
public enum ContentMode: Hashable, Sendable, CaseIterable {
  case fit, fill
}

extension HorizontalAlignment {
  /// The alignment in a layout `direction`: leading is the right edge right to left.
  func cell(_ direction: LayoutDirection) -> CellHorizontalAlignment {
    let rightToLeft = direction == .rightToLeft
    switch kind {
    case 0: return rightToLeft ? .trailing : .leading
    case 2: return rightToLeft ? .leading : .trailing
    default: return .center
    }
  }
}

extension VerticalAlignment {
  /// The vertical alignment as a stack's cross alignment (leading = top).
  var cell: CellHorizontalAlignment {
    switch kind {
    case 0: return .leading
    case 2: return .trailing
    default: return .center
    }
  }

  var cellVertical: CellVerticalAlignment {
    switch kind {
    case 0: return .top
    case 2: return .bottom
    default: return .center
    }
  }
}

extension Alignment {
  /// The alignment in a layout `direction` (see ``HorizontalAlignment/cell(_:)``).
  func cell(_ direction: LayoutDirection) -> CellAlignment {
    CellAlignment(horizontal: horizontal.cell(direction), vertical: vertical.cellVertical)
  }
}
