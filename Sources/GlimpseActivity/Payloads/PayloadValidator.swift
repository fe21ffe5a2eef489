import Foundation
import GlimpseFiles
import GlimpseUI

/// Checks one push payload as APNs and then the device would take it, for the activity
/// whose attributes are `A`: its JSON, its envelope's headers, `aps` and every field of it,
/// `content-state` (and a start's `attributes`) decoded through the activity's own types
/// with the default `JSONDecoder`, the dates in them, and its size. Each problem is a
/// ``PayloadFinding`` with its key path; the order of a sequence is
/// ``PayloadSequence``'s to judge.
struct PayloadValidator<A: ActivityAttributes> {
  /// The name a start's `attributes-type` must give: the attributes type's own.
  let attributesTypeName = String(describing: A.self)

  /// The keys of `aps` a Live Activity push may carry.
  static var apsKeys: Set<String> {
    [
      "timestamp", "event", "content-state", "stale-date", "dismissal-date", "relevance-score",
      "alert", "sound", "attributes-type", "attributes", "input-push-token", "input-push-channel",
    ]
  }

  func check(_ raw: RawPayload) -> CheckedPayload<A> {
    var check = PayloadCheck<A>(
      raw: raw, payload: CheckedPayload(origin: raw.origin, name: raw.name),
      attributesTypeName: attributesTypeName)
    check.run()
    return check.payload
  }
}

/// One payload's check under way.
private struct PayloadCheck<A: ActivityAttributes> {
  let raw: RawPayload
  var payload: CheckedPayload<A>
  let attributesTypeName: String
  var scanner: JSONScanner { raw.scanner }

  mutating func add(_ finding: PayloadFinding) {
    payload.findings.append(finding)
  }

  func members(_ value: JSONScanner.Value) -> [(key: String, value: JSONScanner.Value)] {
    (try? scanner.members(of: value)) ?? []
  }

  func first(_ key: String, in members: [(key: String, value: JSONScanner.Value)])
    -> JSONScanner.Value?
  {
    members.first { $0.key == key }?.value
  }

  // MARK: The payload

  mutating func run() {
    guard let element = raw.value else {
      if let problem = raw.problem { add(problem) }
      return
    }
    guard element.kind == .object else {
      add(
        .dropping(
          "", expected: "a push payload {\"aps\": ...}", found: scanner.quote(element)))
      return
    }
    let outer = members(element)
    var body = element
    var headers: [String: JSONScanner.Value]?
    if first("aps", in: outer) == nil, let enveloped = first("payload", in: outer) {
      guard enveloped.kind == .object else {
        add(
          .dropping(
            "payload", expected: "the push payload, an object {\"aps\": ...}",
            found: scanner.quote(enveloped)))
        return
      }
      body = enveloped
      headers = envelope(outer)
    }
    guard checkSize(of: body) else { return }
    let duplicates = scanner.duplicateKeys(in: element, limit: PayloadLimits.mostDuplicateKeys)
    for duplicate in duplicates.keys {
      add(
        PayloadFinding(
          .error, drops: false, path: "",
          note: "the key \"\(duplicate.key)\" appears twice in one object, at "
            + "\(raw.place(of: duplicate.firstOffset)) and \(raw.place(of: duplicate.offset)); "
            + "JSON decoders differ in which one they keep"))
    }
    if duplicates.more {
      add(
        PayloadFinding(
          .error, drops: false, path: "",
          note:
            "more keys appear twice; only the first \(PayloadLimits.mostDuplicateKeys) are listed"))
    }
    let bodyMembers = members(body)
    guard let aps = first("aps", in: bodyMembers) else {
      add(
        .dropping(
          "aps",
          note: "missing: a Live Activity push carries its timestamp, event and content in \"aps\""
        ))
      return
    }
    guard aps.kind == .object else {
      add(.dropping("aps", expected: "an object", found: scanner.quote(aps)))
      return
    }
    checkAPS(members(aps), headers: headers)
  }

  /// The envelope's parts around the payload: `headers` (returned), `name`, `defaults`.
  mutating func envelope(_ members: [(key: String, value: JSONScanner.Value)])
    -> [String: JSONScanner.Value]?
  {
    var headers: [String: JSONScanner.Value]?
    for (key, value) in members {
      switch key {
      case "payload": break
      case "headers":
        guard value.kind == .object else {
          add(
            .dropping("headers", expected: "an object of HTTP headers", found: scanner.quote(value))
          )
          continue
        }
        var found: [String: JSONScanner.Value] = [:]
        for (name, header) in self.members(value) { found[name.lowercased()] = header }
        headers = found
      case "name":
        if value.kind == .string, let name = scanner.string(value) {
          payload.name = name
        } else {
          add(.warning("name", expected: "a string", found: scanner.quote(value), note: "ignored"))
        }
      case "defaults":
        do {
          guard value.kind == .object else {
            throw DecodingError.typeMismatch(
              [String: [String: AppGroupValue]].self,
              .init(codingPath: [], debugDescription: "found \(scanner.quote(value)) instead"))
          }
          let suites = try ScannedValueDecoder(scanner: scanner).decode(
            [String: [String: AppGroupValue]].self, from: value, at: "defaults")
          payload.defaults = suites.filter { suite, _ in
            guard let problem = AppGroupDefaults.problem(withSuiteName: suite) else { return true }
            add(
              PayloadFinding(
                .error, drops: false, path: "defaults[\"\(suite)\"]",
                note: problem + "; Glimpse leaves this suite out"))
            return false
          }
        } catch {
          add(
            PayloadFinding(
              .error, drops: false, path: "defaults",
              expected: "App Group suites, each an object of strings, numbers, true or false",
              found: scanner.quote(value), note: "Glimpse's own; not sent to APNs"))
        }
      default:
        add(
          .warning(
            key, note: "not part of Glimpse's envelope (headers, payload, name, defaults); ignored")
        )
      }
    }
    return headers
  }

  /// Whether the payload is small enough to look inside; an error when APNs would refuse
  /// it.
  mutating func checkSize(of body: JSONScanner.Value) -> Bool {
    let size = scanner.compactSize(of: body)
    if size > PayloadLimits.largestPayload {
      add(
        .dropping(
          "", expected: "at most \(PayloadLimits.largestPayload) bytes of JSON",
          found: "\(size) bytes (without spaces between tokens)",
          note: "APNs refuses it; the largest values: " + largestValues(in: body, size: size)))
    }
    if body.range.count > PayloadLimits.largestDecoded {
      add(
        .dropping(
          "",
          note: "not checked further: \(InputFile.size(body.range.count)) is past the "
            + "\(InputFile.size(PayloadLimits.largestDecoded)) Glimpse decodes"))
      return false
    }
    return true
  }

  /// The three largest values that are not objects (strings, numbers, arrays), with their
  /// key paths and sizes: where the bytes go.
  func largestValues(in body: JSONScanner.Value, size: Int) -> String {
    var values: [(path: String, size: Int)] = []
    var work: [(JSONScanner.Value, String)] = [(body, "")]
    var visited = 0
    while let (value, path) = work.popLast(), visited < 10_000 {
      visited += 1
      guard value.kind == .object else {
        values.append((path, scanner.compactSize(of: value)))
        continue
      }
      for (key, member) in members(value) {
        work.append((member, path.isEmpty ? key : path + "." + key))
      }
    }
    return values.sorted { $0.size > $1.size }.prefix(3)
      .map { "\($0.path) \($0.size) bytes" }.joined(separator: ", ")
  }

  // MARK: aps

  mutating func checkAPS(
    _ aps: [(key: String, value: JSONScanner.Value)], headers: [String: JSONScanner.Value]?
  ) {
    var fields: [String: JSONScanner.Value] = [:]
    for (key, value) in aps where fields[key] == nil { fields[key] = value }
    for (key, _) in aps where !PayloadValidator<A>.apsKeys.contains(key) {
      add(.warning("aps.\(key)", note: "not a key of a Live Activity push; the device ignores it"))
    }
    if let value = fields["timestamp"] {
      payload.timestamp = unixSeconds(value, at: "aps.timestamp")
    } else {
      add(
        .dropping(
          "aps.timestamp",
          note: "missing: Unix seconds, by which the device keeps only the newest content"))
    }
    if let value = fields["event"] {
      if value.kind == .string, let text = scanner.string(value),
        let event = PushEvent(rawValue: text)
      {
        payload.event = event
      } else {
        add(
          .dropping(
            "aps.event", expected: "\"start\", \"update\" or \"end\"", found: scanner.quote(value)))
      }
    } else {
      add(.dropping("aps.event", note: "missing: \"start\", \"update\" or \"end\""))
    }
    if let headers { checkHeaders(headers) }
    if payload.event == .start {
      checkStart(fields)
    } else {
      for key in ["attributes-type", "attributes", "input-push-token", "input-push-channel"]
      where fields[key] != nil {
        add(.warning("aps.\(key)", note: "only a start reads it; ignored"))
      }
    }
    if let value = fields["content-state"] {
      payload.state = decode(A.ContentState.self, value, at: "aps.content-state")
    } else if payload.event == .start || payload.event == .update {
      add(
        .dropping(
          "aps.content-state",
          note: "missing: the \(payload.event?.rawValue ?? "") brings new content, which "
            + "\(A.self).ContentState decodes"))
    }
    if let value = fields["relevance-score"] {
      if value.kind == .number, let score = Double(scanner.text(of: value)), score.isFinite {
        payload.relevanceScore = score
        if abs(score) > PayloadLimits.largestExactScore {
          add(
            .warning(
              "aps.relevance-score", expected: "a score that orders activities exactly",
              found: scanner.quote(value),
              note: "applied; past 2^53 neighbouring whole numbers are the same Double, so "
                + "activities whose scores differ there may tie"))
        }
      } else {
        add(.dropping("aps.relevance-score", expected: "a number", found: scanner.quote(value)))
      }
    }
    if let value = fields["alert"] {
      payload.alert = PayloadAlert(scanner: scanner).read(
        value, at: "aps.alert", findings: &payload.findings)
    }
    if let value = fields["stale-date"] {
      payload.staleDate = unixSeconds(value, at: "aps.stale-date")
      checkDate(payload.staleDate, of: value, at: "aps.stale-date")
    }
    if let value = fields["dismissal-date"] {
      payload.dismissalDate = unixSeconds(value, at: "aps.dismissal-date")
      checkDate(payload.dismissalDate, of: value, at: "aps.dismissal-date")
    }
  }

  /// A push-to-start's own fields: `attributes-type`, `attributes`, `alert`.
  mutating func checkStart(_ fields: [String: JSONScanner.Value]) {
    if let value = fields["attributes-type"] {
      if value.kind != .string || scanner.string(value) != attributesTypeName {
        add(
          .dropping(
            "aps.attributes-type",
            expected: "\"\(attributesTypeName)\" (the activity's attributes type)",
            found: scanner.quote(value), note: "the device starts no activity"))
      }
    } else {
      add(
        .dropping(
          "aps.attributes-type",
          note: "missing: a start names its attributes type, \"\(attributesTypeName)\""))
    }
    if let value = fields["attributes"] {
      payload.attributes = decode(A.self, value, at: "aps.attributes")
    } else {
      add(
        .dropping(
          "aps.attributes", note: "missing: a start brings the activity's \(A.self), which stay"))
    }
    if fields["alert"] == nil {
      add(.dropping("aps.alert", note: "missing: a push-to-start must carry an alert"))
    }
    if let value = fields["input-push-token"], scanner.text(of: value) != "1" {
      add(
        .warning(
          "aps.input-push-token", expected: "1", found: scanner.quote(value),
          note: "the activity gets no update token"))
    }
    if let value = fields["input-push-channel"], value.kind != .string {
      add(
        .warning(
          "aps.input-push-channel", expected: "a channel ID, a string", found: scanner.quote(value))
      )
    }
  }

  /// The HTTP headers the envelope gives.
  mutating func checkHeaders(_ headers: [String: JSONScanner.Value]) {
    func text(_ name: String) -> String? {
      guard let value = headers[name] else { return nil }
      if value.kind == .string { return scanner.string(value) ?? "" }
      return scanner.text(of: value)
    }
    if let type = text("apns-push-type") {
      if type != "liveactivity" {
        add(
          .dropping(
            "headers.apns-push-type", expected: "\"liveactivity\"", found: "\"\(type)\"",
            note: "APNs delivers it as another kind of push, which no Live Activity receives"))
      }
    } else {
      add(
        .dropping(
          "headers.apns-push-type",
          note: "missing: a Live Activity push is sent with apns-push-type: liveactivity"))
    }
    let channel = text("apns-channel-id")
    if let topic = text("apns-topic") {
      if !topic.hasSuffix(".push-type.liveactivity") || topic == ".push-type.liveactivity" {
        add(
          .dropping(
            "headers.apns-topic", expected: "<bundle ID>.push-type.liveactivity",
            found: "\"\(topic)\"", note: "APNs refuses a Live Activity push to another topic"))
      }
    } else if channel == nil {
      add(
        .dropping(
          "headers.apns-topic",
          note: "missing: a push to a token is sent to <bundle ID>.push-type.liveactivity"))
    }
    if channel != nil, payload.event == .start {
      add(
        .dropping(
          "aps.event", expected: "\"update\" or \"end\" in a channel push (apns-channel-id)",
          found: "\"start\"",
          note: "channel pushes update or end; a start goes to a push-to-start token"))
    }
    if let priority = text("apns-priority"), priority != "5", priority != "10" {
      add(
        .dropping(
          "headers.apns-priority", expected: "5 or 10", found: "\"\(priority)\"",
          note: "APNs refuses the push"))
    }
  }

  // MARK: Values

  /// A date in Unix seconds (`timestamp`, `stale-date`, `dismissal-date`), or nil with an
  /// error.
  mutating func unixSeconds(_ value: JSONScanner.Value, at path: String) -> Date? {
    let text = scanner.text(of: value)
    guard value.kind == .number, let seconds = Double(text) else {
      add(.dropping(path, expected: "Unix seconds, a number", found: scanner.quote(value)))
      return nil
    }
    let dates = TimelineLimits.dates
    if seconds.isFinite, seconds > dates.upperBound.timeIntervalSince1970,
      dates.contains(Date(timeIntervalSince1970: seconds / 1000))
    {
      add(
        .dropping(
          path, expected: "Unix seconds", found: scanner.quote(value),
          note:
            "milliseconds, it seems (\(Self.clock(Date(timeIntervalSince1970: seconds / 1000)))): send "
            + Self.number(seconds / 1000)))
      return nil
    }
    guard seconds.isFinite, dates.contains(Date(timeIntervalSince1970: seconds)) else {
      add(
        .dropping(
          path, expected: "Unix seconds from 1970 to 9999", found: scanner.quote(value)))
      return nil
    }
    return Date(timeIntervalSince1970: seconds)
  }

  /// A stale or dismissal date against the timestamp: before it, far from it, or (a
  /// dismissal) more than 4 hours after an end.
  mutating func checkDate(_ date: Date?, of value: JSONScanner.Value, at path: String) {
    guard let date, let timestamp = payload.timestamp else { return }
    let distance = date.timeIntervalSince(timestamp)
    if abs(distance) > PayloadLimits.dateDistance {
      var note = "\(Self.clock(date)), \(Self.years(distance)) the timestamp"
      let asUnix = date.timeIntervalSince1970 + PayloadLimits.secondsFrom1970To2001
      if abs(asUnix - timestamp.timeIntervalSince1970) <= PayloadLimits.dateDistance {
        note +=
          "; seconds since 2001, it seems: \(path) takes Unix seconds, "
          + Self.number(asUnix)
      }
      add(
        PayloadFinding(
          .error, drops: false, path: path,
          expected: "Unix seconds within 20 years of the timestamp", found: scanner.quote(value),
          note: note))
      return
    }
    let isDismissal = path == "aps.dismissal-date"
    if distance < 0 {
      add(
        .warning(
          path, expected: "a date after the timestamp (\(Self.clock(timestamp)))",
          found: "\(Self.clock(date))",
          note: isDismissal
            ? "the device removes the ended activity at once"
            : "the content is stale as soon as it arrives"))
    } else if isDismissal, payload.event == .end,
      distance > ActivityTimeline<A.ContentState>.lingerLimit
    {
      add(
        .warning(
          path, expected: "at most 4 hours after the end",
          found: "\(Self.clock(date)), \(Self.hours(distance)) after",
          note: "the device removes it 4 hours after the end, at "
            + Self.clock(timestamp.addingTimeInterval(ActivityTimeline<A.ContentState>.lingerLimit))
        ))
    }
  }

  /// `value` decoded as `T` with the default `JSONDecoder`; nil with an error (the device
  /// drops the payload) when it does not decode. Dates far from the timestamp are errors,
  /// keys `T` does not read warnings.
  mutating func decode<T: Decodable & Encodable>(
    _ type: T.Type, _ value: JSONScanner.Value, at path: String
  ) -> T? {
    let decoded: T
    do throws(ScannedValueDecoder.Failure) {
      decoded = try ScannedValueDecoder(scanner: scanner).decode(T.self, from: value, at: path)
    } catch {
      switch error {
      case .numberDoesNotFit(let numberPath, let text):
        add(
          .dropping(
            numberPath,
            expected: "a number that fits its property (an Int: whole, up to \(Int.max); "
              + "a Double: up to 1.8e308)", found: text, note: "the device drops it"))
      case .decoding(let error):
        add(finding(for: error, in: value, at: path, type: T.self))
      }
      return nil
    }
    if let timestamp = payload.timestamp {
      let data = Data(scanner.bytes[value.range])
      for date in DecodedFields.dates(in: data, as: T.self, prefix: path) {
        checkDecodedDate(date, timestamp: timestamp)
      }
    }
    for key in DecodedFields.unreadKeys(of: decoded, in: value, scanner: scanner, prefix: path) {
      add(.warning(key, note: "\(T.self) has no such property; the device ignores it"))
    }
    return decoded
  }

  /// A `Date` the decoder read, against the timestamp: 20 years away is a mix-up of epochs
  /// or units.
  mutating func checkDecodedDate(_ date: DecodedFields.DecodedDate, timestamp: Date) {
    let decoded = Date(timeIntervalSinceReferenceDate: date.seconds)
    let distance = decoded.timeIntervalSince(timestamp)
    guard abs(distance) > PayloadLimits.dateDistance else { return }
    var note =
      "read as seconds since 2001 (Date's default decoding) it is "
      + "\(Self.clock(decoded)), \(Self.years(distance)) the timestamp"
    let unix = timestamp.timeIntervalSince1970
    let sinceReference = PayloadLimits.secondsFrom1970To2001
    if abs(date.seconds - unix) <= PayloadLimits.dateDistance {
      note += "; Unix seconds, it seems: send \(Self.number(date.seconds - sinceReference))"
    } else if abs(date.seconds / 1000 - unix) <= PayloadLimits.dateDistance {
      note +=
        "; Unix milliseconds, it seems: send "
        + Self.number(date.seconds / 1000 - sinceReference)
    }
    add(
      PayloadFinding(
        .error, drops: false, path: date.path,
        expected: "seconds since 2001-01-01 within 20 years of the timestamp",
        found: Self.number(date.seconds), note: note))
  }

  /// The finding for a value that does not decode, quoting what the payload holds there.
  func finding<T>(
    for error: DecodingError, in value: JSONScanner.Value, at prefix: String, type: T.Type
  ) -> PayloadFinding {
    let note = "the device drops it"
    switch error {
    case .typeMismatch(let expected, let context):
      let found =
        self.value(at: context.codingPath, in: value).map(scanner.quote)
        ?? DecodingErrorDescription.found(context)
      return .dropping(
        DecodedFields.path(prefix, context.codingPath),
        expected: DecodingErrorDescription.describe(expected), found: found, note: note)
    case .valueNotFound(let expected, let context):
      return .dropping(
        DecodedFields.path(prefix, context.codingPath),
        expected: DecodingErrorDescription.describe(expected), found: "null", note: note)
    case .keyNotFound(let key, let context):
      return .dropping(
        DecodedFields.path(prefix, context.codingPath + [key]),
        note: "missing: \(T.self) needs it; \(note)")
    case .dataCorrupted(let context):
      let path = DecodedFields.path(prefix, context.codingPath)
      let description = context.debugDescription
      if let range = description.range(of: "Cannot initialize "),
        let end = description.range(
          of: " from invalid ", range: range.upperBound..<description.endIndex)
      {
        let found =
          self.value(at: context.codingPath, in: value).map(scanner.quote) ?? "another value"
        return .dropping(
          path, expected: "a raw value of \(description[range.upperBound..<end.lowerBound])",
          found: found, note: note)
      }
      return .dropping(path, note: "\(description); \(note)")
    @unknown default:
      return .dropping(prefix, note: "does not decode as \(T.self); \(note)")
    }
  }

  /// The value at `codingPath` inside `value`.
  func value(at codingPath: [any CodingKey], in value: JSONScanner.Value) -> JSONScanner.Value? {
    var current = value
    for key in codingPath {
      if current.kind == .array, let index = key.intValue {
        guard let elements = try? scanner.elements(of: current), elements.indices.contains(index)
        else { return nil }
        current = elements[index]
      } else if current.kind == .object {
        guard let member = members(current).first(where: { $0.key == key.stringValue }) else {
          return nil
        }
        current = member.value
      } else {
        return nil
      }
    }
    return current
  }

  // MARK: Words

  /// `2026-11-29 10:00:00 UTC`.
  static func clock(_ date: Date) -> String {
    ClockText.utc(date)
  }

  /// `5.5 hours`; past a million hours, `more than a million hours`.
  static func hours(_ seconds: TimeInterval) -> String {
    let hours = abs(seconds) / 3600
    guard hours < 1e6 else { return "more than a million hours" }
    let tenths = Int((hours * 10).rounded())
    return "\(tenths / 10).\(tenths % 10) hours"
  }

  /// `31 years after`, `25 years before`; past a million years (a date no clock reaches,
  /// infinity included), `more than a million years after`.
  static func years(_ seconds: TimeInterval) -> String {
    let direction = seconds > 0 ? "after" : "before"
    let years = abs(seconds) / (365.25 * 86_400)
    guard years < 1e6 else { return "more than a million years \(direction)" }
    return "\(Int(years.rounded())) years \(direction)"
  }

  static func number(_ seconds: Double) -> String {
    PayloadCheckWords.number(seconds)
  }
}
