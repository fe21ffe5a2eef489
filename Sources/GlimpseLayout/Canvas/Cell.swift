/// One cell of a ``Canvas``: what is drawn there and how.
public struct Cell: Hashable, Sendable {
  /// The glyph: a Unicode scalar value, ``Cell/continuationCode`` for the right half of a
  /// wide glyph, or ``Cell/clusterFlag`` plus an index into the canvas's clusters for a
  /// glyph with combining marks.
  public var code: UInt32
  /// Colours and attributes.
  public var style: CellStyle

  /// A cell showing `code` in `style`.
  @inlinable
  public init(code: UInt32, style: CellStyle) {
    self.code = code
    self.style = style
  }

  /// The code of a cell covered by the wide glyph on its left.
  public static let continuationCode: UInt32 = 0xFFFF_FFFF
  /// Set in ``code`` when the glyph is a cluster stored beside the cells.
  public static let clusterFlag: UInt32 = 0x8000_0000
  /// A blank cell in the default style.
  public static let blank = Cell(code: 0x20, style: .plain)

  /// Whether this cell is the right half of a wide glyph.
  @inlinable public var isContinuation: Bool { code == Self.continuationCode }
  /// Whether this cell holds a cluster stored beside the cells.
  @inlinable public var isCluster: Bool {
    code != Self.continuationCode && code & Self.clusterFlag != 0
  }
}
