import Foundation
import GlimpseAPNs
import GlimpseActivity
import GlimpseLayout
import Synchronization

/// `glimpse preview --apns`: the link between `glimpse serve`'s server and the preview.
/// Each push the server accepts is kept for its activity; before the next frame the
/// activity's timeline is built again from its pushes (as `--payloads` builds one), so the
/// screen shows it; an activity a push-to-start started joins the preview. The server's log
/// never reaches the terminal: its lines are kept here and drawn in the preview's log
/// area. It also times each push from its request to the frame that shows it.
@MainActor
final class APNsLink {
  let service: PushService
  /// The log's lines, newest last (at most ``keptLines``).
  let lines: PreviewLogLines
  /// Where `t` writes the update token of the activity in view.
  let tokenFile: String
  /// Where the server listens (`127.0.0.1:2197`).
  var address = ""
  /// The most log lines kept.
  static let keptLines = 200
  /// The most pushes kept for one activity: its first (a start brings the attributes) and
  /// the latest, so that building its timeline again for a frame stays quick however many
  /// arrive (about 50 µs a push, release build).
  static let mostPushes = 500
  private var pushes: [String: [ReceivedPush]] = [:]
  private var changed: Set<String> = []
  /// Activities started by pushes or requested by the app, not yet in the preview.
  private var started: [(name: String, preview: String, byApp: Bool)] = []
  /// When each push not yet applied to the session was answered.
  private var waiting: [Date] = []
  /// When each push applied to the session but not yet on the screen was answered.
  private var applied: [Date] = []
  /// Milliseconds from each push's request to the frame that showed it.
  private(set) var latencies: [Double] = []
  private let clock: () -> Date
  /// The last push an activity dropped since the screen last showed one: the status
  /// line says it.
  private var lastDrop: String?
  /// Whether the clock follows the wall clock (since the first push).
  private var isLive = false

  init(
    service: PushService, lines: PreviewLogLines, tokenFile: String,
    clock: @escaping () -> Date = Date.init
  ) {
    self.service = service
    self.lines = lines
    self.tokenFile = tokenFile
    self.clock = clock
    service.onAccepted = { [unowned self] activity, body, verdict in
      self.received(activity, body: body, verdict: verdict)
    }
    service.onRequested = { [unowned self] activity, start in
      self.requested(activity, start: start)
    }
  }

  /// An activity app code requested (`Activity.request(..., pushType:)`): it joins the
  /// preview, its timeline beginning with its request.
  private func requested(_ activity: PushedActivity, start: [UInt8]?) {
    guard let start else { return }
    started.append((activity.name, activity.previewName, true))
    pushes[activity.name] = [ReceivedPush(body: start)]
    changed.insert(activity.name)
  }

  /// The server's handler: the service's answer, noting when it was given.
  func handle(_ request: PushRequest) -> APNsReply {
    let reply = service.handle(request)
    waiting.append(clock())
    return reply
  }

  private func received(_ activity: PushedActivity, body: [UInt8], verdict: PushVerdict) {
    if activity.name != activity.previewName, pushes[activity.name] == nil,
      !started.contains(where: { $0.name == activity.name })
    {
      started.append((activity.name, activity.previewName, false))
    }
    if !verdict.isApplied {
      lastDrop = "\(activity.name) dropped a push: \(verdict.reason ?? "not applied")"
    }
    var list = pushes[activity.name] ?? []
    if list.count >= Self.mostPushes { list.remove(at: 1) }
    // A push dropped for where it came from (a start on a channel) is dropped whatever
    // it says; one dropped for what it says is dropped again by the timeline's checks.
    let forced = !verdict.isApplied && verdict.reason?.contains("on a channel") == true
    let reason = verdict.reason.map { $0.hasPrefix("aps.event: ") ? String($0.dropFirst(11)) : $0 }
    list.append(ReceivedPush(body: body, droppedBecause: forced ? reason : nil))
    pushes[activity.name] = list
    changed.insert(activity.name)
  }

  /// Whether pushes arrived, or activities were requested, that the session has not
  /// taken in yet (``apply(to:)`` takes them). A frame drawn meanwhile, for a key, does
  /// not take them in: once a key's frame cleared this and the push was never drawn.
  var hasNews: Bool { !waiting.isEmpty || !started.isEmpty || !changed.isEmpty }

  /// Brings the session up to date with the pushes: activities started join it, and the
  /// timelines of those that received pushes are built again.
  func apply(to session: PreviewSession) {
    for (name, previewName, byApp) in started {
      guard let preview = session.previews.first(where: { $0.name == previewName }) else {
        continue
      }
      session.add(ActivityPreview(preview, name: name))
      session.message = (
        "\(name) started by \(byApp ? "the app (Activity.request)" : "a push-to-start") · Tab shows it",
        false
      )
    }
    started.removeAll()
    for name in changed.sorted() {
      guard let preview = session.previews.first(where: { $0.name == name }),
        var received = pushes[name]
      else { continue }
      do {
        session.setTimeline(try preview.loadTimeline(pushes: &received), for: name)
      } catch {
        // No push applied yet: the activity the app started stays as it was. Once pushes
        // were applied, a timeline that cannot be built again is a fault to show.
        if received.count > 1 { lastDrop = "\(name): \(error)" }
      }
      pushes[name] = received
    }
    if !changed.isEmpty && !isLive {
      // From the first push on, the clock is the wall clock, running, so that what a push
      // says shows now (and its dismissal and stale dates come when they say).
      isLive = true
      let now = clock()
      session.clock.set(now, wall: now)
      if !session.clock.isPlaying { session.clock.togglePlaying(wall: now) }
    }
    // A device shows a push when it arrives: a timestamp ahead of the clock moves the
    // clock there.
    if changed.contains(session.preview.name), let last = session.timeline?.events.last?.time {
      let now = clock()
      if last > session.clock.time(at: now) { session.clock.set(last, wall: now) }
    }
    changed.removeAll()
    applied += waiting
    waiting.removeAll()
    if let lastDrop {
      session.message = (lastDrop, true)
      self.lastDrop = nil
    }
  }

  /// Builds every activity's timeline from its pushes again (after `r` reloaded the
  /// states).
  func reapply(to session: PreviewSession) {
    changed.formUnion(pushes.keys)
    apply(to: session)
  }

  /// Notes that the pushes applied are on the screen now.
  func framesShown() {
    guard !applied.isEmpty else { return }
    let now = clock()
    latencies += applied.map { max(0, now.timeIntervalSince($0) * 1000) }
    applied.removeAll()
  }

  /// The update push token of the activity named `name`.
  func token(of name: String) -> String? {
    service.tokens.first { $0.activity == name }?.token
  }

  /// Writes the update token of `name` to ``tokenFile``: the status line's message.
  func writeToken(of name: String) -> (text: String, isError: Bool) {
    guard let token = token(of: name) else {
      return ("\(name) has no update push token", true)
    }
    do {
      try Data((token + "\n").utf8).write(to: URL(fileURLWithPath: tokenFile))
      return ("wrote \(name)'s update push token to \(tokenFile)", false)
    } catch {
      return ("cannot write \(tokenFile): \(error.localizedDescription)", true)
    }
  }

  /// `request to frame: median 1.9 ms, 95th 3.0 ms, max 4.2 ms (12 pushes)`, or nil
  /// before any push.
  var latencySummary: String? {
    guard !latencies.isEmpty else { return nil }
    let sorted = latencies.sorted()
    func at(_ fraction: Double) -> Double {
      sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * fraction).rounded()))]
    }
    func ms(_ value: Double) -> String { String(format: "%.1f ms", value) }
    return
      "request to frame: median \(ms(at(0.5))), 95th \(ms(at(0.95))), max \(ms(sorted.last ?? 0)) "
      + "(\(sorted.count) push\(sorted.count == 1 ? "" : "es"))"
  }
}

/// The server's log lines, kept for the preview's log area instead of written to the
/// terminal (the log's writer is `@Sendable`, so they are kept behind a lock). The log is
/// written as JSON and each line kept short: the time of day, then for a push its status,
/// outcome, event, activity (or channel) and why it was refused or dropped.
final class PreviewLogLines: Sendable {
  private let storage = Mutex<[(text: String, isProblem: Bool)]>([])
  let limit: Int

  init(limit: Int = 200) { self.limit = limit }

  /// Keeps one line of the JSON log, made short.
  func append(_ json: String) {
    let line = Self.short(json)
    storage.withLock {
      $0.append(line)
      if $0.count > limit { $0.removeFirst($0.count - limit) }
    }
  }

  /// The last `count` lines, oldest first.
  func last(_ count: Int) -> [(text: String, isProblem: Bool)] {
    storage.withLock { Array($0.suffix(count)) }
  }

  /// `12:00:01.250 200 dropped update delivery: aps.content-state...`.
  static func short(_ json: String) -> (text: String, isProblem: Bool) {
    guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    else { return (json, false) }
    var time = object["time"] as? String ?? ""
    if time.count > 11 { time = String(time.dropFirst(11).dropLast()) }
    guard object["kind"] as? String == "push" else {
      let message = object["message"] as? String ?? ""
      return ("\(time) \(message)", object["kind"] as? String == "bound")
    }
    let status = object["status"] as? Int ?? 0
    let outcome = object["outcome"] as? String ?? ""
    var text = "\(time) \(status) \(object["reason"] as? String ?? outcome)"
    if let event = object["event"] as? String { text += " \(event)" }
    if let channel = object["channel"] as? String { text += " channel \(channel)" }
    if let activity = object["activity"] as? String {
      text += " \(activity)"
    } else if let token = object["token"] as? String {
      text += " token \(token.prefix(12))…"
    }
    if let why = object["why"] as? String { text += ": \(why)" }
    return (text, outcome != "applied")
  }
}
