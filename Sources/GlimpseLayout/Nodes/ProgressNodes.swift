import Foundation

/// What a progress indicator shows: a fixed fraction, a timer's fraction at an instant, or
/// nothing known (an indeterminate spinner).
public enum ProgressAmount: Sendable {
  /// A fraction, 0...1 (clamped; NaN counts as 0).
  case fraction(Double)
  /// The fraction of a timer interval at `now`.
  case timer(TimerProgress, now: Date)
  /// No value: drawn as a still spinner, as widgets draw it.
  case indeterminate

  /// The fraction shown, 0...1, or nil when indeterminate.
  public var fraction: Double? {
    switch self {
    case .fraction(let value):
      guard value.isFinite else { return value == .infinity ? 1 : 0 }
      return min(1, max(0, value))
    case .timer(let progress, let now):
      return progress.fraction(at: now)
    case .indeterminate:
      return nil
    }
  }

  /// The step shown out of `steps` (a bar of N cells has N x 8): a fixed fraction rounds
  /// down, a timer as ``TimerProgress/step(at:steps:)`` says (a countdown rounds up, so it
  /// is full at its start and empty only at its end).
  public func step(of steps: Int) -> Int? {
    switch self {
    case .indeterminate: return nil
    case .timer(let progress, let now):
      return min(steps, max(0, progress.step(at: now, steps: steps)))
    case .fraction: return min(steps, Int((fraction ?? 0) * Double(steps)))
    }
  }

  /// When the drawing of `steps` discrete steps next changes.
  public func nextChange(steps: Int) -> Date? {
    guard case .timer(let progress, let now) = self else { return nil }
    return progress.nextChange(after: now, steps: steps)
  }
}

/// A linear progress bar one row tall, with eighth-block precision: `█████▍────`.
public final class ProgressBarNode: LayoutNode {
  /// The eighth blocks, one eighth to seven eighths.
  public static let partialBlocks: [Unicode.Scalar] = [
    "\u{258F}", "\u{258E}", "\u{258D}", "\u{258C}", "\u{258B}", "\u{258A}", "\u{2589}",
  ]

  /// What the bar shows.
  public let amount: ProgressAmount
  /// The filled part's colour.
  public let tint: TerminalColor
  /// The unfilled part's colour.
  public let track: TerminalColor

  /// A bar showing `amount`.
  public init(amount: ProgressAmount, tint: TerminalColor, track: TerminalColor) {
    self.amount = amount
    self.tint = tint
    self.track = track
  }

  /// The points of height of SwiftUI's linear progress bar.
  public static let height = 4.0
  /// The points of width a bar asks for when offered none (ten columns).
  public static let idealWidth = 70.0

  public override var viewName: String? { "ProgressView" }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    let width = min(proposal.width ?? Self.idealWidth, ProposedSize.unboundedPoints)
    noteAnswerHoldsForAnyHeight()
    return LayoutSize(
      width: width, height: Self.height, columns: width > 0 ? 1 : 0, rows: 1)
  }

  public override func drawContent(in layout: LayoutRect, on canvas: inout Canvas) {
    guard !layout.isEmpty else { return }
    canvas.noteContent(in: layout)
    let rect = layout.cells
    let y = rect.minY + (rect.height - 1) / 2
    let trackStyle = CellStyle(foreground: track)
    guard let filled = amount.step(of: rect.width * 8) else {
      canvas.fill(
        CellRect(x: rect.minX, y: y, width: rect.width, height: 1), with: "\u{2504}",
        style: trackStyle)
      return
    }
    let steps = rect.width * 8
    let full = filled / 8
    let fillStyle = CellStyle(foreground: tint)
    canvas.fill(
      CellRect(x: rect.minX, y: y, width: full, height: 1), with: "\u{2588}", style: fillStyle)
    var x = rect.minX + full
    if filled % 8 > 0 {
      canvas.put(Self.partialBlocks[filled % 8 - 1], x: x, y: y, style: fillStyle)
      x += 1
    }
    canvas.fill(
      CellRect(x: x, y: y, width: rect.maxX - x, height: 1), with: "\u{2500}", style: trackStyle)
    canvas.noteChange(at: amount.nextChange(steps: steps), in: rect)
  }
}

/// A circular progress indicator as one ring glyph: `○ ◔ ◑ ◕ ●`; a still spinner `◌`
/// when indeterminate.
public final class ProgressRingNode: LayoutNode {
  /// What the ring shows.
  public let amount: ProgressAmount
  /// The ring's colour.
  public let tint: TerminalColor

  /// A ring showing `amount`.
  public init(amount: ProgressAmount, tint: TerminalColor) {
    self.amount = amount
    self.tint = tint
  }

  /// The points of height of a small circular progress view (a spinner's 20 pt).
  public static let height = 20.0

  public override var viewName: String? { "ProgressView" }

  public override func computeSize(_ proposal: ProposedSize) -> LayoutSize {
    noteAnswerHoldsForAnyHeight()
    return LayoutSize(width: Self.height, height: Self.height, columns: 1, rows: 1)
  }

  public override func drawContent(in layout: LayoutRect, on canvas: inout Canvas) {
    guard !layout.isEmpty else { return }
    canvas.noteContent(in: layout)
    let rect = layout.cells
    let glyph: Unicode.Scalar
    switch amount {
    case .indeterminate: glyph = "\u{25CC}"
    // A fixed fraction to the nearest quarter, as a trimmed ring; a timer steps as its
    // countdown or count-up says (see `step(of:)`), so its next change stays exact.
    case .fraction: glyph = RingGlyphs.glyph(for: amount.fraction ?? 0)
    case .timer: glyph = amount.step(of: 4).map { RingGlyphs.steps[$0] } ?? "\u{25CC}"
    }
    canvas.put(
      glyph, x: rect.minX + (rect.width - 1) / 2, y: rect.minY + (rect.height - 1) / 2,
      style: CellStyle(foreground: tint))
    canvas.noteChange(at: amount.nextChange(steps: 4), in: rect)
  }
}
