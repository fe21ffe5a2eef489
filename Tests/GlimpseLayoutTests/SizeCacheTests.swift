import GlimpseTestSupport
import Testing

@testable import GlimpseLayout

/// The answers a node remembers: eight inline, older ones in a table, so that asking
/// again never lays out again and drawing finds the proposal that gave a size.
@Suite struct SizeCacheTests {
  private func proposal(_ index: Int) -> ProposedSize {
    ProposedSize(columns: index == 0 ? nil : index, height: index % 3 == 0 ? nil : 2.5)
  }

  @Test func everyAnswerIsFoundAgainPastTheInlineSlots() {
    var cache = SizeCache()
    for index in 0..<30 {
      #expect(cache.size(for: proposal(index)) == nil)
      cache.insert(LayoutSize(columns: index, height: 22, rows: 1), for: proposal(index))
    }
    for index in 0..<30 {
      #expect(cache.size(for: proposal(index)) == LayoutSize(columns: index, height: 22, rows: 1))
    }
    #expect(cache.size(for: ProposedSize(columns: 99, height: nil)) == nil)
  }

  @Test func theLatestProposalWithASizeIsTheOneDrawingUses() {
    var cache = SizeCache()
    let size = LayoutSize(columns: 5, height: 22, rows: 1)
    cache.insert(size, for: ProposedSize(columns: 7, height: nil))
    for index in 10..<20 {
      cache.insert(LayoutSize(columns: index, height: 22, rows: 1), for: proposal(index))
    }
    // The only proposal answered with `size` has left the inline slots.
    #expect(cache.latestProposal(answeredWith: size) == ProposedSize(columns: 7, height: nil))
    cache.insert(size, for: ProposedSize(columns: 6, height: 22))
    #expect(cache.latestProposal(answeredWith: size) == ProposedSize(columns: 6, height: 22))
    #expect(cache.latestProposal(answeredWith: LayoutSize(columns: 1, height: 9, rows: 1)) == nil)
  }

  @Test func aProposalDifferingInOneNumberIsNotTakenForAnother() {
    var cache = SizeCache()
    // Widths and heights that differ in a bit or two, and every pair of them: the mask of
    // proposals seen lets most misses through without a search, never a wrong hit.
    let values: [Double?] = [nil, 0, 1, 9, 9.000_000_000_000_002, 222, 16_777_216]
    var answers: [(ProposedSize, LayoutSize)] = []
    for (row, width) in values.enumerated() {
      for (column, height) in values.enumerated() {
        let proposal = ProposedSize(width: width, height: height)
        #expect(cache.size(for: proposal) == nil)
        let size = LayoutSize(
          width: Double(row), height: Double(column), columns: row, rows: column)
        cache.insert(size, for: proposal)
        answers.append((proposal, size))
      }
    }
    // 49 answers: the last eight inline, the 41 before them in the table.
    for (proposal, size) in answers {
      #expect(cache.size(for: proposal) == size)
    }
    #expect(cache.size(for: ProposedSize(width: 9, height: 9.5)) == nil)
    #expect(cache.size(for: ProposedSize(width: -1, height: nil)) == nil)
  }

  @Test func minusZeroIsTheSameProposalAsZero() {
    var cache = SizeCache()
    let size = LayoutSize(columns: 3, height: 22, rows: 1)
    cache.insert(size, for: ProposedSize(width: -0.0, height: 0))
    #expect(cache.size(for: ProposedSize(width: 0, height: -0.0)) == size)
    #expect(cache.latestProposal(answeredWith: size) == ProposedSize(width: 0, height: 0))
  }
}

/// An answer that holds for any height is found for every height at its width, and says
/// so; one for a proposal only is found for that proposal only.
@Suite struct SizeCacheAnyHeightTests {
  @Test func anAnswerForAnyHeightServesEveryHeightAtItsWidthOnly() {
    var cache = SizeCache()
    let line = LayoutSize(width: 51, height: 22, columns: 8, rows: 1)
    cache.insert(line, for: ProposedSize(width: 150, height: 0), forAnyHeight: true)
    for height in [nil, 0, 9, 400] as [Double?] {
      let answer = cache.answer(for: ProposedSize(width: 150, height: height))
      #expect(answer?.size == line)
      #expect(answer?.forAnyHeight == true)
    }
    #expect(cache.answer(for: ProposedSize(width: 149, height: 0)) == nil)
    // Drawing lays out with the proposal really answered.
    #expect(cache.latestProposal(answeredWith: line) == ProposedSize(width: 150, height: 0))

    let tall = LayoutSize(width: 40, height: 30, columns: 6, rows: 2)
    cache.insert(tall, for: ProposedSize(width: 80, height: 30))
    #expect(cache.answer(for: ProposedSize(width: 80, height: 30))?.forAnyHeight == false)
    #expect(cache.answer(for: ProposedSize(width: 80, height: 31)) == nil)
  }

  /// Pushed out of the inline slots, an answer is kept for its own proposal only.
  @Test func anOlderAnswerIsKeptForItsProposalOnly() {
    var cache = SizeCache()
    let line = LayoutSize(width: 51, height: 22, columns: 8, rows: 1)
    cache.insert(line, for: ProposedSize(width: 150, height: 0), forAnyHeight: true)
    for index in 1...12 {
      cache.insert(
        LayoutSize(columns: index, height: 22, rows: 1),
        for: ProposedSize(columns: index, height: nil))
    }
    #expect(cache.answer(for: ProposedSize(width: 150, height: 0))?.size == line)
    #expect(cache.answer(for: ProposedSize(width: 150, height: 0))?.forAnyHeight == false)
    #expect(cache.answer(for: ProposedSize(width: 150, height: 9)) == nil)
  }
}
