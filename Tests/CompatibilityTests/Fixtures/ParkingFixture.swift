// A parking-session Live Activity written the way larger apps organise their widget code:
// custom view modifiers, View extensions, @ViewBuilder helpers, AnyView and availability
// checks inside builders.
#if canImport(ActivityKit)
  import ActivityKit
  import SwiftUI
  import WidgetKit
#else
  import GlimpseUI
#endif

struct ParkingAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var startedAt: Date
    var paidUntil: Date
    var cost: Decimal
    var isExpiringSoon: Bool
    var plate: String
  }

  var zone: String
  var street: String
}

struct LockScreenCard: ViewModifier {
  var tint: Color

  func body(content: Content) -> some View {
    if #available(iOS 17.0, *) {
      content
        .padding(.horizontal)
        .padding(.vertical, 10)
        .containerBackground(for: .widget) { tint.opacity(0.15) }
    } else {
      content
        .padding()
        .background(tint.opacity(0.15))
    }
  }
}

struct Badge: ViewModifier {
  func body(content: Content) -> some View {
    content
      .font(.caption2.weight(.bold))
      .textCase(.uppercase)
      .padding(.horizontal, 6)
      .padding(.vertical, 2)
      .background(Capsule().fill(.orange))
      .foregroundStyle(.black)
  }
}

extension View {
  func lockScreenCard(tint: Color = .blue) -> some View {
    modifier(LockScreenCard(tint: tint))
  }

  func badge() -> some View {
    modifier(Badge())
  }

  @ViewBuilder
  func applyWidgetURL(from string: String?) -> some View {
    if let string, let url = URL(string: string) {
      widgetURL(url)
    } else {
      self
    }
  }
}

struct ParkingView: View {
  let context: ActivityViewContext<ParkingAttributes>
  @Environment(\.isLuminanceReduced) private var isLuminanceReduced
  @AppStorage("currencyCode", store: UserDefaults(suiteName: "group.example.parking"))
  private var currencyCode = "EUR"

  @ViewBuilder
  private var header: some View {
    HStack {
      Text("Zone \(context.attributes.zone)")
        .font(.headline)
      if context.state.isExpiringSoon {
        Text("Expiring").badge()
      }
      Spacer()
      costText
    }
  }

  private var costText: some View {
    Text(context.state.cost, format: .currency(code: currencyCode))
      .font(.subheadline.monospacedDigit())
      .privacySensitive()
  }

  @ViewBuilder
  private func detailRow(_ title: LocalizedStringKey, value: String) -> some View {
    HStack {
      Text(title)
        .foregroundStyle(.secondary)
      Spacer()
      Text(value)
        .lineLimit(1)
    }
    .font(.caption)
  }

  private func countdown() -> AnyView {
    if isLuminanceReduced {
      return AnyView(Text(context.state.paidUntil, style: .time))
    }
    return AnyView(
      Text(timerInterval: context.state.startedAt...context.state.paidUntil, countsDown: true)
        .font(.title.bold())
        .monospacedDigit())
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 6) {
      header
      Group {
        detailRow("Street", value: context.attributes.street)
        detailRow("Plate", value: context.state.plate)
      }
      .foregroundStyle(.primary)
      countdown()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .lockScreenCard(tint: context.state.isExpiringSoon ? .orange : .blue)
    .applyWidgetURL(from: "parking://session/\(context.attributes.zone)")
  }
}

struct ParkingPlaceholderView: View {
  var body: some View {
    ParkingView(
      context: ActivityViewContext(
        attributes: ParkingSamples.attributes, state: ParkingSamples.state, isStale: false)
    )
    .redacted(reason: .placeholder)
  }
}

struct ParkingLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: ParkingAttributes.self) { context in
      if context.isStale {
        Label("Session ended", systemImage: "parkingsign.circle")
          .padding()
      } else {
        ParkingView(context: context)
      }
    } dynamicIsland: { context in
      island(for: context)
    }
  }

  private func island(for context: ActivityViewContext<ParkingAttributes>) -> DynamicIsland {
    DynamicIsland {
      DynamicIslandExpandedRegion(.leading) {
        Image(systemName: "parkingsign.circle.fill")
          .font(.title)
      }
      DynamicIslandExpandedRegion(.trailing) {
        Text(context.state.paidUntil, style: .relative)
          .frame(maxWidth: 60)
      }
      DynamicIslandExpandedRegion(.bottom) {
        Group {
          if context.state.isExpiringSoon {
            Text("Extend in the app").badge()
          } else {
            Text(context.attributes.street)
          }
        }
        .font(.caption)
      }
    } compactLeading: {
      Image(systemName: "p.circle")
    } compactTrailing: {
      Text(timerInterval: Date.now...max(Date.now, context.state.paidUntil))
        .frame(maxWidth: 48)
    } minimal: {
      Image(systemName: "p.circle")
    }
  }
}

enum ParkingSamples {
  static let attributes = ParkingAttributes(zone: "4012", street: "Rue de la Paix")
  static let state = ParkingAttributes.ContentState(
    startedAt: Date(timeIntervalSinceReferenceDate: -1_800),
    paidUntil: Date(timeIntervalSinceReferenceDate: 5_400), cost: 3.5, isExpiringSoon: true,
    plate: "AB-123-CD")
}
