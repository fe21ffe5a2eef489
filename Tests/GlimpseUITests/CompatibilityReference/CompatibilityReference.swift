import Foundation

/// The compatibility reference: every public declaration of the SwiftUI-look-alike surface
/// with how far Glimpse honours it, as Markdown (`docs/Compatibility.md`).
///
/// Support is read from the declarations alone: the `- Glimpse:` line of a declaration's
/// DocC comment, else the one of the type it belongs to (the innermost marked one: a type's
/// marker covers its members, wherever they are declared), except for the direct members of
/// the types in ``membersNeedOwnMarkers``, which each say their own.
struct CompatibilityReference {
  /// One listed name (overloads with the same labels are one) and its support.
  struct Entry: Equatable {
    var declaration: PublicDeclaration
    var support: CompatibilitySupport?
    /// A marker in its DocC comment that is none of the known words.
    var badMarker: String?
  }

  /// Types whose members each need their own marker: a new modifier must say what it does.
  static let membersNeedOwnMarkers: Set<String> = ["View"]

  /// The listed names, plumbing (names with a leading underscore) left out.
  let entries: [Entry]

  /// The modules the declarations come from, as the reference names them.
  let modules: [String]

  /// Every declaration (each overload, plumbing left out) that says nothing of its support,
  /// nor does its type: `file:line name`.
  let unmarked: [String]

  /// The reference for `declarations`.
  init(
    declarations: [PublicDeclaration], modules: [String] = ["GlimpseUI"],
    membersNeedOwnMarkers: Set<String> = Self.membersNeedOwnMarkers
  ) {
    self.modules = modules
    let typeMarkers = Self.typeMarkers(in: declarations)
    var seen = Set<String>()
    var entries: [Entry] = []
    var unmarked: [String] = []
    for declaration in declarations {
      if declaration.key.split(separator: ".").contains(where: { $0.hasPrefix("_") }) {
        continue
      }
      var entry = Entry(declaration: declaration, support: nil, badMarker: nil)
      if let marker = declaration.marker {
        if let support = CompatibilitySupport(marker: marker) {
          entry.support = support
        } else {
          entry.badMarker = marker
        }
      }
      if entry.support == nil {
        entry.support = Self.inherited(
          by: declaration, from: typeMarkers, membersNeedOwnMarkers: membersNeedOwnMarkers)
      }
      if entry.support == nil {
        unmarked.append("\(declaration.file):\(declaration.line) \(declaration.key)")
      }
      guard seen.insert(declaration.key).inserted else { continue }
      entries.append(entry)
    }
    self.entries = entries.sorted { $0.declaration.key < $1.declaration.key }
    self.unmarked = unmarked
  }

  /// The types' markers among `declarations`, by the type's dotted name.
  static func typeMarkers(in declarations: [PublicDeclaration]) -> [String: CompatibilitySupport] {
    var markers: [String: CompatibilitySupport] = [:]
    for declaration in declarations where declaration.isType {
      if let support = declaration.marker.flatMap(CompatibilitySupport.init(marker:)) {
        markers[declaration.key] = support
      }
    }
    return markers
  }

  /// A declaration's support: its own marker, else its type's (see ``inherited(by:from:membersNeedOwnMarkers:)``).
  static func support(
    of declaration: PublicDeclaration, typeMarkers: [String: CompatibilitySupport]
  ) -> CompatibilitySupport? {
    declaration.marker.flatMap(CompatibilitySupport.init(marker:))
      ?? inherited(by: declaration, from: typeMarkers)
  }

  /// The marker of the innermost enclosing type that has one, or nil.
  static func inherited(
    by declaration: PublicDeclaration, from typeMarkers: [String: CompatibilitySupport],
    membersNeedOwnMarkers: Set<String> = Self.membersNeedOwnMarkers
  ) -> CompatibilitySupport? {
    var container = declaration.container
    var isDirectMember = true
    while !container.isEmpty {
      if isDirectMember && membersNeedOwnMarkers.contains(container) && !declaration.isType {
        return nil
      }
      if let support = typeMarkers[container] { return support }
      container = container.split(separator: ".").dropLast().joined(separator: ".")
      isDirectMember = false
    }
    return nil
  }

  /// The names no marker covers.
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
      "Every public type and member of the look-alike of Apple's frameworks that `import"
        + " SwiftUI`, `WidgetKit`, `ActivityKit`, `AppIntents`, `UIKit` and `Charts` resolve to"
        + " on Linux (the modules the shims re-export: "
        + modules.map { "`\($0)`" }.joined(separator: ", ") + "), and how far Glimpse honours it:",
      "",
      "- **drawn**: drawn as on the device, within what terminal cells allow.",
      "- **works**: not drawn, and behaves as on the device (data, time, intents, builders).",
      "- **approximated**: drawn or run differently from the device; the note says how.",
      "- **accepted**: compiles, and has no effect.",
      "- **Glimpse's own**: not Apple's API (Glimpse's themes, snapshots, string tables...).",
      "",
      "Support comes from the `- Glimpse:` line of a declaration's DocC comment, else from"
        + " the one of the type it belongs to (a type's marker covers its members, except"
        + " `View`'s, which each say their own). Overloads with the same labels are listed"
        + " once, under the first one's support. Names with a leading underscore are plumbing"
        + " and not listed.",
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
