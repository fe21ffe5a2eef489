/// A property name that says its number is an instant (`startTimestamp`, `endTime`,
/// `deliveryDate`, `epochMillis`), and in which unit: what made-up values give such a
/// number so that a view reading it as a date sees one near the preview's instant.
///
/// The name is split into words (camelCase, snake_case, digits apart). It is date-like when
/// a word is `timestamp`, `date` or `epoch`, or its last word is `time` and no word makes
/// it a duration (`timeRemaining`, `travelTime`, `elapsedTime`).
///
/// The unit: milliseconds when a word says so (`ms`, `millis`, `milliseconds`, `msec`),
/// seconds when a word says so (`s`, `sec`, `secs`, `seconds`, `unix`); otherwise seconds for
/// a number narrower than 64 bits (it cannot hold today's milliseconds) and milliseconds
/// for a 64-bit one: a Live Activity whose content state carries an instant as a number
/// rather than a `Date` is mostly fed by a cross-platform app, and JavaScript's
/// `Date.now()`, Dart's `millisecondsSinceEpoch` and Kotlin's `currentTimeMillis()` are all
/// milliseconds.
package struct DateLikeName {
  /// The unit a number counts in.
  package enum Unit {
    case seconds, milliseconds

    /// How many of it make a second.
    package var perSecond: Double { self == .seconds ? 1 : 1000 }
  }

  /// The unit the name says, if it says one.
  package let statedUnit: Unit?

  /// Nil when `name` does not say its number is an instant.
  package init?(_ name: String) {
    let words = Self.words(of: name)
    guard let last = words.last(where: { !Self.unitWords.contains($0) }) else { return nil }
    let isInstant =
      words.contains { ["timestamp", "date", "epoch"].contains($0) }
      || (last == "time" && !words.contains { Self.durationWords.contains($0) })
    guard isInstant else { return nil }
    if words.contains(where: { Self.millisecondWords.contains($0) }) {
      statedUnit = .milliseconds
    } else if words.contains(where: { Self.secondWords.contains($0) }) {
      statedUnit = .seconds
    } else {
      statedUnit = nil
    }
  }

  /// The unit for a number `bitWidth` bits wide.
  package func unit(bitWidth: Int) -> Unit {
    statedUnit ?? (bitWidth < 64 ? .seconds : .milliseconds)
  }

  /// Words that make a `...time` a duration.
  static let durationWords: Set<String> = [
    "remaining", "left", "elapsed", "total", "travel", "wait", "waiting", "drive", "walk",
    "cook", "prep", "duration", "run", "running", "up",
  ]

  static let millisecondWords: Set<String> = ["ms", "millis", "milliseconds", "msec", "msecs"]
  static let secondWords: Set<String> = ["s", "sec", "secs", "seconds", "unix"]
  static let unitWords = millisecondWords.union(secondWords)

  /// `startTimestampMs` → `start`, `timestamp`, `ms`; `end_time` → `end`, `time`;
  /// `ETADate` → `eta`, `date`.
  package static func words(of name: String) -> [String] {
    let characters = Array(name)
    var words: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        character == "_" || character == "-"
        || (character.isUppercase && previous.map { !$0.isUppercase } == true)
        || (character.isUppercase && previous?.isUppercase == true && next?.isLowercase == true)
        || (character.isNumber != (previous?.isNumber ?? character.isNumber))
      if startsWord, !current.isEmpty {
        words.append(current.lowercased())
        current = ""
      }
      if character != "_" && character != "-" { current.append(character) }
    }
    if !current.isEmpty { words.append(current.lowercased()) }
    return words
  }
}
