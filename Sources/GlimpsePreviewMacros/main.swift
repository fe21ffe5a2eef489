// The `#Preview` macro plugin: an executable the compiler starts and talks to over standard
// input and output. It needs no swift-syntax: the expansion request carries the macro's
// own source text, which PreviewMacroSyntax cuts into its arguments and closures.
import Foundation
import PreviewMacroSyntax

/// The protocol version this plugin speaks (7 is the compiler's as of Swift 6).
let protocolVersion = 7
let channel = PluginChannel()
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]

func answer(_ value: some Encodable) {
  // Encoding these plain structures cannot fail.
  channel.send((try? encoder.encode(value)) ?? Data("{}".utf8))
}

func failure(_ message: String, file: String, offset: Int) -> ExpansionAnswer {
  ExpansionAnswer(
    expandMacroResult: .init(
      expandedSource: nil,
      diagnostics: [
        .init(message: message, severity: "error", position: .init(fileName: file, offset: offset))
      ]))
}

while let data = channel.receive() {
  if data.isEmpty { continue }
  guard let message = try? JSONDecoder().decode(HostMessage.self, from: data) else {
    answer(
      failure(
        "Glimpse's #Preview plugin could not read the compiler's request", file: "", offset: 0))
    continue
  }
  if let capability = message.getCapability {
    let version = min(protocolVersion, capability.capability?.protocolVersion ?? protocolVersion)
    answer(
      CapabilityAnswer(getCapabilityResult: .init(capability: .init(protocolVersion: version))))
  } else if let request = message.expandFreestandingMacro {
    let location = request.syntax.location
    do {
      let call = try MacroCall(parsing: request.syntax.source)
      let expansion = try PreviewExpansion(
        call: call, discriminator: request.discriminator, fileID: location.fileID,
        line: location.line + call.leadingLineBreaks)
      answer(
        ExpansionAnswer(expandMacroResult: .init(expandedSource: expansion.source, diagnostics: []))
      )
    } catch let error as MacroSyntaxError {
      answer(
        failure(error.message, file: location.fileName, offset: location.offset + error.offset))
    } catch {
      answer(failure("\(error)", file: location.fileName, offset: location.offset))
    }
  } else {
    answer(failure("Glimpse's plugin only expands #Preview", file: "", offset: 0))
  }
}
