import Foundation
import GlimpseActivity
import GlimpseDemos
import GlimpseLayout
import GlimpseTestSupport
import GlimpseUI
import Testing

@testable import Glimpse

/// A parcel tracker of a user's own, not one of the demos: `glimpse validate` decodes
/// through its types when it runs through `Glimpse.main(previews:)`.
struct ParcelAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var stopsAway: Int
    var weightKilograms: Double
    var courier: String
  }

  var trackingNumber: String
}

struct ParcelLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: ParcelAttributes.self) { context in
      Text("\(context.attributes.trackingNumber): \(context.state.stopsAway) stops")
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Text(context.state.courier) }
      } compactLeading: {
        Text("📦")
      } compactTrailing: {
        Text("\(context.state.stopsAway)")
      } minimal: {
        Text("📦")
      }
    }
  }
}

/// `glimpse validate`, and `--payloads` on `render` and `preview`: what they print, their
/// exit statuses, and what hostile payloads get.
@MainActor
@Suite final class ValidateCommandTests {
  let directory: URL

  init() throws {
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-validate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  }

  /// The scratch directory goes with the test (a class suite: one instance a test).
  deinit {
    try? FileManager.default.removeItem(at: directory)
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let fixtures = root.appendingPathComponent("Tests/GlimpseActivityTests/Fixtures/Payloads")
  static let delivery = root.appendingPathComponent("Sources/GlimpseDemos/Payloads/delivery.json")
    .path

  /// What the command prints and its exit status, as `Glimpse.run` would give them.
  func run(_ arguments: [String], previews: [ActivityPreview] = DemoGallery.all) -> (
    output: String, status: Int32
  ) {
    do {
      let output = try Glimpse.execute(
        arguments, previews: previews, isTerminal: false, environment: [:])
      return (output.text, 0)
    } catch let error as CLIError {
      if case .reported(let output) = error { return (output.text, error.exitStatus) }
      return (Glimpse.errorText(error).text, error.exitStatus)
    } catch {
      return ("\(error)", -1)
    }
  }

  func write(_ text: String, to name: String) throws -> String {
    let url = directory.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }

  // MARK: Exit statuses

  @Test func theSeedPayloadsValidateWithStatus0() {
    let seeds = ["seed-000-update.json", "seed-000-end.json"].map {
      Self.fixtures.appendingPathComponent($0).path
    }
    let (output, status) = run(["validate", "--activity", "delivery"] + seeds)
    #expect(status == 0)
    #expect(
      output.hasSuffix(
        "2 payloads for delivery (DeliveryAttributes): 2 applied, 0 dropped; 0 errors, 0 warnings"))
    #expect(
      output.contains(
        "seed-000-update.json: update at 2023-11-13 18:26:40 UTC: applied, with an alert"))
  }

  @Test func aDroppedPayloadGivesStatus1AndSaysWhereAndWhy() {
    let (output, status) = run(["validate", Self.delivery, "--activity", "delivery"])
    #expect(status == 1)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.contains("\(Self.delivery)[3]: update at 2026-11-29 10:15:00 UTC: dropped"))
    #expect(
      lines.contains(
        "\(Self.delivery)[3]: error: aps.timestamp: expected a timestamp after 2026-11-29 10:20:00 UTC "
          + "(the last applied, \(Self.delivery)[2]), found 1795947300 (2026-11-29 10:15:00 UTC); "
          + "the device drops a push that is not newer than the last one it applied"))
    #expect(
      lines.last
        == "6 payloads for delivery (DeliveryAttributes): 5 applied, 1 dropped; 1 error, 0 warnings"
    )
  }

  @Test func aMalformedPayloadThatIsAppliedStillGivesStatus1() throws {
    let path = try write(
      #"{"aps": {"timestamp": 1795946400, "event": "update", "content-state": {"startTime": 1795946400, "endTime": 817639800}}}"#,
      to: "timer.json")
    let (output, status) = run(["validate", path, "--activity", "timer"])
    #expect(status == 1)
    #expect(output.contains("timer.json: update at 2026-11-29 10:00:00 UTC: applied"))
    #expect(
      output.contains("error: aps.content-state.startTime: expected seconds since 2001-01-01"))
  }

  @Test(arguments: [
    (
      ["validate", "x.json"],
      "validate: which activity are the payloads for? --activity delivery, timer"
    ),
    (["validate", "x.json", "--activity", "nope"], "validate: unknown activity 'nope'"),
    (["validate", "--activity", "delivery"], "validate: which payloads?"),
    (
      ["validate", "x.json", "--activity", "delivery", "--format", "xml"],
      "validate: --format expects text or json, found 'xml'"
    ),
    (
      ["render", "delivery", "--states", "a.json", "--payloads", "b.json"],
      "render: --states and --payloads both give the timeline; choose one"
    ),
    (["render", "delivery", "--in-order"], "render: --in-order orders the payloads of --payloads"),
    (
      ["render", "delivery", "--timeline", "--explain"],
      "render: --explain explains drawings, and --timeline lists events instead of drawing; choose one"
    ),
    (["preview", "delivery", "--payloads", "-"], "preview: --payloads - reads standard input"),
  ])
  func aUsageErrorGivesStatus2(arguments: [String], message: String) {
    let (output, status) = run(arguments)
    #expect(status == 2)
    #expect(output.hasPrefix(message), "\(output)")
  }

  @Test func anUnreadableFileGivesStatus1() {
    let missing = directory.appendingPathComponent("missing.json").path
    let (output, status) = run(["validate", missing, "--activity", "delivery"])
    #expect(status == 1)
    #expect(
      output == """
        \(missing): payload: dropped
        \(missing): error: not read: no such file
        1 payload for delivery (DeliveryAttributes): 0 applied, 1 dropped; 1 error, 0 warnings
        """)
  }

  /// A file that cannot be read is a finding of its own, and every other file is still
  /// checked and reported, as text and as JSON.
  @Test func everyFileIsReportedWhenOneCannotBeRead() throws {
    let missing = directory.appendingPathComponent("missing.json").path
    let huge = try write(String(repeating: " ", count: 9_000_000), to: "huge.json")
    let empty = directory.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let files = [missing, Self.delivery, huge, empty.path]
    let (output, status) = run(["validate", "--activity", "delivery"] + files)
    #expect(status == 1)
    let lines = output.split(separator: "\n").map(String.init)
    #expect(lines.first == "\(missing): payload: dropped")
    #expect(lines.contains("\(missing): error: not read: no such file"))
    #expect(
      lines.contains(
        "\(Self.delivery)[0]: start at 2026-11-29 10:00:00 UTC: applied, with an alert"))
    #expect(
      lines.contains("\(huge): error: not read: is 8.6 MB; a payloads file may be at most 8 MB"))
    #expect(lines.contains("\(empty.path): error: not read: is a directory without .json files"))
    #expect(
      lines.last?.hasPrefix("9 payloads for delivery (DeliveryAttributes): 5 applied, 4 dropped")
        == true)

    let (json, jsonStatus) = run(
      ["validate", "--activity", "delivery", "--format", "json"] + files)
    #expect(jsonStatus == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let sources = (report["payloads"] as? [[String: Any]])?.compactMap { $0["source"] as? String }
    #expect(sources?.count == 9)
    #expect(sources?.first == missing)
    #expect(sources?.last == empty.path)
  }

  @Test func theHelpNamesTheCommandAndItsChecks() {
    #expect(run(["--help"]).output.contains("validate     check APNs push payloads"))
    let help = run(["validate", "--help"]).output
    #expect(help.contains("0  every payload would be applied"))
    #expect(help.contains("--format F"))
    #expect(run(["render", "--help"]).output.contains("--payloads P"))
    #expect(run(["preview", "--help"]).output.contains("--payloads P"))
  }

  // MARK: JSON

  @Test func jsonForCI() throws {
    let (output, status) = run([
      "validate", Self.delivery, "--activity", "delivery", "--format", "json",
    ])
    #expect(status == 1)
    let document = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(document["activity"] as? String == "delivery")
    #expect(document["attributesType"] as? String == "DeliveryAttributes")
    #expect(document["applied"] as? Int == 5)
    #expect(document["dropped"] as? Int == 1)
    let payloads = try #require(document["payloads"] as? [[String: Any]])
    #expect(
      payloads.map { $0["verdict"] as? String } == [
        "applied", "applied", "applied", "dropped", "applied", "applied",
      ])
    #expect(payloads[3]["timestamp"] as? Int == 1_795_947_300)
    let finding = try #require((payloads[3]["findings"] as? [[String: Any]])?.first)
    #expect(finding["path"] as? String == "aps.timestamp")
    #expect(finding["severity"] as? String == "error")
    #expect(finding["drops"] as? Bool == true)
    #expect(finding["found"] as? String == "1795947300 (2026-11-29 10:15:00 UTC)")
  }

  // MARK: A user's own activity

  func parcel() -> ActivityPreview {
    ActivityPreview(
      ParcelLiveActivity(), attributes: ParcelAttributes(trackingNumber: "1Z999"),
      states: [ParcelAttributes.ContentState(stopsAway: 3, weightKilograms: 1.5, courier: "Ana")],
      name: "parcel", start: Date(timeIntervalSince1970: 1_795_946_400))
  }

  @Test func aUsersOwnActivityIsValidatedThroughItsOwnTypes() throws {
    let start =
      #"{"aps": {"timestamp": 1795946400, "event": "start", "attributes-type": "ParcelAttributes", "#
      + #""attributes": {"trackingNumber": "1Z123"}, "alert": {"title": "Parcel", "body": "On its way"}, "#
      + #""content-state": {"stopsAway": 5, "weightKilograms": 2.5, "courier": "Ana"}}}"#
    let update =
      #"{"aps": {"timestamp": 1795946460, "event": "update", "content-state": {"stopsAway": "4", "weightKilograms": 2.5, "courier": "Ana"}}}"#
    let path = try write("[\(start), \(update)]", to: "parcel.json")
    let (output, status) = run(["validate", path], previews: [parcel()])
    #expect(status == 1)
    #expect(output.contains("parcel.json[0]: start at 2026-11-29 10:00:00 UTC: applied"))
    #expect(
      output.contains(
        #"parcel.json[1]: error: aps.content-state.stopsAway: expected an integer, found "4"; the device drops it"#
      ))
    #expect(
      output.hasSuffix(
        "2 payloads for parcel (ParcelAttributes): 1 applied, 1 dropped; 1 error, 0 warnings"))
    // Named as the delivery's attributes, the start is not this activity's.
    let delivery = try write(
      start.replacingOccurrences(of: "ParcelAttributes", with: "DeliveryAttributes"),
      to: "other.json")
    #expect(
      run(["validate", delivery, "--activity", "parcel"], previews: [parcel()]).output.contains(
        #"error: aps.attributes-type: expected "ParcelAttributes" (the activity's attributes type), found "DeliveryAttributes""#
      ))
    // Replayed, the start's attributes replace the preview's.
    let render = run(
      ["render", "parcel", "--payloads", path, "--presentation", "lock-screen", "--at", "+30s"],
      previews: [parcel()])
    #expect(render.status == 0)
    #expect(render.output.contains("1Z123: 5 stops"), "\(render.output)")
  }

  // MARK: Replay

  @Test func theTimelineListsTheDroppedUpdateTheEndAndTheDismissal() {
    let (output, status) = run([
      "render", "delivery", "--payloads", Self.delivery, "--timeline", "--at",
      "2026-11-29T11:40:00Z",
    ])
    #expect(status == 0)
    Golden.assertMatches(
      output.replacingOccurrences(
        of: Self.delivery, with: "Sources/GlimpseDemos/Payloads/delivery.json"),
      named: "render-delivery-payloads-timeline")
    #expect(
      output.contains(
        "  -  2026-11-29 10:15:00 UTC  +15m 00s  update  late picked up  dropped: aps.timestamp:"))
    #expect(output.contains("end  delivered  relevance 50  dismissed at 2026-11-29 11:40:00 UTC"))
    #expect(output.hasSuffix("at 2026-11-29 11:40:00 UTC: dismissed, state 5"))
  }

  @Test func aPushAfterTheEndIsListedLastAsDropped() throws {
    let state =
      #""content-state": {"status": "delivered", "driverName": "Marcus", "currentStep": 4, "#
      + #""totalSteps": 4, "estimatedMinutesRemaining": 0}"#
    let path = try write(
      #"[{"aps": {"timestamp": 1795946400, "event": "update", \#(state)}}, "#
        + #"{"aps": {"timestamp": 1795946460, "event": "end"}}, "#
        + #"{"aps": {"timestamp": 1795946520, "event": "update", \#(state)}}]"#,
      to: "after-end.json")
    let lines = run(["render", "delivery", "--payloads", path, "--timeline"]).output
      .split(separator: "\n").map(String.init)
    #expect(lines.count == 5)
    #expect(lines[1].hasPrefix("   1  2026-11-29 10:00:00 UTC  +0s  update  relevance 0"))
    #expect(
      lines[2].hasSuffix("  end  relevance 0  dismissed at 2026-11-29 14:01:00 UTC"), "4 hours")
    #expect(
      lines[3]
        == "   -  2026-11-29 10:02:00 UTC  +2m 00s  update  \(path)[2]  dropped: aps.event: "
        + "arrives after the end (\(path)[1]): an ended activity takes no more pushes")
  }

  @Test func renderShowsTheAlertTheEndAndNothingOnceDismissed() {
    func header(_ at: String) -> String {
      let output = run([
        "render", "delivery", "--payloads", Self.delivery, "--at", "2026-11-29T\(at)Z",
        "--presentation", "compact",
      ]).output
      return output.split(separator: "\n").map(String.init).first ?? ""
    }
    #expect(
      header("10:20:02")
        == "delivery · state 3/5 on the way · 2026-11-29 10:20:02 UTC · active · alerting")
    #expect(
      header("10:36:00") == "delivery · state 4/5 almost there · 2026-11-29 10:36:00 UTC · stale")
    #expect(
      header("11:00:00")
        == "delivery · state 5/5 delivered · 2026-11-29 11:00:00 UTC · ended, dismissed in 40m 00s")
    #expect(
      header("11:40:00") == "delivery · state 5/5 delivered · 2026-11-29 11:40:00 UTC · dismissed")
    let ended = run([
      "render", "delivery", "--payloads", Self.delivery, "--at", "2026-11-29T11:00:00Z",
      "--presentation", "compact",
    ]).output
    #expect(ended.contains("COMPACT · iPhone 16 Pro · 33 col (230 pt) · not on the island (ended)"))
  }

  @Test func thePreviewsTimelineStripMarksTheDroppedUpdateAndSaysWhy() throws {
    let options = try RenderOptions(
      ArgumentParser(command: "preview", options: RenderOptions.options).parse([
        "--payloads", Self.delivery,
      ]), command: "preview")
    let session = try PreviewSession(
      previews: DemoGallery.all, activity: 0, options: options, statesFile: nil,
      wall: Date(timeIntervalSince1970: 0))
    func strip(at time: String) throws -> String {
      var screen = PreviewScreen(session: session, now: try ISO8601Date.date(from: time))
      let lines = screen.draw(size: CellSize(width: 160, height: 40)).plainText
        .split(separator: "\n", omittingEmptySubsequences: false)
      return String(lines[38])
    }
    let before = try strip(at: "2026-11-29T10:10:00Z")
    #expect(before.hasPrefix(" timeline  ●────◉────○──✕────○────○"), "\(before)")
    #expect(
      before.contains("preparing → picked up → on the way → ✕ update → almost there → delivered"))
    let after = try strip(at: "2026-11-29T10:25:00Z")
    #expect(after.hasPrefix(" timeline  ●────●────◉──✕────○────○"), "\(after)")
    #expect(
      after.contains("✕ update late picked up dropped: aps.timestamp: expected a timestamp after"))
  }

  @Test func reloadReadsThePayloadsAgain() throws {
    let path = try write(
      #"{"aps": {"timestamp": 1795946400, "event": "update", "content-state": {"status": "preparing", "driverName": "", "currentStep": 1, "totalSteps": 4, "estimatedMinutesRemaining": 45}}}"#,
      to: "one.json")
    let options = try RenderOptions(
      ArgumentParser(command: "preview", options: RenderOptions.options).parse([
        "--payloads", path,
      ]), command: "preview")
    let session = try PreviewSession(
      previews: DemoGallery.all, activity: 0, options: options, statesFile: nil,
      wall: Date(timeIntervalSince1970: 0))
    #expect(session.timeline?.events.count == 1)
    try Data(
      ("[" + String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        + #", {"aps": {"timestamp": 1795946460, "event": "end"}}]"#).utf8
    ).write(to: URL(fileURLWithPath: path))
    session.reload()
    #expect(session.timeline?.events.map(\.kind) == ["update", "end"])
  }

  // MARK: Hostile payloads

  /// `arguments` run, timed; the output must be one line (with the summary, for validate).
  /// The time is only a guard against a hang or a blow-up (``hangGuard``): how fast these
  /// are is measured in BENCHMARKS.md ("Push payloads"), never here, where a loaded
  /// machine would make a tight limit fail.
  static let hangGuard = 15.0

  func timed(_ arguments: [String]) -> (output: String, status: Int32, seconds: Double) {
    let start = Date()
    let (output, status) = run(arguments)
    return (output, status, Date().timeIntervalSince(start))
  }

  @Test func aTenMegabytePayloadIsRefusedUnread() throws {
    let payload =
      #"{"aps": {"timestamp": 1795946400, "event": "update", "content-state": {"driverName": ""#
      + String(repeating: "M", count: 10_000_000) + #""}}}"#
    let path = try write(payload, to: "big.json")
    for (command, message) in [
      (
        ["validate", path, "--activity", "delivery"],
        "\(path): error: not read: is 9.5 MB; a payloads file may be at most 8 MB"
      ),
      (
        ["render", "delivery", "--payloads", path, "--timeline"],
        "\(path): is 9.5 MB; a payloads file may be at most 8 MB"
      ),
    ] {
      let (output, status, seconds) = timed(command)
      #expect(output.contains(message), "\(output)")
      #expect(status == 1)
      #expect(seconds < Self.hangGuard)
    }
  }

  @Test func aPayloadOverFourKilobytesIsMeasuredNotDecoded() throws {
    let payload =
      #"{"aps": {"timestamp": 1795946400, "event": "update", "content-state": {"driverName": ""#
      + String(repeating: "M", count: 1_000_000) + #""}}}"#
    let (output, status, seconds) = timed([
      "validate", try write(payload, to: "large.json"), "--activity", "delivery",
    ])
    #expect(status == 1)
    #expect(
      output.contains(
        "error: expected at most 4096 bytes of JSON, found 1000083 bytes (without spaces between tokens); "
          + "APNs refuses it; the largest values: aps.content-state.driverName 1000002 bytes"))
    #expect(output.contains("error: not checked further: 976 KB is past the 64 KB Glimpse decodes"))
    #expect(seconds < Self.hangGuard)
  }

  @Test(arguments: [
    (
      #"{"aps": {"timestamp": 1795946400, "event": "update", "content-state": "#
        + String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000) + "}}",
      "error: not valid JSON: expected nesting at most 512 deep at line 1, column 581"
    ),
    (
      #"{"aps": {"timestamp": 1795946400, "event": "update", "content-state": {"driverName": "M\#u{FFFF}"}}}"#,
      "error: not valid UTF-8: byte 0xFF at line 1, column 88"
    ),
    (
      #"{"aps": {"timestamp": 1e400, "event": "update", "content-state": {"status": "preparing", "driverName": "", "currentStep": 1e400, "totalSteps": 4, "estimatedMinutesRemaining": 45}}}"#,
      "error: aps.timestamp: expected Unix seconds from 1970 to 9999, found 1e400"
    ),
  ])
  func hostileJSONIsAClearError(json: String, message: String) throws {
    // U+FFFF stands for a byte that is not UTF-8.
    var bytes = Array(json.utf8)
    if let index = bytes.firstIndex(of: 0xEF), bytes[index + 1] == 0xBF, bytes[index + 2] == 0xBF {
      bytes.replaceSubrange(index..<(index + 3), with: [0xFF])
    }
    let url = directory.appendingPathComponent("hostile.json")
    try Data(bytes).write(to: url)
    let (output, status, seconds) = timed(["validate", url.path, "--activity", "delivery"])
    #expect(status == 1)
    #expect(output.contains("hostile.json: " + message), "\(output)")
    #expect(seconds < Self.hangGuard)
    let replay = timed(["render", "delivery", "--payloads", url.path, "--timeline"])
    #expect(replay.status == 1)
    #expect(
      replay.output.hasPrefix("delivery: no payload is applied, so there is no activity to show"))
    #expect(replay.output.split(separator: "\n").count == 1)
    #expect(replay.seconds < Self.hangGuard)
  }

  @Test func aPayloadsStringsReachNoTerminalRaw() throws {
    let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J"
    let escaped = hostile.unicodeScalars.map { String(format: "\\u%04X", $0.value) }.joined()
    let path = try write(
      #"[{"name": "\#(escaped)", "payload": {"aps": {"timestamp": 1795946400, "event": "update", "content-state": {"status": "preparing", "driverName": "", "currentStep": 1, "totalSteps": 4, "estimatedMinutesRemaining": 45}}}}, "#
        + #"{"aps": {"timestamp": 1795946460, "event": "update", "content-state": {"status": "\#(escaped)"}, "\#(escaped)": 1}}]"#,
      to: "hostile.json")
    for arguments in [
      ["validate", path, "--activity", "delivery"],
      ["validate", path, "--activity", "delivery", "--format", "json"],
      ["render", "delivery", "--payloads", path, "--timeline"],
      ["render", "delivery", "--payloads", path, "--presentation", "lock-screen"],
    ] {
      let (output, _) = run(arguments)
      #expect(!output.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "\(arguments)")
    }
    let text = run(["validate", path, "--activity", "delivery"]).output
    #expect(
      text.contains(#"expected a raw value of DeliveryStatus, found "␛]0;pwned␇␛[2J""#), "\(text)")
  }
}
