import Foundation
import GlimpseActivity
import GlimpseTerminal
import GlimpseUI

extension Glimpse {
  /// Runs the command line on every `#Preview` in the program (see ``PreviewCatalog``) and
  /// exits: with no arguments, the interactive preview on a terminal, the text renders of
  /// every preview otherwise. A preview that cannot be shown is reported as one line on
  /// standard error, and the others are shown; the exit status is then 1.
  ///
  /// Call it from `main.swift`, or let a widget bundle's `@main` call it:
  /// `WidgetBundle.main()` runs it when this module is in the program.
  nonisolated public static func main() -> Never {
    _ = ActivityPreview.processStart
    // A trap in the program's own view code prints the crash line naming what was being
    // drawn, here as with `main(previews:)` (it once printed the runtime's message only).
    FatalSignals.install()
    let arguments = Array(CommandLine.arguments.dropFirst())
    // A content-states closure may be `async`: the catalog is made in a task on the main
    // actor, which `dispatchMain()` serves, and the command runs there too.
    Task { @MainActor in
      let catalog = await PreviewCatalog.load(DeclaredPreview.inProcess())
      exit(run(arguments, catalog: catalog))
    }
    dispatchMain()
  }

  /// Runs a command line on the previews of `catalog`, after a line on standard error for
  /// each of its notes and errors; returns the exit status.
  @MainActor
  public static func run(_ arguments: [String], catalog: PreviewCatalog) -> Int32 {
    for line in catalog.notes + catalog.errors {
      printError(.failure(line))
    }
    let asksForHelp = arguments.contains { $0 == "--help" || $0 == "-h" || $0 == "help" }
    if catalog.previews.isEmpty, !asksForHelp, arguments.first.map({ !$0.hasPrefix("-") }) ?? true {
      printError(.failure("glimpse: no #Preview of a Live Activity or a view to show"))
      return 1
    }
    let status = run(arguments, previews: catalog.previews)
    return status == 0 && !catalog.errors.isEmpty ? 1 : status
  }
}

/// Starts Glimpse on the program's previews for `WidgetBundle.main()` and
/// `Widget.main()`, which find it through its record.
enum InProcessPreviewRunner: _PreviewRunner {
  static func run() -> Never {
    Glimpse.main()
  }

  #if objectFormat(ELF) || objectFormat(Wasm)
    @section("swift5_tests")
  #elseif objectFormat(MachO)
    @section("__DATA_CONST,__swift5_tests")
  #endif
  @used
  static let record: _PreviewRecord = (
    0x676c_696d, 0,  // _PreviewRecords.kind: a constant expression must be a literal
    { outValue, type, _, _ in
      _PreviewRecords.store(InProcessPreviewRunner.self, into: outValue, asTypeAt: type)
    },
    0, 0
  )
}
