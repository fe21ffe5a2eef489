import GlimpseLayout

extension View {
  /// Safe-area handling (accepted).
  ///
  /// - Glimpse: accepted
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  { self }
  /// Safe-area handling (accepted).
  ///
  /// - Glimpse: accepted
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }
}

/// Safe-area regions.
///
/// - Glimpse: accepted
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}
