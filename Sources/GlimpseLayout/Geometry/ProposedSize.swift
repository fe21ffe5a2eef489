/// What a parent offers a child: points across and down, each `nil` for "your ideal
/// size", or as much as any layout could want (``ProposedSize/unboundedPoints``).
///
/// This is SwiftUI's `ProposedViewSize`: both axes are laid out in points, as on the
/// device, and turned into columns and rows only for drawing (see ``ColumnRule`` and
/// ``RowRule``).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
  /// Offered points of width, or nil for the ideal width.
  public var width: Double?
  /// Offered points of height, or nil for the ideal height.
  public var height: Double?

  /// An offer of `width` by `height` points (nil: ideal).
  @inlinable
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }

  /// An offer of exactly the points of `size`.
  @inlinable
  public init(_ size: LayoutSize) {
    self.width = size.width
    self.height = size.height
  }

  /// A stand-in for infinitely many columns or rows: more than any terminal has.
  public static let unbounded = 1 << 24
  /// A stand-in for infinitely many points: finite, so that sums stay numbers.
  public static let unboundedPoints = Double(1 << 24)

  /// Ask for the ideal size on both axes.
  public static let unspecified = ProposedSize(width: nil, height: nil)
  /// Offer nothing: asks for the minimum size.
  public static let zero = ProposedSize(width: 0, height: 0)
  /// Offer everything: asks for the maximum size.
  public static let infinity = ProposedSize(width: unboundedPoints, height: unboundedPoints)

  /// The offer with its width replaced.
  @inlinable
  public func withWidth(_ width: Double?) -> ProposedSize {
    ProposedSize(width: width, height: height)
  }

  /// The offer with its height replaced.
  @inlinable
  public func withHeight(_ height: Double?) -> ProposedSize {
    ProposedSize(width: width, height: height)
  }

  /// The offer less the insets on each offered axis (never below zero).
  @inlinable
  public func inset(by insets: LayoutInsets) -> ProposedSize {
    ProposedSize(
      width: width.map { max(0, $0 - insets.horizontal) },
      height: height.map { max(0, $0 - insets.vertical) })
  }

  public var description: String {
    func describe(_ points: Double?) -> String {
      points.map { $0 >= Self.unboundedPoints ? "inf" : Points.format($0) + " pt" } ?? "nil"
    }
    return "\(describe(width)) x \(describe(height))"
  }
}
