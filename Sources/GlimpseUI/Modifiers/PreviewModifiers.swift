import GlimpseLayout

extension View {
  /// A preview's name: in a `PreviewProvider`'s `previews`, the name of the Live Activity
  /// state its `previewContext` shows (see ``ProviderPreviews``); elsewhere, nothing.
  /// - Glimpse: works
  public func previewDisplayName(_ value: String?) -> some View {
    _PreviewDisplayName(content: self, name: value)
  }
  /// A preview layout (accepted).
  ///
  /// - Glimpse: accepted
  public func previewLayout(_ value: PreviewLayout) -> some View { self }
  /// A preview device (accepted; the device is chosen with `--device`).
  ///
  /// - Glimpse: accepted
  public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}

/// A device to preview on, by its name (iPhone 14 Pro Max): SwiftUI's `PreviewDevice`;
/// `--device` chooses the device Glimpse draws.
/// - Glimpse: accepted
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  /// The device's name.
  public let rawValue: String
  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }
  /// The device named by a literal.
  public init(stringLiteral: String) { rawValue = stringLiteral }
}

/// Preview layouts.
///
/// - Glimpse: accepted
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}
