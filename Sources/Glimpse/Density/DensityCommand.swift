import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// `glimpse density`: does the copy fit? Every presentation of every state, on several
/// devices, with and without limited width, in several languages, pseudo-languages and
/// text sizes; a summary, then every misfit.
@MainActor
enum DensityCommand {
  static let options: [ArgumentParser.Option] = [
    .value(
      "device", "D,...", repeatable: true,
      "the devices (default: \(DensityAxes().devices.map(\.name).joined(separator: ",")))"),
    .value(
      "presentation", "P,...", repeatable: true,
      "the presentations (default: every one each device shows)"),
    .choice(
      "limited-width", "W", ["on", "off", "both"], default: "both", "; only the island varies"),
    .value(
      "locales", "L,...", repeatable: true,
      "the locales, each with the app's translations (default: "
        + "\(DensityAxes().locales.joined(separator: ",")); --locale is the same)"),
    .value("locale", "L,...", repeatable: true, nil),
    LocalizationOptions.stringsOption,
    .value(
      "pseudo", "P,...", repeatable: true,
      "pseudo-languages: none, \(PseudoLanguage.allCases.map(\.rawValue).joined(separator: ", ")) "
        + "(default: none; list none to keep the plain run beside them)"),
    .value(
      "dynamic-type", "S",
      "a text size, a list (large,AX3) or a range (xSmall...AX3) (default: large)"),
    RenderOptions.statesOption,
    RenderOptions.timeZoneOption,
    FontOption.option,
    .value(
      "fail-on", "K,...", repeatable: true,
      "exit 1 if any record is of a kind: "
        + CommandHelp.choices(MisfitKind.allCases.map(\.rawValue))),
    .choice(
      "format", "F", Format.allCases.map(\.rawValue), default: Format.text.rawValue,
      "; json: schema glimpse-density/1; html: a self-contained contact sheet, every render "
        + "in colour, misfits outlined, records beside each, grouped by presentation and device"),
    .value(
      "jobs", "N",
      "workers drawing at once (default: the processors, here \(DensityWorkers.available))"),
    .help,
  ]

  static let help = CommandHelp(
    usage: ["glimpse density <activity> [options]"],
    about: """
      Draws every presentation of every state of an activity, each at its state's instant,
      on several devices, with and without limited width, in each locale, pseudo-language
      and text size asked for, and reports what does not fit: a summary first (counts by
      presentation and device, the worst offenders), then one record a misfit.
      """,
    options: options,
    notes: """
      A sweep is at most \(number(DensityAxes.maximumRenders)) renders (devices x presentations x widths x states x locales
      x pseudo-languages x sizes); a larger one is refused before anything is drawn. The
      output is written as the sweep goes.

      EXIT STATUS: 0 done (no record of a --fail-on kind), 1 a record of a --fail-on kind or
      a file that cannot be read, 2 a bad command line.
      """
  ).text

  /// Runs `glimpse density`; returns its output, or, when `streams`, writes it to standard
  /// output as the sweep goes and returns nothing.
  static func run(_ arguments: [String], previews: [ActivityPreview], streams: Bool = false)
    throws -> ConsoleText
  {
    guard let (sweep, failOn, format, jobs) = try parse(arguments, previews: previews) else {
      return ConsoleText(lines: help.lines)
    }
    let output = DensityOutput(streams: streams)
    var report = DensityReport(sweep: sweep, failOn: failOn)
    switch format {
    case .text:
      report.workers = try DensityWorkers.run(sweep, workers: jobs) { variant, records in
        report.count(variant, records: records)
      }
      DensityText.write(report, to: output)
    case .json:
      var writer = DensityJSON.Writer(output: output)
      writer.head(activity: sweep.preview.name)
      report.workers = try DensityWorkers.run(sweep, workers: jobs) { variant, records in
        report.count(variant, records: records)
        for record in records { writer.record(record) }
      }
      writer.tail(report)
    case .html:
      report.workers = try DensityWorkers.run(sweep, workers: jobs) { variant, records in
        report.count(variant, records: records)
      }
      try DensityHTML.write(report, to: output)
    }
    let text = output.text
    if report.failures > 0 { throw CLIError.reported(text) }
    return text
  }

  /// The output formats.
  enum Format: String, CaseIterable {
    case text, json, html
  }

  /// Parses the command line: the sweep, the kinds that fail it, the format and the number
  /// of workers; nil for `--help`.
  static func parse(_ arguments: [String], previews: [ActivityPreview]) throws -> (
    sweep: DensitySweep, failOn: Set<DensityRecord.Kind>, format: Format, jobs: Int
  )? {
    let parsed = try ArgumentParser(command: "density", options: options).parse(arguments)
    if parsed.has("help") { return nil }
    func bad(_ message: String) -> CLIError { .usage("density: \(message)", command: "density") }
    guard let name = parsed.positionals.first else {
      throw bad("which activity? (\(previews.map(\.name).joined(separator: ", ")))")
    }
    if parsed.positionals.count > 1 {
      throw bad("unexpected argument '\(parsed.positionals[1])'")
    }
    let preview = try Glimpse.preview(named: name, in: previews, command: "density")
    let axes = try axes(parsed, bad: bad)
    var failOn = Set<DensityRecord.Kind>()
    let kinds = CommandHelp.choices(MisfitKind.allCases.map(\.rawValue))
    for kind in try list(parsed, "fail-on", expects: kinds, bad: bad) {
      guard let known = DensityRecord.Kind(rawValue: kind) else {
        throw bad("--fail-on expects \(kinds), found '\(kind)'")
      }
      failOn.insert(known)
    }
    let format = parsed.value("format").flatMap(Format.init(rawValue:)) ?? .text
    var jobs = DensityWorkers.available
    if let text = parsed.value("jobs") {
      guard let count = Int(text), (1...64).contains(count) else {
        throw bad("--jobs expects a number of workers from 1 to 64, found '\(text)'")
      }
      jobs = count
    }
    var base = RenderSettings(now: Date(timeIntervalSince1970: 0))
    base.fontMetrics = try FontOption.metrics(parsed.value("font"), command: "density")
    if let identifier = parsed.value("time-zone") {
      guard let zone = TimeZone(identifier: identifier) else {
        throw bad("unknown time zone '\(identifier)' (use names such as Europe/London or UTC)")
      }
      base.timeZone = zone
    }
    base.strings = try StringsDiscovery.tables(
      explicit: parsed.value("strings").map { URL(fileURLWithPath: $0) }, previews: previews,
      command: "density")
    let statesFile = parsed.value("states").map {
      URL(fileURLWithPath: $0 == "-" ? "/dev/stdin" : $0)
    }
    let timeline = try Glimpse.loadTimeline(preview, statesFile: statesFile)
    let renders = axes.count(
      stateCount: timeline.events.count, defaults: preview.defaultPresentations)
    guard renders <= DensityAxes.maximumRenders else {
      throw bad(
        "\(number(renders)) renders asked for; at most \(number(DensityAxes.maximumRenders)) are made: narrow --locales, --pseudo, --dynamic-type, --device or --presentation"
      )
    }
    let sweep = DensitySweep(preview: preview, timeline: timeline, axes: axes, base: base)
    if sweep.variants.isEmpty {
      let shown = axes.devices.map {
        "\($0.name) shows \($0.presentations.map(\.rawValue).joined(separator: ", "))"
      }
      throw bad("nothing to draw: " + shown.joined(separator: "; "))
    }
    return (sweep, failOn, format, jobs)
  }

  /// `1,500,000`.
  static func number(_ value: Int) -> String {
    guard value != Int.max else { return "more than 9,223,372,036,854,775,806" }
    let digits = Array(String(value))
    var text = ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text += "," }
      text.append(digit)
    }
    return text
  }

  /// The comma list of option `name`; a usage error when it is given but names nothing
  /// (`--locales ""`, `--fail-on ,`).
  static func list(
    _ parsed: ArgumentParser.Result, _ name: String, also other: String? = nil, expects: String,
    bad: (String) -> CLIError
  ) throws -> [String] {
    let given = parsed.all(name) + (other.map { parsed.all($0) } ?? [])
    let values = DensityAxes.list(given)
    if !given.isEmpty && values.isEmpty {
      throw bad("--\(name) expects \(expects), found an empty list")
    }
    return values
  }

  /// The axes from the command line.
  static func axes(_ parsed: ArgumentParser.Result, bad: (String) -> CLIError) throws
    -> DensityAxes
  {
    var axes = DensityAxes()
    let devices = try list(
      parsed, "device", expects: "a comma list of devices such as iphone-16-pro", bad: bad)
    if !devices.isEmpty {
      axes.devices = try devices.map { name in
        guard let device = DeviceProfile.named(name) else {
          throw bad(
            "unknown device '\(name)'; devices: \(DeviceProfile.all.map(\.name).joined(separator: ", "))"
          )
        }
        return device
      }
    }
    let presentations = try list(
      parsed, "presentation", expects: "a comma list of presentations such as compact", bad: bad)
    if !presentations.isEmpty && !presentations.contains("all") {
      axes.presentations = try presentations.map { name in
        guard let presentation = Presentation.named(name) else {
          let known = Presentation.allCases.map(\.rawValue).joined(separator: ", ")
          throw bad("unknown presentation '\(name)'; presentations: \(known)")
        }
        return presentation
      }
    }
    if let width = parsed.value("limited-width") {
      // One of on, off or both: the parser refuses anything else.
      axes.limitedWidth = width == "on" ? [true] : width == "off" ? [false] : [false, true]
    }
    let locales = try list(
      parsed, "locales", also: "locale",
      expects: "a comma list of locales such as en_US,de_DE", bad: bad)
    if !locales.isEmpty {
      for identifier in locales where !RenderOptions.isKnownLocale(identifier) {
        throw bad(
          "unknown locale '\(identifier)' (use identifiers such as en_US, de_DE, ja_JP or pt-BR)")
      }
      axes.locales = locales
    }
    let pseudo = try list(
      parsed, "pseudo", expects: "a comma list of pseudo-languages such as none,double",
      bad: bad)
    if !pseudo.isEmpty {
      axes.pseudo = try pseudo.map { name in
        if name.lowercased() == "none" { return nil }
        guard let language = PseudoLanguage(rawValue: name.lowercased()) else {
          let names = PseudoLanguage.allCases.map(\.rawValue).joined(separator: ", ")
          throw bad("--pseudo expects none, \(names), found '\(name)'")
        }
        return language
      }
    }
    if let text = parsed.value("dynamic-type") {
      guard let sizes = DensityAxes.dynamicTypes(text) else {
        throw bad(
          "--dynamic-type expects a size (xSmall ... xxxLarge, accessibility1 ... accessibility5, or AX1 ... AX5), a list or a range such as xSmall...AX3, found '\(text)'"
        )
      }
      axes.dynamicTypes = sizes
    }
    return axes
  }
}
