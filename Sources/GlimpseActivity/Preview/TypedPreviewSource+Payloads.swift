import Foundation
import GlimpseUI

extension TypedPreviewSource {
  /// `payloads` checked through the activity's own types, and the sequence's rules applied.
  func checked(_ payloads: [RawPayload]) -> [CheckedPayload<A>] {
    let validator = PayloadValidator<A>()
    var checked = payloads.map(validator.check)
    PayloadSequence.apply(to: &checked)
    return checked
  }

  func validate(_ payloads: [RawPayload], name: String) -> PayloadReport {
    PayloadReport(activity: name, payloads: checked(payloads))
  }

  func loadTimeline(payloads: [RawPayload], name: String) throws -> PreviewTimeline {
    let built = try PayloadTimeline(checked(payloads), attributes: attributes)
    var timeline = try previewTimeline(
      built.timeline, attributes: built.attributes, defaults: built.defaults, kinds: built.kinds,
      name: name)
    timeline.dropped = built.dropped
    return timeline
  }
}
