/// The toolchain this module's bets were last checked on, and the one that built it, for
/// the message of a check that finds a bet broken (README).
public enum CheckedToolchain {
  /// `swift --version` where every bet was last checked.
  public static let checkedOn =
    "Swift version 6.3.1 (swift-6.3.1-RELEASE), Target: x86_64-unknown-linux-gnu"

  /// The version of the compiler that built this module, as far as `#if compiler` tells.
  public static let builtWith: String = {
    #if compiler(>=7.0)
      "Swift compiler 7.0 or later (newer than any checked)"
    #elseif compiler(>=6.5)
      "Swift compiler 6.5 or later (newer than any checked)"
    #elseif compiler(>=6.4)
      "Swift compiler 6.4 (newer than any checked)"
    #elseif compiler(>=6.3.2)
      "Swift compiler 6.3.2 or a later 6.3"
    #elseif compiler(>=6.3.1)
      "Swift compiler 6.3.1"
    #elseif compiler(>=6.3)
      "Swift compiler 6.3.0"
    #elseif compiler(>=6.2)
      "Swift compiler 6.2 (older than any checked)"
    #elseif compiler(>=6.1)
      "Swift compiler 6.1 (older than any checked)"
    #else
      "Swift compiler 6.0 (older than any checked)"
    #endif
  }()

  /// The line a broken bet's check reports: which bet, the compiler that built the
  /// binary, the one it was checked on, and where the bet is described.
  public static func brokenBet(_ bet: String) -> String {
    """
    toolchain bet broken: \(bet). This binary was built by \(builtWith); the bet was last \
    checked on \(checkedOn). See Sources/GlimpseRuntimeHooks/README.md.
    """
  }
}
