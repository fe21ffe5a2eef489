/// How many colours a terminal can show.
public enum ColorDepth: String, Hashable, Sendable, CaseIterable {
  /// 24-bit colour.
  case trueColor = "truecolor"
  /// The xterm 256-colour palette.
  case palette256 = "256"
  /// The 16 ANSI colours.
  case ansi16 = "16"
  /// No colour at all (attributes such as bold still show).
  case none

  /// The depth a terminal is likely to support, from its environment variables:
  /// `NO_COLOR` (any value) means none, `COLORTERM=truecolor|24bit` truecolor, a `TERM`
  /// containing `256color` 256 colours, `dumb` or an empty `TERM` none, anything else 16.
  public static func detect(environment: [String: String]) -> ColorDepth {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    let term = environment["TERM"] ?? ""
    if term.isEmpty || term == "dumb" { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if term.contains("256color") || term.contains("direct") { return .palette256 }
    return .ansi16
  }
}

extension TerminalColor {
  /// The nearest entry of the xterm 256-colour palette (16...255).
  public var paletteIndex256: Int {
    let (r, g, b) = (Int(red), Int(green), Int(blue))
    func cubeLevel(_ value: Int) -> Int {
      value < 48 ? 0 : value < 115 ? 1 : (value - 35) / 40
    }
    let levels = [0, 95, 135, 175, 215, 255]
    let (cr, cg, cb) = (cubeLevel(r), cubeLevel(g), cubeLevel(b))
    let cubeIndex = 16 + 36 * cr + 6 * cg + cb
    let cubeDistance = distance(levels[cr], levels[cg], levels[cb])
    let average = (r + g + b) / 3
    let grayStep = average > 238 ? 23 : max(0, (average - 3) / 10)
    let grayValue = 8 + 10 * grayStep
    let grayDistance = distance(grayValue, grayValue, grayValue)
    return grayDistance < cubeDistance ? 232 + grayStep : cubeIndex
  }

  /// The nearest of the 16 ANSI colours (0...15).
  public var ansiIndex16: Int {
    let palette: [(Int, Int, Int)] = [
      (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0),
      (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
      (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0),
      (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]
    var best = 0
    var bestDistance = Int.max
    for (index, entry) in palette.enumerated() {
      let candidate = distance(entry.0, entry.1, entry.2)
      if candidate < bestDistance {
        best = index
        bestDistance = candidate
      }
    }
    return best
  }

  private func distance(_ r: Int, _ g: Int, _ b: Int) -> Int {
    let dr = r - Int(red)
    let dg = g - Int(green)
    let db = b - Int(blue)
    return 2 * dr * dr + 4 * dg * dg + 3 * db * db
  }
}
