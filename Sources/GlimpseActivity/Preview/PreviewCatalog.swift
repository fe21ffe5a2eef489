import GlimpseUI

/// The `#Preview`s of a program made into Glimpse's previews, with a line for each that
/// cannot be shown.
///
/// Previews are named by their titles; one without a title, or whose title another preview
/// already has, is named by its file and line (`DeliveryLiveActivity.swift:88`). A Live
/// Activity preview is checked as it is made: its content states are evaluated (the
/// closure may be `async`), and it must have states and a widget with an
/// `ActivityConfiguration` for its attributes.
@MainActor
public struct PreviewCatalog {
  /// The previews that can be shown, in the order of their files and lines.
  public private(set) var previews: [ActivityPreview] = []
  /// One line for each preview that cannot be shown, naming it and saying why.
  public private(set) var errors: [String] = []
  /// One line for each preview shown under another name, or not drawn by Glimpse.
  public private(set) var notes: [String] = []

  /// The catalog of `declared`.
  public static func load(_ declared: [DeclaredPreview]) async -> PreviewCatalog {
    var catalog = PreviewCatalog()
    var taken: [String: String] = [:]
    let ordered = declared.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
    for preview in ordered {
      let title = preview.name.flatMap { $0.isEmpty ? nil : $0 }
      var name = title ?? preview.location
      if let first = taken[name] {
        catalog.notes.append(
          "#Preview \"\(name)\" at \(preview.location): another preview has this name (\(first)); shown as \(preview.location)"
        )
        name = preview.location
      }
      taken[name] = preview.location
      let label =
        preview.origin
        ?? title.map { "#Preview \"\($0)\" at \(preview.location)" }
        ?? "#Preview at \(preview.location)"
      switch preview.content {
      case .view(let makeView):
        let made = ActivityPreview(
          ViewPreviewWidget(makeView: makeView), attributes: ViewPreviewWidget.Attributes(),
          states: [ViewPreviewWidget.Attributes.ContentState()], name: name,
          summary: "a view, \(label)")
        made.defaultPresentations = [.lockScreen]
        catalog.previews.append(made)
      case .activity(let activity):
        let builder = Builder(
          name: name, marks: activity.marks,
          summary: "\(label), as "
            + activity.viewKinds.map(Self.describe).joined(separator: ", "))
        await activity.open(builder)
        guard let made = builder.preview else { continue }
        do {
          _ = try made.loadTimeline()
        } catch let error as PreviewError {
          catalog.errors.append("\(label): \(error.description); not shown")
          continue
        } catch {
          catalog.errors.append("\(label): \(error); not shown")
          continue
        }
        made.defaultPresentations = activity.viewKinds.flatMap(Self.presentations)
        catalog.previews.append(made)
      case .unavailable(let reason):
        catalog.errors.append("\(label): \(reason); not shown")
      case .homeScreenWidget(let family):
        catalog.notes.append(
          "\(label): a home-screen widget (\(family)); Glimpse draws Live Activities only")
      }
    }
    return catalog
  }

  /// The presentations a preview's view kind asks for.
  static func presentations(_ kind: ActivityPreviewViewKind) -> [Presentation] {
    switch kind {
    case .content: return [.lockScreen]
    case .dynamicIsland(.compact): return [.compact]
    case .dynamicIsland(.expanded): return [.expanded]
    case .dynamicIsland(.minimal): return [.minimal]
    }
  }

  private static func describe(_ kind: ActivityPreviewViewKind) -> String {
    switch kind {
    case .content: return "the Lock Screen content"
    case .dynamicIsland(.compact): return "the compact island"
    case .dynamicIsland(.expanded): return "the expanded island"
    case .dynamicIsland(.minimal): return "the minimal island"
    }
  }

  /// Makes the preview of a Live Activity `#Preview`'s parts.
  private final class Builder: ActivityPreviewVisitor {
    let name: String
    let summary: String
    /// What the preview says of each state: its name, and whether it is stale from the
    /// moment it arrives.
    let marks: [PreviewStateMark]
    var preview: ActivityPreview?

    init(name: String, marks: [PreviewStateMark], summary: String) {
      self.name = name
      self.marks = marks
      self.summary = summary
    }

    func visit<W: Widget, A: ActivityAttributes>(widget: W, attributes: A, states: [A.ContentState])
    {
      let entries = states.enumerated().map { index, state in
        let mark = index < marks.count ? marks[index] : PreviewStateMark()
        return StateEntry(state: state, name: mark.name, staleAfter: mark.isStale ? 0 : nil)
      }
      preview = ActivityPreview(
        widget, attributes: attributes, entries: entries, name: name, summary: summary)
    }
  }
}
