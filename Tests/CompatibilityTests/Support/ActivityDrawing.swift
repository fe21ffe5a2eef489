import GlimpseActivityKit
import GlimpseLayout
import GlimpsePreviews
import GlimpseUI
import GlimpseWidgetKit
import Testing

/// Everything one state of a Live Activity draws, headless.
@MainActor
struct DrawnActivity {
  /// The Lock Screen view.
  var lockScreen: Snapshot
  /// The preferences the Lock Screen view set (tint, URL, background...).
  var preferences: PreferenceValues
  /// The island itself (keyline tint, URL, margins).
  var island: DynamicIsland
  /// The expanded regions, in declaration order.
  var expanded: [(position: DynamicIslandExpandedRegionPosition.Kind, snapshot: Snapshot)]
  /// The compact leading view.
  var compactLeading: Snapshot
  /// The compact trailing view.
  var compactTrailing: Snapshot
  /// The minimal view.
  var minimal: Snapshot

  /// Every drawing.
  var all: [Snapshot] {
    [lockScreen] + expanded.map(\.snapshot) + [compactLeading, compactTrailing, minimal]
  }

  /// The text of the expanded regions.
  var expandedText: String { expanded.map(\.snapshot.text).joined(separator: "\n") }

  /// The expanded region at a position.
  func region(_ kind: DynamicIslandExpandedRegionPosition.Kind) -> Snapshot? {
    expanded.first { $0.position == kind }?.snapshot
  }
}

/// The widths the presentations are drawn at: a Lock Screen card, the expanded island's
/// regions, and the compact and minimal pills.
enum PresentationWidth {
  static let lockScreen = 60
  static let expandedSide = 16
  static let expandedCenter = 28
  static let expandedBottom = 56
  static let compact = 12
  static let minimal = 6

  static func expanded(_ kind: DynamicIslandExpandedRegionPosition.Kind) -> Int {
    switch kind {
    case .leading, .trailing: return expandedSide
    case .center: return expandedCenter
    case .bottom: return expandedBottom
    }
  }
}

/// Resolves every presentation of the activity `A` in `widget` for one state and draws it.
@MainActor
func drawActivity<W: Widget, A: ActivityAttributes>(
  _ widget: W, _ type: A.Type, attributes: A, state: A.ContentState, isStale: Bool = false,
  lockScreenWidth: Int = PresentationWidth.lockScreen,
  environment: EnvironmentValues = EnvironmentValues(),
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> DrawnActivity {
  let inventory = WidgetInventory.of(widget)
  let found = try #require(inventory.configuration(for: type), sourceLocation: sourceLocation)
  let configuration = found.0
  let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale)
  let content = configuration.content(for: context)
  let preferences = PreferenceValues()
  _ = ViewResolver.nodes(content, environment: environment, preferences: preferences)
  let island = configuration.dynamicIsland(for: context)
  let expanded = island.expandedRegions().map { region in
    (
      position: region.position.kind,
      snapshot: Snapshot(
        region.view, width: PresentationWidth.expanded(region.position.kind),
        environment: environment)
    )
  }
  return DrawnActivity(
    lockScreen: Snapshot(content, width: lockScreenWidth, environment: environment),
    preferences: preferences, island: island, expanded: expanded,
    compactLeading: Snapshot(
      island.compactLeading(), width: PresentationWidth.compact, environment: environment),
    compactTrailing: Snapshot(
      island.compactTrailing(), width: PresentationWidth.compact, environment: environment),
    minimal: Snapshot(island.minimal(), width: PresentationWidth.minimal, environment: environment))
}

/// Whether a drawing shows something: a glyph that is not a blank.
@MainActor
func isVisible(_ snapshot: Snapshot) -> Bool {
  !snapshot.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
}

/// Expects a drawing to show something within its width, with no text cut short.
@MainActor
func expectFits(_ snapshot: Snapshot, sourceLocation: SourceLocation = #_sourceLocation) {
  #expect(isVisible(snapshot), "nothing drawn", sourceLocation: sourceLocation)
  #expect(
    snapshot.canvas.diagnostics.isEmpty, "text cut short:\n\(snapshot.text)",
    sourceLocation: sourceLocation)
  let widest = snapshot.text.split(separator: "\n").map(\.count).max() ?? 0
  #expect(widest <= snapshot.canvas.width, sourceLocation: sourceLocation)
}

/// Expects a drawing to contain `text`. Foundation's formatters put no-break spaces before
/// "AM" and "PM"; they count as spaces here.
@MainActor
func expectText(
  _ text: String, in snapshot: Snapshot, sourceLocation: SourceLocation = #_sourceLocation
) {
  let drawn = snapshot.text.replacingOccurrences(of: "\u{202F}", with: " ")
    .replacingOccurrences(of: "\u{00A0}", with: " ")
  #expect(
    drawn.contains(text), "\"\(text)\" not drawn in:\n\(snapshot.text)",
    sourceLocation: sourceLocation)
}

/// The foreground colour of the first cell of `text` where it is drawn in `snapshot`, or
/// nil when it is not drawn.
@MainActor
func foreground(of text: String, in snapshot: Snapshot) -> TerminalColor? {
  let canvas = snapshot.canvas
  for y in 0..<canvas.height {
    var row = ""
    var columns: [Int] = []
    for x in 0..<canvas.width where !canvas[x, y].isContinuation {
      row += canvas.glyph(x: x, y: y)
      columns.append(x)
    }
    if let range = row.range(of: text) {
      let offset = row.distance(from: row.startIndex, to: range.lowerBound)
      return canvas[columns[offset], y].style.foreground
    }
  }
  return nil
}

/// The runs of drawn cells along a row: how many consecutive non-blank cells share a
/// foreground colour, left to right.
@MainActor
func colorRuns(_ snapshot: Snapshot, row: Int) -> [Int] {
  let canvas = snapshot.canvas
  guard row >= 0, row < canvas.height else { return [] }
  var runs: [Int] = []
  var previous: TerminalColor?
  for x in 0..<canvas.width {
    let cell = canvas[x, row]
    guard cell != .blank, !cell.isContinuation else {
      previous = nil
      continue
    }
    if let previous, previous == cell.style.foreground {
      runs[runs.count - 1] += 1
    } else {
      runs.append(1)
    }
    previous = cell.style.foreground
  }
  return runs
}

/// The index of the first row of a drawing that contains `text`.
@MainActor
func row(containing text: String, in snapshot: Snapshot) -> Int? {
  snapshot.text.split(separator: "\n", omittingEmptySubsequences: false)
    .firstIndex { $0.contains(text) }
}
