import GlimpseUI

extension GoldenCatalog {
  /// The widths colour goldens are drawn at (ANSI lines are long; fewer widths).
  static let ansiWidths = [1, 2, 5, 16]

  // MARK: Colour (ANSI)

  static let colors: [GoldenCase] = [
    golden("ansi-color-system", widths: ansiWidths, format: .styled) {
      HStack {
        Text("red").foregroundColor(.red)
        Text("green").foregroundStyle(.green)
        Text("blue").foregroundStyle(Color.blue)
      }
    },
    golden("ansi-color-hierarchical", widths: ansiWidths, format: .styled) {
      VStack(alignment: .leading) {
        Text("primary").foregroundStyle(.primary)
        Text("secondary").foregroundStyle(.secondary)
        Text("tertiary").foregroundStyle(.tertiary)
        Text("plain")
      }
    },
    golden("ansi-color-rgb-white", widths: ansiWidths, format: .styled) {
      VStack(alignment: .leading) {
        Text("orange").foregroundColor(Color(red: 1, green: 0.5, blue: 0))
        Text("grey").foregroundColor(Color(white: 0.5))
      }
    },
    golden("ansi-color-opacity", widths: ansiWidths, format: .styled) {
      VStack(alignment: .leading) {
        Text("half red").foregroundStyle(Color.red.opacity(0.5))
        Text("rgba").foregroundStyle(Color(red: 0, green: 0, blue: 1, opacity: 0.5))
        Text("clear").foregroundStyle(Color.clear)
      }
    },
    golden("ansi-gradient", widths: ansiWidths, format: .styled) {
      VStack(alignment: .leading) {
        Text("Linear")
          .foregroundStyle(
            LinearGradient(colors: [.purple, .blue], startPoint: .leading, endPoint: .trailing))
        Rectangle().fill(Color.orange.gradient).frame(height: 20)
      }
    },
    golden("ansi-color-view", widths: ansiWidths, format: .styled) {
      Color.blue.frame(height: 40)
    },
    golden("ansi-background-color", widths: ansiWidths, format: .styled) {
      Text("Tag").padding(.horizontal, 7).background(Color.red)
    },
    golden("ansi-background-in-shape", widths: ansiWidths, format: .styled) {
      Text("Pill").padding(.horizontal).background(.green, in: Capsule())
    },
    golden("ansi-background-view", widths: ansiWidths, format: .styled) {
      Text("Status").padding(.horizontal, 7).background(Capsule().fill(.blue))
    },
    golden("ansi-tint", widths: ansiWidths, format: .styled) {
      VStack {
        ProgressView(value: 0.5).tint(.green)
        Gauge(value: 0.5) { Text("Gauge") }.tint(.orange)
      }
    },
    golden("ansi-rectangle-fill-tall", widths: ansiWidths, format: .styled) {
      Rectangle().fill(.blue).frame(height: 40)
    },
  ]

  // MARK: Font (ANSI: bold shows)

  static let fonts: [GoldenCase] = [
    golden("ansi-font-text-styles", widths: ansiWidths, format: .styled) {
      VStack(alignment: .leading) {
        Text("Large").font(.largeTitle)
        Text("Headline").font(.headline)
        Text("Body").font(.body)
        Text("Caption").font(.caption)
      }
    },
    golden("ansi-font-weights", widths: ansiWidths, format: .styled) {
      VStack(alignment: .leading) {
        Text("ultraLight").fontWeight(.ultraLight)
        Text("regular").fontWeight(.regular)
        Text("medium").fontWeight(.medium)
        Text("semibold").fontWeight(.semibold)
        Text("bold").fontWeight(.bold)
        Text("black").fontWeight(.black)
      }
    },
    golden("ansi-font-system", widths: ansiWidths, format: .styled) {
      VStack(alignment: .leading) {
        Text("12:45").font(.system(size: 28, weight: .bold, design: .rounded))
        Text("Rounded").font(.system(.title, design: .rounded))
        Text("Body bold").font(.body.bold())
        Text("Heavy").font(.caption.weight(.heavy))
        Text("Custom").font(.custom("Avenir", size: 14))
        Text("10:05").font(.body.monospacedDigit())
        Text("Slanted").font(.body.italic())
      }
    },
    golden("ansi-text-attributes", widths: ansiWidths, format: .styled) {
      VStack(alignment: .leading) {
        Text("bold").bold()
        Text("italic").italic()
        Text("under").underline()
        Text("strike").strikethrough()
        Text("both").bold().italic()
      }
    },
    golden("ansi-view-attributes", widths: ansiWidths, format: .styled) {
      VStack(alignment: .leading) {
        Text("bold")
        Text("italic").italic()
      }
      .bold()
      .underline()
    },
    golden("ansi-concatenation", widths: ansiWidths, format: .styled) {
      Text("Driver ").bold() + Text("Marco").foregroundColor(.blue) + Text(" 5 min")
    },
  ]
}
