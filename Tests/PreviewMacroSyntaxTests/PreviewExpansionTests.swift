import PreviewMacroSyntax
import Testing

@Suite struct PreviewExpansionTests {
  let discriminator = "$s7Widgets0025DeliveryswiftfMX3_0_33_ABCLl7PreviewfMf_"

  @Test func theTypeHasTheCompilersUniqueName() throws {
    let expansion = try PreviewExpansion(
      call: MacroCall(parsing: "#Preview { V() }"), discriminator: discriminator,
      fileID: "Widgets/Delivery.swift", line: 12)
    #expect(expansion.typeName == discriminator + "14GlimpsePreviewfMu_")
    #expect(
      expansion.source.hasPrefix(
        "enum \(expansion.typeName): GlimpsePreviews._PreviewDeclaration {"))
  }

  @Test func theSiteCallCarriesTheArgumentsUnchanged() throws {
    let call = try MacroCall(
      parsing: #"#Preview("N", as: .content, using: a) { W() } contentStates: { s }"#)
    let expansion = try PreviewExpansion(
      call: call, discriminator: discriminator, fileID: "Widgets/Delivery.swift", line: 40)
    #expect(
      expansion.source.contains(
        #"GlimpsePreviews._PreviewSite(fileID: "Widgets/Delivery.swift", line: 40).preview("N", as: .content, using: a) { W() } contentStates: { s }"#
      ))
    #expect(
      expansion.source.contains("GlimpsePreviews._PreviewRecords.store(\(expansion.typeName).self"))
    #expect(expansion.source.contains("0x676c696d, 0,"))
  }

  @Test func theFileIsWrittenAsAStringLiteral() throws {
    let expansion = try PreviewExpansion(
      call: MacroCall(parsing: "#Preview { V() }"), discriminator: discriminator,
      fileID: #"M/we"ird\.swift"#, line: 1)
    #expect(expansion.source.contains(#"fileID: "M/we\"ird\\.swift""#))
  }

  @Test func onlyPreviewIsExpanded() {
    #expect(throws: MacroSyntaxError("Glimpse expands #Preview, not #Playground", at: 0)) {
      try PreviewExpansion(
        call: MacroCall(parsing: "#Playground { }"), discriminator: discriminator,
        fileID: "M/F.swift",
        line: 1)
    }
  }
}
