import GlimpseLayout

/// `--color`: whether output is coloured, with one meaning in every command that draws
/// (render, preview, and the commands that hand their options to them).
enum ColorChoice: String, CaseIterable, CustomStringConvertible {
  /// No colour, whatever the terminal and the format.
  case never
  /// Colour on a terminal, at the depth it declares, unless `NO_COLOR` is set.
  case auto
  /// Colour even where `auto` gives none (piped output, `NO_COLOR`, `TERM=dumb`), at the
  /// depth the terminal declares, or 256 colours where it declares none.
  case always

  var description: String { rawValue }

  /// The option's declaration (the parser refuses any other value).
  static let option = ArgumentParser.Option.choice(
    "color", "C", allCases.map(\.rawValue), default: ColorChoice.auto.rawValue,
    "; NO_COLOR is honoured")

  /// The choice `parsed` gives (`auto` when none).
  init(_ parsed: ArgumentParser.Result) {
    self = parsed.value("color").flatMap(ColorChoice.init(rawValue:)) ?? .auto
  }

  /// The colour depth to draw at, on a terminal or not, in `environment`.
  func depth(isTerminal: Bool, environment: [String: String]) -> ColorDepth {
    switch self {
    case .never: return .none
    case .auto: return isTerminal ? ColorDepth.detect(environment: environment) : .none
    case .always: return Self.declaredDepth(environment)
    }
  }

  /// The depth the terminal declares (`COLORTERM`, `TERM`), `NO_COLOR` aside, or 256
  /// colours where it declares none.
  static func declaredDepth(_ environment: [String: String]) -> ColorDepth {
    var environment = environment
    environment["NO_COLOR"] = nil
    let depth = ColorDepth.detect(environment: environment)
    return depth == .none ? .palette256 : depth
  }
}
