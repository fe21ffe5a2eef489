// `import AppIntents` on Linux: intents, their parameters, entities, enums, results and
// dialogs, which GlimpseAppIntents declares (a control's or a button's intent runs in the
// preview). Like Apple's, it brings Foundation along, with Foundation's localized strings
// (`LocalizedStringResource`, `String(localized:)`, which Foundation on Linux does not
// have), and nothing of SwiftUI: a file that draws views imports SwiftUI too.
@_exported import Foundation
@_exported import GlimpseAppIntents
@_exported import GlimpseLocalization

#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking  // URLSession and URLRequest, Foundation's on the device.
#endif
