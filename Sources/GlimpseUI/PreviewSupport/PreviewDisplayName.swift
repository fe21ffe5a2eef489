/// What `previewDisplayName(_:)` returns: its content, whose `previewContext` (if any)
/// the name is noted for while a provider's `previews` are collected.
public struct _PreviewDisplayName<Content: View>: View {
  let content: Content
  let name: String?

  public var body: some View {
    PreviewDisplayNameNotes.note(name)
    return content
  }
}

/// The display names `previewDisplayName(_:)` notes while a `PreviewProvider`'s `previews`
/// are collected (GlimpsePreviews' `ProviderPreviews`): the name met just above the next
/// `previewContext`.
@MainActor
package enum PreviewDisplayNameNotes {
  /// While a provider's previews are collected, the display name met just above the next
  /// `previewContext` (`.some(nil)` before one); nil when none are being collected.
  package static var pending: String??

  /// Notes a `previewDisplayName` met while collecting, for the `previewContext` drawn
  /// next inside it.
  package static func note(_ name: String?) {
    guard pending != nil else { return }
    pending = .some(name)
  }
}
