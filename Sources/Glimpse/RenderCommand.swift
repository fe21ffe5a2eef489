import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// `glimpse render`: presentations of an activity as text, deterministic for an instant.
@MainActor
enum RenderCommand {
  static let options: [ArgumentParser.Option] =
    [
      .value(
        "presentation", "P", repeatable: true,
        CommandHelp.choices(Presentation.allCases.map(\.rawValue) + ["all"])
          + " (repeatable; default: every presentation the device shows)"),
      .flag("timeline", "list the timeline's events and lifecycle instead of drawing"),
      .flag(
        "explain",
        "after each drawing, its layout tree: what each view was offered, what it answered "
          + "and where it was placed, in columns, rows and points, with what did not fit "
          + "and how much of the presentation the content fills"),
      .value(
        "with", "ACTIVITY", repeatable: true,
        "another activity running at the same time (repeatable): draws the island and the "
          + "Lock Screen of all of them, by relevance"),
      .value(
        "format", "F",
        CommandHelp.choices(formats)
          + " (default: ansi on a terminal, else text); svg: one standalone SVG, the "
          + "presentations stacked under their headings; html: a self-contained contact "
          + "sheet, misfits outlined and listed beside each drawing"),
    ] + RenderOptions.options + [.help]

  /// The output formats, in the order help and errors name them.
  nonisolated static let formats =
    PresentationOutput.Format.allCases.map(\.rawValue)
    + PictureOutput.Format.allCases.map(\.rawValue)

  static let help = CommandHelp(
    usage: ["glimpse render <activity> [options]"],
    about: "Draws presentations of an activity, for a content state at an instant, as text.",
    options: options
  ).text

  static func run(
    _ arguments: [String], previews: [ActivityPreview], isTerminal: Bool,
    environment: [String: String]
  ) throws -> ConsoleText {
    let parsed = try ArgumentParser(command: "render", options: Self.options).parse(arguments)
    if parsed.has("help") { return ConsoleText(lines: help.lines) }
    guard let name = parsed.positionals.first else {
      throw CLIError.usage(
        "render: which activity? (\(previews.map(\.name).joined(separator: ", ")))",
        command: "render")
    }
    if parsed.positionals.count > 1 {
      throw CLIError.usage(
        "render: unexpected argument '\(parsed.positionals[1])'", command: "render")
    }
    let preview = try Glimpse.preview(named: name, in: previews, command: "render")
    var render = try RenderOptions(parsed, command: "render")
    try render.loadStrings(previews: previews, command: "render")
    let timeline = try Glimpse.loadTimeline(
      preview, statesFile: render.statesFile, payloads: render.payloads,
      fileStart: try render.writtenInstant(command: "render"))
    if let index = render.stateIndex, index > timeline.events.count {
      throw CLIError.usage(
        "render: --state \(index) is past the last state; \(preview.name) has \(timeline.events.count)",
        command: "render")
    }
    let now = try render.instant(in: timeline, command: "render")
    let picture = PictureOutput.format(parsed.value("format"))
    if picture != nil && (parsed.has("timeline") || parsed.has("explain")) {
      throw CLIError.usage(
        "render: --format \(parsed.value("format") ?? "") draws pictures; --timeline and --explain are text",
        command: "render")
    }
    if parsed.has("timeline") && parsed.has("explain") {
      throw CLIError.usage(
        "render: --explain explains drawings, and --timeline lists events instead of drawing; choose one",
        command: "render")
    }
    if parsed.has("timeline") {
      return TimelineListing.text(
        preview: preview, timeline: timeline, now: now, timeZone: render.timeZone)
    }
    let presentations = try requestedPresentations(
      parsed.all("presentation"), device: render.device,
      defaults: preview.defaultPresentations)
    let (format, depth) = try PresentationOutput.format(
      explicit: picture == nil ? parsed.value("format") : "text", color: render.colorChoice,
      isTerminal: isTerminal, environment: environment)
    var settings = render.settings(at: now)
    let explains = parsed.has("explain")
    settings.tracesLayout = explains
    // ASCII glyphs everywhere: in the drawings (wide glyphs as two `?`) and the headings.
    let ascii = render.glyphSet == .ascii
    let moment = timeline.moment(at: now, forceStale: render.forceStale)
    let title = summaryLine(
      preview: preview, timeline: timeline, moment: moment, now: now, timeZone: render.timeZone)
    var panels: [(presentation: Presentation?, heading: String, canvas: Canvas)] = []
    // Values made up for App Group defaults while drawing this render, named under its
    // title (what came before belongs to another render).
    _ = MadeUpDefaults.take()
    func finish(_ lines: [ConsoleText]) -> ConsoleText {
      var lines = lines
      let madeUp = MadeUpDefaults.take()
      if !madeUp.isEmpty, !lines.isEmpty {
        lines.insert(
          ConsoleText(
            line: "App Group defaults made up (no states file gives them): "
              + MadeUpDefaults.describe(madeUp)), at: 1)
      }
      if let picture {
        return PictureOutput.picture(
          picture, title: title,
          settings: pictureSettings(render: render, now: now, activity: preview.name),
          panels: panels.map {
            ($0.presentation, $0.heading, ascii ? $0.canvas.asciiOnly() : $0.canvas)
          },
          device: render.device, style: PictureOutput.style(theme: render.theme))
      }
      let text = ConsoleText.joined(lines)
      return ascii ? text.mappingNonASCII(ASCIIFallback.replacement(for:)) : text
    }
    var output = [PresentationOutput.styledHeading(title, format: format)]
    guard let views = moment.views else {
      output.append(.empty)
      output.append(ConsoleText(line: "(nothing shows: the activity is \(moment.lifecycle))"))
      panels.append(
        (nil, "(nothing shows: the activity is \(moment.lifecycle))", Canvas(width: 0, height: 0)))
      return finish(output)
    }
    let others = parsed.all("with")
    if explains && !others.isEmpty {
      throw CLIError.usage(
        "render: --explain explains one activity's presentations; leave out --with",
        command: "render")
    }
    if !others.isEmpty {
      var members = [
        SceneRenderer.Member(
          views: views, relevanceScore: moment.relevanceScore, name: preview.name)
      ]
      for name in others {
        let other = try Glimpse.preview(named: name, in: previews, command: "render")
        let otherMoment = try Glimpse.loadTimeline(other, statesFile: nil).moment(
          at: now, activityID: other.name)
        if let otherViews = otherMoment.views {
          members.append(
            SceneRenderer.Member(
              views: otherViews, relevanceScore: otherMoment.relevanceScore, name: other.name))
        }
      }
      let order = SceneRenderer.ordered(members).map {
        "\($0.name) (\(PresentationOutput.format($0.relevanceScore)))"
      }
      do {
        let island = try SceneRenderer.island(members, settings: settings)
        let islandHeading =
          "DYNAMIC ISLAND · \(members.count) activities by relevance: "
          + order.joined(separator: ", ")
        output.append(.empty)
        output.append(PresentationOutput.styledHeading(islandHeading, format: format))
        output.append(PresentationOutput.body(island, format: format, depth: depth, ascii: ascii))
        let cards = try SceneRenderer.lockScreen(members, settings: settings)
        let cardsHeading = "LOCK SCREEN · \(members.count) cards by relevance"
        panels.append((.compact, islandHeading, island))
        panels.append((.lockScreen, cardsHeading, cards))
        output.append(.empty)
        output.append(PresentationOutput.styledHeading(cardsHeading, format: format))
        output.append(PresentationOutput.body(cards, format: format, depth: depth, ascii: ascii))
      } catch let error as RenderError {
        throw CLIError.usage("render: \(error.description)", command: "render")
      }
      return finish(output)
    }
    for presentation in presentations {
      let canvas: Canvas
      do {
        canvas = try PresentationRenderer.render(presentation, views: views, settings: settings)
      } catch let error as RenderError {
        throw CLIError.usage("render: \(error.description)", command: "render")
      }
      let heading =
        PresentationOutput.heading(presentation, settings: settings, canvas: canvas, views: views)
        + (presentation.isIsland && !moment.isOnIsland ? " · not on the island (ended)" : "")
      panels.append((presentation, heading, canvas))
      output.append(.empty)
      output.append(PresentationOutput.styledHeading(heading, format: format))
      output.append(PresentationOutput.body(canvas, format: format, depth: depth, ascii: ascii))
      if explains {
        output.append(.empty)
        output.append(
          PresentationOutput.styledHeading(
            "LAYOUT · in points, as on the device; columns and rows by the column and row rules",
            format: format))
        output.append(ConsoleText(lines: canvas.layoutExplanation.lines))
      }
    }
    return finish(output)
  }

  /// What a contact sheet of a render lists at its top.
  static func pictureSettings(render: RenderOptions, now: Date, activity: String)
    -> [ContactSheet.Setting]
  {
    [
      ContactSheet.Setting("activity", activity),
      ContactSheet.Setting("device", render.device.name),
      ContactSheet.Setting("instant", TimelineListing.clock(now, timeZone: render.timeZone)),
      ContactSheet.Setting("theme", render.theme.name),
      ContactSheet.Setting("locale", render.locale.identifier),
      ContactSheet.Setting("width", render.limitedWidth ? "limited" : "full"),
    ]
  }

  /// The presentations named on the command line (or every one the device shows).
  static func requestedPresentations(
    _ names: [String], device: DeviceProfile, defaults: [Presentation]? = nil
  ) throws -> [Presentation] {
    let split = names.flatMap { $0.split(separator: ",").map(String.init) }
    if split.isEmpty, let defaults {
      let available = defaults.filter(device.presentations.contains)
      if !available.isEmpty { return available }
    }
    if split.isEmpty || split.contains("all") {
      return device.presentations
    }
    return try split.map { name in
      guard let presentation = Presentation.named(name) else {
        let known = Presentation.allCases.map(\.rawValue).joined(separator: ", ")
        throw CLIError.usage(
          "render: unknown presentation '\(name)'; presentations: \(known)", command: "render")
      }
      return presentation
    }
  }

  /// The first line: activity, state, instant, lifecycle.
  static func summaryLine(
    preview: ActivityPreview, timeline: PreviewTimeline, moment: PreviewMoment, now: Date,
    timeZone: TimeZone
  ) -> String {
    var parts = [preview.name]
    if let index = moment.eventIndex {
      let event = timeline.events[index]
      parts.append(
        "state \(index + 1)/\(timeline.events.count)" + (event.name.map { " \($0)" } ?? ""))
    } else {
      parts.append("not started")
    }
    parts.append(TimelineListing.clock(now, timeZone: timeZone))
    var lifecycle = "\(moment.lifecycle)"
    if let dismissal = moment.dismissal {
      lifecycle += ", dismissed in \(TimelineListing.duration(dismissal.timeIntervalSince(now)))"
    }
    parts.append(lifecycle)
    if moment.isAlerting { parts.append("alerting") }
    return parts.joined(separator: " · ")
  }
}
