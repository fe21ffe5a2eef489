import GlimpseAppIntents
import GlimpseLayout

/// Where the buttons and toggles that perform intents are drawn: the interactive preview
/// draws a presentation while recording, and learns which intent each button runs and the
/// cells it covers, to press it with Enter or a click.
///
/// Recording changes nothing drawn: a recorded control's node answers and draws exactly
/// as its content does, and only notes the rectangle it is drawn in. Outside a recording,
/// controls resolve as they always do.
package final class ControlRecorder: @unchecked Sendable {
  /// A control that performs an intent.
  package struct Control {
    /// What pressing it performs.
    package let intent: any AppIntent
    /// Whether it is a toggle, and whether it is on.
    package let toggleIsOn: Bool?
    /// The cells it covers on the canvas it was drawn on (nil until drawn).
    package var rect: CellRect?
  }

  /// The controls, in the order their views were resolved.
  package private(set) var controls: [Control] = []

  /// The recorder that controls resolved now report to.
  @TaskLocal static var current: ControlRecorder?

  package init() {}

  /// Runs `body` (which resolves and draws views) while recording into this recorder.
  package func recording<Result>(_ body: () throws -> Result) rethrows -> Result {
    try Self.$current.withValue(self, operation: body)
  }

  /// Adds a control; returns its index.
  func add(_ intent: any AppIntent, toggleIsOn: Bool?) -> Int {
    controls.append(Control(intent: intent, toggleIsOn: toggleIsOn, rect: nil))
    return controls.count - 1
  }

  /// Notes that part of control `index` was drawn in `rect`.
  func drew(_ index: Int, in rect: CellRect) {
    guard !rect.isEmpty else { return }
    guard let known = controls[index].rect else {
      controls[index].rect = rect
      return
    }
    let minX = min(known.minX, rect.minX)
    let minY = min(known.minY, rect.minY)
    controls[index].rect = CellRect(
      x: minX, y: minY, width: max(known.maxX, rect.maxX) - minX,
      height: max(known.maxY, rect.maxY) - minY)
  }

  /// Wraps the nodes a control appended after `start` so that drawing them is recorded,
  /// when a recording is under way and the control performs an intent.
  static func record(
    _ intent: (any AppIntent)?, toggleIsOn: Bool? = nil, nodes: inout [LayoutNode],
    from start: Int
  ) {
    guard let recorder = current, let intent, start < nodes.count else { return }
    let index = recorder.add(intent, toggleIsOn: toggleIsOn)
    for position in start..<nodes.count {
      nodes[position] = RecordedControlNode(
        child: nodes[position], recorder: recorder, index: index)
    }
  }
}

/// A control's content, noting where it is drawn.
final class RecordedControlNode: WrapperNode {
  let recorder: ControlRecorder
  let index: Int

  init(child: LayoutNode, recorder: ControlRecorder, index: Int) {
    self.recorder = recorder
    self.index = index
    super.init(child: child)
    layoutPriority = child.layoutPriority
  }

  override var isSpacer: Bool { child.isSpacer }
  override var fillsCrossAxis: Bool { child.fillsCrossAxis }

  override func drawContent(in rect: LayoutRect, on canvas: inout Canvas) {
    recorder.drew(index, in: rect.cells)
    child.draw(in: rect, on: &canvas)
  }
}
