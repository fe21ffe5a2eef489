import GlimpseLayout
import GlimpseUI

/// A chart of marks: Swift Charts' `Chart`. Drawn by ``ChartNode``: lines and points in
/// braille dots, bars and areas in eighth blocks, rules in box lines, rectangles as cell
/// backgrounds, with the axes and legend around the plot.
/// - Glimpse: drawn
public struct Chart<Content: View>: View {
  public typealias Body = Never
  @usableFromInline let collect: @MainActor (inout [_ChartMark]) -> Void

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    var marks: [_ChartMark] = []
    context.evaluating { view.collect(&marks) }
    let configuration = context.environment.chartConfiguration
    let plot = ChartPlotBuilder(
      marks: marks, configuration: configuration, environment: context.environment
    ).plot()
    let node = ChartNode(plot: plot)
    guard let style = configuration.plotStyle else {
      nodes.append(node)
      return
    }
    var inner = context
    inner.environment.chartConfiguration.plotStyle = nil
    let styled = context.evaluating { style(ChartPlotContent(node: node)) }
    AnyView._makeNodes(styled, in: inner, into: &nodes)
  }
}

extension Chart {
  /// A chart of the marks `content` builds.
  public init<C: ChartContent>(@ChartContentBuilder content: () -> C)
  where Content == _ChartContentView<C> {
    let built = content()
    collect = { C._collectMarks(built, into: &$0) }
  }

  /// A chart of the marks `content` builds for each identifiable element of `data`.
  @inlinable
  public init<Data, C>(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C)
  where
    Content == _ChartContentView<ForEach<Data, Data.Element.ID, C>>, Data: RandomAccessCollection,
    C: ChartContent, Data.Element: Identifiable
  {
    let each = ForEach(data, content: content)
    collect = { ForEach._collectMarks(each, into: &$0) }
  }

  /// A chart of the marks `content` builds for each element of `data`, identified by `id`.
  @inlinable
  public init<Data, ID, C>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ChartContentBuilder content: @escaping (Data.Element) -> C
  )
  where
    Content == _ChartContentView<ForEach<Data, ID, C>>, Data: RandomAccessCollection,
    ID: Hashable, C: ChartContent
  {
    let each = ForEach(data, id: id, content: content)
    collect = { ForEach._collectMarks(each, into: &$0) }
  }
}

/// The type a chart's content is known by (it draws through the chart, never alone).
public struct _ChartContentView<C: ChartContent>: View {
  public typealias Body = Never

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {}
}

/// The plot area, as `chartPlotStyle`'s closure receives it: Swift Charts'
/// `ChartPlotContent`. Glimpse applies the closure's modifiers to the whole chart.
/// - Glimpse: approximated: the chartPlotStyle closure's modifiers apply to the whole chart, axes included
public struct ChartPlotContent: View {
  public typealias Body = Never
  let node: ChartNode

  @MainActor public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    nodes.append(view.node)
  }
}
