import GlimpseLayout

extension View {
  /// Widget accent grouping (accepted).
  ///
  /// - Glimpse: accepted
  public func widgetAccentable(_ accentable: Bool = true) -> some View { self }
  /// Invalidatable content (accepted).
  ///
  /// - Glimpse: accepted
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
