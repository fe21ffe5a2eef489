import Foundation
import GlimpseUI
import Testing

@testable import GlimpseActivity

/// Every check `glimpse validate` makes of one payload: a payload that fails it, with the
/// key path and words of its finding, and the same payload put right, which passes clean.
@Suite struct PayloadValidationTests {
  struct VisitAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
      var technician: String
      var status: Status
      var kilometresAway: Double
      var stops: Int8
      var eta: Date
      var note: String?
    }

    enum Status: String, Codable, Hashable {
      case scheduled, nearby, onSite
    }

    var customer: String
    var booked: Date
  }

  /// 2026-11-29 10:00:00 UTC in Unix seconds; `eta` and `booked` are 10:05, in seconds
  /// since 2001 as `Date` decodes them by default.
  static let timestamp = 1_795_946_400
  static let state =
    #""content-state": {"technician": "Sam", "status": "nearby", "kilometresAway": 1.2, "stops": 3, "eta": 817639500}"#

  static func update(_ fields: String = "", state: String = state) -> String {
    #"{"aps": {"timestamp": \#(timestamp), "event": "update", \#(state)\#(fields)}}"#
  }

  static func start(_ fields: String = "") -> String {
    #"{"aps": {"timestamp": \#(timestamp), "event": "start", "attributes-type": "VisitAttributes", "#
      + #""attributes": {"customer": "Alex", "booked": 817639500}, "alert": {"title": "Booked", "body": "Follow it live"}, "#
      + state + fields + "}}"
  }

  static func enveloped(_ headers: String, _ payload: String = update()) -> String {
    #"{"headers": {\#(headers)}, "payload": \#(payload)}"#
  }

  static let headers =
    #""apns-push-type": "liveactivity", "apns-topic": "com.example.visit.push-type.liveactivity", "apns-priority": "10""#

  func check(_ json: String) -> CheckedPayload<VisitAttributes> {
    let raw = PayloadReader.payloads(in: Array(json.utf8), file: "p.json", isLines: false)
    #expect(raw.count == 1)
    return PayloadValidator<VisitAttributes>().check(raw[0])
  }

  /// A check: a payload that fails it, where and what it says, and one that passes.
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let failing: String
    let path: String
    let words: String
    let passing: String
    var drops = true
    var severity = PayloadFinding.Severity.error
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "JSON syntax, with line and column", failing: "{\"aps\":\n  {\"timestamp\" 1}}",
      path: "", words: "not valid JSON: expected ':' at line 2, column 16", passing: update()),
    Case(
      name: "a duplicate key",
      failing: update(#", "relevance-score": 1, "relevance-score": 2"#), path: "",
      words: "the key \"relevance-score\" appears twice in one object, at line 1, column",
      passing: update(#", "relevance-score": 2"#), drops: false),
    Case(
      name: "a missing aps", failing: #"{"apps": {"timestamp": 1}}"#, path: "aps",
      words: "missing: a Live Activity push carries", passing: update()),
    Case(
      name: "a missing timestamp",
      failing: #"{"aps": {"event": "update", \#(state)}}"#, path: "aps.timestamp",
      words: "missing: Unix seconds", passing: update()),
    Case(
      name: "a missing event",
      failing: #"{"aps": {"timestamp": \#(timestamp), \#(state)}}"#, path: "aps.event",
      words: #"missing: "start", "update" or "end""#, passing: update()),
    Case(
      name: "an event other than start, update or end",
      failing: update().replacingOccurrences(of: "\"update\"", with: "\"refresh\""),
      path: "aps.event", words: #"expected "start", "update" or "end", found "refresh""#,
      passing: update()),
    Case(
      name: "a start without attributes-type",
      failing: start().replacingOccurrences(
        of: #""attributes-type": "VisitAttributes", "#, with: ""),
      path: "aps.attributes-type",
      words: #"missing: a start names its attributes type, "VisitAttributes""#, passing: start()),
    Case(
      name: "a start naming another attributes type",
      failing: start().replacingOccurrences(of: "\"VisitAttributes\"", with: "\"TripAttributes\""),
      path: "aps.attributes-type",
      words:
        #"expected "VisitAttributes" (the activity's attributes type), found "TripAttributes""#,
      passing: start()),
    Case(
      name: "a start without attributes",
      failing: start().replacingOccurrences(
        of: #""attributes": {"customer": "Alex", "booked": 817639500}, "#, with: ""),
      path: "aps.attributes", words: "missing: a start brings the activity's VisitAttributes",
      passing: start()),
    Case(
      name: "a start whose attributes do not decode",
      failing: start().replacingOccurrences(of: #""customer": "Alex""#, with: #""customer": 7"#),
      path: "aps.attributes.customer", words: "expected a string, found 7", passing: start()),
    Case(
      name: "a start without an alert",
      failing: start().replacingOccurrences(
        of: #""alert": {"title": "Booked", "body": "Follow it live"}, "#, with: ""),
      path: "aps.alert", words: "missing: a push-to-start must carry an alert", passing: start()),
    Case(
      name: "a channel push that starts",
      failing: enveloped(
        #""apns-push-type": "liveactivity", "apns-channel-id": "dHN0LXNyY2g=""#, start()),
      path: "aps.event",
      words: #"expected "update" or "end" in a channel push (apns-channel-id), found "start""#,
      passing: enveloped(#""apns-push-type": "liveactivity", "apns-channel-id": "dHN0LXNyY2g=""#)),
    Case(
      name: "a push type other than liveactivity",
      failing: enveloped(headers.replacingOccurrences(of: "\"liveactivity\"", with: "\"alert\"")),
      path: "headers.apns-push-type", words: #"expected "liveactivity", found "alert""#,
      passing: enveloped(headers)),
    Case(
      name: "a topic without .push-type.liveactivity",
      failing: enveloped(headers.replacingOccurrences(of: ".push-type.liveactivity", with: "")),
      path: "headers.apns-topic",
      words: #"expected <bundle ID>.push-type.liveactivity, found "com.example.visit""#,
      passing: enveloped(headers)),
    Case(
      name: "a priority other than 5 or 10",
      failing: enveloped(headers.replacingOccurrences(of: "\"10\"", with: "\"1\"")),
      path: "headers.apns-priority", words: #"expected 5 or 10, found "1""#,
      passing: enveloped(headers.replacingOccurrences(of: "\"10\"", with: "\"5\""))),
    Case(
      name: "a wrong type in content-state",
      failing: update(state: state.replacingOccurrences(of: "1.2", with: "\"1.2\"")),
      path: "aps.content-state.kilometresAway", words: #"expected a number, found "1.2""#,
      passing: update()),
    Case(
      name: "a missing non-optional key",
      failing: update(state: state.replacingOccurrences(of: #""technician": "Sam", "#, with: "")),
      path: "aps.content-state.technician", words: "missing: ContentState needs it",
      passing: update(state: state.replacingOccurrences(of: "3,", with: #"3, "note": null,"#))),
    Case(
      name: "a null for a non-optional property",
      failing: update(state: state.replacingOccurrences(of: "\"Sam\"", with: "null")),
      path: "aps.content-state.technician", words: "expected a string, found null",
      passing: update()),
    Case(
      name: "an enum raw value that does not exist",
      failing: update(state: state.replacingOccurrences(of: "\"nearby\"", with: "\"arrived\"")),
      path: "aps.content-state.status", words: #"expected a raw value of Status, found "arrived""#,
      passing: update(state: state.replacingOccurrences(of: "\"nearby\"", with: "\"onSite\""))),
    Case(
      name: "a number that does not fit its integer type",
      failing: update(
        state: state.replacingOccurrences(of: "\"stops\": 3", with: "\"stops\": 300")),
      path: "aps.content-state.stops", words: "a number that fits its property", passing: update()),
    Case(
      name: "a number past every type",
      failing: update(state: state.replacingOccurrences(of: "1.2", with: "1e400")),
      path: "aps.content-state.kilometresAway", words: "found 1e400", passing: update()),
    Case(
      name: "an extra key",
      failing: update(
        state: state.replacingOccurrences(of: "\"stops\"", with: "\"colour\": 1, \"stops\"")),
      path: "aps.content-state.colour",
      words: "ContentState has no such property; the device ignores it",
      passing: update(), drops: false, severity: .warning),
    Case(
      name: "a Date sent as Unix seconds",
      failing: update(state: state.replacingOccurrences(of: "817639500", with: "1795946700")),
      path: "aps.content-state.eta",
      words:
        "it is 2057-11-29 10:05:00 UTC, 31 years after the timestamp; Unix seconds, it seems: send 817639500",
      passing: update(), drops: false),
    Case(
      name: "an attributes Date sent as Unix milliseconds",
      failing: start().replacingOccurrences(
        of: #""booked": 817639500"#, with: #""booked": 1795946700000"#),
      path: "aps.attributes.booked", words: "Unix milliseconds, it seems: send 817639500",
      passing: start(), drops: false),
    Case(
      name: "a timestamp in milliseconds",
      failing: update().replacingOccurrences(of: "\(timestamp)", with: "\(timestamp)000"),
      path: "aps.timestamp",
      words:
        "expected Unix seconds, found 1795946400000; milliseconds, it seems (2026-11-29 10:00:00 UTC): send 1795946400",
      passing: update()),
    Case(
      name: "a stale date before the timestamp",
      failing: update(#", "stale-date": 1795946000"#), path: "aps.stale-date",
      words:
        "expected a date after the timestamp (2026-11-29 10:00:00 UTC), found 2026-11-29 09:53:20 UTC; the content is stale as soon as it arrives",
      passing: update(#", "stale-date": 1795947000"#), drops: false, severity: .warning),
    Case(
      name: "a stale date in seconds since 2001",
      failing: update(#", "stale-date": 817639800"#), path: "aps.stale-date",
      words: "seconds since 2001, it seems: aps.stale-date takes Unix seconds, 1795947000",
      passing: update(#", "stale-date": 1795947000"#), drops: false),
    Case(
      name: "a dismissal date before the timestamp",
      failing: update(#", "dismissal-date": 1795946000"#).replacingOccurrences(
        of: "\"update\"", with: "\"end\""),
      path: "aps.dismissal-date", words: "the device removes the ended activity at once",
      passing: update(#", "dismissal-date": 1795947000"#).replacingOccurrences(
        of: "\"update\"", with: "\"end\""), drops: false, severity: .warning),
    Case(
      name: "a dismissal date more than 4 hours after an end",
      failing: update(#", "dismissal-date": 1795964400"#).replacingOccurrences(
        of: "\"update\"", with: "\"end\""),
      path: "aps.dismissal-date",
      words:
        "expected at most 4 hours after the end, found 2026-11-29 15:00:00 UTC, 5.0 hours after; the device removes it 4 hours after the end, at 2026-11-29 14:00:00 UTC",
      passing: update(#", "dismissal-date": 1795960800"#).replacingOccurrences(
        of: "\"update\"", with: "\"end\""), drops: false, severity: .warning),
    Case(
      name: "a relevance score that is not a number",
      failing: update(#", "relevance-score": "100""#), path: "aps.relevance-score",
      words: #"expected a number, found "100""#, passing: update(#", "relevance-score": 100"#)),
    Case(
      name: "an alert that is a bare string",
      failing: update(#", "alert": "On the way""#), path: "aps.alert",
      words: #"expected an object with "title" and "body", found "On the way""#,
      passing: update(#", "alert": {"title": "Visit", "body": "On the way", "sound": "default"}"#)),
    Case(
      name: "an alert title neither a string nor loc-key and loc-args",
      failing: update(#", "alert": {"title": ["Visit"], "body": "On the way"}"#),
      path: "aps.alert.title",
      words: #"expected a string, or {"loc-key": string, "loc-args": [strings]}, found an array"#,
      passing: update(
        #", "alert": {"title": {"loc-key": "%@ is nearby", "loc-args": ["Sam"]}, "body": "On the way"}"#
      )),
    Case(
      name: "a payload over 4 KB",
      failing: update(
        state: state.replacingOccurrences(
          of: "\"Sam\"", with: "\"\(String(repeating: "S", count: 4100))\"")),
      path: "",
      words:
        "expected at most 4096 bytes of JSON, found 4248 bytes (without spaces between tokens); APNs refuses it; the largest values: aps.content-state.technician 4102 bytes, aps.timestamp 10 bytes, aps.content-state.eta 9 bytes",
      passing: update(
        state: state.replacingOccurrences(
          of: "\"Sam\"", with: "\"\(String(repeating: "S", count: 3900))\""))),
    Case(
      name: "a defaults suite named like a path",
      failing: #"{"defaults": {"../victimdir/important": {"k": 1}}, "payload": \#(update())}"#,
      path: #"defaults["../victimdir/important"]"#,
      words: "would name a file outside the preferences folder; App Group identifiers look like "
        + "group.com.example.app; Glimpse leaves this suite out",
      passing: #"{"defaults": {"group.x": {"k": 1}}, "payload": \#(update())}"#, drops: false),
    // Dates past any clock: the finding names them, where converting the years to an Int
    // once trapped.
    Case(
      name: "a content-state date of 1e300 seconds",
      failing: update(state: state.replacingOccurrences(of: "817639500", with: "1e300")),
      path: "aps.content-state.eta",
      words: "found 1e+300; read as seconds since 2001 (Date's default decoding) it is "
        + "99999-12-31 23:59:59 UTC, more than a million years after the timestamp",
      passing: update(), drops: false),
    Case(
      name: "a content-state date of -1e300 seconds",
      failing: update(state: state.replacingOccurrences(of: "817639500", with: "-1e300")),
      path: "aps.content-state.eta", words: "more than a million years before the timestamp",
      passing: update(), drops: false),
    Case(
      name: "an attributes date of 1e300 seconds",
      failing: start().replacingOccurrences(of: #""booked": 817639500"#, with: #""booked": 1e300"#),
      path: "aps.attributes.booked", words: "more than a million years after the timestamp",
      passing: start(), drops: false),
    Case(
      name: "a relevance score past 2^53",
      failing: update(#", "relevance-score": 1e19"#), path: "aps.relevance-score",
      words: "found 1e19; applied; past 2^53 neighbouring whole numbers are the same Double",
      passing: update(#", "relevance-score": 1795946400"#), drops: false,
      severity: .warning),
  ]

  @Test(arguments: cases)
  func eachCheckFailsItsPayloadAndPassesTheOneSetRight(_ test: Case) {
    let failing = check(test.failing)
    let finding = failing.findings.first { $0.path == test.path && $0.message.contains(test.words) }
    #expect(finding != nil, "\(failing.findings.map(\.line))")
    #expect(finding?.drops == test.drops)
    #expect(finding?.severity == test.severity)
    #expect(failing.isDropped == test.drops)
    let passing = check(test.passing)
    #expect(passing.findings.isEmpty, "\(passing.findings.map(\.line))")
    #expect(!passing.isDropped)
  }

  /// Every key that appears twice is its own finding, where once only the first was.
  @Test func everyDuplicateKeyIsReported() {
    let payload = Self.update(
      #", "relevance-score": 1, "relevance-score": 2, "stale-date": 1795947000, "stale-date": 1795947060"#
    )
    let notes = check(payload).findings.compactMap(\.note).filter { $0.contains("appears twice") }
    #expect(notes.count == 2)
    #expect(
      notes.first?.hasPrefix(#"the key "relevance-score" appears twice in one object"#) == true)
    #expect(notes.last?.hasPrefix(#"the key "stale-date" appears twice in one object"#) == true)
  }

  @Test func pastTwentyDuplicateKeysOneFindingSaysThereAreMore() {
    let fields = (0..<25).map { _ in #", "k": 1"# }.joined()
    let notes = check(Self.update(fields)).findings.compactMap(\.note)
    #expect(notes.filter { $0.contains("appears twice") }.count == PayloadLimits.mostDuplicateKeys)
    #expect(notes.contains("more keys appear twice; only the first 20 are listed"))
  }

  @Test func aCleanStartDecodesThroughTheActivitysOwnTypes() throws {
    let start = check(Self.start(#", "stale-date": 1795947000, "relevance-score": 80"#))
    #expect(start.findings.isEmpty)
    #expect(start.event == .start)
    #expect(start.attributes?.customer == "Alex")
    #expect(start.attributes?.booked == Date(timeIntervalSinceReferenceDate: 817_639_500))
    #expect(start.state?.status == .nearby)
    #expect(start.state?.eta == Date(timeIntervalSince1970: 1_795_946_700))
    #expect(start.staleDate == Date(timeIntervalSince1970: 1_795_947_000))
    #expect(start.relevanceScore == 80)
    #expect(start.alert?.title == "Booked")
  }

  @Test func aLocalizedAlertIsFilledInFromItsArguments() {
    #expect(PayloadAlert.format("%@ is %@ away", ["Sam", "2 km"]) == "Sam is 2 km away")
    #expect(PayloadAlert.format("%2$@ before %1$@", ["b", "a"]) == "a before b")
    #expect(PayloadAlert.format("100%% %@", []) == "100% ")
    let payload = check(
      Self.update(
        #", "alert": {"title": {"loc-key": "%@ is nearby", "loc-args": ["Sam"]}, "body": "Hi"}"#))
    #expect(payload.alert?.title == "Sam is nearby")
  }
}
