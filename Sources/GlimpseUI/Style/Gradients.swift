import GlimpseLayout

/// Colours along a line; Glimpse draws a gradient as its first colour.
///
/// - Glimpse: approximated: drawn as its first colour
public struct Gradient: Hashable, Sendable {
  /// A colour at a location, 0...1.
  public struct Stop: Hashable, Sendable {
    public var color: Color
    public var location: CGFloat

    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Gradient.Stop]

  /// A gradient of stops.
  public init(stops: [Gradient.Stop]) {
    self.stops = stops
  }

  /// A gradient of evenly spaced colours.
  public init(colors: [Color]) {
    let count = max(1, colors.count - 1)
    stops = colors.enumerated().map {
      Stop(color: $0.element, location: CGFloat($0.offset) / CGFloat(count))
    }
  }

  var firstColor: Color? { stops.min { $0.location < $1.location }?.color }
}

extension Gradient: ShapeStyle {
  public typealias Resolved = Never

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    firstColor?._resolveColor(in: environment)
  }
}

/// The gradient `Color.gradient` makes.
///
/// - Glimpse: approximated: drawn as its first colour
public struct AnyGradient: Hashable, ShapeStyle {
  let first: Color

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    first._resolveColor(in: environment)
  }
}

/// A linear gradient, drawn as its first colour.
///
/// - Glimpse: approximated: drawn as its first colour
public struct LinearGradient: ShapeStyle {
  let gradient: Gradient

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(colors: colors)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    gradient = Gradient(stops: stops)
  }

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    gradient._resolveColor(in: environment)
  }
}

extension LinearGradient: View {
  public typealias Body = Never
}

/// A radial gradient, drawn as its first colour.
///
/// - Glimpse: approximated: drawn as its first colour
public struct RadialGradient: ShapeStyle {
  let gradient: Gradient

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.gradient = gradient
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(colors: colors)
  }

  public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    gradient = Gradient(stops: stops)
  }

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    gradient._resolveColor(in: environment)
  }
}

extension RadialGradient: View {
  public typealias Body = Never
}

/// An angular gradient, drawn as its first colour.
///
/// - Glimpse: approximated: drawn as its first colour
public struct AngularGradient: ShapeStyle {
  let gradient: Gradient

  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
  }

  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    gradient = Gradient(colors: colors)
  }

  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.gradient = gradient
  }

  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    gradient = Gradient(colors: colors)
  }

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    gradient._resolveColor(in: environment)
  }
}

extension AngularGradient: View {
  public typealias Body = Never
}

/// An elliptical gradient, drawn as its first colour.
///
/// - Glimpse: approximated: drawn as its first colour
public struct EllipticalGradient: ShapeStyle {
  let gradient: Gradient

  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
  }

  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    gradient = Gradient(colors: colors)
  }

  public func _resolveColor(in environment: EnvironmentValues) -> ResolvedColor? {
    gradient._resolveColor(in: environment)
  }
}

extension EllipticalGradient: View {
  public typealias Body = Never
}

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)
    -> LinearGradient
  {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }
}
