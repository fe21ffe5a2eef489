/// An Xcode preview, as Xcode 14 wrote them: Glimpse shows the Live Activity views its
/// `previews` ask for with `previewContext(_:isStale:viewKind:)` (see ``ProviderPreviews``);
/// other views are not shown.
///
/// - Glimpse: works
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Self.Previews { get }
}
