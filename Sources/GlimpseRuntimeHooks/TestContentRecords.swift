/// A record in the `swift5_tests` section: the layout of Swift Testing's test content
/// records (its `Documentation/ABI/TestContent.md`). Glimpse's records (`#Preview`, the
/// command line's runner) have a kind of its own, which Swift Testing ignores.
///
/// A record is written with `@section("swift5_tests")` (`__DATA_CONST,__swift5_tests` on
/// Mach-O) and `@used` on a `static let` of this type whose value is a literal; the
/// attribute must be at the declaration, so the writers are `#Preview`'s expansion
/// (`PreviewMacroSyntax`) and `Glimpse`'s runner, and this type is their layout.
public typealias TestContentRecord = (
  kind: UInt32, reserved1: UInt32, accessor: TestContentAccessor, context: UInt,
  reserved2: UInt
)

/// A record's accessor: writes the record's value to `outValue` when `type` points at the
/// type the caller expects, and says whether it did.
public typealias TestContentAccessor =
  @convention(c) (
    _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?,
    _ reserved: UInt
  ) -> CBool

/// Reading and answering test content records (README, "Test content records in
/// `swift5_tests`").
public enum TestContentRecords {
  /// An accessor's work: when `type` points at `valueType`'s metatype (the caller's
  /// request), moves `value` into `outValue` and returns true; false otherwise.
  public static func store<Value>(
    _ value: Value, as valueType: Value.Type, into outValue: UnsafeMutableRawPointer,
    asTypeAt type: UnsafeRawPointer
  ) -> CBool {
    guard type.load(as: Any.Type.self) == valueType else { return false }
    outValue.initializeMemory(as: Value.self, repeating: value, count: 1)
    return true
  }

  /// The values of type `Value` that the records of kind `kind` in the loaded images hold,
  /// in the order of the images and their records; empty off Linux.
  public static func values<Value>(ofKind kind: UInt32, as valueType: Value.Type) -> [Value] {
    var values: [Value] = []
    for section in LoadedImageSections.all(.testContent) {
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
    kind: UInt32, reserved1: UInt32, accessor: TestContentAccessor?, context: UInt,
    reserved2: UInt
  )
}
