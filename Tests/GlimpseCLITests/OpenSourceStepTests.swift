import Foundation
import Testing

@testable import Glimpse

/// The source step of `glimpse open`: a copy of the user's file compiled as on an iPhone,
/// its diagnostics pointing at the user's file and lines.
@Suite struct OpenSourceStepTests {
  let conditions = PlatformConditions(
    importable: KnownModules.shims.union(KnownModules.toolchain).union(["Shared"]))

  func step(_ source: String, path: String = "/project/Widget/File.swift") -> SourceStep {
    SourceStep(original: URL(fileURLWithPath: path), source: source, conditions: conditions)
  }

  func copiedLines(_ step: SourceStep) -> [String] {
    step.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func platformConditionsAreAnIPhonesAndOthersAreLeftToTheCompiler() {
    let copy = copiedLines(
      step(
        """
        import Foundation
        #if os(iOS) && !targetEnvironment(macCatalyst) // the whole file
          #if os(macOS) || os(watchOS)
            let platform = "mac"
          #elseif targetEnvironment(simulator)
            let platform = "simulator"
          #elseif canImport(ActivityKit) && canImport(AppKit)
            let platform = "?"
          #else
            let platform = "phone"
          #endif
          #if DEBUG && swift(>=5.9)
            let debug = true
          #endif
        #endif
        """))
    #expect(copy[2] == "#if true && !false // the whole file")
    #expect(copy[3] == "  #if false || false")
    #expect(copy[5] == "  #elseif false")
    #expect(copy[7] == "  #elseif true && canImport(AppKit)")
    #expect(copy[9] == "  #else")
    #expect(copy[12] == "  #if DEBUG && swift(>=5.9)")
    #expect(copy[6] == "    let platform = \"simulator\"", "code lines are left as they are")
  }

  @Test func theCopyNamesTheUsersFileAndKeepsItsLineNumbers() {
    let original = "//\n//  File.swift\n//\n\nlet a: Int = \"b\"\n"
    let copy = copiedLines(step(original, path: "/my \"project\"/File.swift"))
    #expect(copy[0] == #"#sourceLocation(file: "/my \"project\"/File.swift", line: 2)"#)
    #expect(copy[4] == "let a: Int = \"b\"", "line 5 of the copy is line 5 of the file")
    let codeFirst = copiedLines(step("let a = 1\nlet b = 2\n"))
    #expect(codeFirst[0] == #"#sourceLocation(file: "/project/Widget/File.swift", line: 1)"#)
    #expect(codeFirst[1] == "let a = 1")
  }

  @Test func importsAreReadOnlyFromCodeThatIsCompiled() {
    let read = step(
      """
      // header
      import SwiftUI
      #if os(macOS)
        import AppKit
      #else
        @testable import Shared
      #endif
      #if canImport(LoopKit)
        import LoopKit
      #endif
      import struct Theme.Palette
      @main struct Bundle {}
      """)
    #expect(read.imports.map(\.module) == ["SwiftUI", "Shared", "Theme"])
    #expect(read.imports.map(\.line) == [2, 6, 11])
    #expect(read.hasMain)
  }

  @Test func appGroupDefaultsAreWrittenAsGlimpseSuiteOfTheSameLength() {
    let copied = step(
      """
      let defaults = UserDefaults(suiteName: "group.a")!
      let text = "UserDefaults(suiteName: is named here"
      let other = MyUserDefaults(suiteName: "x")
      """)
    let copy = copiedLines(copied)
    #expect(copy[1] == #"let defaults = GlimpseSuite(suiteName: "group.a")!"#)
    #expect(copy[1].count == #"let defaults = UserDefaults(suiteName: "group.a")!"#.count)
    #expect(copy[2] == #"let text = "UserDefaults(suiteName: is named here""#)
    #expect(copy[3] == #"let other = MyUserDefaults(suiteName: "x")"#)
    #expect(copied.text.hasSuffix("\nimport GlimpseUI\n"), "GlimpseSuite's module, last")
  }

  @Test func aMissingModuleIsNamedWithTheNamesUsedFromIt() {
    let steps = [
      step(
        """
        import SwiftUI
        import Shared
        import CoreData
        struct Card: View {
          var body: some View { Text(GlucoseFormatter.text(1)).foregroundStyle(Shared.Palette.tint) }
        }
        """)
    ]
    let missing = MissingModules(steps: steps, provided: [], known: { ["View", "Text"] })
    #expect(missing.modules.map(\.name) == ["Shared"])
    #expect(missing.modules.first?.symbols == ["GlucoseFormatter", "Palette"])
    #expect(missing.frameworks == ["CoreData"])
    #expect(
      missing.message
        == "imports a module it does not contain: Shared (uses GlucoseFormatter, Palette); give it with --module NAME=DIR; and imports Apple framework Glimpse has no module for: CoreData"
    )
    #expect(MissingModules(steps: steps, provided: ["Shared"], known: { [] }).modules.isEmpty)
  }

  @Test func aFailedBuildShowsTheDiagnosticsAtTheUsersFilesOnce() {
    let output = """
      [3/9] Compiling Glimpse Clock.swift
      /glimpse/Sources/CGlimpseClock/clock.c:74:17: warning: nonnull parameter
         74 |   if (frozen && ts) {
      /w/Widget/Card.swift:12:5: error: cannot convert value of type 'String' to 'Int'
      12 |     let a: Int = "b"
         |     `- error: cannot convert value of type 'String' to 'Int'
      [4/9] Compiling Widget Card.opened.swift
      /w/Widget/Card.swift:12:5: error: cannot convert value of type 'String' to 'Int'
      12 |     let a: Int = "b"
         |     `- error: cannot convert value of type 'String' to 'Int'
      error: emit-module command failed with exit code 1
      """
    let shown = BuildOutput.shown(output, userFiles: ["/w/Widget/Card.swift"])
    #expect(shown.count == 3)
    #expect(
      shown.first
        == "/w/Widget/Card.swift:12:5: error: cannot convert value of type 'String' to 'Int'")
    #expect(
      BuildOutput.shown("error: link command failed\nerror: link command failed", userFiles: [])
        == ["error: link command failed"])
  }
}
