extension Canvas {
  /// The canvas as text with ANSI SGR escape sequences for its styles.
  ///
  /// Codes are minimal: a sequence is written only where the style changes, and each
  /// line that changed the style ends with a reset so that lines stand alone. Trailing
  /// cells that are blank and unstyled are trimmed. At ``ColorDepth/none`` only
  /// attributes are written.
  public func ansiText(depth: ColorDepth = .trueColor) -> String {
    var output = ""
    output.reserveCapacity(width * height * 2)
    for y in 0..<height {
      if y > 0 { output += "\n" }
      var end = width
      while end > 0 {
        let cell = cells[y * width + end - 1]
        let blank = cell.code == 0x20 && cell.style.background.isDefault
        let quiet =
          !cell.style.attributes.contains(.underline)
          && !cell.style.attributes.contains(.reverse)
        guard blank && quiet else { break }
        end -= 1
      }
      var current = CellStyle.plain
      for x in 0..<end {
        let cell = cells[y * width + x]
        if cell.isContinuation { continue }
        let style = depth == .none ? CellStyle(attributes: cell.style.attributes) : cell.style
        if style != current {
          output += SGR.transition(from: current, to: style, depth: depth)
          current = style
        }
        if cell.isCluster {
          output += ConsoleText.visible(clusters[Int(cell.code & ~Cell.clusterFlag)])
        } else if let scalar = Unicode.Scalar(cell.code) {
          // A glyph placed by hand, not scanned from a string, is made visible here.
          output.unicodeScalars.append(GlyphScanner.replacement(for: scalar) ?? scalar)
        }
      }
      if current != .plain { output += "\u{1B}[0m" }
    }
    return output
  }
}

/// Select Graphic Rendition sequences.
public enum SGR {
  /// The shortest sequence that turns style `old` into `new`: a reset when an attribute
  /// must be switched off, otherwise only what differs.
  public static func transition(from old: CellStyle, to new: CellStyle, depth: ColorDepth) -> String
  {
    var codes: [String] = []
    var base = old
    if !old.attributes.subtracting(new.attributes).isEmpty {
      codes.append("0")
      base = .plain
    }
    let added = new.attributes.subtracting(base.attributes)
    if added.contains(.bold) { codes.append("1") }
    if added.contains(.dim) { codes.append("2") }
    if added.contains(.italic) { codes.append("3") }
    if added.contains(.underline) { codes.append("4") }
    if added.contains(.reverse) { codes.append("7") }
    if added.contains(.strikethrough) { codes.append("9") }
    if new.foreground != base.foreground {
      codes.append(colorCode(new.foreground, background: false, depth: depth))
    }
    if new.background != base.background {
      codes.append(colorCode(new.background, background: true, depth: depth))
    }
    guard !codes.isEmpty else { return "" }
    return "\u{1B}[" + codes.joined(separator: ";") + "m"
  }

  /// The SGR parameter that selects `color` as foreground or background.
  public static func colorCode(_ color: TerminalColor, background: Bool, depth: ColorDepth)
    -> String
  {
    if color.isDefault || depth == .none { return background ? "49" : "39" }
    switch depth {
    case .trueColor:
      return "\(background ? 48 : 38);2;\(color.red);\(color.green);\(color.blue)"
    case .palette256:
      return "\(background ? 48 : 38);5;\(color.paletteIndex256)"
    case .ansi16, .none:
      let index = color.ansiIndex16
      let base = background ? (index < 8 ? 40 : 100) : (index < 8 ? 30 : 90)
      return String(base + index % 8)
    }
  }
}
