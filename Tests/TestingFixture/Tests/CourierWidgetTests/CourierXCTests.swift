import CourierWidget
import GlimpseTesting
import XCTest

/// The same assertion in an XCTest test: failures through XCTFail.
final class CourierXCTests: XCTestCase {
  @MainActor func testCourierLockScreen() {
    assertActivitySnapshot(
      of: CourierLiveActivity(), attributes: CourierAttributes(shop: "Luigi's"),
      states: [.init(courier: "Marco", minutes: 12)], presentations: [.lockScreen])
  }
}
