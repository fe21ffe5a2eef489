/// Sums a run's advances and kerning one scalar at a time, for ``FontMetrics/width(of:in:)``:
/// that function is inlined into its caller (so the caller's sequence is iterated without
/// generic dispatch), and calls these few non-generic methods.
@usableFromInline
struct WidthAccumulator {
  private let metrics: FontMetrics
  private let face: FontFace
  private let size: Double
  private let tracking: Double
  private var total = 0.0
  /// The scalar waiting for its successor (which may be an emoji variation selector).
  private var pending: UInt32 = 0
  private var hasPending = false
  /// The last measured scalar, for kerning (0: none).
  private var previous: UInt32 = 0
  /// After a zero width joiner between emoji: the next emoji joins the one before.
  private var joined = false
  /// After the first of a pair of regional indicators.
  private var flagHalf = false

  /// Whether the face's size measures anything (positive and finite).
  @usableFromInline let measures: Bool

  @usableFromInline
  init(metrics: FontMetrics, face: FontFace) {
    self.metrics = metrics
    self.face = face
    let size = FontMetrics.measurable(face.size)
    self.size = size ?? 0
    self.measures = size != nil
    self.tracking = size.map { metrics.trackingEm(face, size: $0) } ?? 0
  }

  /// Takes the next scalar of the run.
  @usableFromInline
  mutating func add(_ scalar: Unicode.Scalar) {
    if hasPending { measure(pending, next: scalar.value) }
    pending = scalar.value
    hasPending = true
  }

  /// The run's width in points.
  @usableFromInline
  mutating func finish() -> Double {
    if hasPending { measure(pending, next: 0) }
    hasPending = false
    return total * size
  }

  /// Adds `value`, knowing the scalar after it (0 at the end).
  private mutating func measure(_ value: UInt32, next: UInt32) {
    if FallbackAdvance.continuesEmoji(value) || (joined && value >= 0x2000) {
      joined = false
      previous = value
      return
    }
    joined = value == 0x200D && previous >= 0x2000
    if FallbackAdvance.isRegionalIndicator(value) {
      flagHalf.toggle()
      if !flagHalf {
        previous = value
        return
      }
    } else {
      flagHalf = false
    }
    if next == 0xFE0F, value >= 0x2000 {
      total += FallbackAdvance.emojiEm
    } else if let scalar = Unicode.Scalar(value) {
      total += metrics.advanceEm(of: scalar, in: face, trackingEm: tracking)
      if previous != 0 { total += metrics.kerningEm(previous, value, in: face) }
    }
    previous = value
  }
}
