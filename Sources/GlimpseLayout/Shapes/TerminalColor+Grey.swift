extension TerminalColor {
  /// Whether the colour is a grey, as a bar's empty part or a tracker's pending steps are:
  /// no hue to speak of (its channels within 24 of each other) and neither black nor white
  /// (their mean within 24...235). The default colour is not.
  public var isGrey: Bool {
    guard !isDefault else { return false }
    let (red, green, blue) = (Int(red), Int(green), Int(blue))
    let spread = max(red, green, blue) - min(red, green, blue)
    let mean = (red + green + blue) / 3
    return spread <= 24 && (24...235).contains(mean)
  }
}
