@_exported import Foundation
@_exported import GlimpseCombine
@_exported import GlimpseEnums
import GlimpseLayout

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

/// A piece of user interface: SwiftUI's `View`, with the same requirements, so that view
/// code written for SwiftUI compiles unchanged against Glimpse.
///
/// Glimpse never draws a view directly: it resolves the view, in an environment, into
/// layout nodes of the cell engine. Composite views (those with a `body`) resolve through
/// their body; primitive views (`Text`, stacks, shapes...) have `Body == Never` and
/// resolve themselves.
///
/// - Glimpse: drawn
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  ///
  /// - Glimpse: works
  associatedtype Body: View

  /// The content of this view.
  ///
  /// - Glimpse: drawn
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

  /// Appends the layout nodes `view` resolves to in `context`. Glimpse's counterpart of
  /// SwiftUI's `_makeView`; user views never implement it.
  @MainActor
  static func _makeNodes(_ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode])
}

extension View {
  /// Resolves a composite view through its body, with the environment in place for any
  /// `@Environment` properties the body reads.
  @MainActor
  public static func _makeNodes(
    _ view: Self, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {
    let body = context.evaluating { view.body }
    Body._makeNodes(body, in: context, into: &nodes)
  }
}

extension View where Body == Never {
  /// Primitive views have no body; asking for one is a programming error.
  ///
  /// - Glimpse: drawn
  public var body: Never {
    fatalError("\(Self.self) is a primitive view and has no body")
  }
}

extension Never: View {
  /// - Glimpse: works
  public typealias Body = Never

  /// Never has no body.
  ///
  /// - Glimpse: works
  public var body: Never {
    fatalError("Never has no body")
  }

  @MainActor public static func _makeNodes(
    _ view: Never, in context: _ResolveContext, into nodes: inout [LayoutNode]
  ) {}
}
