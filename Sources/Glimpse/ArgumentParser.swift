import GlimpseLayout

/// A small command-line parser: options with values (`--device iphone-16-pro` or
/// `--device=iphone-16-pro`), flags (`--stale`), and positional arguments, with one-line
/// errors for anything it does not know.
struct ArgumentParser {
  /// An option a command accepts, declared once with the words its help shows
  /// (``CommandHelp`` lists a command's options from these declarations).
  struct Option {
    let name: String
    let takesValue: Bool
    let repeatable: Bool
    /// The value's placeholder in help (`D`, `FILE`); nil for a flag.
    let placeholder: String?
    /// What the option does, as help shows it; nil for an option a command is given by
    /// another (`--watch-status`), which help does not list.
    var summary: String?
    /// The values it takes, when they are a fixed list: the parser refuses any other, and
    /// help and the error name them from this one list.
    var choices: [String]? = nil

    /// An option that takes a value: `--name PLACEHOLDER`.
    static func value(
      _ name: String, _ placeholder: String, repeatable: Bool = false, _ summary: String?
    ) -> Option {
      Option(
        name: name, takesValue: true, repeatable: repeatable, placeholder: placeholder,
        summary: summary)
    }

    /// An option that takes one of `choices`: its help is the choices (the default
    /// marked), then `more`.
    static func choice(
      _ name: String, _ placeholder: String, _ choices: [String], default chosen: String? = nil,
      _ more: String = ""
    ) -> Option {
      var option = value(
        name, placeholder, CommandHelp.choices(choices, default: chosen) + more)
      option.choices = choices
      return option
    }

    /// An option without a value: `--name`.
    static func flag(_ name: String, _ summary: String?) -> Option {
      Option(name: name, takesValue: false, repeatable: false, placeholder: nil, summary: summary)
    }

    /// The same option, described in other words where a command uses it differently.
    func summarized(_ summary: String) -> Option {
      var option = self
      option.summary = summary
      return option
    }

    /// `--help`, which every command takes.
    static let help = flag("help", "show this help")
  }

  /// What was parsed.
  struct Result {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) }
  }

  let command: String
  let options: [Option]

  /// Parses `arguments` (without the command name itself).
  func parse(_ arguments: [String]) throws -> Result {
    var result = Result()
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
        result.positionals.append(argument)
        continue
      }
      if argument == "--" {
        onlyPositionals = true
        continue
      }
      var name = argument
      var inline: String?
      if let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inline = String(argument[argument.index(after: equals)...])
      }
      guard let option = options.first(where: { "--" + $0.name == name }) else {
        throw CLIError.usage("\(command): unknown option '\(name)'", command: command)
      }
      if option.takesValue {
        let value: String
        if let inline {
          value = inline
        } else if index < arguments.count, !arguments[index].hasPrefix("--") {
          value = arguments[index]
          index += 1
        } else {
          throw CLIError.usage(
            "\(command): option '--\(option.name)' needs a value", command: command)
        }
        if let choices = option.choices, !choices.contains(value) {
          throw CLIError.usage(
            "\(command): --\(option.name) expects \(CommandHelp.choices(choices)), found '\(value)'",
            command: command)
        }
        if !option.repeatable, result.values[option.name] != nil {
          throw CLIError.usage(
            "\(command): option '--\(option.name)' given twice", command: command)
        }
        result.values[option.name, default: []].append(value)
      } else {
        if inline != nil {
          throw CLIError.usage(
            "\(command): option '--\(option.name)' takes no value", command: command)
        }
        result.flags.insert(option.name)
      }
    }
    return result
  }
}

/// An error the command line reports as one line, with an exit status.
enum CLIError: Error, CustomStringConvertible {
  /// A bad command line: the message, then a hint to run `--help`. Exit status 2.
  case usage(String, command: String)
  /// Something that could not be done, such as a file that does not decode. Exit status 1.
  case failure(String)
  /// Input that cannot be used (`glimpse open` on a folder with no Swift files, say): one
  /// line naming it, and no hint. Exit status 2.
  case refused(String)
  /// The preview was stopped by a signal (SIGTERM, SIGHUP, or SIGINT, which Ctrl-C also
  /// counts as) after restoring the terminal: nothing to say, exit status 128 + the
  /// signal's number, as a shell reports a command a signal ended.
  case stopped(signal: Int32)
  /// The command ran, and its output (on standard output, as when it succeeds) reports a
  /// problem, such as a payload the device would drop. Exit status 1.
  case reported(ConsoleText)

  var description: String {
    switch self {
    case .usage(let message, _): return message
    case .failure(let message), .refused(let message): return message
    case .stopped, .reported: return ""
    }
  }

  var exitStatus: Int32 {
    switch self {
    case .usage, .refused: return 2
    case .failure, .reported: return 1
    case .stopped(let signal): return 128 + signal
    }
  }
}
