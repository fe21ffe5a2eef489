import GlimpseUI

/// Every view the goldens cover: each view and modifier issue 2 lists.
enum GoldenCatalog {
  static let all: [GoldenCase] =
    text + labels + images + stacks + containers + shapes + progress + colors + fonts
    + modifiers + acceptedModifiers + surface

  static let longText =
    "Your courier Marco has picked up your order from Luigi's Pizzeria and is on his way"

  // MARK: Text

  static let text: [GoldenCase] = [
    golden("text-plain") { Text("Your order is on its way") },
    golden("text-interpolation") {
      let minutes = 5
      let name = "Marco"
      Text("\(name) arrives in \(minutes) min")
    },
    golden("text-interpolation-specifier") {
      let distance = 2.456
      Text("\(distance, specifier: "%.1f") km away")
    },
    golden("text-interpolated-text") { Text("ETA \(Text("12:30").bold()) today") },
    golden("text-verbatim") { Text(verbatim: "100% sure, %@ stays, \\(x) too") },
    golden("text-format-number") {
      VStack(alignment: .leading) {
        Text(1234.5, format: .number)
        Text(0.42, format: .percent)
        Text(12.5, format: .currency(code: "USD"))
      }
    },
    golden("text-format-interpolation") {
      Text("Total \(24.5, format: .currency(code: "EUR")) for \(3, format: .number) items")
    },
    golden("text-concatenation") {
      Text("Driver ").bold() + Text("Marco").foregroundColor(.blue) + Text(" is 5 min away")
    },
    golden("text-inline-image") { Text("\(Image(systemName: "car.fill")) 5 min away") },
    golden("text-image-concatenation") {
      Text(Image(systemName: "bolt.fill")) + Text(" Charging")
    },
    golden("text-emoji") { Text("🚕 Ride ready 👍🏽 👨‍👩‍👧 go") },
    golden("text-emoji-flag") { Text("Made in 🇯🇵 and 🇫🇷") },
    golden("text-cjk-japanese") { Text("配達員が向かっています") },
    golden("text-cjk-korean") {
      Text("배달이 시작되었습니다 곧 도착")
    },
    golden("text-cjk-mixed") { Text("Order 注文 #42 配達中") },
    golden("text-combining-marks") {
      Text("Cafe\u{301} re\u{301}sume\u{301} nai\u{308}ve")
    },
    golden("text-newlines") { Text("Line one\nLine two\r\nLine three") },
    golden("text-long", widths: [1, 2, 5, 16, 40, 80]) { Text(longText) },
    golden("text-long-word") { Text("Supercalifragilisticexpialidocious!") },
  ]

  // MARK: Label

  static let labels: [GoldenCase] = [
    golden("label-system-image") { Label("Delivery", systemImage: "box.truck.fill") },
    golden("label-closures") {
      Label {
        Text("Arriving")
      } icon: {
        Image(systemName: "clock")
      }
    },
    golden("label-title-only") {
      Label("Delivery", systemImage: "car.fill").labelStyle(.titleOnly)
    },
    golden("label-title-and-icon") {
      Label("Delivery", systemImage: "car.fill").labelStyle(.titleAndIcon)
    },
    golden("label-long-title") { Label(longText, systemImage: "bicycle") },
  ]

  // MARK: Image

  static let images: [GoldenCase] = [
    golden("image-symbol") { Image(systemName: "car.fill") },
    golden("image-symbol-unknown") { Image(systemName: "glimpse.no.such.symbol") },
    golden("image-symbol-row") {
      HStack {
        Image(systemName: "bolt.fill")
        Image(systemName: "heart")
        Image(systemName: "checkmark.circle.fill")
      }
    },
    golden("image-asset") { Image("logo") },
    golden("image-asset-resizable") { Image("logo").resizable().frame(width: 84, height: 60) },
    golden("image-symbol-resizable") {
      Image(systemName: "car.fill").resizable().frame(width: 35, height: 20)
    },
    golden("image-rendering-modes") {
      HStack {
        Image(systemName: "star.fill").renderingMode(.template)
        Image(systemName: "star.fill").symbolRenderingMode(.multicolor)
        Image(systemName: "star.fill").renderingMode(.original)
      }
    },
  ]

  // MARK: Stacks

  static let stacks: [GoldenCase] = [
    golden("hstack-default-spacing") {
      HStack {
        Text("A")
        Text("B")
        Text("C")
      }
    },
    golden("hstack-spacing") {
      HStack(spacing: 14) {
        Text("A")
        Text("B")
        Text("C")
      }
    },
    golden("hstack-zero-spacing") {
      HStack(spacing: 0) {
        Text("A")
        Text("B")
        Text("C")
      }
    },
    golden("hstack-align-top") {
      HStack(alignment: .top) {
        Text("One\nTwo\nThree")
        Text("Top")
      }
    },
    golden("hstack-align-center") {
      HStack {
        Text("One\nTwo\nThree")
        Text("Mid")
      }
    },
    golden("hstack-align-bottom") {
      HStack(alignment: .bottom) {
        Text("One\nTwo\nThree")
        Text("Low")
      }
    },
    golden("hstack-two-texts") {
      HStack {
        Text("Luigi's Pizzeria")
        Text("12:45 PM")
      }
    },
    golden("vstack-align-leading") {
      VStack(alignment: .leading) {
        Text("Short")
        Text("A longer line")
      }
    },
    golden("vstack-align-center") {
      VStack {
        Text("Short")
        Text("A longer line")
      }
    },
    golden("vstack-align-trailing") {
      VStack(alignment: .trailing) {
        Text("Short")
        Text("A longer line")
      }
    },
    golden("vstack-spacing") {
      VStack(spacing: 20) {
        Text("Above")
        Text("Below")
      }
    },
    golden("vstack-small-spacing") {
      VStack(spacing: 6) {
        Text("Above")
        Text("Below")
      }
    },
    golden("zstack-center") {
      ZStack {
        Text("Background text")
        Text("Top")
      }
    },
    golden("zstack-top-leading") {
      ZStack(alignment: .topLeading) {
        Text("Row one\nRow two")
        Text("X")
      }
    },
    golden("zstack-bottom-trailing") {
      ZStack(alignment: .bottomTrailing) {
        Text("Row one\nRow two")
        Text("X")
      }
    },
    golden("spacer-between") {
      HStack {
        Text("Left")
        Spacer()
        Text("Right")
      }
    },
    golden("spacer-min-length") {
      HStack {
        Text("Left")
        Spacer(minLength: 21)
        Text("Right")
      }
    },
    golden("spacer-zero-min-length") {
      HStack {
        Text("Left")
        Spacer(minLength: 0)
        Text("Right")
      }
    },
    golden("spacer-vertical", height: 4) {
      VStack {
        Text("Top")
        Spacer()
        Text("Bottom")
      }
    },
    golden("spacer-vertical-default") {
      VStack {
        Text("Top")
        Spacer()
        Text("End")
      }
    },
    golden("spacer-vertical-min-length") {
      VStack {
        Text("Top")
        Spacer(minLength: 20)
        Text("End")
      }
    },
    golden("divider-vstack") {
      VStack {
        Text("Above")
        Divider()
        Text("Below")
      }
    },
    golden("divider-hstack") {
      HStack {
        Text("Left")
        Divider()
        Text("Right")
      }
    },
  ]

  // MARK: Containers

  static let containers: [GoldenCase] = [
    golden("geometry-reader-size") {
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width)) x \(Int(proxy.size.height)) pt")
      }
    },
    golden("geometry-reader-bar") {
      GeometryReader { proxy in
        Capsule().fill(.green).frame(width: proxy.size.width * 0.5, height: 20)
      }
      .frame(height: 20)
    },
    golden("groupbox-title") { GroupBox("Order") { Text("2 items, $24.50") } },
    golden("groupbox-plain") { GroupBox { Text("Plain box") } },
    golden("groupbox-label") {
      GroupBox {
        Text("Marco, 5 min")
      } label: {
        Label("Courier", systemImage: "bicycle")
      }
    },
  ]

  // MARK: Shapes

  static let shapes: [GoldenCase] = [
    golden("shape-rectangle-fill-row") { Rectangle().fill(.blue).frame(height: 20) },
    golden("shape-rectangle-stroke") { Rectangle().stroke(.red).frame(height: 60) },
    golden("shape-rounded-stroke-border") {
      RoundedRectangle(cornerRadius: 8).strokeBorder(.green, lineWidth: 2).frame(height: 60)
    },
    golden("shape-capsule-fill") { Capsule().fill(.orange).frame(height: 20) },
    golden("shape-capsule-trim") {
      Capsule().trim(from: 0, to: 0.5).fill(.orange).frame(height: 20)
    },
    golden("shape-circle-fill") {
      Circle().fill(.red).frame(width: 20, height: 20)
    },
    golden("shape-circle-stroke") {
      Circle().stroke(.red).frame(width: 20, height: 20)
    },
    golden("shape-circle-trim-ring") {
      HStack {
        Circle().trim(from: 0, to: 0.1).stroke(.green, lineWidth: 3).frame(width: 20, height: 20)
        Circle().trim(from: 0, to: 0.3).stroke(.green, lineWidth: 3).frame(width: 20, height: 20)
        Circle().trim(from: 0, to: 0.6).stroke(.green, lineWidth: 3).frame(width: 20, height: 20)
        Circle().trim(from: 0.2, to: 1).stroke(.green, lineWidth: 3).frame(width: 20, height: 20)
        Circle().trim(from: 0, to: 1).fill(.green).frame(width: 20, height: 20)
      }
    },
    golden("shape-container-relative") {
      ContainerRelativeShape().stroke(.gray).frame(height: 60)
    },
    golden("shape-custom-stroke") { Triangle().stroke(.yellow).frame(height: 60) },
    golden("shape-custom-fill-row") { Triangle().fill(.yellow).frame(height: 20) },
  ]

  // MARK: Progress and gauges

  static let progress: [GoldenCase] = [
    golden("progress-spinner") { ProgressView() },
    golden("progress-spinner-label") { ProgressView("Loading") },
    golden("progress-value") { ProgressView(value: 0.42) },
    golden("progress-value-total") { ProgressView(value: 3, total: 8) },
    golden("progress-value-label") { ProgressView("Preparing", value: 0.5) },
    golden("progress-value-labels") {
      ProgressView(value: 0.75) {
        Text("Delivery")
      } currentValueLabel: {
        Text("75%")
      }
    },
    golden("progress-style-linear") { ProgressView(value: 0.3).progressViewStyle(.linear) },
    golden("progress-style-circular") {
      ProgressView(value: 0.6).progressViewStyle(.circular)
    },
    golden("progress-circular-label") {
      ProgressView("Charging", value: 0.8).progressViewStyle(.circular)
    },
    golden("gauge-label") { Gauge(value: 0.7) { Text("Battery") } },
    golden("gauge-bounds") {
      Gauge(value: 45, in: 0...100) {
        Text("Speed")
      } currentValueLabel: {
        Text("45")
      } minimumValueLabel: {
        Text("0")
      } maximumValueLabel: {
        Text("100")
      }
    },
    golden("gauge-circular") {
      Gauge(value: 0.25) {
        Text("Fuel")
      } currentValueLabel: {
        Text("25%")
      }
      .gaugeStyle(.accessoryCircular)
    },
  ]
}

/// A custom shape: drawn as its frame.
struct Triangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.midX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}
