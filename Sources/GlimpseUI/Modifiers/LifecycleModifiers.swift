import GlimpseLayout

extension View {
  /// An action when the view appears (never run).
  ///
  /// - Glimpse: accepted
  public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  /// An action when the view disappears (never run).
  ///
  /// - Glimpse: accepted
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }
  /// An action on a value change (never run).
  ///
  /// - Glimpse: accepted
  public func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View
  where V: Equatable { self }
  /// An action on a value change (never run).
  ///
  /// - Glimpse: accepted
  public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void)
    -> some View
  where V: Equatable { self }
  /// An action on a value change (never run).
  ///
  /// - Glimpse: accepted
  public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void)
    -> some View
  where V: Equatable { self }
  /// A task (never run).
  ///
  /// - Glimpse: accepted
  public func task(
    priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
  ) -> some View { self }
  /// A task restarted when `value` changes (never run).
  ///
  /// - Glimpse: accepted
  public func task<T>(
    id value: T, priority: TaskPriority = .userInitiated,
    _ action: @escaping @Sendable () async -> Void
  ) -> some View where T: Equatable { self }
}
