#if os(Linux)
  import CSwiftRuntime
  import SwiftShims
#endif

/// One metadata section of every image loaded in the process, as the Swift runtime lists
/// them: where `#Preview` records (`swift5_tests`) and protocol conformance records
/// (`swift5_protocol_conformances`) are found.
enum LoadedImageSections {
  #if os(Linux)
    /// The section `range` picks of each image whose `MetadataSections` structure is at
    /// least `version` (the structure grew fields over time: `swift5_tests` from 4 on).
    static func all(
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
