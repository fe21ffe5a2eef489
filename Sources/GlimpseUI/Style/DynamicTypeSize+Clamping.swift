extension DynamicTypeSize {
  /// `size` moved into `range`: to its smallest size when below it, its largest when
  /// above (an empty range leaves it).
  @usableFromInline
  static func _clamped<T>(_ size: DynamicTypeSize, to range: T) -> DynamicTypeSize
  where T: RangeExpression, T.Bound == DynamicTypeSize {
    let inside = allCases.filter { range.contains($0) }
    guard let smallest = inside.first, let largest = inside.last else { return size }
    return min(max(size, smallest), largest)
  }
}
