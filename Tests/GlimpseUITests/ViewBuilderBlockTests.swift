import Foundation
import Testing

@testable import GlimpseUI

/// A block of views resolves every view, in order, whatever its size: the blocks of two to
/// ten views SwiftUI's older SDKs declare, and the variadic block past ten.
@MainActor @Suite struct ViewBuilderBlockTests {
  /// The rows of `view` drawn 12 columns wide, without the spaces that centre them.
  private func lines(_ view: some View) -> [String] {
    Snapshot(view, width: 12).text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.trimmingCharacters(in: .whitespaces) }
  }

  @Test func blocksOfTwoToTenViewsShowEachViewInOrder() {
    #expect(
      lines(
        VStack(spacing: 0) {
          Text("a1")
          Text("a2")
        }) == ["a1", "a2"])
    #expect(
      lines(
        VStack(spacing: 0) {
          Text("b1")
          Text("b2")
          Text("b3")
          Text("b4")
          Text("b5")
        })
        == ["b1", "b2", "b3", "b4", "b5"])
    #expect(
      lines(
        VStack(spacing: 0) {
          Text("c1")
          Text("c2")
          Text("c3")
          Text("c4")
          Text("c5")
          Text("c6")
          Text("c7")
          Text("c8")
          Text("c9")
          Text("c10")
        }) == ["c1", "c2", "c3", "c4", "c5", "c6", "c7", "c8", "c9", "c10"])
  }

  @Test func aBlockOfElevenViewsShowsEachViewInOrder() {
    #expect(
      lines(
        VStack(spacing: 0) {
          Text("1")
          Text("2")
          Text("3")
          Text("4")
          Text("5")
          Text("6")
          Text("7")
          Text("8")
          Text("9")
          Text("10")
          Text("11")
        }) == ["1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11"])
  }

  /// Views of different kinds in one block, a modified one among them: each keeps its place
  /// and its modifier.
  @Test func aMixedBlockKeepsEachViewsModifier() {
    let view = VStack(alignment: .leading, spacing: 0) {
      Text("top")
      Text("pad").padding(.leading, 21)
      HStack(spacing: 0) {
        Text("l")
        Spacer()
        Text("r")
      }.frame(width: 42)
    }
    // The column is 6 columns wide (42 pt), centred in 12: it starts at column 3.
    #expect(
      Snapshot(view, width: 12).text.split(separator: "\n") == ["   top", "      pad", "   l    r"])
  }

  /// A tuple view's resolver is read through `_TupleViewLayout`, a copy of its stored
  /// properties with the resolver's type nonisolated (so that no main-actor check runs for
  /// each tuple view): the two must lay out alike, or the resolver read is not the one
  /// stored.
  @Test func aTupleViewLaysOutAsTheLayoutItsResolverIsReadThrough() {
    func expectAlike<T>(_: T.Type) {
      #expect(MemoryLayout<TupleView<T>>.size == MemoryLayout<_TupleViewLayout<T>>.size)
      #expect(MemoryLayout<TupleView<T>>.alignment == MemoryLayout<_TupleViewLayout<T>>.alignment)
      #expect(
        MemoryLayout<TupleView<T>>.offset(of: \.resolve)
          == MemoryLayout<_TupleViewLayout<T>>.offset(of: \.resolve))
      #expect(
        MemoryLayout<TupleView<T>>.offset(of: \.value)
          == MemoryLayout<_TupleViewLayout<T>>.offset(of: \.value))
    }
    expectAlike((Text, Text).self)
    expectAlike((UInt8, Text, Double).self)
    expectAlike((Bool, Bool).self)
  }
}
