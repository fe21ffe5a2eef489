/// The messages this plugin understands from the compiler, and its answers (the compiler's
/// plugin protocol, as swift-syntax's `PluginMessages.swift` defines it). A message is a
/// JSON object whose one key names it; keys this plugin does not know decode as nil.
struct HostMessage: Decodable {
  var getCapability: Capability?
  var expandFreestandingMacro: FreestandingExpansion?

  struct Capability: Decodable {
    var capability: HostCapability?
  }

  struct HostCapability: Decodable {
    var protocolVersion: Int
  }

  struct FreestandingExpansion: Decodable {
    var discriminator: String
    var syntax: Syntax
  }

  struct Syntax: Decodable {
    var source: String
    var location: Location
  }

  struct Location: Decodable {
    var fileID: String
    var fileName: String
    var offset: Int
    var line: Int
  }
}

/// The answer to `getCapability`.
struct CapabilityAnswer: Encodable {
  struct Result: Encodable {
    var capability: Capability
  }

  struct Capability: Encodable {
    var protocolVersion: Int
  }

  var getCapabilityResult: Result
}

/// The answer to an expansion request: the expanded source, or diagnostics.
struct ExpansionAnswer: Encodable {
  struct Result: Encodable {
    var expandedSource: String?
    var diagnostics: [Diagnostic]
  }

  struct Diagnostic: Encodable {
    struct Position: Encodable {
      var fileName: String
      var offset: Int
    }

    var message: String
    var severity: String
    var position: Position
    var highlights: [Position] = []
    var notes: [Position] = []
    var fixIts: [Position] = []
  }

  var expandMacroResult: Result
}
