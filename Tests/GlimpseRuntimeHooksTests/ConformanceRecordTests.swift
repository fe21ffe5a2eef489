import Testing

@testable import GlimpseRuntimeHooks

/// A protocol only this test binary's types conform to.
protocol ConformanceProbe {}

struct ProbeStruct: ConformanceProbe {}
enum ProbeEnum: ConformanceProbe { case only }
final class ProbeClass: ConformanceProbe {}
/// Generic: no one metadata to ask for, so never returned.
struct ProbeGeneric<Element>: ConformanceProbe {}
struct ProbeOuter {
  /// Nested: returned like any non-generic type.
  struct Inner: ConformanceProbe {}
}

#if os(Linux)
  /// The bets "Protocol conformance records" and "Protocol names as the runtime prints
  /// them": the records' relative offsets, descriptor kinds and flags as the Swift ABI lays
  /// them out, a metadata accessor called as a C function, and `_typeName` printing an
  /// existential as `Module.Protocol`.
  @Suite struct ConformanceRecordTests {
    private let expected = [
      "GlimpseRuntimeHooksTests.ProbeClass", "GlimpseRuntimeHooksTests.ProbeEnum",
      "GlimpseRuntimeHooksTests.ProbeOuter.Inner", "GlimpseRuntimeHooksTests.ProbeStruct",
    ]

    @Test func theNonGenericConformingTypesAreFoundInTheConformanceRecords() {
      let found = ConformanceRecords.types(
        conformingTo: "ConformanceProbe", in: "GlimpseRuntimeHooksTests"
      ).map { String(reflecting: $0) }.sorted()
      #expect(
        found == expected,
        brokenBet("protocol conformance records (found \(found), expected \(expected))"))
    }

    @Test func theTypesFoundAreTheTypesThemselves() {
      let found = ConformanceRecords.types(
        conformingTo: "ConformanceProbe", in: "GlimpseRuntimeHooksTests")
      let probes = found.compactMap { $0 as? any ConformanceProbe.Type }
      #expect(
        probes.count == 4 && found.contains { $0 == ProbeStruct.self },
        brokenBet("protocol conformance records (metadata accessors gave \(found))"))
    }

    @Test func aProtocolsExistentialNamesItsModuleAndName() {
      let printed = _typeName((any ConformanceProbe).self, qualified: true)
      let parsed = ConformanceRecords.moduleAndName(of: (any ConformanceProbe).self)
      #expect(
        parsed?.module == "GlimpseRuntimeHooksTests" && parsed?.name == "ConformanceProbe",
        brokenBet(
          "protocol names as the runtime prints them (printed \"\(printed)\", read \(parsed as Any))"
        ))
    }

    @Test func typesConformingToAProtocolTypeAreThoseOfItsModuleAndName() {
      let found = ConformanceRecords.types(conformingTo: (any ConformanceProbe).self)
        .map { String(reflecting: $0) }.sorted()
      #expect(
        found == expected,
        brokenBet("protocol names as the runtime prints them (found \(found))"))
    }

    @Test func aCompositionOrANonProtocolTypeHasNoConformingTypes() {
      #expect(
        ConformanceRecords.types(
          conformingTo: (any ConformanceProbe & CustomStringConvertible).self
        ).isEmpty)
      #expect(ConformanceRecords.types(conformingTo: Int.self).isEmpty)
    }
  }
#endif
