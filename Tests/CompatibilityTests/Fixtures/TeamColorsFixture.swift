// A match Live Activity coloured by the teams' brand colours, in the UIKit shapes widget
// code uses to derive readable text: a hex initialiser in a UIColor extension, relative
// luminance from getRed, cgColor.components, a dynamic UIColor for the card, system colours
// through Color(uiColor:), and UIFont text styles through Font(_:).
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import UIKit
  import WidgetKit
#else
  import GlimpseUI
#endif

extension UIColor {
  convenience init?(hexString: String) {
    var hex = hexString.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    if hex.hasPrefix("#") { hex.removeFirst() }
    guard hex.count == 6, let value = UInt64(hex, radix: 16) else { return nil }
    self.init(
      red: CGFloat((value & 0xFF0000) >> 16) / 255.0,
      green: CGFloat((value & 0x00FF00) >> 8) / 255.0,
      blue: CGFloat(value & 0x0000FF) / 255.0,
      alpha: 1.0)
  }

  /// Relative luminance (WCAG 2).
  var relativeLuminance: CGFloat {
    var red: CGFloat = 0
    var green: CGFloat = 0
    var blue: CGFloat = 0
    var alpha: CGFloat = 0
    guard getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return 0 }
    let channel = { (value: CGFloat) -> CGFloat in
      value <= 0.03928 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)
  }

  /// The contrast ratio between two colours (1...21).
  func contrastRatio(with other: UIColor) -> CGFloat {
    let lighter = max(relativeLuminance, other.relativeLuminance)
    let darker = min(relativeLuminance, other.relativeLuminance)
    return (lighter + 0.05) / (darker + 0.05)
  }

  /// White or black, whichever contrasts more with this colour.
  var readableTextColor: UIColor {
    contrastRatio(with: .white) >= contrastRatio(with: .black) ? .white : .black
  }

  /// Whether the colour is light, from its Core Graphics components.
  var isLight: Bool {
    guard let components = cgColor.components, components.count >= 3 else {
      return (cgColor.components?.first ?? 0) > 0.5
    }
    let brightness = (components[0] * 299 + components[1] * 587 + components[2] * 114) / 1000
    return brightness > 0.5
  }

  static let cardBackground = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(white: 0.11, alpha: 1) : UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
  }
}

struct TeamMatchAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var homeScore: Int
    var awayScore: Int
    var period: String
  }

  var homeName: String
  var homeHex: String
  var awayName: String
  var awayHex: String
}

struct TeamBadge: View {
  let name: String
  let hex: String

  private var teamColor: UIColor { UIColor(hexString: hex) ?? .systemGray }

  var body: some View {
    Text(name)
      .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
      .foregroundStyle(Color(uiColor: teamColor.readableTextColor))
      .padding(.horizontal, 8)
      .background(Color(teamColor))
  }
}

struct TeamMatchView: View {
  let context: ActivityViewContext<TeamMatchAttributes>

  var body: some View {
    VStack(alignment: .leading, spacing: 4) {
      HStack {
        TeamBadge(name: context.attributes.homeName, hex: context.attributes.homeHex)
        Spacer()
        Text("\(context.state.homeScore) – \(context.state.awayScore)")
          .font(Font(UIFont.monospacedDigitSystemFont(ofSize: 22, weight: .bold)))
        Spacer()
        TeamBadge(name: context.attributes.awayName, hex: context.attributes.awayHex)
      }
      Text(context.state.period)
        .font(Font(UIFont.systemFont(ofSize: 13, weight: .regular)))
        .foregroundStyle(Color(uiColor: .secondaryLabel))
    }
    .padding(14)
    .activityBackgroundTint(Color(uiColor: .cardBackground))
  }
}

struct TeamMatchLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: TeamMatchAttributes.self) { context in
      TeamMatchView(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) {
          Text("\(context.state.homeScore) – \(context.state.awayScore)")
        }
      } compactLeading: {
        Text("\(context.state.homeScore)")
          .foregroundStyle(Color(UIColor(hexString: context.attributes.homeHex) ?? .label))
      } compactTrailing: {
        Text("\(context.state.awayScore)")
      } minimal: {
        Text("\(context.state.homeScore)")
      }
    }
  }
}

enum TeamMatchSamples {
  /// A yellow home team (dark text reads on it) and a navy away team (white text).
  static let attributes = TeamMatchAttributes(
    homeName: "Wasps", homeHex: "#FFCC00", awayName: "Navy", awayHex: "#001F5B")
  static let secondHalf = TeamMatchAttributes.ContentState(
    homeScore: 2, awayScore: 1, period: "2nd half · 67′")
}
