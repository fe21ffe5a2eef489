import GlimpseLayout

extension Text: View {
  public typealias Body = Never

  @MainActor public static func _makeNodes(
    _ view: Text, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    // (The environment is passed on, not bound to a local, which would copy it.)
    let text = node(for: view, in: context.environment, scope: context.scope)
    guard let reserved = context.environment.reservedLines else {
      nodes.append(text)
      return
    }
    // Reserved lines: at least their height, the text at the top.
    nodes.append(
      FlexibleFrameNode(
        child: text, horizontal: .init(),
        vertical: .init(min: Double(reserved) * text.metrics.lineHeight),
        alignment: .topLeading))
  }

  /// The node of `view` in `environment`, in the render `scope` (nil: the one under way).
  @MainActor
  private static func node(
    for view: Text, in environment: EnvironmentValues, scope: RenderScope?
  ) -> TextNode {
    var sink = TextGlyphSink(
      dynamicTypeSize: environment.dynamicTypeSize, fontMetrics: environment.fontMetrics)
    sink.scope = scope
    view.appendGlyphs(
      in: environment, state: TextStyleState(environment: environment), into: &sink)
    let truncation: TextTruncation
    switch environment.truncationMode {
    case .head: truncation = .head
    case .middle: truncation = .middle
    case .tail: truncation = .tail
    }
    let alignment: TextLineAlignment
    let rightToLeft = environment.layoutDirection == .rightToLeft
    switch environment.multilineTextAlignment {
    case .leading: alignment = rightToLeft ? .trailing : .leading
    case .center: alignment = .center
    case .trailing: alignment = rightToLeft ? .leading : .trailing
    }
    let metrics = sink.metrics(minimumScaleFactor: environment.minimumScaleFactor)
    let ellipsisAdvance = sink.ellipsisAdvance
    let collected = sink.takeCollected()
    return TextNode(
      glyphs: collected.glyphs, advances: collected.advances, ellipsisAdvance: ellipsisAdvance,
      lineLimit: environment.lineLimit, truncation: truncation,
      alignment: alignment, nextChange: sink.nextChange, fillsWidth: view.containsTimer,
      metrics: metrics, runs: collected.runs,
      largestFontSize: sink.largestSize > 0 ? sink.largestSize : nil)
  }

  /// Appends this text's glyphs, styled, in `environment` at its instant, to `sink` (as
  /// many as the resolve's ``ResolveBudget`` allows).
  @MainActor
  func appendGlyphs(
    in environment: EnvironmentValues, state: consuming TextStyleState,
    into sink: inout TextGlyphSink
  ) {
    // (Consumed: the state is the caller's to give away, and this text's modifiers change
    // it, so taking it as it is saves a copy of it.)
    var state = state
    state.apply(modifiers)
    let start = sink.glyphs.count
    switch storage {
    case .concatenation(let parts):
      for part in parts {
        part.appendGlyphs(in: environment, state: state, into: &sink)
      }
      return
    case .localized(let reference):
      if let text = reference.text.untranslatedText(in: environment) {
        append(
          text, style: state.cellStyle(in: environment), environment: environment,
          to: &sink)
        sink.noteFont(state.font, from: start)
        return
      }
      if reference.text.isOneString(in: environment) {
        var string = ""
        reference.text.write(in: environment, into: &string)
        append(
          string, style: state.cellStyle(in: environment), environment: environment,
          to: &sink)
        sink.noteFont(state.font, from: start)
        return
      }
      var style: CellStyle?
      for piece in reference.text.pieces(in: environment) {
        switch piece {
        case .literal(let string), .argument(let string):
          // One style for every plain piece of the string, worked out once.
          let pieceStyle = style ?? state.cellStyle(in: environment)
          style = pieceStyle
          let pieceStart = sink.glyphs.count
          append(string, style: pieceStyle, environment: environment, to: &sink)
          sink.noteFont(state.font, from: pieceStart)
        case .text(let segment):
          Text(segment: segment, in: environment).appendGlyphs(
            in: environment, state: state, into: &sink)
        }
      }
      return
    case .image(let image):
      sink.glyphs.append(
        contentsOf: image.inlineGlyphs(in: environment, style: state.cellStyle(in: environment)))
      sink.noteFont(state.font, from: start)
      return
    default:
      break
    }
    let timed = timedString(in: environment)
    if let change = timed.nextChange {
      sink.nextChange = min(sink.nextChange ?? change, change)
    }
    append(
      timed.text, style: state.cellStyle(in: environment), environment: environment,
      to: &sink)
    sink.noteFont(state.font, from: start)
  }

  @MainActor
  private func append(
    _ string: String, style: CellStyle, environment: EnvironmentValues,
    to sink: inout TextGlyphSink
  ) {
    var cased = string
    switch environment.textCase {
    case .uppercase?: cased = string.uppercased()
    case .lowercase?: cased = string.lowercased()
    case nil: break
    }
    ResolveBudget.scan(cased, style: style, in: sink.scope, into: &sink.glyphs)
  }

  /// The string this (non-composite) text shows at the environment's instant.
  func timedString(in environment: EnvironmentValues) -> TimedText {
    switch storage {
    case .verbatim(let string):
      return TimedText(text: string, nextChange: nil)
    case .date(let date, let style):
      return TimeText.date(
        date, style: style.style, now: environment.now, locale: environment.locale,
        timeZone: environment.timeZone)
    case .timerInterval(let range, let pauseTime, let countsDown, let showsHours):
      return TimeText.timerInterval(
        range, pauseTime: pauseTime, countsDown: countsDown, showsHours: showsHours,
        now: environment.now)
    case .dateRange(let range):
      return TimeText.interval(range, locale: environment.locale, timeZone: environment.timeZone)
    case .formatted(let value):
      return TimedText(
        text: value.format(environment.locale, environment.timeZone), nextChange: nil)
    case .localized, .image, .concatenation:
      return TimedText(text: plainText, nextChange: nil)
    }
  }
}
