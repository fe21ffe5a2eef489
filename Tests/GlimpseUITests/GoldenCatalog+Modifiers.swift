import GlimpseUI
import GlimpseUIKit
import GlimpseWidgetKit

extension GoldenCatalog {
  // MARK: Modifiers

  static let modifiers: [GoldenCase] = [
    golden("padding-default", widths: ansiWidths, format: .styled) {
      Text("Pad").padding().background(Color.gray)
    },
    golden("padding-horizontal", widths: ansiWidths, format: .styled) {
      Text("Pad").padding(.horizontal, 14).background(Color.gray)
    },
    golden("padding-leading") {
      HStack(spacing: 0) {
        Text("[")
        Text("x").padding(.leading, 21)
        Text("]")
      }
    },
    golden("padding-vertical", widths: ansiWidths, format: .styled) {
      Text("Pad").padding(.vertical).background(Color.gray)
    },
    golden("padding-length", widths: ansiWidths, format: .styled) {
      Text("Pad").padding(20).background(Color.gray)
    },
    golden("padding-small") {
      HStack(spacing: 0) {
        Text("[")
        Text("x").padding(3)
        Text("]")
      }
    },
    golden("padding-insets", widths: ansiWidths, format: .styled) {
      Text("Pad").padding(EdgeInsets(top: 20, leading: 7, bottom: 0, trailing: 14))
        .background(Color.gray)
    },
    golden("border-padded") { Text("Pad").padding().border(.gray) },
    golden("border-tight") {
      Text("Fixed").frame(width: 70, height: 40).border(.gray)
    },
    golden("frame-fixed", widths: ansiWidths, format: .styled) {
      Text("Fixed").frame(width: 70, height: 40).background(Color.gray)
    },
    golden("frame-fixed-top-leading", widths: ansiWidths, format: .styled) {
      Text("TL").frame(width: 56, height: 60, alignment: .topLeading).background(Color.gray)
    },
    golden("frame-fixed-bottom-trailing", widths: ansiWidths, format: .styled) {
      Text("BR").frame(width: 56, height: 60, alignment: .bottomTrailing).background(Color.gray)
    },
    golden("frame-fixed-narrow-text") {
      Text("Wraps inside").frame(width: 35)
    },
    golden("frame-max-width-infinity", widths: ansiWidths, format: .styled) {
      Text("Fill").frame(maxWidth: .infinity).background(Color.gray)
    },
    golden("frame-max-width-leading", widths: ansiWidths, format: .styled) {
      Text("Left").frame(maxWidth: .infinity, alignment: .leading).background(Color.gray)
    },
    golden("frame-min-width", widths: ansiWidths, format: .styled) {
      Text("Min").frame(minWidth: 70).background(Color.gray)
    },
    golden("frame-max-width") { Text(longText).frame(maxWidth: 70) },
    golden("frame-min-height", widths: ansiWidths, format: .styled) {
      Text("Tall").frame(minHeight: 60).background(Color.gray)
    },
    golden("frame-ideal-width") {
      HStack(spacing: 0) {
        Text("[")
        Text("Ideal").frame(idealWidth: 70).fixedSize()
        Text("]")
      }
    },
    golden("fixed-size") {
      Text("Does not wrap").fixedSize().frame(width: 35)
    },
    golden("fixed-size-vertical") {
      Text("Wraps but keeps all lines")
        .fixedSize(horizontal: false, vertical: true).frame(width: 56)
    },
    golden("line-limit-1") { Text(longText).lineLimit(1) },
    golden("line-limit-2") { Text(longText).lineLimit(2) },
    golden("line-limit-reserves-space") {
      VStack(alignment: .leading, spacing: 0) {
        Text("Short").lineLimit(3, reservesSpace: true)
        Text("below")
      }
    },
    golden("line-limit-range") {
      VStack(alignment: .leading, spacing: 0) {
        Text("Short").lineLimit(2...4)
        Text(longText).lineLimit(2...4)
        Text("below")
      }
    },
    golden("truncation-head") { Text(longText).lineLimit(1).truncationMode(.head) },
    golden("truncation-middle") { Text(longText).lineLimit(1).truncationMode(.middle) },
    golden("multiline-center") {
      Text("Centred lines of wrapped text").multilineTextAlignment(.center)
    },
    golden("multiline-trailing") {
      Text("Trailing lines of wrapped text").multilineTextAlignment(.trailing)
    },
    golden("minimum-scale-factor") {
      Text("Would shrink on a phone").lineLimit(1).minimumScaleFactor(0.5)
    },
    golden("monospaced-digit") { Text("12:05").monospacedDigit() },
    golden("text-case") {
      VStack {
        Text("Arriving Soon").textCase(.uppercase)
        Text("QUIET PLEASE").textCase(.lowercase)
        Text("As Written").textCase(nil)
      }
    },
    golden("layout-priority") {
      HStack {
        Text("Low priority words").lineLimit(1)
        Text("High priority").lineLimit(1).layoutPriority(1)
      }
    },
    golden("layout-priority-none") {
      HStack {
        Text("Low priority words").lineLimit(1)
        Text("High priority").lineLimit(1)
      }
    },
    golden("background-view") {
      Text("Front").background { Text("Back-words") }
    },
    golden("overlay-view") {
      Text("Ring")
        .frame(width: 56, height: 40)
        .overlay(alignment: .topTrailing) { Text("•") }
    },
    golden("overlay-stroke-tall") {
      Text("Boxed").padding(.vertical, 20).overlay { RoundedRectangle(cornerRadius: 6).stroke() }
    },
    golden("overlay-stroke-one-row") {
      Text("Boxed").padding(7).overlay { RoundedRectangle(cornerRadius: 6).stroke() }
    },
    golden("clip-shape") {
      Text("ABCDEFGHIJ").fixedSize().frame(width: 35).clipShape(Capsule())
    },
    golden("clipped") {
      Text("ABCDEFGHIJ").fixedSize().frame(width: 35).clipped()
    },
    golden("corner-radius", widths: ansiWidths, format: .styled) {
      Text("Corner").padding(.horizontal, 7).background(Color.blue).cornerRadius(8)
    },
    golden("opacity") {
      VStack(alignment: .leading) {
        Text("Full").opacity(1)
        Text("Half").opacity(0.5)
        Text("Gone").opacity(0)
        Text("After")
      }
    },
    golden("ansi-opacity", widths: ansiWidths, format: .styled) {
      VStack(alignment: .leading) {
        Text("Full").opacity(1)
        Text("Half").opacity(0.5)
      }
    },
    golden("offset") {
      VStack(alignment: .leading) {
        Text("Row one")
        Text("Shift").offset(x: 21)
        Text("Row three")
      }
    },
    golden("offset-vertical") {
      VStack(alignment: .leading) {
        Text("Row one")
        Text("Down").offset(y: 20)
        Text("Row three")
      }
    },
    golden("position") { Text("Here").position(x: 70, y: 30).frame(height: 60) },
    golden("hidden") {
      HStack {
        Text("Shown")
        Text("Hidden").hidden()
        Text("End")
      }
    },
    golden("redacted-placeholder") { Text("Secret 1234").redacted(reason: .placeholder) },
    golden("privacy-sensitive-redacted") {
      VStack(alignment: .leading) {
        Text("Public")
        Text("Card 4242").privacySensitive()
      }
      .redacted(reason: .privacy)
    },
    golden("privacy-sensitive-unredacted") {
      VStack(alignment: .leading) {
        Text("Public")
        Text("Card 4242").privacySensitive()
      }
    },
  ]

  // MARK: Accepted modifiers (drawn as if absent)

  static let acceptedModifiers: [GoldenCase] = [
    golden("accepted-modifiers") { AcceptedModifiersView() },
    golden("link") {
      Link("Track order", destination: URL(string: "https://example.com/track")!)
    },
  ]

  // MARK: The rest of the surface

  static let surface: [GoldenCase] = [
    golden("foreach-range") {
      HStack {
        ForEach(0..<4) { index in Text("\(index)") }
      }
    },
    golden("foreach-identifiable") {
      VStack(alignment: .leading) {
        ForEach(["Pizza", "Salad", "Soda"], id: \.self) { item in Text("• \(item)") }
      }
    },
    golden("group-modifier") {
      VStack {
        Group {
          Text("one")
          Text("two")
        }
        .textCase(.uppercase)
      }
    },
    golden("view-that-fits") {
      ViewThatFits {
        Text("Arriving in 5 minutes")
        Text("5 min")
        Text("5m")
      }
    },
    golden("view-builder-conditions") { ConditionalView(flag: true, name: nil) },
    golden("empty-view") { EmptyView() },
    golden("color-scheme-environment") {
      VStack {
        SchemeName()
        SchemeName().environment(\.colorScheme, .light)
      }
    },
    golden("ansi-asset-and-uikit", widths: ansiWidths, format: .styled) {
      VStack(alignment: .leading) {
        Text("Brand").foregroundStyle(Color("BrandColor"))
        Text("UIKit").foregroundStyle(Color(uiColor: .systemRed))
      }
    },
    golden("container-background") {
      Text("Widget").containerBackground(.blue, for: .widget)
    },
  ]
}

/// Each accepted (no-op) modifier on a line: drawn exactly as the plain texts would be.
struct AcceptedModifiersView: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("shadow").shadow(color: .black, radius: 2, x: 1, y: 1)
      Text("blur").blur(radius: 3)
      Text("scale").scaleEffect(1.5)
      Text("rotation").rotationEffect(.degrees(45))
      Text("animation").animation(.easeInOut, value: 1)
      Text("transition").transition(.opacity)
      Text("content").contentTransition(.numericText())
      Image(systemName: "bell").symbolEffect(.pulse)
      Text("id").id("stable")
      Text("a11y").accessibilityLabel("Accessible").accessibilityHidden(false)
      Text("url").widgetURL(URL(string: "https://example.com"))
    }
  }
}

/// The same lines without the modifiers.
struct PlainModifiersView: View {
  var body: some View {
    VStack(alignment: .leading) {
      Text("shadow")
      Text("blur")
      Text("scale")
      Text("rotation")
      Text("animation")
      Text("transition")
      Text("content")
      Image(systemName: "bell")
      Text("id")
      Text("a11y")
      Text("url")
    }
  }
}

/// `@ViewBuilder` control flow: if/else, if-let, switch.
struct ConditionalView: View {
  let flag: Bool
  let name: String?

  var body: some View {
    VStack(alignment: .leading) {
      if flag {
        Text("flag on")
      } else {
        Text("flag off")
      }
      if let name {
        Text(name)
      }
      switch name {
      case .some: Text("named")
      case .none: Text("anonymous")
      }
    }
  }
}

/// Shows the colour scheme it reads from the environment.
struct SchemeName: View {
  @Environment(\.colorScheme) var colorScheme

  var body: some View {
    Text(colorScheme == .dark ? "Dark" : "Light")
  }
}
