import GlimpseLayout
import GlimpseUI
import SwiftUI
import Testing

// Preference keys as widget code declares them (Swift 5 mode: a `static var` default).
private struct RowWidthKey: PreferenceKey {
  static var defaultValue: CGFloat = 0
  static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
    value = max(value, nextValue())
  }
}

private struct BadgeKey: PreferenceKey {
  typealias Value = String?
  static func reduce(value: inout String?, nextValue: () -> String?) {
    value = value ?? nextValue()
  }
}

private struct MeasuredRow: View {
  @State private var width: CGFloat = 0

  var body: some View {
    Text("Gate B12")
      .background(
        GeometryReader { proxy in
          Color.clear.preference(key: RowWidthKey.self, value: proxy.size.width)
        }
      )
      .preference(key: BadgeKey.self, value: "late")
      .transformPreference(BadgeKey.self) { value in value = value?.uppercased() }
      .onPreferenceChange(RowWidthKey.self) { width = $0 }
      .overlayPreferenceValue(BadgeKey.self) { badge in
        Text(badge ?? "on time").font(.caption)
      }
      .backgroundPreferenceValue(RowWidthKey.self) { width in
        Text(width == 0 ? "" : "measured")
      }
  }
}

/// `PreferenceKey` compiles as Apple's, and what reads a preference draws from the key's
/// default value (values are not collected: a Live Activity is drawn once a state).
@MainActor
@Suite struct PreferenceKeyTests {
  @Test func preferencesCompileAndReadersDrawTheDefault() {
    #expect(BadgeKey.defaultValue == nil, "an optional value defaults to nil")
    let text = Snapshot(MeasuredRow(), width: 20, height: 1).canvas.plainText
    #expect(text.contains("on time"), "\(text)")
    #expect(!text.contains("measured"))
  }
}
