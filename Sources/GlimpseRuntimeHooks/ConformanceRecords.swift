/// The types of the loaded images that conform to a protocol, found in the Swift runtime's
/// conformance records (`swift5_protocol_conformances`): how Glimpse finds Xcode 14-style
/// `PreviewProvider` types, and a program's `Widget`s, which nothing registers.
///
/// It reads the records as the Swift ABI lays them out (`docs/ABI/TypeMetadata.rst`): each
/// a 32-bit offset to a conformance descriptor, whose first two fields are offsets to the
/// protocol's descriptor and to the conforming type's; a descriptor's kind, name and
/// parent name the protocol and its module. Only non-generic structs, enums and classes
/// are returned (a generic type has no one metadata to ask for). The bets are the README's
/// "Protocol conformance records" and "Protocol names as the runtime prints them".
public enum ConformanceRecords {
  /// The types conforming to `protocolType` (written `(any P).self`), in the order of the
  /// images' records. A protocol nested in a type, or a composition, has none.
  public static func types(conformingTo protocolType: Any.Type) -> [Any.Type] {
    guard let (module, name) = moduleAndName(of: protocolType) else { return [] }
    return types(conformingTo: name, in: module)
  }

  /// The module and name of a protocol's existential type, as the runtime prints it
  /// (`GlimpseUI.Widget`); nil for a name that is not `Module.Protocol`.
  static func moduleAndName(of protocolType: Any.Type) -> (module: String, name: String)? {
    var printed = _typeName(protocolType, qualified: true)
    if printed.hasPrefix("any ") { printed.removeFirst(4) }
    let parts = printed.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
      !printed.contains(where: { " &<>()".contains($0) })
    else { return nil }
    return (String(parts[0]), String(parts[1]))
  }

  /// The types conforming to `protocolName` of `moduleName`, in the order of the images'
  /// records.
  public static func types(conformingTo protocolName: String, in moduleName: String)
    -> [Any.Type]
  {
    var types: [Any.Type] = []
    for section in LoadedImageSections.all(.protocolConformances) {
      var offset = 0
      while offset + 4 <= section.count {
        let record = section.baseAddress! + offset
        offset += 4
        guard let conformance = relativeDirect(record),
          let protocolDescriptor = relativeIndirectable(conformance),
          names(protocolDescriptor, protocolName, in: moduleName),
          let type = conformingType(of: conformance)
        else { continue }
        types.append(type)
      }
    }
    return types
  }

  /// The context descriptor kinds this reads (`ContextDescriptorKind`).
  private enum Kind: UInt32 {
    case module = 0
    case `protocol` = 3
    case `class` = 16
    case `struct` = 17
    case `enum` = 18
  }

  /// `ContextDescriptorFlags`: the kind in the low five bits, and whether it is generic.
  private static func kind(of descriptor: UnsafeRawPointer) -> Kind? {
    Kind(rawValue: descriptor.loadUnaligned(as: UInt32.self) & 0x1F)
  }

  private static func isGeneric(_ descriptor: UnsafeRawPointer) -> Bool {
    descriptor.loadUnaligned(as: UInt32.self) & 0x80 != 0
  }

  /// Whether `descriptor` is the protocol `name` declared at the top of module `module`.
  private static func names(_ descriptor: UnsafeRawPointer, _ name: String, in module: String)
    -> Bool
  {
    guard kind(of: descriptor) == .protocol, string(at: descriptor + 8) == name,
      let parent = relativeIndirectable(descriptor + 4), kind(of: parent) == .module
    else { return false }
    return string(at: parent + 8) == module
  }

  /// The conforming type of a conformance descriptor, when it is a non-generic nominal type
  /// its image describes (not an Objective-C class name).
  private static func conformingType(of conformance: UnsafeRawPointer) -> Any.Type? {
    let flags = (conformance + 12).loadUnaligned(as: UInt32.self)
    let typeReference = conformance + 4
    let descriptor: UnsafeRawPointer?
    switch (flags >> 3) & 0x7 {
    case 0: descriptor = relativeDirect(typeReference)
    case 1: descriptor = relativeDirect(typeReference)?.loadUnaligned(as: UnsafeRawPointer?.self)
    default: return nil
    }
    guard let descriptor, let kind = kind(of: descriptor),
      [.class, .struct, .enum].contains(kind), !isGeneric(descriptor),
      let accessor = relativeDirect(descriptor + 12)
    else { return nil }
    // A non-generic type's metadata accessor takes a request (0: complete, blocking) and
    // returns the metadata first, in the register a C function returns a pointer in.
    typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer?
    let access = unsafeBitCast(accessor, to: Accessor.self)
    guard let metadata = access(0) else { return nil }
    return unsafeBitCast(metadata, to: Any.Type.self)
  }

  /// The target of a 32-bit offset from `field`, or nil for a zero offset.
  private static func relativeDirect(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.loadUnaligned(as: Int32.self)
    return offset == 0 ? nil : field + Int(offset)
  }

  /// The target of a 32-bit offset from `field` whose low bit says it reaches a pointer to
  /// the target rather than the target.
  private static func relativeIndirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.loadUnaligned(as: Int32.self)
    guard offset != 0 else { return nil }
    let address = field + Int(offset & ~1)
    return offset & 1 == 0 ? address : address.loadUnaligned(as: UnsafeRawPointer?.self)
  }

  /// The C string a 32-bit offset at `field` reaches.
  private static func string(at field: UnsafeRawPointer) -> String? {
    relativeDirect(field).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
  }

}
