import GlimpseRuntimeHooks
import Testing

/// Enums as widget code writes them: raw values, no payloads, not `CaseIterable`.
enum ProbeUnit: String {
  case mgdl, mmol
}

enum ProbePriority: Int {
  case urgent = 10
  case low = 1
}

enum ProbeFlag: UInt8 {
  case off = 0xFF
  case on = 0x01
}

/// Not an enum, though one byte and `RawRepresentable`.
struct ProbeByte: RawRepresentable {
  var rawValue: UInt8
}

/// The bet "A simple enum is one byte holding its case's index": whatever the raw values,
/// the value whose byte is 0 is the first case declared.
@Suite struct SimpleEnumLayoutTests {
  @Test func theFirstCaseDeclaredIsTheValueWhoseByteIsZero() {
    let unit = SimpleEnumLayout.firstCase(ofSimpleEnum: ProbeUnit.self)
    let priority = SimpleEnumLayout.firstCase(ofSimpleEnum: ProbePriority.self)
    let flag = SimpleEnumLayout.firstCase(ofSimpleEnum: ProbeFlag.self)
    #expect(
      unit == .mgdl && priority == .urgent && flag == .off,
      brokenBet(
        """
        a simple enum is one byte holding its case's index (byte 0 read as \(unit as Any), \
        \(priority as Any), \(flag as Any); expected mgdl, urgent, off)
        """))
  }

  @Test func aOneByteStructThatIsNotAnEnumHasNoFirstCase() {
    #expect(SimpleEnumLayout.firstCase(ofSimpleEnum: ProbeByte.self) == nil)
    #expect(SimpleEnumLayout.firstCase(ofSimpleEnum: UInt8.self) == nil)
  }
}
