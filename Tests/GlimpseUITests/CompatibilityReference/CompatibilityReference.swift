import Foundation

/// The compatibility reference: every public declaration of GlimpseUI with how far Glimpse
/// honours it, as Markdown (`docs/Compatibility.md`).
struct CompatibilityReference {
  /// One listed name (overloads with the same labels are one) and its support.
  struct Entry: Equatable {
    var declaration: PublicDeclaration
    var support: CompatibilitySupport?
    /// A marker in its DocC comment that is none of the known words.
    var badMarker: String?
  }

  /// The listed names, plumbing (names with a leading underscore) left out.
  let entries: [Entry]

  /// The reference for `declarations`, resolved against `table`.
  init(
    declarations: [PublicDeclaration],
    table: [String: CompatibilitySupport] = CompatibilityTable.entries,
    membersNeedOwnEntries: Set<String> = CompatibilityTable.membersNeedOwnEntries
  ) {
    // A type's DocC marker covers its members, as its table entry would.
    var table = table
    for declaration in declarations where declaration.isType {
      if let support = declaration.marker.flatMap(CompatibilitySupport.init(marker:)) {
        table[declaration.key] = support
      }
    }
    var seen = Set<String>()
    var entries: [Entry] = []
    for declaration in declarations {
      if declaration.key.split(separator: ".").contains(where: { $0.hasPrefix("_") }) {
        continue
      }
      guard seen.insert(declaration.key).inserted else { continue }
      var entry = Entry(declaration: declaration, support: nil, badMarker: nil)
      if let marker = declaration.marker {
        if let support = CompatibilitySupport(marker: marker) {
          entry.support = support
        } else {
          entry.badMarker = marker
        }
      }
      if entry.support == nil {
        entry.support = Self.lookUp(
          declaration, in: table, membersNeedOwnEntries: membersNeedOwnEntries)
      }
      entries.append(entry)
    }
    self.entries = entries.sorted { $0.declaration.key < $1.declaration.key }
  }

  /// A declaration's entry in the table: its key, its base name, then its enclosing types'.
  static func lookUp(
    _ declaration: PublicDeclaration, in table: [String: CompatibilitySupport],
    membersNeedOwnEntries: Set<String>
  ) -> CompatibilitySupport? {
    if let support = table[declaration.key] { return support }
    if let parenthesis = declaration.name.firstIndex(of: "(") {
      let baseName = declaration.name[..<parenthesis]
      let base =
        declaration.container.isEmpty ? String(baseName) : "\(declaration.container).\(baseName)"
      if let support = table[base] { return support }
    }
    var container = declaration.container
    var isDirectMember = true
    while !container.isEmpty {
      if isDirectMember && membersNeedOwnEntries.contains(container) && !declaration.isType {
        return nil
      }
      if let support = table[container] { return support }
      container = container.split(separator: ".").dropLast().joined(separator: ".")
      isDirectMember = false
    }
    return nil
  }

  /// The names no entry covers.
  var missing: [String] { entries.filter { $0.support == nil }.map(\.declaration.key) }

  /// The names whose DocC marker is not understood, with the marker.
  var badMarkers: [String] {
    entries.compactMap { entry in
      entry.badMarker.map {
        "\(entry.declaration.file):\(entry.declaration.line) \(entry.declaration.key): \($0)"
      }
    }
  }

  /// The reference as Markdown.
  var markdown: String {
    var lines: [String] = [
      "# Compatibility reference",
      "",
      "<!-- Generated from the code by CompatibilityReferenceTests; do not edit. To regenerate:",
      "     GLIMPSE_WRITE_COMPATIBILITY=1 swift test --filter CompatibilityReferenceTests -->",
      "",
      "Every public type and member of GlimpseUI, the look-alike of Apple's frameworks that"
        + " `import SwiftUI`, `WidgetKit`, `ActivityKit`, `AppIntents`, `UIKit` and `Charts`"
        + " resolve to on Linux, and how far Glimpse honours it:",
      "",
      "- **drawn**: drawn as on the device, within what terminal cells allow.",
      "- **works**: not drawn, and behaves as on the device (data, time, intents, builders).",
      "- **approximated**: drawn or run differently from the device; the note says how.",
      "- **accepted**: compiles, and has no effect.",
      "- **Glimpse's own**: not Apple's API (Glimpse's themes, snapshots, string tables...).",
      "",
      "Support comes from a `- Glimpse:` line in a declaration's DocC comment, else from the"
        + " table in `Tests/GlimpseUITests/CompatibilityReference/CompatibilityTable.swift`,"
        + " keyed by member or by type (a type's entry covers its members, except `View`'s,"
        + " which each need their own). Names with a leading underscore are plumbing and not"
        + " listed.",
      "",
    ]
    var counts: [String: Int] = [:]
    for entry in entries { counts[entry.support?.word ?? "missing", default: 0] += 1 }
    let order = ["drawn", "works", "approximated", "accepted", "Glimpse's own", "missing"]
    lines.append(
      "\(entries.count) names: "
        + order.compactMap { word in counts[word].map { "\($0) \(word)" } }.joined(separator: ", ")
        + ".")
    lines.append("")
    let byContainer = Dictionary(grouping: entries) { Self.topLevelName(of: $0.declaration) }
    let appleTypes = byContainer.keys.filter { name in
      byContainer[name]?.first { $0.declaration.key == name }?.support != .glimpse
    }.sorted()
    let ownTypes = byContainer.keys.filter { !appleTypes.contains($0) }.sorted()
    lines.append("## Apple's API")
    for name in appleTypes {
      lines += section(name, entries: byContainer[name] ?? [])
    }
    lines.append("")
    lines.append("## Glimpse's own API")
    lines.append("")
    lines.append(ownTypes.map { "`\($0)`" }.joined(separator: ", "))
    return lines.joined(separator: "\n") + "\n"
  }

  /// The top-level type a declaration belongs to (or its own name at file scope).
  private static func topLevelName(of declaration: PublicDeclaration) -> String {
    String(declaration.key.split(separator: ".").first ?? "")
  }

  private static func describe(_ support: CompatibilitySupport?) -> String {
    guard let support else { return "**missing**" }
    return support.note.isEmpty ? support.word : "\(support.word): \(support.note)"
  }

  /// A type's section: its own support, then its members grouped by support.
  private func section(_ name: String, entries: [Entry]) -> [String] {
    let own = entries.first { $0.declaration.key == name }
    var lines = ["", "### \(name)", ""]
    if let own {
      lines.append("`\(own.declaration.keyword) \(name)`: \(Self.describe(own.support)).")
    } else {
      lines.append("Extended (declared by Swift or Foundation).")
    }
    let members = entries.filter { $0.declaration.key != name }
    var groups: [(String, [String])] = []
    for member in members {
      let description = Self.describe(member.support)
      let shortName = String(member.declaration.key.dropFirst(name.count + 1))
      if let index = groups.firstIndex(where: { $0.0 == description }) {
        groups[index].1.append(shortName)
      } else {
        groups.append((description, [shortName]))
      }
    }
    for (description, names) in groups.sorted(by: { $0.0 < $1.0 }) {
      lines.append("")
      lines.append("- \(description): " + names.map { "`\($0)`" }.joined(separator: ", "))
    }
    return lines
  }
}
