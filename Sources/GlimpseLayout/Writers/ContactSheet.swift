/// What a contact sheet shows (``html(style:)``): the settings a set of renders was made
/// with, and the renders, each with the misfits found in it. A pure description: the
/// sheet is a function of it and a ``PictureStyle``.
public struct ContactSheet: Sendable {
  /// One setting shown at the top: `devices` = `iphone-16-pro, watch-45`.
  public struct Setting: Hashable, Sendable {
    /// What the setting is.
    public var name: String
    /// Its value, as text.
    public var value: String

    /// A setting called `name` of `value`.
    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  /// One render, with where it belongs and what did not fit.
  public struct Entry: Sendable {
    /// The presentation it shows (`compact-trailing`); entries are grouped by it.
    public var presentation: String
    /// The device it was drawn for (`iphone-16-pro`); entries are grouped by it too.
    public var device: String
    /// What tells it apart within its group: a state, a language, a text size.
    public var title: String
    /// The drawing.
    public var canvas: Canvas
    /// The misfits to outline and list beside it.
    public var diagnostics: [LayoutDiagnostic]

    /// An entry; its misfits are the canvas's own unless given.
    public init(
      presentation: String, device: String, title: String, canvas: Canvas,
      diagnostics: [LayoutDiagnostic]? = nil
    ) {
      self.presentation = presentation
      self.device = device
      self.title = title
      self.canvas = canvas
      self.diagnostics = diagnostics ?? canvas.diagnostics
    }
  }

  /// The heading of the sheet.
  public var title: String
  /// The settings, in the order shown.
  public var settings: [Setting]
  /// The renders, in the order shown within their groups; groups come in the order
  /// their first entry does.
  public var entries: [Entry]

  /// A sheet of `entries` made with `settings`.
  public init(title: String, settings: [Setting], entries: [Entry]) {
    self.title = title
    self.settings = settings
    self.entries = entries
  }

  /// The entries grouped by presentation and device, groups in order of first appearance.
  public var groups: [(presentation: String, device: String, entries: [Entry])] {
    var order: [String] = []
    var grouped: [String: (presentation: String, device: String, entries: [Entry])] = [:]
    for entry in entries {
      let key = entry.presentation + "\u{0}" + entry.device
      if grouped[key] == nil {
        order.append(key)
        grouped[key] = (entry.presentation, entry.device, [])
      }
      grouped[key]?.entries.append(entry)
    }
    return order.compactMap { grouped[$0] }
  }
}
