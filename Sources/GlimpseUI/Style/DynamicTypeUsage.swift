/// The Dynamic Type sizes a drawing's text was drawn at: what a renderer asks after
/// resolving a presentation, to draw it at the scale of its largest text.
///
/// A text in a font that follows Dynamic Type (a text style, or a custom size relative to
/// one) notes the size of its environment; a fixed size (`.system(size:)`) notes nothing.
/// So a view that limits itself with `.dynamicTypeSize(...DynamicTypeSize.xxLarge)` records
/// `xxLarge` at accessibility sizes, and one in fixed sizes records nothing.
public final class DynamicTypeUsage {
  /// The largest size noted, if any.
  public private(set) var largest: DynamicTypeSize?

  /// A record of nothing yet.
  public init() {}

  /// Notes text drawn at `size`.
  func note(_ size: DynamicTypeSize) {
    if let largest, largest >= size { return }
    largest = size
  }
}
