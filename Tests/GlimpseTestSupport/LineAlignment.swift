/// Lines of two texts lined up for a side-by-side comparison: the longest run of lines the
/// two share stays side by side, and what lies between is shown as changed, removed or
/// added.
enum LineAlignment {
  /// Every line of `expected` and `actual`, in order, as rows of a comparison.
  static func rows(expected: [String], actual: [String]) -> [Golden.Difference.Row] {
    let kept = commonLines(expected, actual)
    var rows: [Golden.Difference.Row] = []
    var removed: [Golden.Difference.Line] = []
    var added: [Golden.Difference.Line] = []
    func flush() {
      for index in 0..<max(removed.count, added.count) {
        rows.append(
          Golden.Difference.Row(
            expected: index < removed.count ? removed[index] : nil,
            actual: index < added.count ? added[index] : nil))
      }
      removed.removeAll()
      added.removeAll()
    }
    var expectedIndex = 0
    var actualIndex = 0
    for (keptExpected, keptActual) in kept + [(expected.count, actual.count)] {
      while expectedIndex < keptExpected {
        removed.append(Golden.Difference.Line(expectedIndex + 1, expected[expectedIndex]))
        expectedIndex += 1
      }
      while actualIndex < keptActual {
        added.append(Golden.Difference.Line(actualIndex + 1, actual[actualIndex]))
        actualIndex += 1
      }
      flush()
      guard keptExpected < expected.count, keptActual < actual.count else { continue }
      rows.append(
        Golden.Difference.Row(
          expected: Golden.Difference.Line(keptExpected + 1, expected[keptExpected]),
          actual: Golden.Difference.Line(keptActual + 1, actual[keptActual])))
      expectedIndex = keptExpected + 1
      actualIndex = keptActual + 1
    }
    return rows
  }

  /// The index pairs of a longest common subsequence of lines, in order.
  static func commonLines(_ first: [String], _ second: [String]) -> [(Int, Int)] {
    let width = second.count + 1
    // lengths[i * width + j]: the longest common run of first[i...] and second[j...].
    var lengths = [Int](repeating: 0, count: (first.count + 1) * width)
    for i in stride(from: first.count - 1, through: 0, by: -1) {
      for j in stride(from: second.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          first[i] == second[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var pairs: [(Int, Int)] = []
    var i = 0
    var j = 0
    while i < first.count, j < second.count {
      if first[i] == second[j] {
        pairs.append((i, j))
        i += 1
        j += 1
      } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return pairs
  }
}
