import Foundation
import GlimpseUI

/// One push an activity received live (`glimpse preview --apns`): its body, and the
/// reason it was dropped when the server dropped it for where it came from rather than
/// for what it says (a start on a channel).
package struct ReceivedPush {
  /// The body as it arrived.
  package var body: [UInt8]
  /// Why it is dropped whatever it says; nil when only its content decides.
  package var droppedBecause: String?
  /// Its payloads as the activity's types checked them, kept by the first build so
  /// that the next ones do not check it again.
  var checked: Any?

  /// A push.
  package init(body: [UInt8], droppedBecause: String? = nil) {
    self.body = body
    self.droppedBecause = droppedBecause
  }
}

extension ActivityPreview {
  /// The timeline of the pushes an activity received live, in the order they arrived,
  /// built as `--payloads` builds one: each checked as `glimpse validate` checks it, the
  /// sequence's rules applied, and the dropped ones kept where they arrived with the
  /// reason.
  ///
  /// - Throws: ``PreviewError`` when no push is applied.
  package func loadTimeline(pushes: inout [ReceivedPush]) throws -> PreviewTimeline {
    guard let maker = source as? any PushTimelineMaking else {
      throw PreviewError("the activity's types are unknown")
    }
    return try maker.loadTimeline(pushes: &pushes, name: name)
  }
}

/// A source that builds a timeline from pushes received live.
@MainActor
protocol PushTimelineMaking {
  func loadTimeline(pushes: inout [ReceivedPush], name: String) throws -> PreviewTimeline
}

extension TypedPreviewSource: PushTimelineMaking {
  func loadTimeline(pushes: inout [ReceivedPush], name: String) throws -> PreviewTimeline {
    let validator = PayloadValidator<A>()
    var checked: [CheckedPayload<A>] = []
    for index in pushes.indices {
      if let kept = pushes[index].checked as? [CheckedPayload<A>] {
        checked += kept
        continue
      }
      var these: [CheckedPayload<A>] = []
      let push = pushes[index]
      for raw in PayloadReader.payloads(in: push.body, file: "push \(index + 1)", isLines: false) {
        var payload = validator.check(raw)
        if let reason = push.droppedBecause {
          payload.findings.append(.dropping("aps.event", note: reason))
        }
        these.append(payload)
      }
      pushes[index].checked = these
      checked += these
    }
    PayloadSequence.apply(to: &checked)
    let built = try PayloadTimeline(checked, attributes: attributes)
    var timeline = try previewTimeline(
      built.timeline, attributes: built.attributes, defaults: built.defaults, kinds: built.kinds,
      name: name)
    timeline.dropped = built.dropped
    return timeline
  }
}
