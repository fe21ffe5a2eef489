/// A misfit found while drawing: text cut short, content cut at a height limit, a view
/// wider than its slot or squeezed to nothing. Records are data, returned with the canvas
/// (``Canvas/diagnostics``), not drawn text.
///
/// Every verdict is the device's, made in points: a text is cut when its glyphs' advances
/// in its font do not fit the points it is offered, and a record says by how many points
/// (the columns are only where it was drawn).
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// What kind of misfit.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// Text shown on one line and cut short with "…".
    case truncatedText = "truncated text"
    /// Text that wrapped to more lines than it may show (its `lineLimit`, or the lines
    /// its height holds); the last line shown ends in "…".
    case wrappedPastLineLimit = "wrapped past its line limit"
    /// Content taller than its presentation's limit, cut there.
    case cutAtHeightLimit = "cut at a height limit"
    /// Content wider than the slot it is drawn in, cut at the slot's edge.
    case widerThanSlot = "wider than its slot"
    /// Content given no width at all, so nothing of it shows.
    case squeezedToNothing = "squeezed to nothing"
    /// A compact view that takes all the width it is offered (an unframed
    /// `Text(timerInterval:)`), so the island stretches as far as it can.
    case stretchesIsland = "stretches the island"
  }

  /// What kind of misfit.
  public var kind: Kind
  /// The views from the root down to the one that does not fit: `HStack > VStack > Text`.
  public var viewPath: String
  /// The cells it occupies in the canvas.
  public var rect: CellRect
  /// The whole text, for text.
  public var text: String?
  /// What of the text is shown ("…" included), for text.
  public var shownText: String?
  /// How many columns of glyphs are not shown (for a height cut: 0).
  public var columnsOver: Int
  /// How many more points it needs on the device.
  public var pointsOver: Double
  /// The font size of the text in points, for text.
  public var fontSize: Double?
  /// For text that may shrink (`minimumScaleFactor` below 1): the scale it would need.
  public var shrink: TextShrink?
  /// The presentation it was drawn in, when the activity layer knows it.
  public var presentation: String?
  /// The device it was drawn for, when the activity layer knows it.
  public var device: String?

  /// A record of a misfit.
  public init(
    kind: Kind, viewPath: String, rect: CellRect, text: String? = nil, shownText: String? = nil,
    columnsOver: Int = 0, pointsOver: Double = 0, fontSize: Double? = nil,
    shrink: TextShrink? = nil
  ) {
    self.kind = kind
    self.viewPath = viewPath
    self.rect = rect
    self.text = text
    self.shownText = shownText
    self.columnsOver = columnsOver
    self.pointsOver = pointsOver
    self.fontSize = fontSize
    self.shrink = shrink
  }

  /// One line for people: `truncated text · compact-trailing on iphone-16-pro · HStack >
  /// Text · "12 min left" shows "12 m…" · 9.8 pt over at 11 pt`.
  public var description: String {
    guard let presentation else { return summary }
    let place = device.map { "\(presentation) on \($0)" } ?? presentation
    var parts = summary.split(separator: " · ", maxSplits: 1).map(String.init)
    parts.insert(place, at: 1)
    return parts.joined(separator: " · ")
  }

  /// The line without the presentation and device: `truncated text · HStack > Text ·
  /// "12 min left" shows "12 m…" · 9.8 pt over at 11 pt`.
  public var summary: String {
    var parts = [kind.rawValue]
    if !viewPath.isEmpty { parts.append(viewPath) }
    if let text {
      func quoted(_ string: String) -> String {
        "\"" + string.replacingOccurrences(of: "\n", with: "\\n") + "\""
      }
      parts.append("\(quoted(text)) shows \(quoted(shownText ?? ""))")
    }
    switch kind {
    case .cutAtHeightLimit:
      parts.append("\(Points.format(pointsOver)) pt over")
    case .squeezedToNothing:
      break
    case .stretchesIsland:
      parts.append("takes all the width offered: \(Points.format(pointsOver)) pt past the slot")
    default:
      var over = "\(Points.format(pointsOver)) pt over"
      if let fontSize { over += " at \(Points.format(fontSize)) pt" }
      parts.append(over)
    }
    if let shrink { parts.append(shrink.description) }
    return parts.joined(separator: " · ")
  }
}

/// Whether the device would shrink a text instead of truncating it: the scale it needs to
/// fit against its `minimumScaleFactor`.
public struct TextShrink: Hashable, Sendable, CustomStringConvertible {
  /// The scale the text needs to fit, 0...1 (1 or more: it fits at full size).
  public var needed: Double
  /// The smallest scale the text allows (`minimumScaleFactor`).
  public var allowed: Double

  /// A verdict for a text needing `needed` and allowing `allowed`.
  public init(needed: Double, allowed: Double) {
    self.needed = needed
    self.allowed = allowed
  }

  /// Whether the device would shrink the text to fit, showing all of it.
  public var wouldShrink: Bool { needed >= allowed }

  public var description: String {
    let allowedPercent = Int((allowed * 100).rounded())
    if needed >= 1 { return "fits at full size on the device, allowed \(allowedPercent)%" }
    let percent = Int((needed * 100).rounded(.down))
    return wouldShrink
      ? "would shrink to \(percent)%, allowed \(allowedPercent)%"
      : "would need \(percent)%, allowed \(allowedPercent)%: cut on the device too"
  }
}
