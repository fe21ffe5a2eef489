import Foundation
import GlimpseUI

/// Reads `aps.alert`: a title and a body, each a string or a localized form
/// (`{"loc-key": "%@ is nearby", "loc-args": ["Sam"]}`), and a sound.
struct PayloadAlert {
  let scanner: JSONScanner

  /// The alert, or nil with findings saying why not.
  func read(_ value: JSONScanner.Value, at path: String, findings: inout [PayloadFinding])
    -> AlertConfiguration?
  {
    let shape = "an object with \"title\" and \"body\""
    guard value.kind == .object, let members = try? scanner.members(of: value) else {
      findings.append(
        .dropping(path, expected: shape, found: scanner.quote(value), note: "the device drops it"))
      return nil
    }
    var title: String?
    var body: String?
    var valid = true
    for (key, member) in members {
      switch key {
      case "title", "body", "subtitle":
        guard let text = self.text(member, at: "\(path).\(key)", findings: &findings) else {
          valid = false
          continue
        }
        if key == "title" { title = text }
        if key == "body" { body = text }
      case "sound":
        if member.kind != .string && member.kind != .object {
          findings.append(
            .warning(
              "\(path).sound", expected: "a sound's name (\"default\") or an object",
              found: scanner.quote(member), note: "no sound plays"))
        }
      default:
        findings.append(
          .warning("\(path).\(key)", note: "not a key of a Live Activity's alert; ignored"))
      }
    }
    guard valid else { return nil }
    guard title != nil || body != nil else {
      findings.append(
        .dropping(path, expected: shape, found: "neither", note: "the device drops it"))
      return nil
    }
    return AlertConfiguration(
      title: LocalizedStringResource(stringLiteral: title ?? ""),
      body: LocalizedStringResource(stringLiteral: body ?? ""), sound: .default)
  }

  /// A title or body: a string, or `loc-key` and `loc-args` put together as the device
  /// would with no translation of the key.
  private func text(
    _ value: JSONScanner.Value, at path: String, findings: inout [PayloadFinding]
  ) -> String? {
    let shape = "a string, or {\"loc-key\": string, \"loc-args\": [strings]}"
    if value.kind == .string, let text = scanner.string(value) { return text }
    guard value.kind == .object, let members = try? scanner.members(of: value) else {
      findings.append(
        .dropping(path, expected: shape, found: scanner.quote(value), note: "the device drops it"))
      return nil
    }
    var key: String?
    var arguments: [String] = []
    for (name, member) in members {
      switch name {
      case "loc-key":
        guard member.kind == .string, let text = scanner.string(member) else {
          findings.append(
            .dropping(
              "\(path).loc-key", expected: "a string", found: scanner.quote(member),
              note: "the device drops it"))
          return nil
        }
        key = text
      case "loc-args":
        let elements = member.kind == .array ? ((try? scanner.elements(of: member)) ?? []) : []
        let texts = elements.compactMap { $0.kind == .string ? scanner.string($0) : nil }
        guard member.kind == .array, texts.count == elements.count else {
          findings.append(
            .dropping(
              "\(path).loc-args", expected: "an array of strings", found: scanner.quote(member),
              note: "the device drops it"))
          return nil
        }
        arguments = texts
      default:
        findings.append(.warning("\(path).\(name)", note: "not a key of a localized text; ignored"))
      }
    }
    guard let key else {
      findings.append(
        .dropping(
          path, expected: shape, found: "an object without \"loc-key\"",
          note: "the device drops it"))
      return nil
    }
    return Self.format(key, arguments)
  }

  /// `%@` and `%1$@` in `key` replaced by `arguments`, as the device fills a localized
  /// format.
  static func format(_ key: String, _ arguments: [String]) -> String {
    var result = ""
    var next = 0
    var index = key.startIndex
    while index < key.endIndex {
      let character = key[index]
      guard character == "%" else {
        result.append(character)
        index = key.index(after: index)
        continue
      }
      let rest = key[key.index(after: index)...]
      if rest.hasPrefix("@") {
        result += next < arguments.count ? arguments[next] : ""
        next += 1
        index = key.index(index, offsetBy: 2)
      } else if rest.hasPrefix("%") {
        result.append("%")
        index = key.index(index, offsetBy: 2)
      } else if let dollar = rest.firstIndex(of: "$"), let position = Int(rest[..<dollar]),
        rest[rest.index(after: dollar)...].hasPrefix("@")
      {
        result += (1...arguments.count).contains(position) ? arguments[position - 1] : ""
        index = key.index(dollar, offsetBy: 2)
      } else {
        result.append(character)
        index = key.index(after: index)
      }
    }
    return result
  }
}
