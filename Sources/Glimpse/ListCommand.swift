import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// `glimpse list`: the activities, presentations, devices and themes there are.
@MainActor
enum ListCommand {
  static let options: [ArgumentParser.Option] = [.help]

  static let help = CommandHelp(
    usage: ["glimpse list"],
    about: """
      Lists the activities this build previews, the presentations, the devices and the themes.
      """,
    options: options
  ).text

  static func run(_ arguments: [String], previews: [ActivityPreview]) throws -> ConsoleText {
    let parsed = try ArgumentParser(command: "list", options: options).parse(arguments)
    if parsed.has("help") { return ConsoleText(lines: help.lines) }
    if let extra = parsed.positionals.first {
      throw CLIError.usage("list: unexpected argument '\(extra)'", command: "list")
    }
    var lines = ["ACTIVITIES"]
    // One column of names for all four lists, so every description starts in one column.
    let names =
      previews.map(\.name) + Presentation.allCases.map(\.rawValue) + DeviceProfile.all.map(\.name)
    let nameWidth = (names.map(\.count).max() ?? 0) + 2
    for preview in previews {
      lines.append("  " + pad(preview.name, nameWidth) + preview.summary)
    }
    lines.append("")
    lines.append("PRESENTATIONS")
    for presentation in Presentation.allCases {
      lines.append("  " + pad(presentation.rawValue, nameWidth) + summary(presentation))
    }
    lines.append("")
    lines.append("DEVICES")
    for device in DeviceProfile.all {
      lines.append("  " + pad(device.name, nameWidth) + describe(device))
    }
    lines.append("")
    lines.append("THEMES")
    lines.append(
      "  "
        + BuiltInThemes.shared.names.map { $0 == "dark" ? "dark (default)" : $0 }.joined(
          separator: ", ")
        + ", or a path to a theme file")
    return ConsoleText(lines: lines)
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text + String(repeating: " ", count: max(1, width - text.count))
  }

  static func summary(_ presentation: Presentation) -> String {
    switch presentation {
    case .lockScreen: return "the Lock Screen card (and the banner without an island)"
    case .compact: return "the compact island: leading view, camera, trailing view"
    case .compactLeading: return "the compact leading view alone"
    case .compactTrailing: return "the compact trailing view alone"
    case .minimal: return "the minimal view, attached to the camera and detached"
    case .expanded: return "the expanded island: leading, trailing, center and bottom regions"
    case .standBy: return "the Lock Screen view in StandBy (landscape, 2x)"
    case .watch: return "the Apple Watch Smart Stack tile (small family)"
    case .carPlay: return "the CarPlay dashboard tile (small family)"
    }
  }

  static func describe(_ device: DeviceProfile) -> String {
    func points(_ value: Double) -> String { PresentationOutput.format(value) }
    func columns(_ value: Double) -> Int { ColumnRule.columns(forGap: value) }
    switch device.kind {
    case .iPhone:
      return
        "\(device.displayName) · card \(points(device.cardWidth)) pt = \(columns(device.cardWidth)) col"
        + " · island \(points(device.compactIslandWidth)) pt = \(columns(device.compactIslandWidth)) col"
    case .iPad:
      return
        "\(device.displayName) · Lock Screen only · card \(points(device.cardWidth)) pt = \(columns(device.cardWidth)) col"
    case .watch, .carPlay:
      return
        "\(device.displayName) · tile \(points(device.tileSize.width)) x \(points(device.tileSize.height)) pt"
        + " = \(columns(device.tileSize.width)) col"
    }
  }
}
