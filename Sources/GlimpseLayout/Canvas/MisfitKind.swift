/// The three kinds of misfit a density review counts and `--fail-on` names, each a class of
/// ``LayoutDiagnostic/Kind``.
public enum MisfitKind: String, Codable, Hashable, Sendable, CaseIterable {
  /// Text cut short with "…": truncated on one line, or wrapped past its line limit.
  case truncation
  /// Content wider than its slot, squeezed to nothing, or stretching the island.
  case overflow
  /// Content taller than its presentation's limit (160 pt), cut there.
  case cut

  /// The class of a layout diagnostic's kind.
  public init(_ kind: LayoutDiagnostic.Kind) {
    switch kind {
    case .truncatedText, .wrappedPastLineLimit: self = .truncation
    case .widerThanSlot, .squeezedToNothing, .stretchesIsland: self = .overflow
    case .cutAtHeightLimit: self = .cut
    }
  }
}
