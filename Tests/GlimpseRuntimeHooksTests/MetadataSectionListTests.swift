import Testing

@testable import GlimpseRuntimeHooks

#if os(Linux)
  /// A record of this test binary's own, of a kind no reader asks for (`'hks1'`), which the
  /// `swift5_tests` sections the runtime lists must hold once.
  enum SectionListProbe {
    static let kind: UInt32 = 0x686b_7331

    @section("swift5_tests")
    @used
    static let record: TestContentRecord = (
      0x686b_7331, 0,  // `kind`: a constant expression must be a literal
      { _, _, _, _ in false },
      0, 0
    )
  }

  /// The bet "The runtime's list of metadata sections": `swift_enumerateAllMetadataSections`
  /// exists, calls back once an image, and its `MetadataSections` has the layout SwiftShims
  /// declares (a version of 4 or more, then the section ranges).
  @Suite struct MetadataSectionListTests {
    @Test func theListedSwift5TestsSectionsHoldThisBinarysOwnRecordOnce() {
      let sections = LoadedImageSections.all(.testContent)
      let stride = MemoryLayout<TestContentRecord>.stride
      var found = 0
      for section in sections {
        var offset = 0
        while offset + stride <= section.count {
          if section.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
            == SectionListProbe.kind
          {
            found += 1
          }
          offset += stride
        }
      }
      #expect(
        found == 1,
        brokenBet(
          """
          the runtime's list of metadata sections (\(sections.count) swift5_tests sections \
          listed, this binary's 'hks1' record found \(found) times, not once)
          """))
    }

    @Test func theListedConformanceSectionsHoldTheStandardLibrarysThousandsOfRecords() {
      let sections = LoadedImageSections.all(.protocolConformances)
      let records = sections.map(\.count).reduce(0, +) / 4
      #expect(
        records > 1000,
        brokenBet(
          """
          the runtime's list of metadata sections (\(sections.count) \
          swift5_protocol_conformances sections, \(records) records of 4 bytes)
          """))
    }
  }
#endif
