/// The advances and kerning of one face, worked out once for a run of glyphs in it.
///
/// Measuring a text glyph by glyph asks the same face again and again; a measure settles
/// what the face decides (its size, its tracking at that size, and for the pinned default
/// the rows of its tables for the weight) once, so that each ASCII glyph costs a table
/// read inline. Every answer is the one ``FontMetrics/advance(of:in:)`` and
/// ``FontMetrics/kerning(between:and:in:)`` give, in points.
public struct FaceMeasure {
  @usableFromInline let metrics: FontMetrics
  @usableFromInline let face: FontFace
  /// The size in points, or 0 when the face measures nothing.
  @usableFromInline let size: Double
  /// The tracking at that size, in em.
  @usableFromInline let trackingEm: Double
  /// The pinned tables' ASCII rows for the face's weight, when they apply.
  @usableFromInline let ascii: StandardTables.ASCIIRows?

  /// The measure of `face` in `metrics`.
  public init(_ metrics: FontMetrics, face: FontFace) {
    self.metrics = metrics
    self.face = face
    if let size = FontMetrics.measurable(face.size) {
      self.size = size
      self.trackingEm = metrics.trackingEm(face, size: size)
    } else {
      self.size = 0
      self.trackingEm = 0
    }
    ascii =
      face.design == .monospaced || size == 0
      ? nil
      : metrics.standardTables?.asciiRows(
        weight: face.weight.rawValue, tabularFigures: face.monospacedDigits)
  }

  /// How far the pen moves after `scalar`, in points, tracking included.
  @inlinable
  public func advance(of scalar: Unicode.Scalar) -> Double {
    if let ascii, let units = ascii.units(of: scalar.value) {
      return units == 0 ? 0 : (Double(units) * ascii.emPerUnit + trackingEm) * size
    }
    return advanceOutsideASCII(scalar)
  }

  /// The kerning between two adjacent scalars, in points (usually 0 or negative).
  @inlinable
  public func kerning(between left: Unicode.Scalar, and right: Unicode.Scalar) -> Double {
    if let ascii {
      let units = ascii.kerningUnits(left.value, right.value)
      return units == 0 ? 0 : Double(units) * ascii.emPerUnit * size
    }
    return kerningOutsideTables(left, right)
  }

  /// ``advance(of:)`` for what the ASCII rows do not answer: other scalars, other designs,
  /// a user's font, a face that measures nothing.
  @usableFromInline @inline(never)
  func advanceOutsideASCII(_ scalar: Unicode.Scalar) -> Double {
    guard size > 0 else { return 0 }
    return metrics.advanceEm(of: scalar, in: face, trackingEm: trackingEm) * size
  }

  /// ``kerning(between:and:)`` without the pinned tables' rows.
  @usableFromInline @inline(never)
  func kerningOutsideTables(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Double {
    guard size > 0 else { return 0 }
    return metrics.kerningEm(left.value, right.value, in: face) * size
  }
}
