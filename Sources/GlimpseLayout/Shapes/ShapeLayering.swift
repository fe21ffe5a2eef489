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
  static func of(_ node: LayoutNode) -> ShapeLayering {
    var branch = node
    while let parent = branch.parent {
      if let stack = parent as? ZStackNode {
        // Searched by index, with no closure and no child retained: every shape drawn
        // asks this.
        return stack.children.withUnsafeBufferPointer { children in
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
          branch = parent
          continue
        }
      }
      guard parent is WrapperNode else { return .alone }
      branch = parent
    }
    return .alone
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
