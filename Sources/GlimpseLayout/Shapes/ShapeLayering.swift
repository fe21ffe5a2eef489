/// Where a shape lies among what is drawn with it, found from the tree: what decides how
/// a fill or stroke reads without colour.
public enum ShapeLayering: Hashable, Sendable {
  /// Nothing is drawn over it in the same stack or decoration.
  case alone
  /// Another shape is drawn over it (a bar's track, a ring's track): it draws light (`─`,
  /// `░`, sparse dots) so the shape on top reads apart from it in plain text.
  case underShape
  /// Other content (text, images) is drawn over it: a tall fill paints backgrounds only,
  /// so the content stays readable.
  case underContent
  /// It is an overlay on a shape: it draws over that shape's glyphs.
  case overShape

  /// The layering of `node`: found by going up through wrappers (frames, padding) to the
  /// first ZStack, reader or decoration it is part of.
  ///
  /// Walked with no node retained (every shape drawn asks this, and a retain and its
  /// release are two atomic operations): the tree holds every node it passes.
  static func of(_ node: LayoutNode) -> ShapeLayering {
    var branch = Unmanaged.passUnretained(node)
    while let up = branch._withUnsafeGuaranteedRef({ $0.unretainedParent }) {
      let found: ShapeLayering? = up._withUnsafeGuaranteedRef { parent in
        branch._withUnsafeGuaranteedRef { branch in layering(of: branch, in: parent) }
      }
      if let found { return found }
      branch = up
    }
    return .alone
  }

  /// The layering of `branch` in `parent`, or nil when `parent` wraps it (a frame,
  /// padding, or the content of a background), so that its own parent decides.
  private static func layering(of branch: LayoutNode, in parent: LayoutNode) -> ShapeLayering? {
    if type(of: parent) == ZStackNode.self {
      return layering(of: branch, among: unsafeDowncast(parent, to: ZStackNode.self).children)
    }
    if let decoration = parent as? DecorationNode {
      let isContent = decoration.content === branch
      switch (decoration.placement, isContent) {
      case (.overlay, true):
        return !isShapeLeaf(decoration.decoration) ? .underContent : .underShape
      case (.background, false):
        return !isShapeLeaf(decoration.content) ? .underContent : .underShape
      case (.overlay, false):
        return !isShapeLeaf(decoration.content) ? .alone : .overShape
      case (.background, true):
        return nil
      }
    }
    // A reader's views overlap as a ZStack's do. (Cast with no retain of the reader.)
    if parent is GeometryNode {
      return layering(of: branch, among: unsafeDowncast(parent, to: GeometryNode.self).layers)
    }
    return parent is WrapperNode ? nil : .alone
  }

  /// The layering of `branch` among `layers` (bottom first) that overlap it: what is drawn
  /// over it decides. Searched by index, with no layer retained (nor the list, read in
  /// place).
  private static func layering(of branch: LayoutNode, among layers: [LayoutNode])
    -> ShapeLayering
  {
    let count = layers.count
    var index = 0
    while index < count && layers[index] !== branch { index += 1 }
    guard index < count else { return .alone }
    var result = ShapeLayering.alone
    index += 1
    while index < count {
      if !layers.unretained(index, isShapeLeaf) { return .underContent }
      result = .underShape
      index += 1
    }
    return result
  }

  /// Whether `node` draws a shape, seen through wrappers (frames, padding, decorations):
  /// not a colour used as a view. Walked with no node retained.
  static func isShapeLeaf(_ node: LayoutNode) -> Bool {
    var current = Unmanaged.passUnretained(node)
    for _ in 0..<64 {
      let next: Unmanaged<LayoutNode>?? = current._withUnsafeGuaranteedRef { node in
        if type(of: node) == ShapeNode.self {
          return unsafeDowncast(node, to: ShapeNode.self).paintsBackgroundOnly ? nil : .some(nil)
        }
        guard node is WrapperNode else { return nil }
        return .passUnretained(unsafeDowncast(node, to: WrapperNode.self).child)
      }
      // nil: not a shape; nil inside: a shape; else the wrapped node, looked at next.
      guard let next else { return false }
      guard let next else { return true }
      current = next
    }
    return false
  }
}
