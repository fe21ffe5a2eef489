import Foundation
// The first N locales with a region that Foundation knows, as a comma list (for --locales).
print(Locale.availableIdentifiers.filter { $0.contains("_") && !$0.contains("@") }.sorted().prefix(Int(CommandLine.arguments[1])!).joined(separator: ","))
