import GlimpseLayout

extension CellStyle {
  /// This style with `attributes` added to its own.
  func with(attributes: CellAttributes) -> CellStyle {
    var copy = self
    copy.attributes.formUnion(attributes)
    return copy
  }
}
