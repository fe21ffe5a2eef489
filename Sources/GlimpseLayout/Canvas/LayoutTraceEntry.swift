/// One node of a traced drawing (``Canvas/startTracing()``): what it was offered, what it
/// answered, where it was placed, and the diagnostics it recorded.
public struct LayoutTraceEntry: Hashable, Sendable {
  /// How deep in the tree: 0 for the root.
  public var depth = 0
  /// The view or modifier: `VStack`, `Text`, `padding`.
  public var name: String
  /// What it shows or does, if anything: a text's words, a padding's amounts.
  public var detail: String?
  /// The proposal it was laid out with.
  public var proposal: ProposedSize
  /// What it answered to that proposal.
  public var answer: LayoutSize
  /// Where it was drawn.
  public var placement: LayoutRect
  /// Indices into the canvas's ``Canvas/diagnostics`` recorded while drawing it (not its
  /// children).
  public var diagnostics: [Int] = []

  /// An entry for a node.
  public init(
    name: String, detail: String?, proposal: ProposedSize, answer: LayoutSize,
    placement: LayoutRect
  ) {
    self.name = name
    self.detail = detail
    self.proposal = proposal
    self.answer = answer
    self.placement = placement
  }
}
