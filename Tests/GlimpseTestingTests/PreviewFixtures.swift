// A #Preview for assertPreviewSnapshots, with fixed states (no `Date()`), so that its
// snapshot is the same in every run.
import GlimpsePreviews
import GlimpseUI

#Preview("Courier", as: .content, using: CourierWidget.Attributes()) {
  CourierWidget()
} contentStates: {
  CourierWidget.Attributes.ContentState(courier: "Marco")
  CourierWidget.Attributes.ContentState(courier: "Ana")
}

#Preview("Courier island", as: .dynamicIsland(.compact), using: CourierWidget.Attributes()) {
  CourierWidget()
} contentStates: {
  CourierWidget.Attributes.ContentState(courier: "Marco")
}
