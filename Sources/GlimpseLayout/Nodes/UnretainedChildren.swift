extension Array where Element == LayoutNode {
  /// `body` applied to node `index`, read without retaining it: for a container's children,
  /// which it holds as long as it lives, read within a call on it (stacks, ZStacks and shape
  /// layering read every child on every layout, and a retain and its release are two
  /// atomic operations).
  @inline(__always)
  func unretained<Result>(_ index: Int, _ body: (LayoutNode) -> Result) -> Result {
    Unmanaged.passUnretained(self[index])._withUnsafeGuaranteedRef(body)
  }

  /// Whether `predicate` holds for every node, each read without retaining it.
  @inline(__always)
  func allUnretained(_ predicate: (LayoutNode) -> Bool) -> Bool {
    for index in indices where !unretained(index, predicate) { return false }
    return true
  }
}
