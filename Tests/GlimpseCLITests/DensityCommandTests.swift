import Foundation
import GlimpseDemos
import Testing

@testable import Glimpse

/// `glimpse density`: each axis finds the misfits it should, exactly where they are, and
/// the output is a fixed document whatever the number of workers.
@MainActor
@Suite struct DensityCommandTests {
  func run(_ arguments: [String], previews: [ActivityPreview] = DensityFixture.previews) throws
    -> String
  {
    try Glimpse.execute(
      ["density"] + arguments, previews: previews, isTerminal: false, environment: [:]
    ).text
  }

  /// The exit status and output of `glimpse density fit` with `arguments` (or of
  /// `glimpse density` with `arguments` alone, `activity` false), as `glimpse` would exit.
  func status(_ arguments: [String], activity: Bool = true) -> (Int32, String) {
    do {
      return (0, try run((activity ? ["fit"] : []) + arguments))
    } catch let error as CLIError {
      if case .reported(let output) = error { return (error.exitStatus, output.text) }
      return (error.exitStatus, error.description)
    } catch {
      return (-1, "\(error)")
    }
  }

  /// The records of a JSON run, decoded.
  func records(_ arguments: [String]) throws -> [DensityRecord] {
    let (_, output) = status(arguments + ["--format", "json", "--jobs", "1"])
    let document = try JSONDecoder().decode(DensityJSON.Document.self, from: Data(output.utf8))
    return document.records
  }

  @Test func aTrailingTextTooWideFor393PointsIsReportedThereAndNotAt430() throws {
    let found = try records([])
    let truncations = found.filter { $0.kind == .truncation }
    #expect(!truncations.isEmpty)
    for record in truncations {
      #expect(record.device == "iphone-16-pro", "\(record)")
      #expect(record.state == 2)
      #expect(record.text == "12:34 pm")
      #expect(["compact", "compact-trailing"].contains(record.presentation), "\(record)")
    }
    // At full width the island grows with "12:34 pm" (about 61 pt); with its width limited
    // it cannot, and the 52.33 pt slot cuts it. The Pro Max's 62.33 pt slot holds it.
    let trailing = truncations.filter { $0.presentation == "compact-trailing" }
    #expect(trailing.count == 1, "limited width only: \(trailing)")
    #expect(trailing.allSatisfy { $0.limitedWidth })
    #expect(found.allSatisfy { $0.kind == .truncation }, "\(found)")
  }

  @Test func doublingTheCopyFindsTruncationsThePlainRunDoesNot() throws {
    let found = try records(["--pseudo", "none,double", "--device", "iphone-16-pro"])
    let leading = found.filter { $0.presentation == "compact-leading" }
    #expect(!leading.isEmpty)
    #expect(leading.allSatisfy { $0.pseudo == "double" && $0.text == "Soon Soon" }, "\(leading)")
    let plain = try records(["--device", "iphone-16-pro"])
    #expect(!plain.contains { $0.presentation == "compact-leading" })
  }

  @Test func aGermanCatalogTruncatesACompactViewWhereEnglishFits() throws {
    let strings = try DensityFixture.germanStrings()
    defer { try? FileManager.default.removeItem(at: strings) }
    let found = try records([
      "--locales", "en_US,de_DE", "--strings", strings.path, "--presentation", "compact-leading",
    ])
    #expect(!found.isEmpty)
    for record in found {
      #expect(record.locale == "de_DE" && record.text == "Bald fertig", "\(record)")
      #expect(record.kind == .truncation)
    }
    #expect(Set(found.map(\.device)) == ["iphone-16-pro", "iphone-16-pro-max"])
    let alone = try records([
      "--locale", "de_DE", "--strings", strings.path, "--presentation", "compact-leading",
    ])
    #expect(alone == found)
    #expect(status(["--locales", "xx_NOPE"]).0 == 2)
  }

  @Test func accessibility3CutsTheCardThatLargeFits() throws {
    let found = try records([
      "--dynamic-type", "large...AX3", "--presentation", "lock-screen", "--device",
      "iphone-16-pro",
    ])
    let cuts = found.filter { $0.kind == .cut }
    #expect(Set(cuts.map(\.dynamicType)).contains("accessibility3"), "\(found)")
    #expect(!found.contains { $0.dynamicType == "large" })
    #expect(cuts.allSatisfy { $0.pointsOver > 0 && $0.presentation == "lock-screen" })
  }

  @Test func failOnExitsOneForItsKindsOnly() {
    #expect(status(["--fail-on", "truncation"]).0 == 1)
    #expect(status(["--fail-on", "overflow,cut"]).0 == 0)
    #expect(status(["--fail-on", "cut", "--dynamic-type", "AX3"]).0 == 1)
    #expect(status([]).0 == 0)
    let (code, message) = status(["--fail-on", "clipping"])
    #expect(code == 2)
    #expect(message == "density: --fail-on expects truncation, overflow or cut, found 'clipping'")
    #expect(status(["--dynamic-type", "huge"]).0 == 2)
    #expect(status(["--dynamic-type", "AX3...large"]).0 == 2)
    #expect(status(["nope"], activity: false).0 == 2)
    #expect(status([], activity: false).0 == 2)
    #expect(status(["--jobs", "0"]).0 == 2)
    let (nothing, text) = status(["--device", "watch-45", "--presentation", "compact"])
    #expect(nothing == 2)
    #expect(text == "density: nothing to draw: watch-45 shows watch")
  }

  @Test func theJSONDocumentHasTheSchemasFieldsAndTypes() throws {
    let (_, output) = status(["--format", "json", "--jobs", "1"])
    let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
    let document = try #require(object as? [String: Any])
    #expect(Set(document.keys) == ["schema", "activity", "settings", "summary", "records"])
    #expect(document["schema"] as? String == "glimpse-density/1")
    #expect(document["activity"] as? String == "fit")
    let settings = try #require(document["settings"] as? [String: Any])
    #expect(
      settings["devices"] as? [String] == ["iphone-16-pro", "iphone-16-pro-max", "watch-45"])
    #expect(settings["limitedWidth"] as? [Bool] == [false, true])
    #expect(settings["states"] as? Int == 2)
    #expect(settings["locales"] as? [String] == ["en_US"])
    #expect(settings["pseudo"] as? [String] == ["none"])
    #expect(settings["dynamicType"] as? [String] == ["large"])
    #expect(settings["failOn"] as? [String] == [])
    #expect(settings["workers"] as? Int == 1)
    let summary = try #require(document["summary"] as? [String: Any])
    #expect(summary["renders"] as? Int == 2 * (7 + 5 + 7 + 5 + 1))
    #expect(summary["records"] as? Int == 2)
    #expect(summary["byKind"] as? [String: Int] == ["truncation": 2, "overflow": 0, "cut": 0])
    #expect(summary["byDevice"] as? [String: Int] == ["iphone-16-pro": 2])
    let records = try #require(document["records"] as? [[String: Any]])
    #expect(records.count == 2)
    let record = try #require(records.first)
    let strings = [
      "presentation", "device", "locale", "pseudo", "dynamicType", "kind", "detail", "view",
      "text", "shown",
    ]
    for key in strings { #expect(record[key] is String, "\(key): \(record[key] ?? "missing")") }
    #expect(record["limitedWidth"] is Bool)
    #expect(record["state"] as? Int == 2)
    #expect(record["columnsOver"] is Int)
    #expect(record["pointsOver"] is Double)
    #expect(record["fontSize"] is Double)
    #expect(record.keys.contains("wouldShrink") && record["stateName"] is NSNull)
    #expect(record["kind"] as? String == "truncation")
  }

  @Test func theOutputIsTheSameWhateverTheNumberOfWorkers() throws {
    let sweep = [
      "delivery", "--pseudo", "none,double", "--dynamic-type", "large,AX3", "--format", "json",
    ]
    let one = try run(sweep + ["--jobs", "1"], previews: DemoGallery.all)
    let two = try run(sweep + ["--jobs", "2"], previews: DemoGallery.all)
    let three = try run(sweep + ["--jobs", "3"], previews: DemoGallery.all)
    func withoutWorkers(_ text: String) -> String {
      text.split(separator: "\n").filter { !$0.contains("\"workers\"") }.joined(separator: "\n")
    }
    #expect(one.contains("\"workers\" : 1") && two.contains("\"workers\" : 2"))
    #expect(withoutWorkers(one) == withoutWorkers(two))
    #expect(withoutWorkers(one) == withoutWorkers(three))
    #expect(one.contains("\"records\" : ["))
  }

  @Test func helpListsTheAxes() throws {
    let help = try run(["--help"])
    #expect(help.hasPrefix("USAGE: glimpse density <activity> [options]"))
    for option in ["--locales", "--pseudo", "--dynamic-type", "--fail-on", "--jobs", "EXIT STATUS"]
    {
      #expect(help.contains(option), "\(option)")
    }
  }

  /// Worst offenders are ranked by finding: the same misfit in every state is one
  /// offender (by its worst record), not five of the five.
  @Test func theWorstOffendersAreTheFindingsMostPointsOverInRenderOrderOnTies() throws {
    let (_, output) = status([
      "--dynamic-type", "large,AX3", "--pseudo", "none,double", "--format", "json",
    ])
    let document = try JSONDecoder().decode(DensityJSON.Document.self, from: Data(output.utf8))
    let worst = document.summary.worst
    func key(_ record: DensityRecord) -> String {
      [record.presentation, record.device, record.kind.rawValue, record.view, record.text ?? ""]
        .joined(separator: "|")
    }
    var most: [String: Double] = [:]
    for record in document.records {
      most[key(record)] = max(most[key(record)] ?? 0, record.pointsOver)
    }
    let over = most.values.filter { $0 > 0 }.sorted(by: >)
    #expect(worst.count == min(5, over.count))
    #expect(worst.map(\.pointsOver) == Array(over.prefix(5)))
    #expect(Set(worst.map(key)).count == worst.count, "one record a finding")
    let first = try #require(
      document.records.first { $0.pointsOver == worst[0].pointsOver })
    #expect(worst[0] == first)
  }

  /// `coffee-order` once printed 27 records, 24 of them the same truncation in six states and
  /// two widths on two phones: now findings, each saying where it happens, and the JSON
  /// keeps every record, each in one finding. (Its three StandBy records were the
  /// terminal's columns, not the device's points: with widths in points they are gone.)
  @Test func identicalMisfitsAreOneFindingThatSaysWhereItHappens() throws {
    let text = try Glimpse.execute(
      ["density", "coffee-order"], previews: DemoGallery.all, isTerminal: false, environment: [:]
    ).text
    let lines = text.split(separator: "\n").map(String.init)
    #expect(lines[1] == "150 renders, 24 records (24 truncation, 0 overflow, 0 cut) in 2 findings")
    let findings = Array(lines.drop { !$0.hasPrefix("FINDINGS") }.dropFirst())
    #expect(findings.count == 2)
    #expect(
      findings[0].hasPrefix(
        "  expanded · iphone-16-pro · states 1-6 · full and limited width · truncation (truncated text) · Label > Text · "
      ), "\(findings[0])")
    #expect(findings[0].hasSuffix(" · 12 records"))
    #expect(findings[1].hasPrefix("  expanded · iphone-16-pro-max · states 1-6 · "))
    #expect(!text.contains("standby ·"))
    let json = try Glimpse.execute(
      ["density", "coffee-order", "--format", "json"], previews: DemoGallery.all,
      isTerminal: false, environment: [:]
    ).text
    let document = try JSONDecoder().decode(DensityJSON.Document.self, from: Data(json.utf8))
    #expect(document.records.count == 24)
    #expect(document.summary.findings.map(\.occurrences.count) == [12, 12])
    #expect(document.summary.findings[0].place == "states 1-6 · full and limited width")
    #expect(document.summary.worst.count == 2, "two findings over in points, not 24 records")
  }

  @Test func theTextPutsTheSummaryBeforeTheRecords() throws {
    let text = try run(["fit", "--jobs", "1"])
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(
      lines[1] == "50 renders, 2 records (2 truncation, 0 overflow, 0 cut) in 2 findings",
      "\(text)")
    let table = try #require(lines.firstIndex(of: "RECORDS BY PRESENTATION AND DEVICE"))
    let worst = try #require(
      lines.firstIndex(of: "WORST OFFENDERS (most points over, one line a finding)"))
    let all = try #require(lines.firstIndex(of: "FINDINGS (each once, with where it happens)"))
    #expect(table < worst && worst < all)
    #expect(lines[table + 1].hasPrefix("  presentation"))
    let trailing = try #require(lines.first { $0.hasPrefix("  compact-trailing ") })
    #expect(trailing.split(separator: " ").map(String.init) == ["compact-trailing", "1", "0", "-"])
    #expect(
      lines[all + 1].hasPrefix(
        "  compact · iphone-16-pro · state 2 · limited width · truncation (truncated text)"
      ),
      "\(lines[all + 1])")
  }
}

/// An activity that traps on one of density's worker threads (here both trap, drawing the
/// same state) ends the process with one line saying what the thread was drawing.
@Suite struct DensityCrashTests {
  @Test func aTrapInAWorkerThreadIsReportedOnce() throws {
    let states = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-density-steps-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: states) }
    // State 2 has no steps: `ForEach(1...0)` traps in every presentation that draws it.
    try Data(#"[{"total": 3}, {"total": 0}]"#.utf8).write(to: states)
    let process = Process()
    process.executableURL = URL(
      fileURLWithPath: try TerminalProcess.builtProduct("glimpse-crash-fixture"))
    // 2 states x 25 renders x 2 pseudo-languages: 100 renders, shared by 2 workers.
    process.arguments = [
      "density", "steps", "--states", states.path, "--pseudo", "none,double", "--jobs", "2",
    ]
    process.environment = ["SWIFT_BACKTRACE": "enable=no", "HOME": "/tmp"]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    let data = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    #expect(process.terminationReason == .uncaughtSignal)
    let text = String(decoding: data, as: UTF8.self)
    let lines = text.split(separator: "\n").filter { $0.hasPrefix("glimpse: crashed with") }
    #expect(lines.count == 1, "\(text.prefix(600))")
    #expect(lines.first?.contains("while drawing steps · state 2/2") == true, "\(lines)")
  }
}
