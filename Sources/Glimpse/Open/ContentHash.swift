/// A 64-bit FNV-1a hash, as hex: the cache key of an opened folder and the stamp of the
/// package written for it (not a security measure: it tells an unchanged input apart).
struct ContentHash {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  mutating func add(_ text: String) {
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    // A separator, so that ("ab", "c") and ("a", "bc") differ.
    value ^= 0xff
    value = value &* 0x100_0000_01b3
  }

  var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }

  static func of(_ parts: [String]) -> String {
    var hash = ContentHash()
    for part in parts { hash.add(part) }
    return hash.hex
  }
}
