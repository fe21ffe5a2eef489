import CourierWidget
import GlimpseTesting
import XCTest

/// The same assertion in an XCTest test: failures through XCTFail. XCTest on Linux cannot
/// run a `@MainActor` test method; it runs tests on the main thread, so the assertion is
/// called through `MainActor.assumeIsolated`.
final class CourierXCTests: XCTestCase {
  func testCourierLockScreen() {
    MainActor.assumeIsolated {
      assertActivitySnapshot(
        of: CourierLiveActivity(), attributes: CourierAttributes(shop: "Luigi's"),
        states: [.init(courier: "Marco", minutes: 12)], presentations: [.lockScreen])
    }
  }
}
