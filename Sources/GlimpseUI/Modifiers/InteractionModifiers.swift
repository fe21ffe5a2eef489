import GlimpseLayout

extension View {
  /// A hit-test shape (accepted).
  ///
  /// - Glimpse: accepted
  public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { self }
  /// Hit testing (accepted).
  ///
  /// - Glimpse: accepted
  public func allowsHitTesting(_ enabled: Bool) -> some View { self }
  /// A help text (accepted).
  ///
  /// - Glimpse: accepted
  public func help(_ textKey: LocalizedStringKey) -> some View { self }
  /// A tap action (never run).
  ///
  /// - Glimpse: accepted
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    self
  }
}
