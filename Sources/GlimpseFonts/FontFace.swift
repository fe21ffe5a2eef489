/// The parts of a SwiftUI `Font` that change how wide its text is.
///
/// A `Font.caption.monospacedDigit()` is `FontFace(size: 12, monospacedDigits: true)`;
/// `.system(size: 40, weight: .bold, design: .rounded)` is
/// `FontFace(size: 40, weight: .bold, design: .rounded)`.
public struct FontFace: Hashable, Sendable {
  /// The point size. A size that is not a positive finite number measures every text as 0.
  public var size: Double
  /// The weight, ultraLight through black.
  public var weight: FontWeight
  /// The design: default, rounded, monospaced or serif.
  public var design: FontDesign
  /// Whether digits take the font's tabular (equal) width, as `monospacedDigit()` asks.
  public var monospacedDigits: Bool

  /// A face of the given size, regular, default design and proportional digits unless said.
  public init(
    size: Double, weight: FontWeight = .regular, design: FontDesign = .default,
    monospacedDigits: Bool = false
  ) {
    self.size = size
    self.weight = weight
    self.design = design
    self.monospacedDigits = monospacedDigits
  }
}
