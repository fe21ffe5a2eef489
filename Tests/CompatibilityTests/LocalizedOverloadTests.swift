import Foundation
import GlimpseLayout
import GlimpseUI
import Testing

/// German strings for the overload checks: `Localizable` and an `Activity` table.
@MainActor
private func germanStrings() throws -> StringTables {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "glimpse-overloads-\(UUID().uuidString)/de.lproj")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
  try Data(#""Hello" = "Hallo"; "Hello %@" = "Hallo %@"; "%lld stops" = "%lld Halte";"#.utf8)
    .write(to: folder.appendingPathComponent("Localizable.strings"))
  try Data(#""Hello" = "Servus";"#.utf8).write(
    to: folder.appendingPathComponent("Activity.strings"))
  return try StringTables.load(from: folder.deletingLastPathComponent())
}

/// A body that builds strings as widget code does: `String(localized:)` and resources.
private struct Greeting: View {
  let name: String
  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text(verbatim: String(localized: "Hello"))
      Text(verbatim: String(localized: "Hello \(name)"))
      Text(LocalizedStringResource("Hello"))
    }
  }
}

/// Text's overloads resolve as on iOS, and only the localized ones are looked up.
@MainActor
@Suite struct LocalizedOverloadTests {
  func drawn<V: View>(_ view: V) throws -> [String] {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "de_DE")
    environment.strings = try germanStrings()
    return Snapshot(view, width: 30, environment: environment).text.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
  }

  @Test func literalsAreKeysAndStringValuesAreVerbatim() throws {
    let name = "Anna"
    let greeting = "Hello"
    let stops = 3
    #expect(try drawn(Text("Hello")) == ["Hallo"])
    #expect(try drawn(Text("Hello \(name)")) == ["Hallo Anna"])
    #expect(try drawn(Text("\(stops) stops")) == ["3 Halte"])
    #expect(try drawn(Text(verbatim: "Hello")) == ["Hello"])
    #expect(try drawn(Text(greeting)) == ["Hello"])
    #expect(try drawn(Text(greeting.dropLast(0))) == ["Hello"])
    #expect(
      try drawn(Text("Hello", tableName: "Activity", bundle: .main, comment: "hi")) == ["Servus"])
    #expect(try drawn(Text(LocalizedStringKey(greeting))) == ["Hallo"])
  }

  @Test func stringsAndResourcesMadeInABodyAreLookedUpInItsEnvironment() throws {
    #expect(try drawn(Greeting(name: "Anna")) == ["Hallo", "Hallo Anna", "Hallo"])
    #expect(String(localized: "Hello") == "Hello", "outside a body: the development language")
  }
}
