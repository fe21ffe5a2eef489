import Foundation
import GlimpseActivityKit
import GlimpseEnums
import GlimpseLayout
import GlimpseUI
import GlimpseWidgetKit

/// Builds the content states of a Live Activity `#Preview`: one state per line, `for` loops
/// allowed.
///
/// - Glimpse: works
@resultBuilder
public struct PreviewActivityBuilder<A> where A: ActivityAttributes {
  /// A state.
  public static func buildExpression(_ contentState: A.ContentState) -> [A.ContentState] {
    [contentState]
  }

  /// The first states.
  public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] {
    first
  }

  /// More states.
  public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState])
    -> [A.ContentState]
  {
    accumulated + next
  }

  /// The states of a `for` loop.
  public static func buildArray(_ components: [[A.ContentState]]) -> [A.ContentState] {
    components.flatMap { $0 }
  }
}

/// Builds the entries of a home-screen widget's `#Preview`.
///
/// - Glimpse: works
@resultBuilder
public struct PreviewTimelineBuilder {
  /// No entries: not allowed.
  @available(
    *, unavailable, message: "Please provide at lease one timeline entry to preview your widget."
  )
  public static func buildBlock() -> [any TimelineEntry] {
    fatalError("Unreachable")
  }

  /// An entry.
  public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] {
    [entry]
  }

  /// The first entries.
  public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] {
    first
  }

  /// More entries.
  public static func buildPartialBlock(
    accumulated: [any TimelineEntry], next: [any TimelineEntry]
  ) -> [any TimelineEntry] {
    accumulated + next
  }

  /// The entries of a `for` loop.
  public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] {
    components.flatMap { $0 }
  }
}
