/// UTF-8 being written for a picture: appending bytes to one buffer, not strings to a
/// string, numbers and colours written digit by digit.
struct MarkupBytes {
  /// What has been written.
  private(set) var bytes: [UInt8] = []

  /// An empty buffer with room for `capacity` bytes.
  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// The bytes as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Whether nothing has been written.
  var isEmpty: Bool { bytes.isEmpty }

  /// Forgets what was written, keeping the room.
  mutating func removeAll() {
    bytes.removeAll(keepingCapacity: true)
  }

  /// Appends markup the writer spells out itself (trusted: not escaped).
  mutating func append(_ markup: StaticString) {
    markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// Appends text already made safe (escaped, or written by the writer).
  mutating func append(safe text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends another buffer.
  mutating func append(_ other: MarkupBytes) {
    bytes.append(contentsOf: other.bytes)
  }

  /// Appends a whole number in decimal.
  mutating func append(_ number: Int) {
    if number < 0 {
      bytes.append(UInt8(ascii: "-"))
      append(-number)
      return
    }
    if number >= 10 { append(number / 10) }
    bytes.append(UInt8(truncatingIfNeeded: 48 + number % 10))
  }

  /// Appends half of `doubled`: `13`, or `13.5` for an odd `doubled` (27).
  mutating func append(half doubled: Int) {
    append(doubled >> 1)
    if doubled & 1 != 0 {
      bytes.append(UInt8(ascii: "."))
      bytes.append(UInt8(ascii: "5"))
    }
  }

  /// Appends a colour as `#RRGGBB` (its opaque value).
  mutating func append(_ color: TerminalColor) {
    let value = color.packed & 0xFF_FFFF
    bytes.append(UInt8(ascii: "#"))
    for index in 0..<6 {
      let digit = UInt8(truncatingIfNeeded: value >> UInt32(20 - 4 * index) & 0xF)
      bytes.append(digit < 10 ? digit + 48 : digit + 55)
    }
  }

  /// Appends one scalar escaped as ``MarkupText/escaped(_:)`` escapes it.
  mutating func append(escaped scalar: Unicode.Scalar) {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F {
      switch scalar {
      case "&": append("&amp;")
      case "<": append("&lt;")
      case ">": append("&gt;")
      case "\"": append("&quot;")
      case "'": append("&#39;")
      default: bytes.append(UInt8(truncatingIfNeeded: value))
      }
      return
    }
    let visible = GlyphScanner.replacement(for: scalar) ?? scalar
    let allowed = MarkupText.isAllowedInXML(visible) ? visible : "\u{FFFD}"
    UTF8.encode(allowed) { bytes.append($0) }
  }
}
