import GlimpseRuntimeHooks

/// What starts Glimpse on the previews of the process: the `Glimpse` module registers
/// one, and `WidgetBundle.main()` and `Widget.main()` run it when it is linked in.
public protocol _PreviewRunner {
  /// Runs the command line on every `#Preview` of the process and exits.
  @MainActor static func run() -> Never
}

/// Finding the runner `WidgetBundle.main()` and `Widget.main()` start: the record the
/// `Glimpse` module writes (of the kind preview records are, `'glim'`), when it is linked in.
public enum _PreviewRunners {
  /// The runner, when the `Glimpse` module is in the program.
  public static func runner() -> (any _PreviewRunner.Type)? {
    TestContentRecords.values(ofKind: 0x676c_696d, as: (any _PreviewRunner.Type).self).first
  }
}
