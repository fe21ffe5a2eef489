import GlimpseLayout

/// One view per element of a collection.
///
/// - Glimpse: drawn
public struct ForEach<Data, ID, Content> where Data: RandomAccessCollection, ID: Hashable {
  /// The elements.
  public var data: Data
  /// Builds the view for an element.
  public var content: (Data.Element) -> Content

  /// The elements and what each builds, for the modules that add `ForEach` initializers of
  /// their own (Charts' marks per element).
  package init(elements data: Data, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach: View where Content: View {
  public typealias Body = Never

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    // At most the rows the resolve's budget has left: the rest could never be seen.
    for element in view.data {
      guard ResolveBudget.takeRow(in: context.scope) else { break }
      // The rows are built now, so `@Environment` read in them sees this environment.
      let row = context.evaluating { view.content(element) }
      Content._makeNodes(row, in: context, into: &nodes)
    }
  }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  /// A view per identifiable element.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Content: View {
  /// A view per element, identified by a key path.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  /// A view per integer in a range.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}
