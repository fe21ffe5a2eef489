import CGlimpseSignals
import GlimpseLayout

/// What is being drawn, kept where the fatal-signal handler can read it: if an activity's
/// own code traps, the line printed before the backtrace names the activity, its state
/// and the presentation (`glimpse: crashed with SIGILL while drawing delivery · state
/// 2/5 picked up · lock-screen`).
///
/// Each thread keeps its own (renders run on several at once: `glimpse density`), so a
/// crash names what the thread that crashed was drawing; the main thread's is also what
/// the interactive preview's watchdog names. Cheap enough to call around every
/// presentation: the label and the presentation's name are a few bytes each.
enum DrawingTrace {
  /// Marks the start of drawing `presentation` of the activity `label` (fitted)
  /// describes.
  static func begin(_ presentation: String, of label: String) {
    set(GLIMPSE_DRAWING_ACTIVITY, to: label)
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
  static func fitted(_ label: String) -> String {
    var visible = ConsoleText.visible(label)
    let capacity = Int(GLIMPSE_DRAWING_FIELD_CAPACITY)
    while visible.utf8.count > capacity { visible.removeLast() }
    return visible
  }
}
