import Foundation
import GlimpseDemos
import Testing

@testable import Glimpse

/// `glimpse preview`'s server options: each one goes with `--apns`, and a bad one is one
/// clear line before the terminal is taken.
@MainActor
@Suite struct PreviewAPNsOptionTests {
  func usage(_ arguments: [String]) -> String? {
    do {
      _ = try Glimpse.execute(
        ["preview"] + arguments, previews: DemoGallery.all, isTerminal: false, environment: [:])
      return nil
    } catch CLIError.usage(let message, _) {
      return message
    } catch {
      return "\(error)"
    }
  }

  @Test func aServerOptionWithoutApnsSaysItGoesWithApns() {
    #expect(usage(["--listen", "127.0.0.1:0"]) == "preview: --listen goes with --apns")
    #expect(usage(["--channel", "dHN0LXNyY2gtY2hubA=="]) == "preview: --channel goes with --apns")
    #expect(usage(["--no-tls"]) == "preview: --no-tls goes with --apns")
  }

  @Test func aBadListenAddressOrChannelIsOneLine() {
    #expect(
      usage(["--apns", "--no-tls", "--listen", "nowhere"])
        == "preview: --listen expects ADDR:PORT (127.0.0.1:2197, [::1]:2197), found 'nowhere'")
    #expect(
      usage(["--apns", "--no-tls", "--channel", "not a channel"])
        == "preview: --channel expects a channel ID (base64, as APNs makes them: "
        + "dHN0LXNyY2gtY2hubA==), found 'not a channel'")
    #expect(
      usage(["--apns", "--no-tls", "--cert", "a.pem"])
        == "preview: --no-tls takes no --cert or --key")
  }
}
