import GlimpseLayout

extension Canvas {
  /// Whether `other` shows exactly the same cells: same size, glyphs (clusters compared
  /// by their text, not their index) and styles.
  func showsSamePicture(as other: Canvas) -> Bool {
    guard width == other.width, height == other.height else { return false }
    if cells == other.cells && clusters == other.clusters { return true }
    for (mine, theirs) in zip(cells, other.cells) where mine != theirs {
      guard mine.isCluster, theirs.isCluster, mine.style == theirs.style,
        glyphString(for: mine) == other.glyphString(for: theirs)
      else { return false }
    }
    return true
  }
}
