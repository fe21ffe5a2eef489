import Testing

@testable import GlimpseRuntimeHooks

#if os(Linux)
  /// What this binary's `'hks2'` record hands over.
  protocol TestContentProbe {
    static var word: String { get }
  }

  enum TestContentProbeValue: TestContentProbe {
    static let word = "found"

    @section("swift5_tests")
    @used
    static let record: TestContentRecord = (
      0x686b_7332, 0,  // 'hks2'
      { outValue, type, _, _ in
        TestContentRecords.store(
          TestContentProbeValue.self, as: (any TestContentProbe.Type).self, into: outValue,
          asTypeAt: type)
      },
      0, 0
    )
  }

  /// The bet "Test content records in `swift5_tests`": a `static let` with
  /// `@section("swift5_tests")` and `@used` lands in the section the runtime lists, laid out
  /// as Swift Testing's records, and its accessor answers a request by metatype.
  @Suite struct TestContentRecordTests {
    @Test func aRecordWrittenWithTheSectionAttributeIsFoundAndItsAccessorHandsOverItsValue() {
      let values = TestContentRecords.values(
        ofKind: 0x686b_7332, as: (any TestContentProbe.Type).self)
      #expect(
        values.map { $0.word } == ["found"],
        brokenBet(
          """
          test content records in swift5_tests (the 'hks2' record gave \
          \(values.map { String(describing: $0) }), not [TestContentProbeValue])
          """))
    }

    @Test func anAccessorAskedForAnotherTypeHandsOverNothing() {
      let values = TestContentRecords.values(ofKind: 0x686b_7332, as: Int.self)
      #expect(
        values.isEmpty,
        brokenBet("test content records in swift5_tests (an Int was handed over: \(values))"))
    }
  }
#endif
