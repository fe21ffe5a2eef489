import Foundation
import GlimpseActivityKit
import GlimpseEnums
import GlimpseLayout
import GlimpseUI
import GlimpseWidgetKit

/// The Live Activities of the `@main` widgets that no preview shows, each made a preview
/// with made-up attributes and one made-up content state (``MadeUpValues``), so that a
/// widget extension with no `#Preview` and no `PreviewProvider` still shows its
/// presentations. `--states FILE` gives real values (its `attributes` and `states`).
@MainActor
enum UnpreviewedActivities {
  /// A preview for each activity of the `@main` widgets (``_MainWidgets``, or without a
  /// bundle the widgets found: ``DiscoveredWidgets``) whose attributes
  /// type none of `declared` shows; an activity whose values cannot be made up is a preview
  /// that says why.
  static func previews(besides declared: [DeclaredPreview], now: Date) -> [DeclaredPreview] {
    var inventory = WidgetInventory()
    DiscoveredWidgets.programWidgets(&inventory)
    var shown = Set<String>()
    for preview in declared {
      if case .activity(let activity) = preview.content {
        shown.insert(activity.attributesTypeName)
      }
    }
    var previews: [DeclaredPreview] = []
    for entry in inventory.activities {
      guard let type = entry.attributesType as? any ActivityAttributes.Type,
        shown.insert(String(describing: type)).inserted
      else { continue }
      previews.append(preview(of: type, line: previews.count + 1, now: now))
    }
    return previews
  }

  /// The preview of the activity for attributes of type `A`, with made-up values.
  private static func preview<A: ActivityAttributes>(of type: A.Type, line: Int, now: Date)
    -> DeclaredPreview
  {
    let name = String(describing: A.self)
    let content: DeclaredPreview.Content
    var origin = "ActivityConfiguration for \(name)"
    do {
      let attributes = try MadeUpValues.make(A.self, now: now)
      // Made and read on the main actor only.
      nonisolated(unsafe) let state = try MadeUpValues.make(A.ContentState.self, now: now)
      content = .activity(
        DeclaredActivityPreview(
          viewKinds: [
            .content, .dynamicIsland(.compact), .dynamicIsland(.expanded),
            .dynamicIsland(.minimal),
          ], widget: { MainWidgetsWidget() }, attributes: attributes, contentStates: { [state] }))
      origin += ", with made-up values (it has no preview)"
    } catch let error as DecodingError {
      content = .unavailable(
        "no preview, and values cannot be made up: \(Self.describe(error)); add a #Preview or give --states FILE"
      )
    } catch {
      content = .unavailable("no preview, and values cannot be made up: \(error)")
    }
    return DeclaredPreview(
      name: name, fileID: "ActivityConfiguration/\(name)", line: line, content: content,
      origin: origin)
  }

  /// Where making up a value failed, and why, in a few words.
  private static func describe(_ error: DecodingError) -> String {
    let context: DecodingError.Context
    switch error {
    case .dataCorrupted(let found), .keyNotFound(_, let found), .typeMismatch(_, let found),
      .valueNotFound(_, let found):
      context = found
    @unknown default:
      return "\(error)"
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
      .joined(separator: ".")
    return "\(path.isEmpty ? "the value" : path): \(context.debugDescription)"
  }
}
