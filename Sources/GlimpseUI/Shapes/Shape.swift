import GlimpseLayout

/// A value that can be animated (accepted; Glimpse draws single frames).
///
/// - Glimpse: accepted
public protocol Animatable {
  /// The animatable data.
  associatedtype AnimatableData: VectorArithmetic
  /// The data animated.
  var animatableData: Self.AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// A value with vector arithmetic.
///
/// - Glimpse: works
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Scales the value.
  mutating func scale(by rhs: Double)
  /// The squared magnitude.
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  /// - Glimpse: works
  public mutating func scale(by rhs: Double) { self *= rhs }
  /// - Glimpse: works
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  /// - Glimpse: works
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  /// - Glimpse: works
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  /// - Glimpse: works
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  /// - Glimpse: works
  public var magnitudeSquared: Double { Double(self * self) }
}

/// No animatable data.
///
/// - Glimpse: works
public struct EmptyAnimatableData: VectorArithmetic {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: Self, rhs: Self) -> Self { lhs }
  public static func - (lhs: Self, rhs: Self) -> Self { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// Two animatable values.
///
/// - Glimpse: works
public struct AnimatablePair<First, Second>: VectorArithmetic
where First: VectorArithmetic, Second: VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  public static var zero: Self { Self(.zero, .zero) }
  public static func + (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first + rhs.first, lhs.second + rhs.second)
  }
  public static func - (lhs: Self, rhs: Self) -> Self {
    Self(lhs.first - rhs.first, lhs.second - rhs.second)
  }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// How a shape is drawn in cells.
public struct _ShapeDescription: Hashable, Sendable {
  var kind: ShapeNode.Kind
  /// The part `.trim(from:to:)` keeps, or nil when the shape is not trimmed.
  var trim: ClosedRange<Double>?
  var isStroked = false
  /// The stroke, when the shape is a stroked outline.
  var strokeStyle = StrokeStyle()
  /// Whether the outline is stroked inside the frame (`strokeBorder`): the shape inset by
  /// half the line's width, so that none of the line lies outside.
  var isBorder = false

  /// A custom shape: drawn as its frame.
  public static let custom = _ShapeDescription(kind: .custom)
}

/// A global actor that exists only to cancel the main actor a type would infer from `View`.
@globalActor
public actor _GlobalActorToDisableGlobalActorInference {
  public static let shared = _GlobalActorToDisableGlobalActorInference()
}

/// SwiftUI's marker for protocols that refine `View` without its isolation: a type that
/// conforms to both infers two global actors, so it infers none. A custom `Shape` is thus
/// nonisolated, and its `animatableData` can satisfy `Animatable` in Swift 6 mode.
@_GlobalActorToDisableGlobalActorInference
public protocol _RemoveGlobalActorIsolation {}

/// A 2D shape: SwiftUI's `Shape`. Every shape, built-in or custom, draws from its
/// `path(in:)` at its frame in points, as described in ``ShapeNode``.
///
/// - Glimpse: approximated: built-in shapes fill their cells or draw a box outline; a custom shape draws as its frame
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
  /// The shape's outline in a rectangle.
  nonisolated func path(in rect: CGRect) -> Path
  /// How Glimpse draws the shape. Glimpse's hook.
  nonisolated var _shapeDescription: _ShapeDescription { get }
  /// The built-in outline `path(in:)` draws, named, or nil when it is not one: a shape
  /// drawn before is then found drawn without building its path. Glimpse's hook.
  nonisolated var _outlineName: ShapeOutlineName.Outline? { get }
}

extension Shape {
  nonisolated public var _shapeDescription: _ShapeDescription { .custom }
  nonisolated public var _outlineName: ShapeOutlineName.Outline? { nil }

  /// A shape draws filled with the foreground style.
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: ForegroundStyle())
  }

  var cellKind: ShapeNode.Kind { _shapeDescription.kind }

  /// The size the shape takes for a proposal: all of it.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }
}

/// A shape that can be inset.
///
/// - Glimpse: works
public protocol InsettableShape: Shape {
  /// The inset shape's type.
  associatedtype InsetShape: InsettableShape
  /// The shape inset by an amount.
  func inset(by amount: CGFloat) -> Self.InsetShape
}

/// A shape drawn in a style.
nonisolated public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
  public typealias Body = Never
  public var shape: Content
  public var style: Style
  @usableFromInline var isStroked = false
  @usableFromInline var strokeStyle = StrokeStyle()
  @usableFromInline var fillStyle = FillStyle()
  /// Whether the outline is stroked inside the frame (`strokeBorder`).
  @usableFromInline var isBorder = false
  /// The turn, in radians clockwise on screen, of `rotationEffect`s on the shape view
  /// itself (see ``rotationEffect(_:anchor:)``), added to the environment's.
  @usableFromInline var radians = 0.0
  // The initializers and the modifiers that make a shape view are inlinable, as SwiftUI's
  // are: the app's module then builds its shape views knowing their types, with no
  // generic metadata to look up at run time for each one.
  @inlinable
  public init(shape: Content, style: Style) {
    self.shape = shape
    self.style = style
  }

  @inlinable
  init(shape: Content, style: Style, stroke: StrokeStyle, isBorder: Bool = false) {
    self.shape = shape
    self.style = style
    isStroked = true
    strokeStyle = stroke
    self.isBorder = isBorder
  }

  @inlinable
  init(shape: Content, style: Style, fill: FillStyle) {
    self.shape = shape
    self.style = style
    fillStyle = fill
  }

  // Inlinable, and inlined into the conformance's witness, which is handed this type's
  // metadata: the fields are read without this type's metadata being looked up (a
  // hash-table search) for every shape resolved, and what depends on the shape's and the
  // style's types (the shape's description, its outline, the style's colour) is read
  // knowing them. All else is in `shapeNode`, which is not generic.
  @inlinable @inline(__always)
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let shape = view.shape
    let description = shape._shapeDescription
    let outline = shape._outlineName
    let inset = description.inset(
      isStroked: view.isStroked, strokeStyle: view.strokeStyle, isBorder: view.isBorder)
    // A built-in outline is built from its name (`ShapeOutlineName.path(width:height:)`,
    // where the built-in shapes build theirs): no closure holding the shape, which was an
    // allocation a shape.
    var path: (@Sendable (_ width: Double, _ height: Double) -> ShapePath)?
    if outline == nil {
      path = { width, height in shape._outline(width: width, height: height, inset: inset) }
    }
    nodes.append(
      shapeNode(
        description, outline: outline, inset: inset, path: path,
        color: view.style._resolveColor(in: context.environment), isStroked: view.isStroked,
        strokeStyle: view.strokeStyle, fillStyle: view.fillStyle, radians: view.radians,
        in: context))
  }
}

extension _ShapeDescription {
  /// How far in the outline is drawn: half the line's width for a border (the shape inset
  /// so that none of its line lies outside), else none.
  @usableFromInline
  func inset(isStroked: Bool, strokeStyle: StrokeStyle, isBorder: Bool) -> Double {
    let stroke = isStroked ? strokeStyle : self.strokeStyle
    let isBorder = isStroked ? isBorder : self.isBorder
    return isBorder && stroke.lineWidth.isFinite ? max(0, Double(stroke.lineWidth) / 2) : 0
  }
}

extension Shape {
  /// The outline `path(in:)` gives in `width` by `height` points, inset by `inset` points
  /// (at most half the frame) on each side.
  @usableFromInline
  nonisolated func _outline(width: Double, height: Double, inset: Double) -> ShapePath {
    let (insetX, insetY) = (min(inset, width / 2), min(inset, height / 2))
    return path(
      in: CGRect(x: insetX, y: insetY, width: width - 2 * insetX, height: height - 2 * insetY)
    )._outline
  }
}

/// The node that draws a shape view, from what its shape and style gave: its description,
/// its built-in outline or its path, and its colour (nil: the foreground's). Turned as the
/// environment turns shapes, and by the shape view's own turn.
@MainActor @usableFromInline
func shapeNode(
  _ description: _ShapeDescription, outline: ShapeOutlineName.Outline?, inset: Double,
  path: (@Sendable (_ width: Double, _ height: Double) -> ShapePath)?, color: ResolvedColor?,
  isStroked: Bool, strokeStyle: StrokeStyle, fillStyle: FillStyle, radians: Double,
  in context: _ResolveContext
) -> ShapeNode {
  let environment = context.environment
  let resolved = color ?? ResolvedColor(color: environment.theme[.primary])
  let color = resolved.terminalColor
  let paint: ShapeNode.Paint =
    isStroked || description.isStroked ? .stroke(color) : .fill(color)
  let stroke = isStroked ? strokeStyle : description.strokeStyle
  // Not `map`: a closure made here is main-actor isolated, and checks so each call.
  var outlineName: ShapeOutlineName?
  if let outline { outlineName = ShapeOutlineName(outline, inset: inset) }
  // Added as `rotationEffect` adds its turn to the environment's, so it draws the same.
  let rotation = environment._shapeRotation + radians
  return ShapeNode(
    kind: description.kind, paint: paint, trim: description.trim,
    isFaint: resolved.opacity < 0.5, path: path, outlineName: outlineName,
    stroke: ShapeStroke(
      lineWidth: Double(stroke.lineWidth), dash: stroke.dash.map { Double($0) },
      dashPhase: Double(stroke.dashPhase), lineCap: stroke.lineCap.shapeCap,
      lineJoin: stroke.lineJoin.shapeJoin, miterLimit: Double(stroke.miterLimit)),
    isEvenOdd: fillStyle.isEOFilled, rotation: rotation)
}

extension Shape {
  /// The shape filled with a style.
  @inlinable
  public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<
    Self, S
  >
  where S: ShapeStyle {
    _ShapeView(shape: self, style: content, fill: style)
  }

  /// The shape's outline in a style.
  @inlinable
  public func stroke<S>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> _ShapeView<
    Self, S
  >
  where S: ShapeStyle {
    _ShapeView(shape: self, style: content, stroke: style)
  }

  /// The shape's outline in a style.
  @inlinable
  public func stroke<S>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> _ShapeView<Self, S>
  where S: ShapeStyle {
    _ShapeView(shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth))
  }

  /// The shape's outline, as a shape.
  public func stroke(style: StrokeStyle) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: style)
  }

  /// The shape's outline, as a shape.
  public func stroke(lineWidth: CGFloat = 1) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// A part of the outline, from 0 to 1.
  @inlinable
  public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<
    Self
  > {
    _TrimmedShape(shape: self, from: Double(startFraction), to: Double(endFraction))
  }

  /// The shape turned by `angle` about `anchor` (clockwise on screen for a positive angle).
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape moved by `offset` points within its frame.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  /// The shape moved by `x` and `y` points within its frame.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape scaled by `scale` about `anchor`.
  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
  }

  /// The shape scaled by `x` across and `y` down about `anchor`.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }
}

extension InsettableShape {
  /// The outline drawn inside the shape's frame.
  public func strokeBorder<S>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  )
    -> _ShapeView<Self, S> where S: ShapeStyle
  {
    _ShapeView(shape: self, style: content, stroke: style, isBorder: true)
  }

  /// The outline drawn inside the shape's frame.
  public func strokeBorder<S>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  )
    -> _ShapeView<Self, S> where S: ShapeStyle
  {
    _ShapeView(
      shape: self, style: content, stroke: StrokeStyle(lineWidth: lineWidth), isBorder: true)
  }

  /// The outline drawn inside the shape's frame, as a shape.
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _StrokedShape<Self> {
    _StrokedShape(shape: self, style: style, isBorder: true)
  }

  /// The outline drawn inside the shape's frame, as a shape.
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _StrokedShape<Self>
  {
    _StrokedShape(shape: self, style: StrokeStyle(lineWidth: lineWidth), isBorder: true)
  }
}

/// A shape's outline, as a shape.
nonisolated public struct _StrokedShape<Content>: Shape where Content: Shape {
  public var shape: Content
  /// The stroke.
  public var style: StrokeStyle
  /// Whether the outline is stroked inside the frame (`strokeBorder`).
  var isBorder = false

  init(shape: Content, style: StrokeStyle, isBorder: Bool = false) {
    self.shape = shape
    self.style = style
    self.isBorder = isBorder
  }

  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
  public var _outlineName: ShapeOutlineName.Outline? { shape._outlineName }

  public var _shapeDescription: _ShapeDescription {
    var description = shape._shapeDescription
    description.isStroked = true
    description.strokeStyle = style
    description.isBorder = isBorder
    return description
  }
}

/// A part of a shape's outline.
nonisolated public struct _TrimmedShape<Content>: Shape where Content: Shape {
  public var shape: Content
  public var startFraction: Double
  public var endFraction: Double

  @inlinable
  init(shape: Content, from: Double, to: Double) {
    self.shape = shape
    startFraction = from
    endFraction = to
  }

  public func path(in rect: CGRect) -> Path { shape.path(in: rect) }
  public var _outlineName: ShapeOutlineName.Outline? { shape._outlineName }

  public var _shapeDescription: _ShapeDescription {
    var description = shape._shapeDescription
    let lower = startFraction.isFinite ? min(1, max(0, startFraction)) : 0
    let upper = endFraction.isFinite ? min(1, max(lower, endFraction)) : 1
    description.trim = lower...upper
    return description
  }
}

extension Shape {
  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    _ShapeView._makeNodes(view.body, in: context, into: &nodes)
  }
}

/// A size proposal in points: SwiftUI's `ProposedViewSize`.
///
/// - Glimpse: works
public struct ProposedViewSize: Hashable, Sendable {
  public var width: CGFloat?
  public var height: CGFloat?
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }
  public init(_ size: CGSize) {
    width = size.width
    height = size.height
  }

  public static let zero = ProposedViewSize(width: 0, height: 0)
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal with nil dimensions replaced by `size`'s (10 x 10 by default).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10))
    -> CGSize
  {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }
}

extension CGLineCap {
  /// The cap as the raster draws it.
  var shapeCap: ShapeStroke.Cap {
    switch self {
    case .butt: .butt
    case .round: .round
    case .square: .square
    }
  }
}

extension CGLineJoin {
  /// The join as the raster draws it.
  var shapeJoin: ShapeStroke.Join {
    switch self {
    case .miter: .miter
    case .round: .round
    case .bevel: .bevel
    }
  }
}
