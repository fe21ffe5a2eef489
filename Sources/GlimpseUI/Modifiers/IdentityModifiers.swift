import GlimpseLayout

extension View {
  /// An identity (accepted).
  ///
  /// - Glimpse: accepted
  public func id<ID>(_ id: ID) -> some View where ID: Hashable { self }
  /// A tag (accepted).
  ///
  /// - Glimpse: accepted
  public func tag<V>(_ tag: V) -> some View where V: Hashable { self }
  /// A z-index (accepted).
  ///
  /// - Glimpse: accepted
  public func zIndex(_ value: Double) -> some View { self }
}
