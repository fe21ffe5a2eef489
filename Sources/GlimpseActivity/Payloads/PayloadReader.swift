import Foundation
import GlimpseFiles
import GlimpseUI

/// Reads the files of ``PayloadFiles`` into payloads: a file of one payload, an array of
/// them or one per line; a directory of `.json` files. A payload that cannot be read (not
/// JSON, not UTF-8) is still one, with its problem, so that it is reported and shown as
/// dropped like any other; only a file that cannot be read at all (missing, too large) is
/// an error.
enum PayloadReader {
  /// The payloads of `files`, in order. With `reportingUnreadable` (`glimpse validate`), a
  /// file or directory that cannot be read is a payload of its own whose problem says why,
  /// so that the files after it are still read and reported; without it, it is thrown.
  static func read(_ files: PayloadFiles, reportingUnreadable: Bool = false)
    throws(PayloadReadError) -> [RawPayload]
  {
    guard !files.paths.isEmpty else { throw PayloadReadError(file: "", reason: "no payload files") }
    var payloads: [RawPayload] = []
    var budget = PayloadLimits.largestSequence
    for path in files.paths {
      var isDirectory: ObjCBool = false
      do throws(PayloadReadError) {
        if path != "/dev/stdin",
          FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
          isDirectory.boolValue
        {
          payloads += try directory(
            path, inNameOrder: files.inNameOrder, budget: &budget,
            reportingUnreadable: reportingUnreadable)
        } else {
          payloads += try file(path, budget: &budget)
        }
      } catch {
        guard reportingUnreadable else { throw error }
        payloads.append(unreadable(error))
      }
      guard payloads.count <= PayloadLimits.mostPayloads else {
        throw PayloadReadError(
          file: path,
          reason:
            "holds more than \(PayloadLimits.mostPayloads) payloads; a sequence may hold at most that many"
        )
      }
    }
    return payloads
  }

  /// A file that could not be read, as a payload the device never gets.
  private static func unreadable(_ error: PayloadReadError) -> RawPayload {
    RawPayload(
      origin: PayloadOrigin(file: error.file), scanner: JSONScanner([]),
      problem: .dropping("", note: "not read: \(error.reason)"))
  }

  /// A directory's `.json` files, one payload each, by timestamp (ties by name) or by name.
  private static func directory(
    _ path: String, inNameOrder: Bool, budget: inout Int, reportingUnreadable: Bool
  ) throws(PayloadReadError) -> [RawPayload] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: path)
        .filter { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
        .sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
    } catch {
      throw PayloadReadError(file: path, reason: "cannot list the directory")
    }
    guard !names.isEmpty else {
      throw PayloadReadError(file: path, reason: "is a directory without .json files")
    }
    guard names.count <= PayloadLimits.mostPayloads else {
      throw PayloadReadError(
        file: path,
        reason:
          "holds \(names.count) files; a sequence may hold at most \(PayloadLimits.mostPayloads) payloads"
      )
    }
    let separator = path.hasSuffix("/") ? "" : "/"
    var payloads: [RawPayload] = []
    for name in names {
      var read: [RawPayload]
      do throws(PayloadReadError) {
        read = try file(path + separator + name, budget: &budget)
      } catch {
        guard reportingUnreadable else { throw error }
        read = [unreadable(error)]
      }
      for index in read.indices { read[index].name = String(name.dropLast(5)) }
      payloads += read
    }
    guard !inNameOrder else { return payloads }
    // By timestamp, those without one last; a stable sort keeps the name order of ties.
    let keyed = payloads.enumerated().map { ($0.offset, $0.element.timestamp) }
    let order = keyed.sorted { first, second in
      switch (first.1, second.1) {
      case (let a?, let b?): return a < b || (a == b && first.0 < second.0)
      case (.some, nil): return true
      case (nil, .some): return false
      case (nil, nil): return first.0 < second.0
      }
    }
    return order.map { payloads[$0.0] }
  }

  /// The payloads of one file.
  private static func file(_ path: String, budget: inout Int) throws(PayloadReadError)
    -> [RawPayload]
  {
    let data: Data
    do {
      data = try InputFile.read(path, limit: PayloadLimits.largestFile, kind: "a payloads file")
    } catch {
      throw PayloadReadError(
        file: error.file == "/dev/stdin" ? "standard input" : error.file, reason: error.reason)
    }
    budget -= data.count
    guard budget >= 0 else {
      throw PayloadReadError(
        file: path,
        reason:
          "brings the payloads read past \(InputFile.size(PayloadLimits.largestSequence)); a sequence may be at most that"
      )
    }
    let lowercased = path.lowercased()
    return payloads(
      in: Array(data), file: path,
      isLines: lowercased.hasSuffix(".jsonl") || lowercased.hasSuffix(".ndjson"))
  }

  /// The payloads in a file's bytes.
  static func payloads(in bytes: [UInt8], file: String, isLines: Bool) -> [RawPayload] {
    let scanner = JSONScanner(bytes)
    let origin = PayloadOrigin(file: file)
    func problem(_ note: String) -> [RawPayload] {
      [RawPayload(origin: origin, scanner: scanner, problem: .dropping("", note: note))]
    }
    guard !bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      return problem(
        "the file is empty; expected a push payload {\"aps\": ...}, an array of them, or one per line"
      )
    }
    if let offset = scanner.firstInvalidUTF8Offset() {
      let (line, column) = scanner.position(of: offset)
      return problem(
        "not valid UTF-8: byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at line \(line), column \(column)"
      )
    }
    if isLines { return lines(bytes, file: file) }
    do {
      let root = try scanner.document()
      switch root.kind {
      case .object:
        return [RawPayload(origin: origin, scanner: scanner, value: root)]
      case .array:
        let elements = try scanner.elements(of: root)
        guard !elements.isEmpty else {
          return problem("the array holds no payloads")
        }
        guard elements.count <= PayloadLimits.mostPayloads else {
          return problem(
            "the array holds \(elements.count) payloads; a sequence may hold at most \(PayloadLimits.mostPayloads)"
          )
        }
        return elements.enumerated().map { index, element in
          RawPayload(
            origin: PayloadOrigin(file: file, index: index), scanner: scanner, value: element)
        }
      default:
        return problem(
          "expected a push payload {\"aps\": ...} or an array of them, found \(scanner.quote(root))"
        )
      }
    } catch {
      // A file of one payload per line: its first line is a whole object.
      if let firstLine = bytes.split(separator: 0x0A, omittingEmptySubsequences: true).first,
        (try? JSONScanner(Array(firstLine)).document().kind) == .object
      {
        return lines(bytes, file: file)
      }
      let (line, column) = scanner.position(of: error.offset)
      return problem("not valid JSON: expected \(error.expected) at line \(line), column \(column)")
    }
  }

  /// One payload per non-blank line.
  private static func lines(_ bytes: [UInt8], file: String) -> [RawPayload] {
    var payloads: [RawPayload] = []
    var lineNumber = 0
    for line in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) {
      lineNumber += 1
      guard !line.allSatisfy({ [0x20, 0x09, 0x0D].contains($0) }) else { continue }
      let scanner = JSONScanner(Array(line))
      let origin = PayloadOrigin(file: file, line: lineNumber)
      do {
        payloads.append(RawPayload(origin: origin, scanner: scanner, value: try scanner.document()))
      } catch {
        let (_, column) = scanner.position(of: error.offset)
        payloads.append(
          RawPayload(
            origin: origin, scanner: scanner,
            problem: .dropping(
              "",
              note:
                "not valid JSON: expected \(error.expected) at line \(lineNumber), column \(column)"
            )))
      }
      if payloads.count > PayloadLimits.mostPayloads { break }
    }
    if payloads.isEmpty {
      return [
        RawPayload(
          origin: PayloadOrigin(file: file), scanner: JSONScanner(bytes),
          problem: .dropping("", note: "the file holds no payloads"))
      ]
    }
    return payloads
  }
}

/// A payloads file that cannot be read at all: which, and why.
public struct PayloadReadError: Error, CustomStringConvertible, Equatable {
  /// The path as given.
  public let file: String
  /// Why.
  public let reason: String

  public var description: String { file.isEmpty ? reason : "\(file): \(reason)" }
}
