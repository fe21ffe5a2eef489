import CourierWidget
import GlimpseTesting
import Testing

@MainActor
@Suite struct CourierSnapshotTests {
  @Test func courierInEveryPresentation() {
    assertActivitySnapshot(
      of: CourierLiveActivity(), attributes: CourierAttributes(shop: "Luigi's"),
      states: [.init(courier: "Marco", minutes: 12), .init(courier: "Marco", minutes: 3)],
      devices: [.iPhone16Pro, .iPad], locales: ["en_US", "de_DE"],
      dynamicType: [.large, .accessibility3])
  }
}
