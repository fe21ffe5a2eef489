import Foundation

/// Where the render under way keeps its environment, for what reads it without being
/// passed it: `String(localized:)` in a view's body looks up its string in the strings and
/// locale of the view being drawn.
///
/// A task-local value, bound only while a render runs (as the view surface's render scope
/// is), so that renders on other threads or tasks never see it.
package enum LocalizationScope {
  /// The render under way in this task or on this thread, if any.
  @TaskLocal package static var current: (any LocalizationSource)?

  /// The localization of the render under way; the development language's outside one.
  package static var environment: any LocalizationEnvironment {
    current?.localization ?? PlainLocalization.standard
  }
}

/// A render's state, as far as localization reads it: its environment at the view being
/// evaluated. A class, so that the view surface keeps its own render scope in this one
/// task-local (binding a task-local allocates, once a render) and reads it back with a
/// class cast.
package protocol LocalizationSource: AnyObject, Sendable {
  /// The environment of the view being evaluated.
  var localization: any LocalizationEnvironment { get }
}
