import Foundation
import GlimpseUI

extension View {
  func changingChartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void)
    -> some View
  {
    transformEnvironment(\.chartConfiguration, transform: change)
  }

  /// Shows or hides the charts' x axis.
  /// - Glimpse: drawn
  public func chartXAxis(_ visibility: Visibility) -> some View {
    changingChartConfiguration { $0.xAxis.visibility = visibility }
  }

  /// The marks along the charts' x axis.
  /// - Glimpse: drawn
  public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content)
    -> some View
  {
    let groups = Self.axisGroups(of: content())
    return changingChartConfiguration { $0.xAxis.groups = groups }
  }

  /// Shows or hides the charts' y axis.
  /// - Glimpse: drawn
  public func chartYAxis(_ visibility: Visibility) -> some View {
    changingChartConfiguration { $0.yAxis.visibility = visibility }
  }

  /// The marks along the charts' y axis.
  /// - Glimpse: drawn
  public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content)
    -> some View
  {
    let groups = Self.axisGroups(of: content())
    return changingChartConfiguration { $0.yAxis.groups = groups }
  }

  private static func axisGroups<Content: AxisContent>(of content: Content) -> [_AxisMarksGroup] {
    var groups: [_AxisMarksGroup] = []
    Content._collectAxisMarks(content, into: &groups)
    return groups
  }

  /// The x axis's title (accepted; not drawn).
  ///
  /// - Glimpse: accepted
  public func chartXAxisLabel(
    _ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
    alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    self
  }

  /// The y axis's title (accepted; not drawn).
  ///
  /// - Glimpse: accepted
  public func chartYAxisLabel(
    _ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
    alignment: Alignment? = nil, spacing: CGFloat? = nil
  ) -> some View {
    self
  }

  /// The values the charts' x axis spans.
  /// - Glimpse: drawn
  public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil)
    -> some View
  {
    let value = domain._domainValue
    return changingChartConfiguration { $0.xDomain = value }
  }

  /// The values the charts' x axis spans, and its range (accepted).
  /// - Glimpse: approximated: the domain is drawn; the range is accepted
  public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View {
    let value = domain._domainValue
    return changingChartConfiguration { $0.xDomain = value }
  }

  /// The range of the charts' x axis (accepted; the plot fills its area).
  ///
  /// - Glimpse: accepted
  public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    self
  }

  /// The values the charts' y axis spans.
  /// - Glimpse: drawn
  public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil)
    -> some View
  {
    let value = domain._domainValue
    return changingChartConfiguration { $0.yDomain = value }
  }

  /// The values the charts' y axis spans, and its range (accepted).
  /// - Glimpse: approximated: the domain is drawn; the range is accepted
  public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View {
    let value = domain._domainValue
    return changingChartConfiguration { $0.yDomain = value }
  }

  /// The range of the charts' y axis (accepted; the plot fills its area).
  ///
  /// - Glimpse: accepted
  public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    self
  }

  /// The style of each category `foregroundStyle(by:)` names.
  /// - Glimpse: drawn
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
    _ mapping: KeyValuePairs<DataValue, S>
  ) -> some View {
    let styles = mapping.map { ($0.key._plotValue, AnyShapeStyle($0.value)) }
    return changingChartConfiguration { $0.foregroundStyles = styles }
  }

  /// The styles of the categories in `domain`, in order.
  /// - Glimpse: drawn
  public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View {
    var categories: [PlotValue] = []
    switch domain._domainValue {
    case .values(let values): categories = values
    case .range(let lower, let upper): categories = [lower, upper]
    case .automatic: break
    }
    let styles = Array(zip(categories, range._styles))
    return changingChartConfiguration { $0.foregroundStyles = styles }
  }

  /// The styles categories take, in order of appearance.
  /// - Glimpse: drawn
  public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil)
    -> some View
  {
    let styles = range._styles
    return changingChartConfiguration { configuration in
      configuration.foregroundStyles = []
      configuration.foregroundMapping = nil
      configuration.paletteStyles = styles
    }
  }

  /// The style of each category, computed from it.
  /// - Glimpse: drawn
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
    mapping: @escaping (DataValue) -> S
  ) -> some View {
    changingChartConfiguration { configuration in
      configuration.foregroundMapping = { value in
        DataValue._fromPlotValue(value).map { AnyShapeStyle(mapping($0)) }
      }
    }
  }

  /// Shows or hides the charts' legend.
  /// - Glimpse: drawn
  public func chartLegend(_ visibility: Visibility) -> some View {
    changingChartConfiguration { $0.legendVisibility = visibility }
  }

  /// Where the charts' legend goes (accepted; it goes under the plot).
  ///
  /// - Glimpse: accepted
  public func chartLegend(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> some View {
    self
  }

  /// A custom legend (accepted; the default legend is drawn).
  ///
  /// - Glimpse: accepted
  public func chartLegend<Content: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    self
  }

  /// Styles the charts' plot area: the closure's modifiers (a background, a border, a
  /// frame) are applied to the whole chart, axes included.
  /// - Glimpse: approximated: the closure's modifiers apply to the whole chart, axes included
  public func chartPlotStyle<Content: View>(
    content: @escaping (ChartPlotContent) -> Content
  ) -> some View {
    changingChartConfiguration { configuration in
      configuration.plotStyle = { @MainActor plot in AnyView(content(plot)) }
    }
  }

  /// A view behind the charts' plot (accepted; not drawn).
  ///
  /// - Glimpse: accepted
  public func chartBackground<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> some View {
    self
  }

  /// A view over the charts' plot (accepted; not drawn).
  ///
  /// - Glimpse: accepted
  public func chartOverlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> V
  ) -> some View {
    self
  }
}

/// A chart's geometry, for views over or behind it: Swift Charts' `ChartProxy`
/// (Glimpse gives no positions).
/// - Glimpse: approximated: no positions or values (nil), a zero plot size
public struct ChartProxy {
  /// The plot's size (zero).
  public var plotSize: CGSize { .zero }

  /// The position of a value (none).
  public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }

  /// The position of a value (none).
  public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }

  /// The value at a position (none).
  public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }

  /// The value at a position (none).
  public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
}
