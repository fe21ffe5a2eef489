/// How far Glimpse honours each of Apple's types and members that GlimpseUI declares: the
/// table the compatibility reference (`docs/Compatibility.md`) is generated from.
///
/// A declaration's support is, first found: the `- Glimpse:` line of its DocC comment (or a
/// summary saying "(accepted"); its key here (`View.padding(_:)`); its base name here
/// (`View.padding`, every overload); then its enclosing type's entry (`Font` covers
/// `Font.Weight.bold`), except for the types in ``membersNeedOwnEntries``. Names with a
/// leading underscore are plumbing (`.glimpse`). A declaration none of these covers fails
/// `CompatibilityReferenceTests`.
enum CompatibilityTable {
  /// Types whose members each need their own entry: a new modifier must say what it does.
  static let membersNeedOwnEntries: Set<String> = ["View"]

  private static let roundedShape =
    "fills paint their cells; strokes draw a box outline with rounded corners"
  private static let assetColor =
    "the colour set of the app's asset catalog for the scheme and contrast; the theme's"
    + " `asset` colour when the catalog has no such set"
  private static let ring = "a ring glyph for the fraction, in one or two cells"

  static let entries: [String: CompatibilitySupport] = {
    var table: [String: CompatibilitySupport] = [:]
    for group in [
      activityKit, appIntents, charts, compatibility, controls, core, environment, image, layout,
      localization, modifiers, previews, shapes, style, text, widgetKit, viewMembers,
      standardLibraryExtensions,
    ] {
      table.merge(group) { first, _ in first }
    }
    return table
  }()

  static let activityKit: [String: CompatibilitySupport] = [
    "Activity": .approximated(
      "request, update and end change the preview's activity in memory; no system, no pushes"),
    "Activity.pushToken": .accepted,
    "Activity.pushToStartToken": .accepted,
    "Activity.pushTokenUpdates": .accepted,
    "Activity.pushToStartTokenUpdates": .accepted,
    "ActivityAttributes": .works,
    "ActivityAuthorizationInfo": .approximated("Live Activities are always enabled"),
    "ActivityAuthorizationError": .works,
    "ActivityContent": .works,
    "ActivityContent.relevanceScore": .accepted,
    "ActivityUIDismissalPolicy": .works,
    "AlertConfiguration": .works,
    "PushType": .accepted,
    "OneShotSequence": .approximated("update sequences yield the current value once, then end"),
  ]

  static let appIntents: [String: CompatibilitySupport] = [
    "AppDependencyManager": .works,
    "AppDependency": .works,
    "AppValue": .works,
    "AppEntity": .works,
    "TransientAppEntity": .works,
    "EntityIdentifierConvertible": .works,
    "EntityProperty": .works,
    "AppEnum": .works,
    "AppIntent": .approximated(
      "perform() runs when a focused button or toggle is pressed in the interactive preview"),
    "AppIntent.openAppWhenRun": .accepted,
    "AppIntent.authenticationPolicy": .accepted,
    "AppIntent.isDiscoverable": .accepted,
    "AppIntent.parameterSummary": .accepted,
    "AppIntent.description": .accepted,
    "IntentAuthenticationPolicy": .accepted,
    "PersistentlyIdentifiable": .accepted,
    "SystemIntent": .works,
    "LiveActivityIntent": .works,
    "LiveActivityStartingIntent": .works,
    "AudioPlaybackIntent": .works,
    "AudioStartingIntent": .works,
    "AudioRecordingIntent": .works,
    "OpenIntent": .works,
    "WidgetConfigurationIntent": .works,
    "ForegroundContinuableIntent": .accepted,
    "AppIntentError": .works,
    "DisplayRepresentation": .works,
    "TypeDisplayRepresentation": .works,
    "TypeDisplayRepresentable": .works,
    "InstanceDisplayRepresentable": .works,
    "DisplayRepresentable": .works,
    "CaseDisplayRepresentable": .works,
    "StaticDisplayRepresentable": .works,
    "DynamicOptionsProvider": .accepted,
    "ResultsCollection": .works,
    "EntityQuery": .works,
    "EntityStringQuery": .works,
    "EnumerableEntityQuery": .works,
    "IntentDescription": .accepted,
    "IntentDialog": .works,
    "IntentParameter": .works,
    "IntentResult": .works,
    "ReturnsValue": .works,
    "OpensIntent": .accepted,
    "ProvidesDialog": .works,
    "ShowsSnippetView": .accepted,
    "IntentResultContainer": .works,
    "InputConnectionBehavior": .accepted,
    "ParameterSummary": .accepted,
    "IntentParameterSummary": .accepted,
    "ParameterSummaryString": .accepted,
    "String.IntentInputOptions": .accepted,
    "Bool.IntentDisplayName": .accepted,
  ]

  static let charts: [String: CompatibilitySupport] = [
    "Chart": .drawn,
    "ChartContent": .drawn,
    "ChartContent.annotation": .accepted,
    "ChartContent.symbol": .approximated("every symbol is dots in the plot; the legend shows it"),
    "ChartContent.lineStyle": .approximated("dashed rules draw dashed; line widths are one dot"),
    "ChartContent.cornerRadius": .accepted,
    "ChartContent.offset": .accepted,
    "ChartContent.zIndex": .accepted,
    "ChartContent.opacity": .approximated("blended with the background as a colour"),
    "ChartContent.accessibilityLabel": .accepted,
    "ChartContent.accessibilityValue": .accepted,
    "ChartContent.accessibilityHidden": .accepted,
    "ChartContent.position": .accepted,
    "ChartContentBuilder": .works,
    "EmptyChartContent": .works,
    "TupleChartContent": .works,
    "AnyChartContent": .works,
    "LineMark": .drawn,
    "PointMark": .drawn,
    "BarMark": .drawn,
    "AreaMark": .drawn,
    "RuleMark": .drawn,
    "RectangleMark": .drawn,
    "Plottable": .works,
    "PlottableValue": .works,
    "PlotValue": .glimpse,
    "InterpolationMethod": .approximated("steps draw as steps; curves as straight segments"),
    "AnnotationPosition": .accepted,
    "AnnotationContext": .accepted,
    "ChartSymbolShape": .approximated("every symbol is dots in the plot; the legend shows it"),
    "BasicChartSymbolShape": .approximated("every symbol is dots in the plot; the legend shows it"),
    "MarkDimension": .approximated("bar and rectangle widths round to whole cells"),
    "MarkStackingMethod": .drawn,
    "AxisMarks": .drawn,
    "AxisMarkValues": .drawn,
    "AxisMarkPosition": .approximated("y labels are always on the trailing edge, x under the plot"),
    "AxisMarkPreset": .accepted,
    "AxisContent": .drawn,
    "AxisContentBuilder": .works,
    "AxisGridLine": .drawn,
    "AxisTick": .drawn,
    "AxisValueLabel": .drawn,
    "AxisValue": .works,
    "ChartProxy": .accepted,
    "ChartPlotContent": .approximated("its background is painted behind the plot; frames ignored"),
    "ScaleDomain": .works,
    "ScaleRange": .works,
    "PlotDimensionScaleRange": .works,
    "KeyValuePairs": .works,
    "AutomaticScaleDomain": .works,
    "AxisMark": .drawn,
    "AxisMarkBuilder": .works,
    "EmptyAxisMark": .works,
    "TupleAxisContent": .works,
    "TupleAxisMark": .works,
    "AxisValueLabelCollisionResolution": .accepted,
    "AxisValueLabelOrientation": .accepted,
    "Visibility": .drawn,
  ]

  static let compatibility: [String: CompatibilitySupport] = [
    "AppStorage": .works,
    "CGColor": .works,
    "CGColorSpace": .works,
    "State": .works,
    "Binding": .works,
    "UIColor": .works,
    "UIColor.init(named:)": .approximated(assetColor),
    "UIColor.init(named:in:compatibleWith:)": .approximated(assetColor),
    "UIColor.init(patternImage:)": .approximated("drawn as a material; it has no components"),
    "Color.init(_:bundle:)": .approximated(assetColor),
    "UIFont": .works,
    "UIImage": .approximated(
      "PNG and JPEG from the app's asset catalog, a file or data, drawn in half blocks; nil"
        + " when missing, as on the device; other formats are nil"),
    "UIScreen": .approximated("the iPhone 16 Pro's screen, whatever device is previewed"),
    "UITraitCollection": .works,
    "UIContentSizeCategory": .works,
    "CTFont": .accepted,
    "UIUserInterfaceStyle": .works,
    "UIAccessibilityContrast": .works,
    "UIUserInterfaceLevel": .accepted,
    "UILegibilityWeight": .accepted,
  ]

  static let controls: [String: CompatibilitySupport] = [
    "Button": .approximated(
      "drawn as `[ label ]` in the tint colour; an action closure never runs, an intent's"
        + " perform() runs when the button is pressed in the interactive preview"),
    "ButtonRole": .accepted,
    "PrimitiveButtonStyle": .approximated("a custom style's body is drawn; press states are not"),
    "PrimitiveButtonStyleConfiguration": .works,
    "ButtonStyle": .approximated("a custom style's body is drawn; press states are not"),
    "ButtonStyleConfiguration": .works,
    "ButtonBorderShape": .accepted,
    "BorderedButtonStyle": .drawn,
    "BorderedProminentButtonStyle": .drawn,
    "BorderlessButtonStyle": .drawn,
    "PlainButtonStyle": .drawn,
    "DefaultButtonStyle": .drawn,
    "Gauge": .drawn,
    "Gauge.init(value:in:label:currentValueLabel:markedValueLabels:)": .approximated(
      "marked values are not drawn"),
    "Gauge.init(value:in:label:currentValueLabel:minimumValueLabel:maximumValueLabel:markedValueLabels:)":
      .approximated("marked values are not drawn"),
    "GaugeStyle": .drawn,
    "GaugeStyleConfiguration": .works,
    "DefaultGaugeStyle": .drawn,
    "AccessoryCircularGaugeStyle": .approximated(ring),
    "AccessoryCircularCapacityGaugeStyle": .approximated(ring),
    "AccessoryLinearGaugeStyle": .drawn,
    "AccessoryLinearCapacityGaugeStyle": .drawn,
    "LinearCapacityGaugeStyle": .drawn,
    "Label": .drawn,
    "LabelStyle": .drawn,
    "LabelStyleConfiguration": .works,
    "DefaultLabelStyle": .drawn,
    "IconOnlyLabelStyle": .drawn,
    "TitleOnlyLabelStyle": .drawn,
    "TitleAndIconLabelStyle": .drawn,
    "ProgressView": .drawn,
    "ProgressViewStyle": .drawn,
    "ProgressViewStyleConfiguration": .works,
    "DefaultProgressViewStyle": .drawn,
    "LinearProgressViewStyle": .drawn,
    "CircularProgressViewStyle": .approximated(ring),
    "DefaultDateProgressLabel": .drawn,
    "Toggle": .drawn,
    "ToggleStyle": .drawn,
    "ToggleStyleConfiguration": .works,
    "DefaultToggleStyle": .drawn,
    "SwitchToggleStyle": .drawn,
    "ButtonToggleStyle": .drawn,
    "Link": .drawn,
  ]

  static let core: [String: CompatibilitySupport] = [
    "Group": .drawn,
    "PreferenceValues": .glimpse,
    "RenderClock": .glimpse,
    "ViewResolver": .glimpse,
    "Snapshot": .glimpse,
    "View": .drawn,
    "ViewBuilder": .works,
    "ViewModifier": .drawn,
    "ModifiedContent": .drawn,
    "AnyView": .drawn,
    "EmptyView": .drawn,
    "TupleView": .drawn,
    "Divider": .drawn,
    "Spacer": .drawn,
  ]

  static let environment: [String: CompatibilitySupport] = [
    "Environment": .works,
    "EnvironmentKey": .works,
    "EnvironmentValues": .works,
    "DynamicProperty": .works,
    "TextAlignment": .drawn,
    "RedactionReasons": .drawn,
    "SymbolVariants": .accepted,
    "Edge": .drawn,
    "EdgeInsets": .drawn,
    "HorizontalAlignment": .drawn,
    "VerticalAlignment": .drawn,
    "Alignment": .drawn,
    "Axis": .drawn,
    "UnitPoint": .approximated("used where a cell can show it (gradient start colours)"),
    "Angle": .works,
    "ContentMode": .drawn,
    "DynamicTypeSize": .drawn,
  ]

  static let image: [String: CompatibilitySupport] = [
    "Image": .approximated(
      "system symbols draw as a glyph from the theme's symbol table; asset images (PNG,"
        + " JPEG) from the app's catalog in half blocks at the frame's cell size, a labelled"
        + " placeholder when missing"),
    "SymbolRenderingMode": .accepted,
    "ImageResource": .approximated(
      "drawn from the app's asset catalog in half blocks; a labelled placeholder when missing"),
    "GlyphSet": .glimpse,
  ]

  static let layout: [String: CompatibilitySupport] = [
    "ForEach": .drawn,
    "GeometryReader": .drawn,
    "GeometryProxy": .works,
    "CoordinateSpace": .accepted,
    "CoordinateSpaceProtocol": .accepted,
    "GlobalCoordinateSpace": .accepted,
    "LocalCoordinateSpace": .accepted,
    "GroupBox": .drawn,
    "HStack": .drawn,
    "VStack": .drawn,
    "ZStack": .drawn,
    "LazyHStack": .drawn,
    "LazyVStack": .drawn,
    "ViewThatFits": .drawn,
    "TimelineView": .drawn,
    "TimelineViewDefaultContext": .works,
    "TimelineScheduleMode": .accepted,
    "TimelineSchedule": .works,
    "EveryMinuteTimelineSchedule": .works,
    "PeriodicTimelineSchedule": .works,
    "ExplicitTimelineSchedule": .works,
    "AnimationTimelineSchedule": .approximated("drawn once a second"),
  ]

  static let localization: [String: CompatibilitySupport] = [
    "PluralCategory": .works,
    "PluralRules": .glimpse,
    "PseudoLanguage": .glimpse,
    "StringTableError": .glimpse,
    "StringTables": .glimpse,
    "StringsDevice": .glimpse,
  ]

  static let modifiers: [String: CompatibilitySupport] = [
    "AccessibilityAttachmentModifier": .accepted,
    "AccessibilityTraits": .accepted,
    "AccessibilityChildBehavior": .accepted,
    "AccessibilityHeadingLevel": .accepted,
    "BlendMode": .accepted,
    "ColorRenderingMode": .accepted,
    "SafeAreaRegions": .accepted,
    "PreviewLayout": .accepted,
    "Animation": .accepted,
    "AnyTransition": .accepted,
    "ContentTransition": .accepted,
    "SymbolEffectOptions": .accepted,
    "SymbolEffect": .accepted,
    "IndefiniteSymbolEffect": .accepted,
    "DiscreteSymbolEffect": .accepted,
    "TransitionSymbolEffect": .accepted,
    "ContentTransitionSymbolEffect": .accepted,
    "PulseSymbolEffect": .accepted,
    "BounceSymbolEffect": .accepted,
    "VariableColorSymbolEffect": .accepted,
    "ScaleSymbolEffect": .accepted,
    "BreatheSymbolEffect": .accepted,
    "RotateSymbolEffect": .accepted,
    "WiggleSymbolEffect": .accepted,
    "AppearSymbolEffect": .accepted,
    "DisappearSymbolEffect": .accepted,
    "ReplaceSymbolEffect": .accepted,
    "ContentMarginPlacement": .accepted,
    "ControlSize": .accepted,
    "AnimationCompletionCriteria": .accepted,
    "Transaction": .accepted,
    "withAnimation(_:_:)": .approximated("runs the body at once; nothing animates"),
    "withAnimation(_:completionCriteria:_:completion:)": .approximated(
      "runs the body, then the completion, at once; nothing animates"),
    "withTransaction(_:_:)": .approximated("runs the body at once"),
  ]

  static let previews: [String: CompatibilitySupport] = [
    "DeclaredPreview": .glimpse,
    "DeclaredActivityPreview": .glimpse,
    "PreviewStateMark": .glimpse,
    "ActivityPreviewVisitor": .glimpse,
    "Preview": .works,
    "PreviewTrait": .accepted,
    "PreviewActivityBuilder": .works,
    "PreviewTimelineBuilder": .works,
    "PreviewProvider": .works,
    // Home-screen widgets' previews compile and are listed as not drawn.
    "Preview(_:as:widget:timeline:)": .accepted,
    "Preview(_:as:widget:timelineProvider:)": .accepted,
    "Preview(_:as:using:widget:timelineProvider:)": .accepted,
  ]

  static let shapes: [String: CompatibilitySupport] = [
    "RoundedCornerStyle": .accepted,
    "Animatable": .accepted,
    "VectorArithmetic": .works,
    "EmptyAnimatableData": .works,
    "AnimatablePair": .works,
    "Shape": .approximated(
      "built-in shapes fill their cells or draw a box outline; a custom shape draws as its"
        + " frame"),
    "InsettableShape": .works,
    "ProposedViewSize": .works,
    "Path": .approximated(
      "drawn from its lines, curves and arcs: braille dots for a stroke, blocks for a fill;"
        + " trimmedPath keeps curves as short lines"),
    "RotatedShape": .drawn,
    "OffsetShape": .drawn,
    "ScaledShape": .drawn,
    "Rectangle": .drawn,
    "RoundedRectangle": .approximated(roundedShape),
    "UnevenRoundedRectangle": .approximated(roundedShape),
    "Capsule": .approximated(roundedShape),
    "Circle": .approximated(
      "one row filled draws `●`; taller fills paint their cells; strokes draw a rounded box outline; a trimmed circle a ring glyph"
    ),
    "Ellipse": .approximated("drawn as a circle"),
    "ContainerRelativeShape": .drawn,
    "AnyShape": .drawn,
    "Color": .approximated(
      "system colours come from the theme, RGB colours are exact, asset colours use a theme"
        + " colour"),
    "ColorResource": .approximated("a theme colour"),
  ]

  static let style: [String: CompatibilitySupport] = [
    "Font": .approximated(
      "weight (semibold and heavier draw bold) and slant only; sizes pick"
        + " the text's Dynamic Type scale"),
    "Gradient": .approximated("drawn as its first colour"),
    "AnyGradient": .approximated("drawn as its first colour"),
    "LinearGradient": .approximated("drawn as its first colour"),
    "RadialGradient": .approximated("drawn as its first colour"),
    "AngularGradient": .approximated("drawn as its first colour"),
    "EllipticalGradient": .approximated("drawn as its first colour"),
    "ResolvedColor": .glimpse,
    "ShapeStyle": .approximated("every style draws as one colour"),
    "AnyShapeStyle": .drawn,
    "HierarchicalShapeStyle": .drawn,
    "TintShapeStyle": .drawn,
    "ForegroundStyle": .drawn,
    "BackgroundStyle": .drawn,
    "SeparatorShapeStyle": .drawn,
    "Material": .approximated("a translucent grey"),
    "FillStyle": .accepted,
    "StrokeStyle": .approximated(
      "a line about a braille dot wide or less is one dot wide, a wider one as wide as it is;"
        + " caps, joins (miter up to miterLimit, round, bevel) and dashes drawn"),
    "CGLineCap": .drawn,
    "CGLineJoin": .drawn,
    "Theme": .glimpse,
    "AssetCatalog": .glimpse,
    "AssetCatalogError": .glimpse,
    "PaletteColor": .glimpse,
    "ThemeError": .glimpse,
    "BuiltInThemes": .glimpse,
  ]

  static let text: [String: CompatibilitySupport] = [
    "CustomLocalizedStringResourceConvertible": .works,
    "LocalizedStringKey": .works,
    "LocalizedStringResource": .works,
    "Text": .drawn,
    "Text.fontWidth(_:)": .accepted,
    "Text.fontDesign(_:)": .accepted,
    "Text.monospacedDigit()": .accepted,
    "Text.kerning(_:)": .accepted,
    "Text.tracking(_:)": .accepted,
    "Text.baselineOffset(_:)": .accepted,
    "Text.textScale(_:isEnabled:)": .accepted,
    "Text.speechAlwaysIncludesPunctuation(_:)": .accepted,
    "Text.speechSpellsOutCharacters(_:)": .accepted,
    "Text.accessibilityLabel": .accepted,
    "Text.customAttribute(_:)": .accepted,
  ]

  static let widgetKit: [String: CompatibilitySupport] = [
    "AccessoryWidgetBackground": .approximated("a faint fill of its frame"),
    "ActivityConfiguration": .drawn,
    "ActivityViewContext": .works,
    "WidgetLocation": .accepted,
    "WidgetPushHandler": .accepted,
    "DynamicIsland": .drawn,
    "DynamicIsland.keylineTint(_:)": .accepted,
    "DynamicIsland.contentMargins(_:_:for:)": .accepted,
    "DynamicIsland.contentMargins(_:for:)": .accepted,
    "DynamicIslandMode": .accepted,
    "DynamicIslandRegionDescription": .glimpse,
    "DynamicIslandExpandedContent": .drawn,
    "DynamicIslandExpandedContentBuilder": .works,
    "DynamicIslandExpandedRegion": .drawn,
    "DynamicIslandExpandedRegionPosition": .drawn,
    "DynamicIslandExpandedRegionVerticalPlacement": .drawn,
    "ContainerBackgroundPlacement": .drawn,
    // Home-screen widgets compile and are listed as not drawn.
    "TimelineEntry": .accepted,
    "TimelineEntryRelevance": .accepted,
    "TimelineReloadPolicy": .accepted,
    "Timeline": .accepted,
    "TimelineProviderContext": .accepted,
    "TimelineProvider": .accepted,
    "AppIntentTimelineProvider": .accepted,
    "StaticConfiguration": .accepted,
    "AppIntentConfiguration": .accepted,
    "EmptyWidgetConfiguration": .works,
    "WidgetCenter": .accepted,
    "WidgetPreviewContext": .accepted,
    "Widget": .works,
    "WidgetBundle": .works,
    "WidgetConfiguration": .works,
    "WidgetConfiguration.configurationDisplayName(_:)": .accepted,
    "WidgetConfiguration.description(_:)": .accepted,
    "WidgetConfiguration.contentMarginsDisabled()": .accepted,
    "WidgetConfiguration.containerBackgroundRemovable(_:)": .accepted,
    "WidgetConfiguration.pushHandler(_:)": .accepted,
    "WidgetInventory": .glimpse,
    "WidgetBundleBuilder": .works,
    "WidgetRenderingMode": .accepted,
  ]

  /// Swift's and Foundation's types that the surface extends: conformances (plottable
  /// numbers, intent values, format arguments) that work as on the device.
  static let standardLibraryExtensions: [String: CompatibilitySupport] = [
    "Array": .works, "CGFloat": .works, "Date": .works, "Decimal": .works, "Double": .works,
    "Float": .works, "Int": .works, "Int8": .works, "Int16": .works, "Int32": .works,
    "Int64": .works, "UInt": .works, "UInt8": .works, "UInt16": .works, "UInt32": .works,
    "UInt64": .works, "Never": .works, "Set": .works, "Optional": .works, "String": .works,
    "UUID": .works,
    "Bool": .works,
  ]

  /// Every member of `View` (modifiers), one by one.
  static let viewMembers: [String: CompatibilitySupport] = [
    "View.Body": .works,
    "View.body": .drawn,
    "View.modifier": .drawn,
    "View.environment": .works,
    "View.transformEnvironment": .works,
    "View.buttonStyle": .drawn,
    "View.buttonBorderShape": .accepted,
    "View.gaugeStyle": .drawn,
    "View.labelStyle": .drawn,
    "View.progressViewStyle": .drawn,
    "View.toggleStyle": .drawn,
    "View.symbolVariant": .accepted,
    // Modifiers/AccessibilityModifiers.swift, LifecycleModifiers.swift, InteractionModifiers.swift:
    // accepted unless said otherwise.
    "View.accessibilityHint": .accepted,
    "View.accessibilityLabel": .accepted,
    "View.accessibilityValue": .accepted,
    "View.onAppear": .accepted,
    "View.onDisappear": .accepted,
    "View.onChange": .accepted,
    "View.onTapGesture": .accepted,
    "View.task": .accepted,
    // Modifiers/AspectRatioModifiers.swift
    "View.aspectRatio": .approximated("cells are about twice as tall as wide; ratios in points"),
    "View.scaledToFill": .approximated("cells are about twice as tall as wide; ratios in points"),
    "View.scaledToFit": .approximated("cells are about twice as tall as wide; ratios in points"),
    // Modifiers/ContainerModifiers.swift
    "View.containerRelativeFrame": .drawn,
    "View.contentMargins": .accepted,
    "View.controlSize": .accepted,
    "View.labelsHidden": .accepted,
    // Modifiers/DecorationModifiers.swift
    // Modifiers/EffectModifiers.swift
    // Modifiers/LayoutModifiers.swift
    // Modifiers/TextEnvironmentModifiers.swift
    // Modifiers/WithAnimation.swift
    "View.transaction": .accepted,
    // WidgetKit
    "View.activityBackgroundTint": .drawn,
    "View.activitySystemActionForegroundColor": .drawn,
    "View.containerBackground": .drawn,
    "View.dynamicIsland": .drawn,
    "View.widgetURL": .accepted,
    "View.previewContext": .accepted,
    // Charts
    "View.chartXAxis": .drawn,
    "View.chartYAxis": .drawn,
    "View.chartXScale": .drawn,
    "View.chartYScale": .drawn,
    "View.chartForegroundStyleScale": .drawn,
    "View.chartSymbolScale": .accepted,
    "View.chartPlotStyle": .approximated("its background is painted behind the plot"),
    "View.chartLegend": .drawn,
    "View.chartBackground": .accepted,
    "View.chartOverlay": .accepted,
    "View.chartXAxisLabel": .accepted,
    "View.chartYAxisLabel": .accepted,
    "View.chartXSelection": .accepted,
    "View.chartYSelection": .accepted,
    "View.chartScrollableAxes": .accepted,
  ]
}
