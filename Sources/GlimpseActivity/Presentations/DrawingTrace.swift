import CGlimpseSignals
import GlimpseLayout

/// What is being drawn, kept where the fatal-signal handler can read it: if an activity's
/// own code traps, the line printed before the backtrace names the activity, its state
/// and the presentation (`glimpse: crashed with SIGILL while drawing delivery · state
/// 2/5 picked up · lock-screen`).
///
/// Cheap enough to call around every presentation: the activity's label is copied only
/// when it changes, and the presentation's name is a static string of a few bytes.
@MainActor
enum DrawingTrace {
  /// The label last copied, to skip copying it again.
  private static var activity = ""

  /// Marks the start of drawing `presentation` of the activity `label` (fitted)
  /// describes.
  static func begin(_ presentation: String, of label: String) {
    if label != activity {
      activity = label
      set(GLIMPSE_DRAWING_ACTIVITY, to: label)
    }
    set(GLIMPSE_DRAWING_PRESENTATION, to: presentation)
  }

  /// Marks the end of drawing: a crash from here on is not the activity's.
  static func end() {
    glimpse_fatal_set_drawing(GLIMPSE_DRAWING_PRESENTATION, nil, 0)
  }

  private static func set(_ field: glimpse_drawing_field, to text: String) {
    var text = text
    text.withUTF8 { bytes in
      bytes.withMemoryRebound(to: CChar.self) { characters in
        glimpse_fatal_set_drawing(field, characters.baseAddress, characters.count)
      }
    }
  }

  /// `label` made visible (it holds a state's name from a file) and cut, at a character,
  /// to what the handler keeps: what ``ActivityViews/drawingLabel`` stores, so that
  /// ``begin(_:of:)`` copies it as it is.
  nonisolated static func fitted(_ label: String) -> String {
    var visible = ConsoleText.visible(label)
    let capacity = Int(GLIMPSE_DRAWING_FIELD_CAPACITY)
    while visible.utf8.count > capacity { visible.removeLast() }
    return visible
  }
}
