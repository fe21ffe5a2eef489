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
  /// first ZStack or decoration it is part of.
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
      // Searched by index, with no child retained.
      let children = unsafeDowncast(parent, to: ZStackNode.self).children
      var index = 0
      while index < children.count && children[index] !== branch { index += 1 }
      guard index < children.count else { return .alone }
      var result = ShapeLayering.alone
      index += 1
      while index < children.count {
        let isShape = Unmanaged.passUnretained(children[index])._withUnsafeGuaranteedRef {
          shapeLeaf(of: $0) != nil
        }
        if !isShape { return .underContent }
        result = .underShape
        index += 1
      }
      return result
    }
    if let decoration = parent as? DecorationNode {
      let isContent = decoration.content === branch
      switch (decoration.placement, isContent) {
      case (.overlay, true):
        return shapeLeaf(of: decoration.decoration) == nil ? .underContent : .underShape
      case (.background, false):
        return shapeLeaf(of: decoration.content) == nil ? .underContent : .underShape
      case (.overlay, false):
        return shapeLeaf(of: decoration.content) == nil ? .alone : .overShape
      case (.background, true):
        return nil
      }
    }
    return parent is WrapperNode ? nil : .alone
  }

  /// The shape `node` draws, seen through wrappers (frames, padding, decorations), or nil
  /// when it draws something else.
  static func shapeLeaf(of node: LayoutNode) -> ShapeNode? {
    var current = node
    for _ in 0..<64 {
      if let shape = current as? ShapeNode { return shape.paintsBackgroundOnly ? nil : shape }
      guard let wrapper = current as? WrapperNode else { return nil }
      current = wrapper.child
    }
    return nil
  }
}
