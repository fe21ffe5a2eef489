/// How far Glimpse honours one of Apple's declarations.
enum CompatibilitySupport: Equatable, Sendable {
  /// Drawn as on the device (within what cells allow).
  case drawn
  /// Not drawn, and not needed to be: it behaves as on the device (data, time, intents).
  case works
  /// Drawn or run, differently from the device; the text says how.
  case approximated(String)
  /// Compiles, and has no effect.
  case accepted
  /// Not Apple's: Glimpse's own API, or plumbing that must be public for Swift's sake.
  case glimpse

  /// The marker a DocC comment gives (`drawn`, `works`, `accepted`, `glimpse`,
  /// `approximated: how`), or nil for text that is none of them.
  init?(marker: String) {
    let lowered = marker.lowercased()
    switch lowered {
    case "drawn": self = .drawn
    case "works": self = .works
    case "accepted": self = .accepted
    case "glimpse": self = .glimpse
    default:
      guard lowered.hasPrefix("approximated") else { return nil }
      let how = marker.dropFirst("approximated".count).drop { $0 == ":" || $0 == " " }
      guard !how.isEmpty else { return nil }
      self = .approximated(String(how))
    }
  }

  /// The reference's word for it.
  var word: String {
    switch self {
    case .drawn: "drawn"
    case .works: "works"
    case .approximated: "approximated"
    case .accepted: "accepted"
    case .glimpse: "Glimpse's own"
    }
  }

  /// How it is approximated, or empty.
  var note: String {
    if case .approximated(let how) = self { return how }
    return ""
  }
}
