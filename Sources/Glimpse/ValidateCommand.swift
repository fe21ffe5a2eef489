import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// `glimpse validate`: APNs push payloads checked as the device would take them, for an
/// activity's own types.
@MainActor
enum ValidateCommand {
  static let options: [ArgumentParser.Option] = [
    .value(
      "activity", "A", "the activity the payloads are for (needed when there are several)"),
    .flag("in-order", "take a directory's files in name order, as they were sent"),
    .choice("format", "F", ["text", "json"], default: "text"),
    .help,
  ]

  static let help = CommandHelp(
    usage: ["glimpse validate <payload>... --activity <activity> [options]"],
    about: """
      Checks APNs push payloads for a Live Activity as APNs and the device would take them:
      the JSON (syntax, duplicate keys), the headers, every field of aps, the content-state
      (and a start's attributes) decoded through the activity's own types with the default
      JSONDecoder, the dates in them, the size, and the order of the sequence. One line per
      payload says whether the device applies it, and one line per finding names the file,
      the key path, what was expected and what was found.

      A <payload> is a file of one payload, a JSON array of them, a file of one per line, or a
      directory of .json files (ordered by timestamp; by name with --in-order). A payload may
      travel with its HTTP headers: {"headers": {"apns-push-type": "liveactivity",
      "apns-topic": "..."}, "payload": {"aps": {...}}}. - reads standard input.

      EXIT STATUS:
        0  every payload would be applied, and none has an error
        1  a payload would be dropped (or refused by APNs), or is malformed
        2  a usage error
      """,
    options: options
  ).text

  static func run(_ arguments: [String], previews: [ActivityPreview]) throws -> ConsoleText {
    let parsed = try ArgumentParser(
      command: "validate",
      options: options
    ).parse(arguments)
    if parsed.has("help") { return ConsoleText(lines: help.lines) }
    let names = previews.map(\.name).joined(separator: ", ")
    let preview: ActivityPreview
    if let name = parsed.value("activity") {
      preview = try Glimpse.preview(named: name, in: previews, command: "validate")
    } else if previews.count == 1 {
      preview = previews[0]
    } else {
      throw CLIError.usage(
        "validate: which activity are the payloads for? --activity \(names.isEmpty ? "A" : names)",
        command: "validate")
    }
    let format = parsed.value("format") ?? "text"
    guard !parsed.positionals.isEmpty else {
      throw CLIError.usage(
        "validate: which payloads? name files or directories of them", command: "validate")
    }
    let files = PayloadFiles(
      paths: parsed.positionals.map { $0 == "-" ? "/dev/stdin" : $0 },
      inNameOrder: parsed.has("in-order"))
    let report: PayloadReport
    do {
      report = try preview.validate(payloads: files)
    } catch let error as PayloadReadError {
      throw CLIError.failure(error.description)
    }
    let output =
      format == "json" ? ValidationReport.json(report) : ValidationReport.text(report)
    guard report.isClean else { throw CLIError.reported(output) }
    return output
  }
}
