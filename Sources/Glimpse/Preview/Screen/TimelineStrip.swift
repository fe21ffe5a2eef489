import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// The row of states above the keys: ● past, ◉ now, ○ to come, ✕ a dropped push, then the
/// states' names, or what the last dropped push was and why.
@MainActor
struct TimelineStrip {
  let timeline: PreviewTimeline
  let moment: PreviewMoment?
  let theme: Theme

  /// Draws the strip on the area's first row.
  func draw(in area: CellRect, on canvas: inout Canvas) {
    let row = area.minY
    let end = area.maxX
    let label = CellStyle(foreground: theme.chromeColor("label"))
    let droppedStyle = CellStyle(foreground: theme.chromeColor("truncation"))
    let ruler = CellStyle(foreground: theme.chromeColor("ruler"))
    var x = area.minX + canvas.write(" timeline  ", x: area.minX, y: row, style: label)
    let current = moment?.eventIndex
    // Push payloads the device dropped sit where they arrived, as ✕.
    var dropped = timeline.dropped[...]
    // Only what fits on the row: a timeline of 100,000 states costs no more than one of 10.
    for index in timeline.events.indices where x < end {
      while let payload = dropped.first, payload.position <= index, x < end {
        dropped.removeFirst()
        if index > 0 { x += canvas.write("──", x: x, y: row, style: ruler) }
        x += canvas.put("\u{2715}", x: x, y: row, style: droppedStyle)
      }
      if index > 0 { x += canvas.write("────", x: x, y: row, style: ruler) }
      let glyph: Unicode.Scalar
      var style = CellStyle(foreground: theme.chromeColor("heading"))
      if index == current {
        glyph = "\u{25C9}"
        style.attributes = .bold
        style.foreground = theme[.accent]
      } else if let current, index < current {
        glyph = "\u{25CF}"
      } else {
        glyph = "\u{25CB}"
      }
      x += canvas.put(glyph, x: x, y: row, style: style)
    }
    while !dropped.isEmpty, x < end {
      dropped.removeFirst()
      x += canvas.write("──", x: x, y: row, style: ruler)
      x += canvas.put("\u{2715}", x: x, y: row, style: droppedStyle)
    }
    // A payload dropped since the event in force: what it was, and why.
    if let current,
      let payload = timeline.dropped.last(where: { $0.position == current + 1 })
    {
      ScreenLine.draw(
        "  \u{2715} \(payload.kind) \(payload.name ?? payload.origin) dropped: \(payload.reason)",
        x: x, y: row, width: max(0, end - x), style: droppedStyle, on: &canvas)
      return
    }
    var names = ""
    var nextDropped = timeline.dropped[...]
    for (index, event) in timeline.events.enumerated() {
      while let payload = nextDropped.first, payload.position <= index {
        nextDropped.removeFirst()
        names += (names.isEmpty ? "" : " → ") + "\u{2715} " + payload.kind
      }
      if !names.isEmpty { names += " → " }
      names += (event.name ?? event.kind).prefix(area.width)
      if names.count > area.width { break }
    }
    ScreenLine.draw(
      "  " + names, x: x, y: row, width: max(0, end - x), style: label, on: &canvas)
  }
}
