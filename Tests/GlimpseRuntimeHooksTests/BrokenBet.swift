import GlimpseRuntimeHooks
import Testing

/// The comment of an expectation that checks a toolchain bet: which bet broke, the compiler
/// that built this binary and the one the bet was checked on.
func brokenBet(_ bet: String) -> Comment {
  Comment(rawValue: CheckedToolchain.brokenBet(bet))
}
