import Foundation
import GlimpseLayout
import GlimpseUI
import Testing

/// Text's overloads resolve in Swift 5 mode as on iOS: literals are keys, strings verbatim.
@MainActor
@Suite struct Swift5LocalizedOverloadTests {
  @Test func literalsAreKeysAndStringValuesAreVerbatim() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "glimpse-overloads5-\(UUID().uuidString)/de.lproj")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try Data(#""Hello" = "Hallo"; "Hello %@" = "Hallo %@";"#.utf8)
      .write(to: folder.appendingPathComponent("Localizable.strings"))
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "de_DE")
    environment.strings = try StringTables.load(from: folder.deletingLastPathComponent())
    func drawn(_ text: Text) -> String {
      Snapshot(text, width: 30, environment: environment).text
        .trimmingCharacters(in: .whitespaces)
    }
    let name = "Anna"
    let greeting = "Hello"
    #expect(drawn(Text("Hello")) == "Hallo")
    #expect(drawn(Text("Hello \(name)")) == "Hallo Anna")
    #expect(drawn(Text(greeting)) == "Hello")
    #expect(drawn(Text(verbatim: "Hello")) == "Hello")
    #expect(drawn(Text(LocalizedStringResource("Hello"))) == "Hallo")
  }
}
