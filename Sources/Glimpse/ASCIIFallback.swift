import GlimpseLayout

extension Canvas {
  /// The canvas with every glyph replaced by ASCII: box drawing by `+ - |`, blocks and
  /// rules by `#` and `=`, rings by `o` and `O`, the ellipsis by `~`, anything else by `?`
  /// (two for a wide glyph, so columns stay where they were). For `--ascii`.
  public func asciiOnly() -> Canvas {
    var copy = Canvas(width: width, height: height)
    for y in 0..<height {
      var x = 0
      while x < width {
        let cell = self[x, y]
        if cell.isContinuation {
          x += 1
          continue
        }
        let wide = x + 1 < width && self[x + 1, y].isContinuation
        let replacement = ASCIIFallback.replacement(for: baseScalar(of: cell))
        for offset in 0..<(wide ? 2 : 1) {
          copy.put(
            TextGlyph(base: wide ? "?" : replacement, width: 1), x: x + offset, y: y,
            style: cell.style)
        }
        x += wide ? 2 : 1
      }
    }
    return copy
  }
}

/// ASCII stand-ins for the glyphs Glimpse draws.
enum ASCIIFallback {
  static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    let value = scalar.value
    if value < 0x80 { return scalar }
    switch value {
    case 0x2500, 0x2501, 0x2504, 0x2505: return value == 0x2501 ? "=" : "-"
    case 0x2502, 0x2503: return "|"
    case 0x250C, 0x2510, 0x2514, 0x2518, 0x256D, 0x256E, 0x256F, 0x2570: return "+"
    case 0x2580...0x259F: return value == 0x2592 ? ":" : "#"
    case 0x25D6: return "("
    case 0x25D7: return ")"
    case 0x25CB, 0x25CC: return "o"
    case 0x25D4, 0x25D1, 0x25D5: return "o"
    case 0x25CF: return "O"
    case 0x2026: return "~"
    case 0x2190: return "<"
    case 0x2192: return ">"
    case 0x2022, 0x00B7: return "."
    case 0x25B6: return ">"
    case 0x23F8: return "="
    case 0x2713, 0x2714: return "v"
    case 0x2702: return "%"
    default: return "?"
    }
  }
}
