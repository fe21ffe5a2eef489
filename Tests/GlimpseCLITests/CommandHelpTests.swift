import Foundation
import GlimpseLayout
import Testing

@testable import Glimpse

/// Help is made from the options' declarations, so it names every option a command takes
/// and fits a terminal; `--color` means the same in every command.
@MainActor
@Suite struct CommandHelpTests {
  static let commands: [(name: String, options: [ArgumentParser.Option], help: String)] = [
    ("render", RenderCommand.options, RenderCommand.help),
    ("preview", PreviewCommand.options, PreviewCommand.help),
    ("density", DensityCommand.options, DensityCommand.help),
    ("validate", ValidateCommand.options, ValidateCommand.help),
    ("serve", ServeCommand.options, ServeCommand.help),
    ("open", OpenCommand.options, OpenCommand.help),
    ("watch", WatchCommand.options, WatchCommand.help),
    ("list", ListCommand.options, ListCommand.help),
  ]

  @Test func everyCommandsHelpListsEachOptionItParsesOnceAndFits() {
    for (name, options, help) in Self.commands {
      let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
      for option in options {
        let entries = lines.filter {
          $0.hasPrefix("  --" + option.name + " ") || $0 == "  --" + option.name
        }
        if option.summary == nil {
          #expect(entries.isEmpty, "\(name) lists the hidden --\(option.name)")
        } else {
          #expect(
            entries.count == 1, "\(name) --help lists --\(option.name) \(entries.count) times")
        }
      }
      #expect(Set(options.map(\.name)).count == options.count, "\(name) declares an option twice")
      for line in lines {
        #expect(line.count <= CommandHelp.width, "\(name): \(line.count) columns: \(line)")
      }
      #expect(help.hasPrefix("USAGE: glimpse \(name)"))
      #expect(options.contains { $0.name == "help" })
    }
  }

  @Test func aSummaryWrapsBesideItsOptionBetweenWords() {
    let lines = CommandHelp.lines(of: [
      .value(
        "zone", "Z",
        "one two three four five six seven eight nine ten eleven twelve "
          + "thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty twenty-one"),
      .flag("quiet", nil),
    ])
    #expect(
      lines == [
        "  --zone Z             one two three four five six seven eight nine ten eleven twelve",
        "                       thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty",
        "                       twenty-one",
      ])
  }

  @Test func choicesAreListedWithTheDefaultMarked() {
    #expect(
      CommandHelp.choices(ColorChoice.allCases, default: .auto) == "never, auto (default) or always"
    )
    #expect(CommandHelp.choices(["text"]) == "text")
    #expect(
      RenderCommand.help.contains(
        "--theme T            dark (default), light, high-contrast, monochrome or a theme file"))
  }

  /// `--color always` colours piped output at the depth the terminal declares, in
  /// `render` as in `preview`; `never` is none in both; `auto` follows the terminal and
  /// `NO_COLOR`.
  @Test func colorMeansTheSameInRenderAndPreview() throws {
    let cases: [([String: String], ColorChoice, ColorDepth)] = [
      (["TERM": "xterm-256color"], .always, .palette256),
      (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .always, .trueColor),
      (["TERM": "xterm"], .always, .ansi16),
      (["TERM": "dumb"], .always, .palette256),
      (["TERM": "xterm-256color", "NO_COLOR": "1"], .always, .palette256),
      (["TERM": "xterm-256color"], .never, .none),
      (["TERM": "xterm-256color", "NO_COLOR": "1"], .auto, .none),
      (["TERM": "xterm-256color"], .auto, .palette256),
    ]
    for (environment, choice, expected) in cases {
      let preview = choice.depth(isTerminal: true, environment: environment)
      let render = try PresentationOutput.format(
        explicit: nil, color: choice, isTerminal: true, environment: environment)
      #expect(preview == expected, "preview \(choice) \(environment)")
      #expect(render.1 == expected, "render \(choice) \(environment)")
      #expect(render.0 == (expected == .none ? .text : .ansi))
    }
    let piped = try PresentationOutput.format(
      explicit: nil, color: .always, isTerminal: false, environment: ["TERM": "xterm-256color"])
    #expect(piped.0 == .ansi && piped.1 == .palette256)
    let pipedAuto = try PresentationOutput.format(
      explicit: nil, color: .auto, isTerminal: false, environment: ["TERM": "xterm-256color"])
    #expect(pipedAuto.0 == .text)
  }

  /// A value outside an option's fixed list is refused by the parser, naming the list the
  /// help shows (one list per option, for every command).
  @Test(arguments: [
    (
      "render", ["--color", "sometimes"],
      "render: --color expects never, auto or always, found 'sometimes'"
    ),
    (
      "render", ["--glyphs", "braille"],
      "render: --glyphs expects emoji, unicode or ascii, found 'braille'"
    ),
    (
      "density", ["--limited-width", "half"],
      "density: --limited-width expects on, off or both, found 'half'"
    ),
    ("validate", ["--format", "xml"], "validate: --format expects text or json, found 'xml'"),
    ("serve", ["--log-format", "xml"], "serve: --log-format expects text or json, found 'xml'"),
  ])
  func aValueOutsideAnOptionsChoicesNamesThem(
    command: String, arguments: [String], message: String
  ) throws {
    let options = try #require(Self.commands.first { $0.name == command }?.options)
    do {
      _ = try ArgumentParser(command: command, options: options).parse(arguments)
      Issue.record("\(arguments) was accepted")
    } catch let error as CLIError {
      #expect(error.description == message)
      #expect(error.exitStatus == 2)
    }
    let option = try #require(options.first { "--" + $0.name == arguments[0] })
    for choice in try #require(option.choices) {
      #expect(option.summary?.contains(choice) == true, "help names \(choice)")
    }
  }
}
