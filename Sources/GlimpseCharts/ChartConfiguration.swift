import Foundation
import GlimpseUI

/// What the chart modifiers (`chartXAxis`, `chartXScale`, `chartLegend`...) have set for
/// the charts inside them, carried in the environment as SwiftUI carries them.
struct ChartConfiguration {
  /// One axis's settings.
  struct Axis {
    var visibility: Visibility = .automatic
    /// The groups of marks `chartXAxis { }` gave, or nil for the default marks.
    var groups: [_AxisMarksGroup]?
  }

  var xAxis = Axis()
  var yAxis = Axis()
  var xDomain: _ScaleDomainValue?
  var yDomain: _ScaleDomainValue?
  /// The style of each category, from `chartForegroundStyleScale`.
  var foregroundStyles: [(PlotValue, AnyShapeStyle)] = []
  /// A style per category computed from the category, from
  /// `chartForegroundStyleScale(mapping:)`.
  var foregroundMapping: ((PlotValue) -> AnyShapeStyle?)?
  /// Styles categories take in order of appearance, from `chartForegroundStyleScale(range:)`.
  var paletteStyles: [AnyShapeStyle] = []
  var legendVisibility: Visibility = .automatic
  /// The plot style's content, from `chartPlotStyle`.
  var plotStyle: (@MainActor (ChartPlotContent) -> AnyView)?
}

/// The environment key of ``ChartConfiguration``.
struct ChartConfigurationKey: EnvironmentKey {
  static var defaultValue: ChartConfiguration { ChartConfiguration() }
}

extension EnvironmentValues {
  /// What the chart modifiers around a chart have set.
  var chartConfiguration: ChartConfiguration {
    get { self[ChartConfigurationKey.self] }
    set { self[ChartConfigurationKey.self] = newValue }
  }
}

/// Whether something is shown: SwiftUI's `Visibility`.
/// - Glimpse: works
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The system's choice.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
