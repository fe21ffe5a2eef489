import GlimpseLayout

struct EffectModifier: NodeWrappingModifier {
  let effect: EffectNode.Effect?

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    guard let effect else { return node }
    return EffectNode(child: node, effect: effect)
  }
}

struct RedactionModifier: PrimitiveModifier {
  let reasons: RedactionReasons?

  func resolve(
    content: ContentResolver, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let changed = context.with { environment in
      if let reasons {
        environment.redactionReasons.formUnion(reasons)
      } else {
        environment.redactionReasons = []
      }
    }
    let start = nodes.count
    content.resolve(changed, &nodes)
    guard reasons?.contains(.placeholder) == true else { return }
    wrapNodes(&nodes, from: start) { EffectNode(child: $0, effect: .redacted) }
  }
}

struct PrivacyModifier: NodeWrappingModifier {
  let sensitive: Bool

  func wrap(_ node: LayoutNode, in context: _ResolveContext) -> LayoutNode {
    guard sensitive, context.environment.redactionReasons.contains(.privacy) else { return node }
    return EffectNode(child: node, effect: .redacted)
  }
}

extension View {
  /// Opacity: 0 hides the view, less than 0.75 draws it faint.
  ///
  /// - Glimpse: approximated: 0 hides the view; below 0.75 draws it faint
  public func opacity(_ opacity: Double) -> some View {
    let effect: EffectNode.Effect?
    if !(opacity > 0.01) {
      effect = .hidden
    } else if opacity < 0.75 {
      effect = .dimmed
    } else {
      effect = nil
    }
    return modifier(EffectModifier(effect: effect))
  }

  /// Laid out but not drawn.
  ///
  /// - Glimpse: drawn
  public func hidden() -> some View {
    modifier(EffectModifier(effect: .hidden))
  }

  /// Nothing drawn outside the view's frame.
  ///
  /// - Glimpse: approximated: antialiased is ignored (cells have hard edges)
  public func clipped(antialiased: Bool = false) -> some View {
    modifier(EffectModifier(effect: .clipped))
  }

  /// Clipped to a shape (its frame, here).
  ///
  /// - Glimpse: approximated: clips to the view's frame; the shape and style are ignored
  public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape {
    modifier(EffectModifier(effect: .clipped))
  }

  /// Rounded corners (accepted: cells are square).
  ///
  /// - Glimpse: accepted
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    self
  }

  /// Drawn as placeholder blocks for the given reasons.
  ///
  /// - Glimpse: drawn
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(RedactionModifier(reasons: reason))
  }

  /// Not redacted.
  ///
  /// - Glimpse: drawn
  public func unredacted() -> some View {
    modifier(RedactionModifier(reasons: nil))
  }

  /// Redacted when the device is locked and privacy redaction applies.
  ///
  /// - Glimpse: drawn
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    modifier(PrivacyModifier(sensitive: sensitive))
  }

  /// A mask (accepted: drawn unmasked).
  ///
  /// - Glimpse: accepted
  public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  where Mask: View {
    self
  }

  /// A mask (older form; accepted).
  ///
  /// - Glimpse: accepted
  @_disfavoredOverload
  public func mask<Mask>(_ mask: Mask) -> some View where Mask: View {
    self
  }
}
