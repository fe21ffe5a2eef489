/// A record `#Preview` leaves in the `swift5_tests` section: the layout of Swift Testing's
/// test content records (its `Documentation/ABI/TestContent.md`), with a kind of Glimpse's
/// own (`'glim'`), which Swift Testing ignores.
public typealias _PreviewRecord = (
  kind: UInt32, reserved1: UInt32, accessor: _PreviewRecordAccessor, context: UInt,
  reserved2: UInt
)

/// A record's accessor: writes the record's value to `outValue` when `type` points at the
/// type the caller expects, and says whether it did.
public typealias _PreviewRecordAccessor =
  @convention(c) (
    _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?,
    _ reserved: UInt
  ) -> CBool

/// The type a `#Preview` expands to.
public protocol _PreviewDeclaration {
  /// The preview.
  @MainActor static func makePreview() -> DeclaredPreview
}

/// What starts Glimpse on the previews of the process: the `Glimpse` module registers
/// one, and `WidgetBundle.main()` and `Widget.main()` run it when it is linked in.
public protocol _PreviewRunner {
  /// Runs the command line on every `#Preview` of the process and exits.
  @MainActor static func run() -> Never
}

/// Writing and finding preview records.
public enum _PreviewRecords {
  /// The record kind, `'glim'`.
  public static let kind: UInt32 = 0x676c_696d

  /// The accessor's work for a preview's type.
  public static func store(
    _ declaration: any _PreviewDeclaration.Type, into outValue: UnsafeMutableRawPointer,
    asTypeAt type: UnsafeRawPointer
  ) -> CBool {
    store(declaration, as: (any _PreviewDeclaration.Type).self, into: outValue, asTypeAt: type)
  }

  /// The accessor's work for a runner's type.
  public static func store(
    _ runner: any _PreviewRunner.Type, into outValue: UnsafeMutableRawPointer,
    asTypeAt type: UnsafeRawPointer
  ) -> CBool {
    store(runner, as: (any _PreviewRunner.Type).self, into: outValue, asTypeAt: type)
  }

  private static func store<Value>(
    _ value: Value, as valueType: Value.Type, into outValue: UnsafeMutableRawPointer,
    asTypeAt type: UnsafeRawPointer
  ) -> CBool {
    guard type.load(as: Any.Type.self) == valueType else { return false }
    outValue.initializeMemory(as: Value.self, repeating: value, count: 1)
    return true
  }

  /// The runner, when the `Glimpse` module is in the program.
  public static func runner() -> (any _PreviewRunner.Type)? {
    all((any _PreviewRunner.Type).self).first
  }

  /// The values of type `Value` that Glimpse's records in the loaded images hold.
  static func all<Value>(_ valueType: Value.Type) -> [Value] {
    var values: [Value] = []
    for section in testContentSections() {
      let stride = MemoryLayout<ReadableRecord>.stride
      var offset = 0
      while offset + stride <= section.count {
        let record = section.loadUnaligned(fromByteOffset: offset, as: ReadableRecord.self)
        offset += stride
        guard record.kind == kind, let accessor = record.accessor else { continue }
        var requested: Any.Type = valueType
        let value = withUnsafeTemporaryAllocation(of: Value.self, capacity: 1) { buffer in
          withUnsafePointer(to: &requested) { type -> Value? in
            guard let address = buffer.baseAddress, accessor(address, type, nil, 0) else {
              return nil
            }
            return address.move()
          }
        }
        if let value { values.append(value) }
      }
    }
    return values
  }

  /// A record as read: the accessor of a record of another kind may be null.
  private typealias ReadableRecord = (
    kind: UInt32, reserved1: UInt32, accessor: _PreviewRecordAccessor?, context: UInt,
    reserved2: UInt
  )

  /// The `swift5_tests` section of every loaded image.
  private static func testContentSections() -> [UnsafeRawBufferPointer] {
    #if os(Linux)
      LoadedImageSections.all(\.swift5_tests, fromVersion: 4)
    #else
      // The shims, and so `#Preview` through Glimpse, are for Linux; elsewhere Apple's
      // frameworks preview it.
      []
    #endif
  }
}
