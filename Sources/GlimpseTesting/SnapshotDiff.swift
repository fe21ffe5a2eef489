/// A line diff of a recorded snapshot and a new one, aligned, with both sides' line
/// numbers: every changed line, with `context` unchanged lines around each change.
///
/// ```
///  old  new
///   14   14    │ ╭──────────╮
///   15       - │ │ Marco    │
///        15  + │ │ Marcello │
/// ```
struct SnapshotDiff {
  /// One line of the alignment.
  enum Line: Equatable {
    case same(old: Int, new: Int, String)
    case removed(old: Int, String)
    case added(new: Int, String)
  }

  /// The alignment of every line of both sides.
  let lines: [Line]

  /// The number of removed and added lines.
  var changes: Int {
    lines.reduce(0) {
      if case .same = $1 { return $0 }
      return $0 + 1
    }
  }

  /// The alignment of `old` and `new`: their common start and end, and between them the
  /// longest common subsequence of lines (or, past 4,000,000 cells of table, the two
  /// middles one after the other).
  init(old: [String], new: [String]) {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    var lines: [Line] = (0..<prefix).map { .same(old: $0 + 1, new: $0 + 1, old[$0]) }
    let oldMiddle = Array(old[prefix..<(old.count - suffix)])
    let newMiddle = Array(new[prefix..<(new.count - suffix)])
    lines += Self.middle(oldMiddle, newMiddle, offset: prefix)
    for index in 0..<suffix {
      let oldIndex = old.count - suffix + index
      let newIndex = new.count - suffix + index
      lines.append(.same(old: oldIndex + 1, new: newIndex + 1, old[oldIndex]))
    }
    self.lines = lines
  }

  private static func middle(_ old: [String], _ new: [String], offset: Int) -> [Line] {
    let removedAll = old.enumerated().map { Line.removed(old: offset + $0.offset + 1, $0.element) }
    let addedAll = new.enumerated().map { Line.added(new: offset + $0.offset + 1, $0.element) }
    guard !old.isEmpty, !new.isEmpty, old.count * new.count <= 4_000_000 else {
      return removedAll + addedAll
    }
    // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
    let width = new.count + 1
    var lengths = [Int32](repeating: 0, count: (old.count + 1) * width)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var lines: [Line] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        lines.append(.same(old: offset + i + 1, new: offset + j + 1, old[i]))
        i += 1
        j += 1
      } else if i < old.count
        && (j == new.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])
      {
        lines.append(.removed(old: offset + i + 1, old[i]))
        i += 1
      } else {
        lines.append(.added(new: offset + j + 1, new[j]))
        j += 1
      }
    }
    return lines
  }

  /// The changes with `context` unchanged lines around each, under a column header; `⋮`
  /// where unchanged lines are left out.
  func text(context: Int = 3) -> String {
    let changed = lines.indices.filter {
      if case .same = lines[$0] { return false }
      return true
    }
    var shown = Set<Int>()
    for index in changed {
      for near in max(0, index - context)...min(lines.count - 1, index + context) {
        shown.insert(near)
      }
    }
    func number(_ value: Int?) -> String {
      let text = value.map(String.init) ?? ""
      return String(repeating: " ", count: max(0, 5 - text.count)) + text
    }
    var output = ["  old   new"]
    var last: Int?
    for index in shown.sorted() {
      if let last, index > last + 1 { output.append("    ⋮     ⋮") }
      last = index
      switch lines[index] {
      case .same(let old, let new, let text):
        output.append("\(number(old)) \(number(new))   │ \(text)")
      case .removed(let old, let text):
        output.append("\(number(old)) \(number(nil)) - │ \(text)")
      case .added(let new, let text):
        output.append("\(number(nil)) \(number(new)) + │ \(text)")
      }
    }
    return output.joined(separator: "\n")
  }
}
