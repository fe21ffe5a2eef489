import GlimpseLayout

extension View {
  /// A shadow (accepted: terminals draw none).
  ///
  /// - Glimpse: accepted
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  )
    -> some View
  { self }

  /// A blur (accepted).
  ///
  /// - Glimpse: accepted
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
  /// A scale (accepted: cells do not scale).
  ///
  /// - Glimpse: accepted
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { self }
  /// A scale (accepted).
  ///
  /// - Glimpse: accepted
  public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { self }
  /// A scale (accepted).
  ///
  /// - Glimpse: accepted
  public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center)
    -> some View
  { self }
  /// A rotation: shapes inside draw turned (see `EnvironmentValues._shapeRotation`).
  /// - Glimpse: approximated: shapes inside draw turned; other views are drawn unturned
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    // Written directly, not through a key path (applying one to the environment cost
    // about 5,000 instructions a card in the shapes benchmark).
    let radians = angle.radians
    return modifier(_EnvironmentWritingModifier { $0._shapeRotation += radians })
  }
  /// A 3D rotation (accepted).
  ///
  /// - Glimpse: accepted
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View { self }
  /// Brightness (accepted).
  ///
  /// - Glimpse: accepted
  public func brightness(_ amount: Double) -> some View { self }
  /// Contrast (accepted).
  ///
  /// - Glimpse: accepted
  public func contrast(_ amount: Double) -> some View { self }
  /// Saturation (accepted).
  ///
  /// - Glimpse: accepted
  public func saturation(_ amount: Double) -> some View { self }
  /// Greyscale (accepted).
  ///
  /// - Glimpse: accepted
  public func grayscale(_ amount: Double) -> some View { self }
  /// Hue rotation (accepted).
  ///
  /// - Glimpse: accepted
  public func hueRotation(_ angle: Angle) -> some View { self }
  /// Colour inversion (accepted).
  ///
  /// - Glimpse: accepted
  public func colorInvert() -> some View { self }
  /// Colour multiplication (accepted).
  ///
  /// - Glimpse: accepted
  public func colorMultiply(_ color: Color) -> some View { self }
  /// Blend mode (accepted).
  ///
  /// - Glimpse: accepted
  public func blendMode(_ blendMode: BlendMode) -> some View { self }
  /// Compositing group (accepted).
  ///
  /// - Glimpse: accepted
  public func compositingGroup() -> some View { self }
  /// Offscreen drawing (accepted).
  ///
  /// - Glimpse: accepted
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  { self }
}

/// Blend modes.
///
/// - Glimpse: accepted
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
    hardLight
  case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver
  case destinationOut, plusDarker, plusLighter
}

/// Colour rendering modes.
///
/// - Glimpse: accepted
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}
