/// A command's `--help`: its usage, what it does, then its options as they are declared
/// (``ArgumentParser/Option``), then notes. The options' lines are made from the same
/// declarations the parser reads, so help cannot miss or misname an option.
struct CommandHelp {
  /// The usage lines, without `USAGE:`.
  var usage: [String]
  /// What the command does: paragraphs of prose.
  var about: String
  /// The options, in the order help lists them.
  var options: [ArgumentParser.Option]
  /// What follows the options (files, bounds, exit status), if anything.
  var notes: String = ""

  /// The widest help line, in columns.
  static let width = 92

  /// The help, as lines joined by newlines.
  var text: String {
    var sections = ["USAGE: " + usage.joined(separator: "\n       ")]
    if !about.isEmpty { sections.append(about) }
    sections.append("OPTIONS:\n" + Self.lines(of: options).joined(separator: "\n"))
    if !notes.isEmpty { sections.append(notes) }
    return sections.joined(separator: "\n\n")
  }

  /// One entry per listed option: `  --name V` and its summary, wrapped beside it.
  static func lines(of options: [ArgumentParser.Option]) -> [String] {
    let listed = options.filter { $0.summary != nil }
    let heads = listed.map { option in
      "  --" + option.name + (option.placeholder.map { " " + $0 } ?? "")
    }
    let column = max(23, (heads.map(\.count).max() ?? 0) + 2)
    var lines: [String] = []
    for (head, option) in zip(heads, listed) {
      let wrapped = wrap(option.summary ?? "", width: width - column)
      for (index, line) in wrapped.enumerated() {
        let lead = index == 0 ? head : ""
        lines.append(lead + String(repeating: " ", count: column - lead.count) + line)
      }
    }
    return lines
  }

  /// `text` broken between words into lines of at most `width` characters (a longer
  /// word stays whole on its own line).
  static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      if line.isEmpty {
        line = String(word)
      } else if line.count + 1 + word.count <= width {
        line += " " + word
      } else {
        lines.append(line)
        line = String(word)
      }
    }
    lines.append(line)
    return lines
  }

  /// `choices` as help lists them: `a, b (default) or c`.
  static func choices<Choice: CustomStringConvertible & Equatable>(
    _ choices: [Choice], default chosen: Choice? = nil
  ) -> String {
    let names = choices.map { "\($0)" + ($0 == chosen ? " (default)" : "") }
    guard names.count > 1 else { return names.joined() }
    return names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
  }
}
