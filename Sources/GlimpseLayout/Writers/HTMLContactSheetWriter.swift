extension ContactSheet {
  /// The sheet as one self-contained HTML file: no scripts, no network, inline CSS only.
  ///
  /// At the top: the title, the settings, and counts (renders, misfits by kind, an index
  /// of the groups). Then a section per presentation and device, and in it every render
  /// as an inline SVG on the exact character grid of ``Canvas/svgElements(style:origin:)``,
  /// each misfit outlined and numbered, its record under the same number beside it.
  /// Everything from outside is escaped; the same sheet gives the same bytes.
  ///
  /// ``Pieces`` writes the same bytes one entry at a time, for sheets too large to hold.
  public func html(style: PictureStyle) -> String {
    let pieces = Pieces(style: style)
    let groups = self.groups
    let summary = Summary(
      renders: entries.count, misfitting: entries.filter { !$0.diagnostics.isEmpty }.count,
      byKind: Dictionary(grouping: entries.flatMap(\.diagnostics), by: \.kind).mapValues(\.count),
      groups: groups.map { group in
        Summary.Group(
          presentation: group.presentation, device: group.device, renders: group.entries.count,
          misfits: group.entries.reduce(0) { $0 + $1.diagnostics.count })
      })
    var output = pieces.head(title: title, settings: settings, summary: summary)
    for (index, group) in groups.enumerated() {
      output += pieces.sectionStart(index, presentation: group.presentation, device: group.device)
      for entry in group.entries {
        output += pieces.figure(entry)
      }
      output += pieces.sectionEnd
    }
    output += pieces.end
    return output
  }

  /// The counts at the top of a sheet.
  public struct Summary: Sendable {
    /// One group of the index: a presentation on a device.
    public struct Group: Sendable {
      /// The presentation.
      public var presentation: String
      /// The device.
      public var device: String
      /// Its renders.
      public var renders: Int
      /// Its misfits, over all its renders.
      public var misfits: Int

      /// A group of `renders` renders with `misfits` misfits.
      public init(presentation: String, device: String, renders: Int, misfits: Int) {
        self.presentation = presentation
        self.device = device
        self.renders = renders
        self.misfits = misfits
      }
    }

    /// Every render.
    public var renders: Int
    /// The renders with a misfit.
    public var misfitting: Int
    /// The misfits by kind.
    public var byKind: [LayoutDiagnostic.Kind: Int]
    /// The groups, in the order their sections come.
    public var groups: [Group]

    /// The counts of a sheet.
    public init(
      renders: Int, misfitting: Int, byKind: [LayoutDiagnostic.Kind: Int], groups: [Group]
    ) {
      self.renders = renders
      self.misfitting = misfitting
      self.byKind = byKind
      self.groups = groups
    }
  }

  /// A sheet written piece by piece, as ``html(style:)`` writes it whole: the head (with
  /// the settings and the counts), then for each group its start, its figures and its end,
  /// then the end. The entries of a group must come together, groups in the summary's
  /// order; nothing is held between pieces.
  public struct Pieces: Sendable {
    /// The colours and cell size.
    public let style: PictureStyle

    /// Pieces drawn in `style`.
    public init(style: PictureStyle) {
      self.style = style
    }

    /// Everything up to the first section.
    public func head(title: String, settings: [Setting], summary: Summary) -> String {
      var output = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
      output += "<title>\(MarkupText.escaped(title))</title>\n"
      output += "<style>\n\(ContactSheet.css(style: style))</style>\n</head>\n<body>\n"
      output += "<h1>\(MarkupText.escaped(title))</h1>\n"
      output += ContactSheet.settingsTable(settings)
      output += ContactSheet.summary(summary)
      return output
    }

    /// The start of the section of group `index` (from 0).
    public func sectionStart(_ index: Int, presentation: String, device: String) -> String {
      var output = "<section id=\"group-\(index + 1)\">\n"
      output += "<h2>\(MarkupText.escaped(presentation)) · "
      output += "\(MarkupText.escaped(device))</h2>\n"
      return output
    }

    /// One render's figure.
    public func figure(_ entry: Entry) -> String {
      ContactSheet.entryFigure(entry, style: style)
    }

    /// The end of a section.
    public var sectionEnd: String { "</section>\n" }

    /// The end of the sheet.
    public var end: String { "</body>\n</html>\n" }
  }

  fileprivate static func css(style: PictureStyle) -> String {
    let font = style.fontFamily
    return """
      body { background: \(style.background); color: \(style.foreground); font-family: \(font);
        font-size: 14px; margin: 24px; }
      h1 { font-size: 20px; margin: 0 0 12px; }
      h2 { font-size: 16px; margin: 28px 0 8px; border-bottom: 1px solid \(style.label);
        padding-bottom: 4px; }
      table.settings { border-collapse: collapse; margin-bottom: 12px; }
      table.settings th { text-align: left; color: \(style.label); font-weight: normal;
        padding: 1px 16px 1px 0; vertical-align: top; }
      table.settings td { padding: 1px 0; }
      p.summary, ul.index { color: \(style.label); }
      ul.index { padding-left: 20px; }
      a { color: inherit; }
      section { display: flex; flex-wrap: wrap; gap: 8px 40px; align-items: flex-start; }
      section h2 { flex: 0 0 100%; }
      figure { margin: 0 0 16px; }
      figcaption { color: \(style.label); margin-bottom: 4px; }
      figure.misfit figcaption { color: \(style.misfit); }
      div.pair { display: flex; gap: 16px; align-items: flex-start; }
      div.pair svg { flex: none; display: block; }
      ol.records { margin: 0; padding-left: 24px; max-width: 56ch; }
      ol.records li { margin-bottom: 4px; }
      span.kind { color: \(style.misfit); }
      p.fits { color: \(style.label); margin: 0; }

      """
  }

  fileprivate static func settingsTable(_ settings: [Setting]) -> String {
    guard !settings.isEmpty else { return "" }
    var output = "<table class=\"settings\">\n"
    for setting in settings {
      output += "<tr><th>\(MarkupText.escaped(setting.name))</th>"
      output += "<td>\(MarkupText.escaped(setting.value))</td></tr>\n"
    }
    return output + "</table>\n"
  }

  fileprivate static func summary(_ summary: Summary) -> String {
    let renders = summary.renders
    var parts = [
      "\(renders) render\(renders == 1 ? "" : "s")",
      "\(summary.misfitting) with misfits",
    ]
    for kind in LayoutDiagnostic.Kind.allCases {
      let count = summary.byKind[kind] ?? 0
      if count > 0 { parts.append("\(count) \(kind.rawValue)") }
    }
    var output = "<p class=\"summary\">\(MarkupText.escaped(parts.joined(separator: " · ")))</p>\n"
    output += "<ul class=\"index\">\n"
    for (index, group) in summary.groups.enumerated() {
      let count = group.misfits
      output += "<li><a href=\"#group-\(index + 1)\">\(MarkupText.escaped(group.presentation))"
      output += " · \(MarkupText.escaped(group.device))</a>: \(group.renders) render"
      output += "\(group.renders == 1 ? "" : "s"), \(count) misfit\(count == 1 ? "" : "s")"
      output += "</li>\n"
    }
    return output + "</ul>\n"
  }

  fileprivate static func entryFigure(_ entry: Entry, style: PictureStyle) -> String {
    let margin = 4
    let canvas = entry.canvas
    let width = canvas.width * style.cellWidth + 2 * margin
    let height = canvas.height * style.cellHeight + 2 * margin
    let misfits = entry.diagnostics.count
    var output = "<figure class=\"entry\(misfits > 0 ? " misfit" : "")\">\n"
    var caption = entry.title
    if misfits > 0 { caption += " · \(misfits) misfit\(misfits == 1 ? "" : "s")" }
    output += "<figcaption>\(MarkupText.escaped(caption))</figcaption>\n"
    output += "<div class=\"pair\">\n"
    output += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    output += " viewBox=\"0 0 \(width) \(height)\">\n"
    output += canvas.svgElements(style: style, origin: (margin, margin))
    for (number, diagnostic) in entry.diagnostics.enumerated() {
      output += outline(diagnostic.rect, number: number + 1, margin: margin, style: style)
    }
    output += "</svg>\n"
    if entry.diagnostics.isEmpty {
      output += "<p class=\"fits\">everything fits</p>\n"
    } else {
      output += "<ol class=\"records\">\n"
      for diagnostic in entry.diagnostics {
        var parts = diagnostic.summary.components(separatedBy: " · ")
        let kind = parts.removeFirst()
        output += "<li><span class=\"kind\">\(MarkupText.escaped(kind))</span>"
        for part in parts { output += " · " + MarkupText.escaped(part) }
        output += "</li>\n"
      }
      output += "</ol>\n"
    }
    output += "</div>\n</figure>\n"
    return output
  }

  /// A misfit's cells outlined, with its number at the outline's top-left corner; a
  /// misfit with no cells (squeezed to nothing) as a bar where it would have been.
  private static func outline(_ rect: CellRect, number: Int, margin: Int, style: PictureStyle)
    -> String
  {
    let x = margin + rect.minX * style.cellWidth
    let y = margin + rect.minY * style.cellHeight
    let width = max(2, rect.width * style.cellWidth)
    let height = max(style.cellHeight, rect.height * style.cellHeight)
    var output = "<rect x=\"\(x - 1)\" y=\"\(y - 1)\" width=\"\(width + 2)\""
    output += " height=\"\(height + 2)\" fill=\"none\" stroke=\"\(style.misfit)\""
    output += " stroke-width=\"2\" stroke-dasharray=\"4 2\"/>\n"
    output += "<text x=\"\(x + 1)\" y=\"\(y + 9)\" font-family=\"sans-serif\" font-size=\"9\""
    output += " fill=\"\(style.misfit)\">\(number)</text>\n"
    return output
  }
}
