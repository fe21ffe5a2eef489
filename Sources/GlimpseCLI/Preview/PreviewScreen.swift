import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// Draws the interactive preview: status line, the gallery or one focused presentation,
/// the timeline strip and the keys, at any terminal size.
@MainActor
struct PreviewScreen {
  /// A presentation placed on the screen, for mouse clicks.
  struct Panel {
    let presentation: Presentation
    let rect: CellRect
  }

  /// The smallest screen the preview draws on: the compact pill and the lines around it.
  static let minimumSize = CellSize(width: 40, height: 10)

  let session: PreviewSession
  let now: Date
  private(set) var panels: [Panel] = []
  /// When the picture next changes (simulated time).
  private(set) var nextChange: Date?

  init(session: PreviewSession, now: Date) {
    self.session = session
    self.now = now
  }

  private var theme: Theme { session.options.theme }
  private func chrome(_ name: String) -> TerminalColor { theme.chromeColor(name) }

  mutating func draw(size: CellSize) -> Canvas {
    var canvas = Canvas(width: size.width, height: size.height)
    guard size.width >= Self.minimumSize.width, size.height >= Self.minimumSize.height else {
      drawTooSmall(on: &canvas)
      return canvas
    }
    let timeline = session.timeline
    let moment = timeline?.moment(
      at: now, forceStale: session.options.forceStale, activityID: session.preview.name)
    drawStatus(moment: moment, timeline: timeline, on: &canvas)
    let ruleStyle = CellStyle(foreground: chrome("ruler"))
    canvas.fill(
      CellRect(x: 0, y: 1, width: size.width, height: 1), with: "\u{2500}", style: ruleStyle)
    canvas.fill(
      CellRect(x: 0, y: size.height - 3, width: size.width, height: 1), with: "\u{2500}",
      style: ruleStyle)
    // With --apns, the server's lines sit above the timeline, under a rule of their own.
    let pushRows = session.apns == nil ? 0 : (size.height >= 24 ? 4 : 2)
    if let link = session.apns {
      let top = size.height - 3 - pushRows
      canvas.fill(
        CellRect(x: 0, y: top - 1, width: size.width, height: 1), with: "\u{2500}",
        style: ruleStyle)
      drawPushes(link, rows: top..<(size.height - 3), on: &canvas)
    }
    let body = CellRect(
      x: 1, y: 2, width: size.width - 2,
      height: size.height - 5 - (pushRows == 0 ? 0 : pushRows + 1))
    if let moment {
      canvas.noteChange(at: moment.nextChange)
      if let views = moment.views {
        let settings = session.settings(at: now)
        if let focus = session.focus {
          drawFocus(focus, views: views, moment: moment, settings: settings, in: body, on: &canvas)
        } else {
          drawGallery(views: views, moment: moment, settings: settings, in: body, on: &canvas)
        }
      } else {
        let text = moment.lifecycle == .pending ? "not started yet" : "dismissed: nothing on screen"
        canvas.write(
          "(\(session.preview.name): \(text))", x: body.minX + 1, y: body.minY + 1,
          style: CellStyle(foreground: chrome("label")))
      }
    }
    if let timeline { drawTimeline(timeline, moment: moment, row: size.height - 2, on: &canvas) }
    drawBottomLine(row: size.height - 1, on: &canvas)
    if session.showsHelp { drawHelp(in: body, on: &canvas) }
    nextChange = canvas.nextChange
    if session.options.glyphSet == .ascii { return canvas.asciiOnly() }
    return canvas
  }

  // MARK: Parts

  private func drawTooSmall(on canvas: inout Canvas) {
    let minimum = Self.minimumSize
    let message =
      "Glimpse needs at least \(minimum.width) x \(minimum.height) (now \(canvas.width) x \(canvas.height))"
    let node = TextNode(message, style: CellStyle(attributes: .bold))
    let size = node.sizeThatFits(
      ProposedSize(width: ColumnRule.points(forColumns: canvas.width), height: nil))
    node.draw(
      in: LayoutRect(
        origin: CellAlignment.center.origin(of: size.cells, in: canvas.bounds), size: size,
        left: 0, top: 0),
      on: &canvas)
  }

  private func drawStatus(
    moment: PreviewMoment?, timeline: PreviewTimeline?, on canvas: inout Canvas
  ) {
    let style = CellStyle(foreground: chrome("statusText"), background: chrome("status"))
    canvas.paintBackground(
      chrome("status"), in: CellRect(x: 0, y: 0, width: canvas.width, height: 1))
    var left = " Glimpse · \(session.preview.name)"
    if let moment, let timeline {
      if let index = moment.eventIndex {
        left += " · state \(index + 1)/\(timeline.events.count)"
        if let name = timeline.events[index].name { left += " \(name)" }
      } else {
        left += " · not started"
      }
    }
    left += " · \(session.device.displayName)"
    if session.device.kind == .iPhone {
      left += " \(PresentationOutput.format(session.device.screenWidth)) pt"
    }
    let clock = session.clock
    let time = TimelineListing.clock(now, timeZone: session.options.timeZone).split(separator: " ")
    var right = String(time.count > 1 ? time[1] : "")
    right += clock.isPlaying ? " ▶ " : " ⏸ "
    right += "\(Int(clock.speed))x"
    if let moment {
      right += " · \(lifecycleText(moment, brief: canvas.width < 100))"
    }
    right += " "
    if clock.isPlaying {
      canvas.noteChange(
        at: Date(
          timeIntervalSinceReferenceDate: (now.timeIntervalSinceReferenceDate + 1e-9).rounded(.down)
            + 1))
    }
    let rightWidth = GlyphScanner.width(of: right)
    let leftRoom = max(0, canvas.width - rightWidth - 1)
    drawLine(left, x: 0, y: 0, width: leftRoom, style: style.with(attributes: .bold), on: &canvas)
    var stateStyle = style
    if moment?.lifecycle == .stale || moment?.isStale == true {
      stateStyle.foreground = chrome("stale")
    }
    drawLine(
      right, x: max(0, canvas.width - rightWidth), y: 0, width: rightWidth, style: stateStyle,
      on: &canvas)
  }

  /// The lifecycle for the status line; `brief` leaves out the stale countdown and the
  /// alert, for narrow screens.
  private func lifecycleText(_ moment: PreviewMoment, brief: Bool) -> String {
    switch moment.lifecycle {
    case .ended:
      if let dismissal = moment.dismissal {
        return "ended, gone in \(TimelineListing.duration(dismissal.timeIntervalSince(now)))"
      }
      return "ended"
    case .stale: return "⚠ stale"
    default:
      var text = "\(moment.lifecycle)"
      if !brief, let stale = session.timeline?.events[moment.eventIndex ?? 0].staleDate, stale > now
      {
        text += " · stale in \(TimelineListing.duration(stale.timeIntervalSince(now)))"
      }
      if moment.isAlerting && !brief { text += " · alert" }
      return text
    }
  }

  private func drawLine(
    _ text: String, x: Int, y: Int, width: Int, style: CellStyle, on canvas: inout Canvas
  ) {
    guard width > 0 else { return }
    let node = TextNode(text, style: style, lineLimit: 1)
    let size = node.sizeThatFits(
      ProposedSize(width: ColumnRule.points(forColumns: width), height: nil))
    node.draw(
      in: LayoutRect(origin: CellPoint(x: x, y: y), size: size, left: 0, top: 0), on: &canvas)
  }

  private mutating func drawGallery(
    views: ActivityViews, moment: PreviewMoment, settings: RenderSettings, in body: CellRect,
    on canvas: inout Canvas
  ) {
    var items: [(Presentation, String, Canvas)] = []
    // An update with an alert lights the device up: the island shows the expanded view
    // for a few seconds (a device without an island shows the card as a banner).
    var alerted: Presentation?
    if moment.isAlerting, session.secondPreview == nil {
      let presentation: Presentation = session.device.kind == .iPhone ? .expanded : .lockScreen
      if let drawn = render(presentation, views: views, moment: moment, settings: settings) {
        items.append((presentation, "ALERT · \(drawn.0)", drawn.1))
        alerted = presentation
      }
    }
    for presentation in session.presentations(for: views) {
      // The expanded island shown for the alert is the expanded island.
      if presentation == .expanded && alerted == .expanded { continue }
      guard let drawn = render(presentation, views: views, moment: moment, settings: settings)
      else { continue }
      items.append((presentation, drawn.0, drawn.1))
    }
    // The Lock Screen matters most: when it would not fit, it goes first and something
    // else is left out instead.
    var (placed, hidden) = Self.arrange(items, in: body)
    if let card = items.firstIndex(where: { $0.0 == .lockScreen }), hidden.contains(card) {
      items.insert(items.remove(at: card), at: 0)
      (placed, hidden) = Self.arrange(items, in: body)
    }
    for (index, (presentation, title, drawn)) in items.enumerated() {
      guard let (x, y) = placed[index] else { continue }
      drawTitle(title, x: x, y: y, width: body.maxX - x, on: &canvas)
      canvas.draw(drawn, at: CellPoint(x: x, y: y + 1))
      panels.append(
        Panel(
          presentation: presentation,
          rect: CellRect(x: x, y: y, width: drawn.width, height: drawn.height + 1)))
    }
    if !hidden.isEmpty {
      let names = hidden.map { items[$0].0.rawValue }
      let note = "not shown at this size: \(names.joined(separator: ", ")) (f focuses each)"
      drawLine(
        note, x: body.minX, y: body.maxY - 1, width: body.width,
        style: CellStyle(foreground: chrome("label")), on: &canvas)
    }
  }

  /// Where each panel's title row goes, placed down to the body's last row or, when
  /// something does not fit, down to the row above the note that says so.
  private static func arrange(
    _ items: [(Presentation, String, Canvas)], in body: CellRect
  ) -> (placed: [(Int, Int)?], hidden: [Int]) {
    let sizes = items.map { ($0.0, CellSize(width: $0.2.width, height: $0.2.height)) }
    let all = arrange(sizes, in: body, bottom: body.maxY)
    return all.hidden.isEmpty ? all : arrange(sizes, in: body, bottom: body.maxY - 1)
  }

  /// Where each panel's title row goes, first fit: each panel goes in the first column
  /// with room below, widening it if the screen allows, or in a new column to the right;
  /// nil for a panel with no room above `bottom`. Also the indices of those panels.
  private static func arrange(
    _ panels: [(Presentation, CellSize)], in body: CellRect, bottom: Int
  ) -> (placed: [(Int, Int)?], hidden: [Int]) {
    var columns: [(x: Int, width: Int, bottom: Int)] = []
    var placements: [(Int, Int)?] = []
    var hidden: [Int] = []
    for (presentation, size) in panels {
      let height = size.height + 1
      let width = size.width
      var placed: (Int, Int)?
      // The cards start a column of their own when the screen has room for one.
      let startsCards =
        presentation == .lockScreen && !columns.isEmpty
        && (columns.last.map { $0.x + $0.width + 3 + width <= body.maxX } ?? false)
      for index in columns.indices where !startsCards {
        let column = columns[index]
        let widened = max(column.width, width)
        let limit = index + 1 < columns.count ? columns[index + 1].x - 3 : body.maxX
        if column.bottom + height <= bottom && column.x + widened <= limit {
          placed = (column.x, column.bottom)
          columns[index].width = widened
          columns[index].bottom += height + 1
          break
        }
      }
      if placed == nil {
        let x = columns.last.map { $0.x + $0.width + 3 } ?? body.minX
        if x + width <= body.maxX, body.minY + height <= bottom {
          columns.append((x, width, body.minY + height + 1))
          placed = (x, body.minY)
        }
      }
      if placed == nil { hidden.append(placements.count) }
      placements.append(placed)
    }
    return (placements, hidden)
  }

  /// A presentation drawn for the gallery or focus, with its title; nil when the device
  /// does not show it.
  private func render(
    _ presentation: Presentation, views: ActivityViews, moment: PreviewMoment,
    settings: RenderSettings
  ) -> (String, Canvas)? {
    do {
      var title = ""
      let drawn: Canvas
      if let second = secondMember(),
        presentation == .compact || presentation == .minimal || presentation == .lockScreen
      {
        let members = [
          SceneRenderer.Member(
            views: views, relevanceScore: moment.relevanceScore, name: session.preview.name),
          second,
        ]
        let names = SceneRenderer.ordered(members).map(\.name).joined(separator: " + ")
        if presentation == .lockScreen {
          drawn = try SceneRenderer.lockScreen(members, settings: settings)
          title = "LOCK SCREEN · \(names)"
        } else {
          if presentation == .minimal { return nil }
          drawn = try SceneRenderer.island(members, settings: settings)
          title = "DYNAMIC ISLAND · \(names)"
        }
      } else {
        drawn = try PresentationRenderer.render(presentation, views: views, settings: settings)
        title = PresentationOutput.heading(
          presentation, settings: settings, canvas: drawn, views: views, includesDevice: false)
      }
      if moment.isStale { title += " · ⚠ STALE" }
      if moment.lifecycle == .ended { title += " · ENDED" }
      if presentation.isIsland && !moment.isOnIsland { title += " · not on the island (ended)" }
      return (title, drawn)
    } catch {
      return nil
    }
  }

  private func secondMember() -> SceneRenderer.Member? {
    guard let other = session.secondPreview, let timeline = session.timeline(of: other) else {
      return nil
    }
    let moment = timeline.moment(at: now, activityID: other.name)
    guard let views = moment.views else { return nil }
    return SceneRenderer.Member(
      views: views, relevanceScore: moment.relevanceScore, name: other.name)
  }

  private func drawTitle(_ title: String, x: Int, y: Int, width: Int, on canvas: inout Canvas) {
    var style = CellStyle(foreground: chrome("label"), attributes: .bold)
    if title.contains("STALE") { style.foreground = chrome("stale") }
    drawLine(title, x: x, y: y, width: width, style: style, on: &canvas)
  }

  private mutating func drawFocus(
    _ presentation: Presentation, views: ActivityViews, moment: PreviewMoment,
    settings: RenderSettings,
    in body: CellRect, on canvas: inout Canvas
  ) {
    guard
      let (title, drawn) = render(presentation, views: views, moment: moment, settings: settings)
    else {
      drawLine(
        "\(presentation.title): not shown on \(session.device.displayName)", x: body.minX,
        y: body.minY, width: body.width, style: CellStyle(foreground: chrome("label")), on: &canvas)
      return
    }
    var info = title
    if let fill = drawn.fill {
      info +=
        " · \(Points.format(fill.usedHeight.rounded())) of \(Points.format(fill.availableHeight)) pt tall"
    }
    drawTitle(info, x: body.minX, y: body.minY, width: body.width, on: &canvas)
    // A ruler: a tick every 5 columns, the count every 10.
    let rulerStyle = CellStyle(foreground: chrome("ruler"))
    for column in 0..<min(drawn.width + 1, body.width) {
      let glyph: Unicode.Scalar =
        column % 10 == 0 ? "\u{253C}" : column % 5 == 0 ? "\u{2502}" : "\u{00B7}"
      canvas.put(glyph, x: body.minX + column, y: body.minY + 1, style: rulerStyle)
      if column % 10 == 0, column > 0 {
        canvas.write(String(column), x: body.minX + column + 1, y: body.minY + 1, style: rulerStyle)
      }
    }
    var placed = drawn
    for diagnostic in drawn.diagnostics where diagnostic.kind != .cutAtHeightLimit {
      placed.addAttributes(.reverse, in: diagnostic.rect)
    }
    canvas.draw(placed, at: CellPoint(x: body.minX, y: body.minY + 2))
    drawDiagnostics(drawn.diagnostics, from: body.minY + 3 + drawn.height, in: body, on: &canvas)
    panels.append(
      Panel(
        presentation: presentation,
        rect: CellRect(x: body.minX, y: body.minY + 2, width: drawn.width, height: drawn.height)))
  }

  /// The misfits of the focused presentation, one a line from row `top`, as many as fit.
  private func drawDiagnostics(
    _ diagnostics: [LayoutDiagnostic], from top: Int, in body: CellRect, on canvas: inout Canvas
  ) {
    guard !diagnostics.isEmpty, top < body.maxY else { return }
    let count = diagnostics.count
    let style = CellStyle(foreground: chrome("truncation"))
    drawLine(
      "\(count) misfit\(count == 1 ? "" : "s") (highlighted):", x: body.minX, y: top,
      width: body.width, style: style.with(attributes: .bold), on: &canvas)
    let room = body.maxY - top - 1
    for (index, diagnostic) in diagnostics.prefix(room).enumerated() {
      let more = index == room - 1 && count > room ? " (and \(count - room) more)" : ""
      drawLine(
        "  " + diagnostic.summary + more, x: body.minX, y: top + 1 + index, width: body.width,
        style: style, on: &canvas)
    }
  }

  private func drawTimeline(
    _ timeline: PreviewTimeline, moment: PreviewMoment?, row: Int, on canvas: inout Canvas
  ) {
    let label = CellStyle(foreground: chrome("label"))
    let droppedStyle = CellStyle(foreground: chrome("truncation"))
    var x = canvas.write(" timeline  ", x: 0, y: row, style: label)
    let current = moment?.eventIndex
    // Push payloads the device dropped sit where they arrived, as ✕.
    var dropped = timeline.dropped[...]
    // Only what fits on the row: a timeline of 100,000 states costs no more than one of 10.
    for index in timeline.events.indices where x < canvas.width {
      while let payload = dropped.first, payload.position <= index, x < canvas.width {
        dropped.removeFirst()
        if index > 0 {
          x += canvas.write("──", x: x, y: row, style: CellStyle(foreground: chrome("ruler")))
        }
        x += canvas.put("\u{2715}", x: x, y: row, style: droppedStyle)
      }
      if index > 0 {
        x += canvas.write("────", x: x, y: row, style: CellStyle(foreground: chrome("ruler")))
      }
      let glyph: Unicode.Scalar
      var style = CellStyle(foreground: chrome("heading"))
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
    while !dropped.isEmpty, x < canvas.width {
      dropped.removeFirst()
      x += canvas.write("──", x: x, y: row, style: CellStyle(foreground: chrome("ruler")))
      x += canvas.put("\u{2715}", x: x, y: row, style: droppedStyle)
    }
    // A payload dropped since the event in force: what it was, and why.
    if let current,
      let payload = timeline.dropped.last(where: { $0.position == current + 1 })
    {
      drawLine(
        "  \u{2715} \(payload.kind) \(payload.name ?? payload.origin) dropped: \(payload.reason)",
        x: x, y: row, width: max(0, canvas.width - x), style: droppedStyle, on: &canvas)
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
      names += (event.name ?? event.kind).prefix(canvas.width)
      if names.count > canvas.width { break }
    }
    drawLine("  " + names, x: x, y: row, width: max(0, canvas.width - x), style: label, on: &canvas)
  }

  /// The server's area (`--apns`): the update token of the activity in view and where `t`
  /// writes it, then the log's last lines, refused and dropped pushes in the warning colour.
  private func drawPushes(_ link: APNsLink, rows: Range<Int>, on canvas: inout Canvas) {
    guard let first = rows.first else { return }
    let name = session.preview.name
    let token = link.token(of: name).map { "update token \($0)" } ?? "no update token"
    drawLine(
      " APNs \(link.address) · \(name) \(token) · t: \(link.tokenFile)", x: 0,
      y: first, width: canvas.width,
      style: CellStyle(foreground: chrome("heading"), attributes: .bold), on: &canvas)
    let lines = link.lines.last(rows.count - 1)
    for (index, line) in lines.enumerated() {
      let color = line.isProblem ? chrome("truncation") : chrome("label")
      drawLine(
        " " + line.text, x: 0, y: first + 1 + index, width: canvas.width,
        style: CellStyle(foreground: color), on: &canvas)
    }
  }

  private func drawBottomLine(row: Int, on canvas: inout Canvas) {
    let style = CellStyle(foreground: chrome("label"))
    if let prompt = session.prompt {
      drawLine(
        " jump by (+90s, -5m, 10:45, ISO date), Enter to go, Esc to cancel: \(prompt)▏", x: 0,
        y: row, width: canvas.width,
        style: CellStyle(foreground: chrome("heading"), attributes: .bold), on: &canvas)
      return
    }
    if let message = session.message {
      let color = message.isError ? chrome("truncation") : chrome("heading")
      drawLine(
        " " + message.text, x: 0, y: row, width: canvas.width, style: CellStyle(foreground: color),
        on: &canvas)
      return
    }
    drawLine(
      session.apns != nil
        ? " ←/→ state  j jump  t write token  tab activity  f focus  g gallery  d device  ? help  q quit"
        : " ←/→ state  space play  +/- speed  t jump  tab activity  f focus  g gallery  d device  l landscape  c light/dark  ? help  q quit",
      x: 0, y: row, width: canvas.width, style: style, on: &canvas)
  }

  private func drawHelp(in body: CellRect, on canvas: inout Canvas) {
    let lines = [
      "←  →        previous / next content state",
      "Home End    first / last state",
      "space       play / pause the clock",
      "+  -        speed: 1x, 10x, 60x, 600x",
      "t  j        jump the clock: +90s, -5m, 10:45, an ISO date",
      "            (with --apns, t writes the token of the activity in view)",
      "Tab         next activity",
      "f  g        focus the next presentation / back to the gallery",
      "click       press the button under the mouse, else focus there",
      "↑  ↓  Enter select / press a button that performs an intent",
      "d           next device",
      "l           limited width (landscape, iOS 27)",
      "c           light / dark",
      "a           always-on (luminance reduced)",
      "s           force stale",
      "2           show a second activity (minimal views)",
      "r           reload the states or payload files",
      "?           this help",
      "q  Ctrl-C   quit",
    ]
    let width = min(body.width, (lines.map { GlyphScanner.width(of: $0) }.max() ?? 0) + 4)
    let height = min(body.height, lines.count + 2)
    let box = CellRect(
      x: body.minX + (body.width - width) / 2, y: body.minY + (body.height - height) / 2,
      width: width, height: height)
    canvas.fill(box, with: " ", style: CellStyle(background: chrome("status")))
    BoxOutline.draw(
      box, corners: .rounded,
      style: CellStyle(foreground: chrome("heading"), background: chrome("status")), on: &canvas)
    canvas.write(
      " keys ", x: box.minX + 2, y: box.minY,
      style: CellStyle(foreground: chrome("heading"), attributes: .bold))
    for (index, line) in lines.enumerated() where index + 1 < height - 1 {
      drawLine(
        line, x: box.minX + 2, y: box.minY + 1 + index, width: width - 4,
        style: CellStyle(foreground: chrome("statusText")), on: &canvas)
    }
  }
}

extension CellStyle {
  func with(attributes: CellAttributes) -> CellStyle {
    var copy = self
    copy.attributes.formUnion(attributes)
    return copy
  }
}
