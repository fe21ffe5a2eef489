import GlimpseLayout

/// The modifier accessibility modifiers attach.
///
/// - Glimpse: accepted
public struct AccessibilityAttachmentModifier: PrimitiveModifier {
  @MainActor public static func _makeNodes(
    modifier: Self, content: _ModifierContentResolver, in context: _ResolveContext,
    into nodes: inout [LayoutNode]
  ) {
    content.resolve(context, &nodes)
  }

  func resolve(
    content: ContentResolver, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    content.resolve(context, &nodes)
  }
}

extension View {
  private var accessibility: ModifiedContent<Self, AccessibilityAttachmentModifier> {
    modifier(AccessibilityAttachmentModifier())
  }

  /// An accessibility label (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityLabel(_ label: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility label (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility label (accepted).
  ///
  /// - Glimpse: accepted
  @_disfavoredOverload
  public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  >
  where S: StringProtocol { accessibility }
  /// An accessibility value (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility value (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility value (accepted).
  ///
  /// - Glimpse: accepted
  @_disfavoredOverload
  public func accessibilityValue<S>(_ value: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  >
  where S: StringProtocol { accessibility }
  /// An accessibility hint (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityHint(_ hint: Text) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility hint (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility hint (accepted).
  ///
  /// - Glimpse: accepted
  @_disfavoredOverload
  public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  >
  where S: StringProtocol { accessibility }
  /// Accessibility visibility (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// Accessibility traits (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// Accessibility traits (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// An accessibility identifier (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// Accessibility sort priority (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
  /// Accessibility grouping (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
    self
  }
  /// Accessibility heading level (accepted).
  ///
  /// - Glimpse: accepted
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibility
  }
}

/// Accessibility traits.
///
/// - Glimpse: accepted
public struct AccessibilityTraits: SetAlgebra, Sendable {
  var bits: Int
  public init() { bits = 0 }
  private init(bits: Int) { self.bits = bits }
  public static let isButton = AccessibilityTraits(bits: 1)
  public static let isHeader = AccessibilityTraits(bits: 2)
  public static let isSelected = AccessibilityTraits(bits: 4)
  public static let isLink = AccessibilityTraits(bits: 8)
  public static let isImage = AccessibilityTraits(bits: 16)
  public static let isStaticText = AccessibilityTraits(bits: 32)
  public static let updatesFrequently = AccessibilityTraits(bits: 64)
  public static let isSummaryElement = AccessibilityTraits(bits: 128)
  public func union(_ other: Self) -> Self { Self(bits: bits | other.bits) }
  public func intersection(_ other: Self) -> Self { Self(bits: bits & other.bits) }
  public func symmetricDifference(_ other: Self) -> Self { Self(bits: bits ^ other.bits) }
  public func contains(_ member: Self) -> Bool { bits & member.bits == member.bits }
  @discardableResult public mutating func insert(_ newMember: Self) -> (
    inserted: Bool, memberAfterInsert: Self
  ) {
    let had = contains(newMember)
    bits |= newMember.bits
    return (!had, newMember)
  }
  @discardableResult public mutating func remove(_ member: Self) -> Self? {
    let had = contains(member)
    bits &= ~member.bits
    return had ? member : nil
  }
  @discardableResult public mutating func update(with newMember: Self) -> Self? {
    let had = contains(newMember)
    bits |= newMember.bits
    return had ? newMember : nil
  }
  public mutating func formUnion(_ other: Self) { bits |= other.bits }
  public mutating func formIntersection(_ other: Self) { bits &= other.bits }
  public mutating func formSymmetricDifference(_ other: Self) { bits ^= other.bits }
}

/// How accessibility children combine.
///
/// - Glimpse: accepted
public struct AccessibilityChildBehavior: Hashable, Sendable {
  let name: String
  public static let ignore = AccessibilityChildBehavior(name: "ignore")
  public static let contain = AccessibilityChildBehavior(name: "contain")
  public static let combine = AccessibilityChildBehavior(name: "combine")
}

/// Accessibility heading levels.
///
/// - Glimpse: accepted
public enum AccessibilityHeadingLevel: UInt, Sendable {
  case unspecified, h1, h2, h3, h4, h5, h6
}
