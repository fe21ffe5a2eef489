import GlimpseLayout

// SwiftUI's view builder blocks of two to ten views, as SDKs before Swift 5.9 declared
// them (they are still there, and the variadic block is disfavored beside them).
//
// Glimpse keeps them for speed: a variadic block's views are reached through an opened
// pack element, whose every copy goes through the type's run-time value witnesses (a
// stack copies its whole tree that way), and each view was copied out and destroyed as
// it was resolved. Here each view is a tuple element of a known type, read in place.

extension ViewBuilder {
  /// 2 views, as a tuple.
  @inlinable
  public static func buildBlock<C0, C1>(_ c0: consuming C0, _ c1: consuming C1) -> TupleView<
    (C0, C1)
  >
  where C0: View, C1: View {
    TupleView((c0, c1)) { @MainActor view, context, nodes in
      if nodes.isEmpty { nodes.reserveCapacity(2) }
      C0._makeNodes(view.value.0, in: context, into: &nodes)
      C1._makeNodes(view.value.1, in: context, into: &nodes)
    }
  }

  /// 3 views, as a tuple.
  @inlinable
  public static func buildBlock<C0, C1, C2>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2
  ) -> TupleView<(C0, C1, C2)>
  where C0: View, C1: View, C2: View {
    TupleView((c0, c1, c2)) { @MainActor view, context, nodes in
      if nodes.isEmpty { nodes.reserveCapacity(3) }
      C0._makeNodes(view.value.0, in: context, into: &nodes)
      C1._makeNodes(view.value.1, in: context, into: &nodes)
      C2._makeNodes(view.value.2, in: context, into: &nodes)
    }
  }

  /// 4 views, as a tuple.
  @inlinable
  public static func buildBlock<C0, C1, C2, C3>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3
  )
    -> TupleView<(C0, C1, C2, C3)>
  where C0: View, C1: View, C2: View, C3: View {
    TupleView((c0, c1, c2, c3)) { @MainActor view, context, nodes in
      if nodes.isEmpty { nodes.reserveCapacity(4) }
      C0._makeNodes(view.value.0, in: context, into: &nodes)
      C1._makeNodes(view.value.1, in: context, into: &nodes)
      C2._makeNodes(view.value.2, in: context, into: &nodes)
      C3._makeNodes(view.value.3, in: context, into: &nodes)
    }
  }

  /// 5 views, as a tuple.
  @inlinable
  public static func buildBlock<C0, C1, C2, C3, C4>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4
  ) -> TupleView<(C0, C1, C2, C3, C4)>
  where C0: View, C1: View, C2: View, C3: View, C4: View {
    TupleView((c0, c1, c2, c3, c4)) { @MainActor view, context, nodes in
      if nodes.isEmpty { nodes.reserveCapacity(5) }
      C0._makeNodes(view.value.0, in: context, into: &nodes)
      C1._makeNodes(view.value.1, in: context, into: &nodes)
      C2._makeNodes(view.value.2, in: context, into: &nodes)
      C3._makeNodes(view.value.3, in: context, into: &nodes)
      C4._makeNodes(view.value.4, in: context, into: &nodes)
    }
  }

  /// 6 views, as a tuple.
  @inlinable
  public static func buildBlock<C0, C1, C2, C3, C4, C5>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5
  ) -> TupleView<(C0, C1, C2, C3, C4, C5)>
  where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View {
    TupleView((c0, c1, c2, c3, c4, c5)) { @MainActor view, context, nodes in
      if nodes.isEmpty { nodes.reserveCapacity(6) }
      C0._makeNodes(view.value.0, in: context, into: &nodes)
      C1._makeNodes(view.value.1, in: context, into: &nodes)
      C2._makeNodes(view.value.2, in: context, into: &nodes)
      C3._makeNodes(view.value.3, in: context, into: &nodes)
      C4._makeNodes(view.value.4, in: context, into: &nodes)
      C5._makeNodes(view.value.5, in: context, into: &nodes)
    }
  }

  /// 7 views, as a tuple.
  @inlinable
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)>
  where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View {
    TupleView((c0, c1, c2, c3, c4, c5, c6)) { @MainActor view, context, nodes in
      if nodes.isEmpty { nodes.reserveCapacity(7) }
      C0._makeNodes(view.value.0, in: context, into: &nodes)
      C1._makeNodes(view.value.1, in: context, into: &nodes)
      C2._makeNodes(view.value.2, in: context, into: &nodes)
      C3._makeNodes(view.value.3, in: context, into: &nodes)
      C4._makeNodes(view.value.4, in: context, into: &nodes)
      C5._makeNodes(view.value.5, in: context, into: &nodes)
      C6._makeNodes(view.value.6, in: context, into: &nodes)
    }
  }

  /// 8 views, as a tuple.
  @inlinable
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)>
  where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7)) { @MainActor view, context, nodes in
      if nodes.isEmpty { nodes.reserveCapacity(8) }
      C0._makeNodes(view.value.0, in: context, into: &nodes)
      C1._makeNodes(view.value.1, in: context, into: &nodes)
      C2._makeNodes(view.value.2, in: context, into: &nodes)
      C3._makeNodes(view.value.3, in: context, into: &nodes)
      C4._makeNodes(view.value.4, in: context, into: &nodes)
      C5._makeNodes(view.value.5, in: context, into: &nodes)
      C6._makeNodes(view.value.6, in: context, into: &nodes)
      C7._makeNodes(view.value.7, in: context, into: &nodes)
    }
  }

  /// 9 views, as a tuple.
  @inlinable
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7,
    _ c8: consuming C8
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8)) { @MainActor view, context, nodes in
      if nodes.isEmpty { nodes.reserveCapacity(9) }
      C0._makeNodes(view.value.0, in: context, into: &nodes)
      C1._makeNodes(view.value.1, in: context, into: &nodes)
      C2._makeNodes(view.value.2, in: context, into: &nodes)
      C3._makeNodes(view.value.3, in: context, into: &nodes)
      C4._makeNodes(view.value.4, in: context, into: &nodes)
      C5._makeNodes(view.value.5, in: context, into: &nodes)
      C6._makeNodes(view.value.6, in: context, into: &nodes)
      C7._makeNodes(view.value.7, in: context, into: &nodes)
      C8._makeNodes(view.value.8, in: context, into: &nodes)
    }
  }

  /// 10 views, as a tuple.
  @inlinable
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
    _ c0: consuming C0, _ c1: consuming C1, _ c2: consuming C2, _ c3: consuming C3,
    _ c4: consuming C4, _ c5: consuming C5, _ c6: consuming C6, _ c7: consuming C7,
    _ c8: consuming C8,
    _ c9: consuming C9
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View,
    C9: View
  {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) { @MainActor view, context, nodes in
      if nodes.isEmpty { nodes.reserveCapacity(10) }
      C0._makeNodes(view.value.0, in: context, into: &nodes)
      C1._makeNodes(view.value.1, in: context, into: &nodes)
      C2._makeNodes(view.value.2, in: context, into: &nodes)
      C3._makeNodes(view.value.3, in: context, into: &nodes)
      C4._makeNodes(view.value.4, in: context, into: &nodes)
      C5._makeNodes(view.value.5, in: context, into: &nodes)
      C6._makeNodes(view.value.6, in: context, into: &nodes)
      C7._makeNodes(view.value.7, in: context, into: &nodes)
      C8._makeNodes(view.value.8, in: context, into: &nodes)
      C9._makeNodes(view.value.9, in: context, into: &nodes)
    }
  }
}
