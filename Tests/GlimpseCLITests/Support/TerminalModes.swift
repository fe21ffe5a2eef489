/// The private modes a program left a terminal in, replayed from what it wrote: every
/// `CSI ? n h` (set) and `CSI ? n l` (reset), the last one winning.
struct TerminalModes: Equatable, CustomStringConvertible {
  /// The alternate screen (1049, or 47 and 1047).
  var alternateScreen = false
  /// The cursor shown (25; a terminal starts with it shown).
  var cursorVisible = true
  /// Mouse reporting (1000, 1002, 1003).
  var mouseReporting = false
  /// Application cursor keys, the keypad mode ncurses turns on (1).
  var applicationKeys = false

  /// A terminal as a shell leaves it.
  static let sane = TerminalModes()

  /// The modes after `output`, starting from a sane terminal.
  init(after output: String) {
    let bytes = Array(output.utf8)
    var index = 0
    while index + 2 < bytes.count {
      guard bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "["),
        bytes[index + 2] == UInt8(ascii: "?")
      else {
        index += 1
        continue
      }
      var end = index + 3
      while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (48...57).contains(bytes[end]) {
        end += 1
      }
      guard end < bytes.count, bytes[end] == UInt8(ascii: "h") || bytes[end] == UInt8(ascii: "l")
      else {
        index = end
        continue
      }
      let on = bytes[end] == UInt8(ascii: "h")
      let parameters = String(decoding: bytes[(index + 3)..<end], as: UTF8.self)
      for parameter in parameters.split(separator: ";").compactMap({ Int($0) }) {
        switch parameter {
        case 47, 1047, 1049: alternateScreen = on
        case 25: cursorVisible = on
        case 1000, 1002, 1003: mouseReporting = on
        case 1: applicationKeys = on
        default: break
        }
      }
      index = end + 1
    }
  }

  private init() {}

  var description: String {
    "alternate screen \(alternateScreen ? "on" : "off"), cursor \(cursorVisible ? "shown" : "hidden"), "
      + "mouse reporting \(mouseReporting ? "on" : "off"), keypad mode \(applicationKeys ? "on" : "off")"
  }
}
