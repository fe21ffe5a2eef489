// An activity built for the density tests: its copy fits in English at Large on the larger
// phone, and each test's axis (a narrower phone, a pseudo-language, a German catalog, a
// larger text size) is what makes it not fit.
import Foundation
import GlimpseActivity
import GlimpseUI

struct FitAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    /// The compact trailing text, drawn verbatim (not localized).
    var trailing: String
  }
}

/// Compact leading: the key "Soon" (about 38 pt of the 52.33 pt an iPhone 16 Pro slot has);
/// compact trailing: the state's text; the card: four short lines (98 pt at Large, well
/// over the 160 pt limit at accessibility3).
struct FitLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: FitAttributes.self) { _ in
      VStack(alignment: .leading) {
        Text("Order")
        Text("On its way")
        Text("Two items")
        Text("Card paid")
      }
      .padding()
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text("Order") }
      } compactLeading: {
        Text("Soon")
      } compactTrailing: {
        Text(verbatim: context.state.trailing)
      } minimal: {
        Text(verbatim: "1")
      }
    }
  }
}

enum DensityFixture {
  /// The fixture's preview: state 1 fits everywhere; state 2's trailing text, "12:34 pm",
  /// is about 61 pt: it fits the iPhone 16 Pro Max's 62.33 pt slot, not the iPhone 16
  /// Pro's 52.33 pt, which grows to hold it unless its width is limited.
  @MainActor
  static var previews: [ActivityPreview] {
    [
      ActivityPreview(
        FitLiveActivity(), attributes: FitAttributes(),
        states: [.init(trailing: "12 min"), .init(trailing: "12:34 pm")], name: "fit")
    ]
  }

  /// A folder with a German `Localizable.strings` translating "Soon" to "Bald fertig"
  /// (about 85 pt, wider than either phone's slot); the caller removes it.
  static func germanStrings() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-density-strings-\(UUID().uuidString)")
    let folder = root.appendingPathComponent("de.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(#""Soon" = "Bald fertig";"#.utf8).write(
      to: folder.appendingPathComponent("Localizable.strings"))
    return root
  }
}
