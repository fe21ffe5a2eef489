import GlimpseLayout

/// Builds views from closures: SwiftUI's `ViewBuilder`, with its overloads.
///
/// `if` uses `buildIf`, `if`/`else` and `switch` use `buildEither`, `if #available` uses
/// `buildLimitedAvailability`; there is no `buildArray` (loops use `ForEach`).
///
/// - Glimpse: works
@resultBuilder
public struct ViewBuilder {
  /// A view as itself.
  ///
  /// Its view is consumed, as are the other builders' that hand a view back as it is: a
  /// view borrowed and handed back is copied (every text, stack and modifier in it retained
  /// field by field) and the original destroyed, a whole body twice over.
  public static func buildExpression<Content>(
    _ content: consuming Content
  ) -> Content where Content: View {
    content
  }

  /// No views: an empty view.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// One view, as itself.
  public static func buildBlock<Content>(_ content: consuming Content) -> Content
  where Content: View {
    content
  }

  /// Several views, as a tuple.
  ///
  /// Inlinable so that the calling module specializes it: the closure that resolves the
  /// views then calls each view's resolution directly, with no generic metadata to look
  /// up at run time.
  @_disfavoredOverload @inlinable
  public static func buildBlock<each Content>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> where repeat each Content: View {
    TupleView((repeat each content)) { @MainActor view, context, nodes in
      // Most views make one node: a fresh list gets room for them all at once rather than
      // growing one by one. (Only a fresh one: reserving exactly, row after row of a
      // ForEach, would copy the list every row.)
      if nodes.isEmpty {
        var count = 0
        for _ in repeat each view.value { count += 1 }
        nodes.reserveCapacity(count)
      }
      repeat appendNodes(of: each view.value, in: context, into: &nodes)
    }
  }
}

extension ViewBuilder {
  /// An `if` without `else`.
  public static func buildIf<Content>(_ content: consuming Content?) -> Content?
  where Content: View {
    content
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent, FalseContent>(
    first: consuming TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent, FalseContent>(
    second: consuming FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent>
  where TrueContent: View, FalseContent: View {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// A branch under `if #available`.
  public static func buildLimitedAvailability<Content>(_ content: consuming Content) -> AnyView
  where Content: View {
    AnyView(content)
  }
}

/// Appends the nodes of one view of a tuple.
@MainActor @inlinable
func appendNodes<V: View>(of view: V, in context: _ResolveContext, into nodes: inout [LayoutNode]) {
  V._makeNodes(view, in: context, into: &nodes)
}
