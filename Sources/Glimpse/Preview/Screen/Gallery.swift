import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// The gallery: every presentation the device shows, each under its title, placed in
/// columns by ``GalleryArrangement``, with a note naming those left out; an alert puts the
/// expanded island (or the banner) first.
@MainActor
struct Gallery {
  let session: PreviewSession
  let moment: PreviewMoment
  let rendering: PanelRendering

  /// Draws the gallery in `body`; returns where each presentation went, for the mouse.
  func draw(in body: CellRect, on canvas: inout Canvas) -> [PreviewScreen.Panel] {
    var panels: [PreviewScreen.Panel] = []
    var items: [(Presentation, String, Canvas)] = []
    // An update with an alert lights the device up: the island shows the expanded view
    // for a few seconds (a device without an island shows the card as a banner).
    var alerted: Presentation?
    if moment.isAlerting, session.secondPreview == nil {
      let presentation: Presentation = session.device.kind == .iPhone ? .expanded : .lockScreen
      if let drawn = rendering.render(presentation) {
        items.append((presentation, "ALERT · \(drawn.0)", drawn.1))
        alerted = presentation
      }
    }
    for presentation in session.presentations(for: rendering.views) {
      // The expanded island shown for the alert is the expanded island.
      if presentation == .expanded && alerted == .expanded { continue }
      guard let drawn = rendering.render(presentation) else { continue }
      items.append((presentation, drawn.0, drawn.1))
    }
    // The Lock Screen matters most: when it would not fit, it goes first and something
    // else is left out instead.
    var (placed, hidden) = GalleryArrangement.arrange(items, in: body)
    if let card = items.firstIndex(where: { $0.0 == .lockScreen }), hidden.contains(card) {
      items.insert(items.remove(at: card), at: 0)
      (placed, hidden) = GalleryArrangement.arrange(items, in: body)
    }
    let theme = session.options.theme
    for (index, (presentation, title, drawn)) in items.enumerated() {
      guard let (x, y) = placed[index] else { continue }
      PanelTitle(title: title, theme: theme).draw(
        in: CellRect(x: x, y: y, width: body.maxX - x, height: 1), on: &canvas)
      canvas.draw(drawn, at: CellPoint(x: x, y: y + 1))
      panels.append(
        PreviewScreen.Panel(
          presentation: presentation,
          rect: CellRect(x: x, y: y, width: drawn.width, height: drawn.height + 1)))
    }
    if !hidden.isEmpty {
      let names = hidden.map { items[$0].0.rawValue }
      let note = "not shown at this size: \(names.joined(separator: ", ")) (f focuses each)"
      ScreenLine.draw(
        note, x: body.minX, y: body.maxY - 1, width: body.width,
        style: CellStyle(foreground: theme.chromeColor("label")), on: &canvas)
    }
    return panels
  }
}
