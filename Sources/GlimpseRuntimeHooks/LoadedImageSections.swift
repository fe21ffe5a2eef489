#if os(Linux)
  import CSwiftRuntime
  import SwiftShims
#endif

/// One metadata section of every image loaded in the process, as the Swift runtime lists
/// them: where test content records (`swift5_tests`, ``TestContentRecords``) and protocol
/// conformance records (`swift5_protocol_conformances`, ``ConformanceRecords``) are found.
///
/// The bet (README, "The runtime's list of metadata sections"): `libswiftCore` exports
/// `swift_enumerateAllMetadataSections` (declared by `CSwiftRuntime`, as Swift Testing
/// declares it), and hands it each image's `MetadataSections` as SwiftShims lays it out,
/// its first word a version that is 4 or more once `swift5_tests` is there.
enum LoadedImageSections {
  /// The sections Glimpse reads.
  enum Section {
    /// `swift5_tests`: test content records (`MetadataSections` version 4 on).
    case testContent
    /// `swift5_protocol_conformances`: protocol conformance records.
    case protocolConformances
  }

  /// The section `section` of each loaded image, in the runtime's order of the images;
  /// empty off Linux (elsewhere Apple's frameworks preview the code).
  static func all(_ section: Section) -> [UnsafeRawBufferPointer] {
    #if os(Linux)
      return switch section {
      case .testContent: all(\.swift5_tests, fromVersion: 4)
      case .protocolConformances: all(\.swift5_protocol_conformances, fromVersion: 0)
      }
    #else
      return []
    #endif
  }

  #if os(Linux)
    /// The section `range` picks of each image whose `MetadataSections` structure is at
    /// least `version` (the structure grew fields over time: `swift5_tests` from 4 on).
    private static func all(
      _ range: KeyPath<MetadataSections, MetadataSectionRange>, fromVersion version: UInt
    ) -> [UnsafeRawBufferPointer] {
      var gathering = Gathering(range: range, version: version)
      withUnsafeMutablePointer(to: &gathering) { pointer in
        swift_enumerateAllMetadataSections(
          { metadata, context in
            guard let metadata, let context else { return true }
            let gathering = context.assumingMemoryBound(to: Gathering.self)
            guard metadata.load(as: UInt.self) >= gathering.pointee.version else { return true }
            let range = metadata.load(as: MetadataSections.self)[keyPath: gathering.pointee.range]
            if range.start != 0, range.length > 0,
              let start = UnsafeRawPointer(bitPattern: range.start)
            {
              gathering.pointee.sections.append(
                UnsafeRawBufferPointer(start: start, count: Int(range.length)))
            }
            return true
          }, pointer)
      }
      return gathering.sections
    }

    /// What the runtime's callback reads and fills.
    private struct Gathering {
      let range: KeyPath<MetadataSections, MetadataSectionRange>
      let version: UInt
      var sections: [UnsafeRawBufferPointer] = []
    }
  #endif
}
