import CNcursesw
import GlimpseLayout

/// The colour pairs a screen has defined, allocated on demand for each (foreground,
/// background) a frame uses.
///
/// Colours are reduced to the screen's depth first (the xterm 256 palette, the 16 ANSI
/// colours, or nothing), so pairs are shared by every RGB colour that lands on the same
/// entries. Pair 0 is the terminal's default colours. When every pair is taken the
/// cache starts over (see ``TerminalScreen/draw(_:)``).
struct ColorPairs {
  let depth: ColorDepth
  /// Colours the terminal has (8, 16, 256...).
  let colors: Int
  /// `COLOR_PAIRS`: pair numbers run from 1 to `limit - 1`.
  let limit: Int
  /// Whether -1 (the terminal's default colour) may be used.
  let defaultsAllowed: Bool
  private var numbers: [Int64: Int32] = [:]
  private var next: Int32 = 1

  init(depth: ColorDepth, colors: Int, limit: Int, defaultsAllowed: Bool) {
    self.depth = depth
    self.colors = colors
    self.limit = limit
    self.defaultsAllowed = defaultsAllowed
  }

  /// How many pairs are defined.
  var count: Int { numbers.count }

  /// The palette index of `color` at this depth: -1 for the default colour.
  func index(of color: TerminalColor, isForeground: Bool) -> Int32 {
    if color.isDefault {
      return defaultsAllowed ? -1 : (isForeground ? Int32(COLOR_WHITE) : Int32(COLOR_BLACK))
    }
    switch depth {
    case .trueColor, .palette256:
      return Int32(color.paletteIndex256)
    case .ansi16:
      let index = color.ansiIndex16
      return Int32(index < colors ? index : index - 8)
    case .none:
      return -1
    }
  }

  /// The pair number for `style`'s colours, defining it if needed; nil when all pairs are
  /// taken.
  mutating func number(for style: CellStyle) -> Int32? {
    guard depth != .none else { return 0 }
    let foreground = index(of: style.foreground, isForeground: true)
    let background = index(of: style.background, isForeground: false)
    if foreground == -1 && background == -1 { return 0 }
    let key = Int64(foreground) << 32 | Int64(UInt32(bitPattern: background))
    if let number = numbers[key] { return number }
    guard Int(next) < limit, init_extended_pair(next, foreground, background) == OK else {
      return nil
    }
    numbers[key] = next
    next += 1
    return next - 1
  }

  /// Forgets every pair (their numbers are then redefined as new colours come).
  mutating func reset() {
    numbers.removeAll(keepingCapacity: true)
    next = 1
  }
}
