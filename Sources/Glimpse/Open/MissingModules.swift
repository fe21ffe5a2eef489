import Foundation

/// The modules an opened widget's files import that it cannot be compiled with: app
/// modules the folder does not contain (for `--module NAME=DIR`), each with the names
/// its files seem to use from it, and Apple frameworks Glimpse has no module for.
struct MissingModules {
  /// App modules, in order of first import, with the names used from each.
  var modules: [(name: String, symbols: [String])] = []
  /// Apple frameworks without a Glimpse module.
  var frameworks: [String] = []

  var isEmpty: Bool { modules.isEmpty && frameworks.isEmpty }

  /// The missing modules of `steps`, given the `provided` module names and the names
  /// Glimpse's modules declare (`known`, read from its sources: see ``GlimpsePackage``).
  init(steps: [SourceStep], provided: Set<String>, known: () -> Set<String>) {
    var order: [String] = []
    for step in steps {
      for (module, _) in step.imports
      where !KnownModules.has(module) && !provided.contains(module) && !order.contains(module) {
        order.append(module)
      }
    }
    frameworks = order.filter(KnownModules.appleFrameworks.contains)
    let appModules = order.filter { !KnownModules.appleFrameworks.contains($0) }
    guard !appModules.isEmpty else { return }
    let declared = steps.reduce(into: Set<String>()) { $0.formUnion($1.declared) }
    let glimpse = known()
    for module in appModules {
      let importing = steps.filter { $0.imports.contains { $0.module == module } }
      var symbols = Set(importing.flatMap { $0.qualified[module] ?? [] })
      for step in importing {
        for name in step.used
        where !declared.contains(name) && !glimpse.contains(name)
          && !Self.common.contains(name) && !order.contains(name)
        {
          symbols.insert(name)
        }
      }
      modules.append((module, symbols.sorted()))
    }
  }

  /// The one line that says what is missing and what to do.
  var message: String {
    var parts: [String] = []
    if !modules.isEmpty {
      let list = modules.map { module in
        guard !module.symbols.isEmpty else { return module.name }
        let shown = module.symbols.prefix(8).joined(separator: ", ")
        let more = module.symbols.count > 8 ? ", …" : ""
        return "\(module.name) (uses \(shown)\(more))"
      }
      parts.append(
        "imports \(modules.count == 1 ? "a module" : "modules") it does not contain: "
          + list.joined(separator: "; ") + "; give "
          + (modules.count == 1 ? "it" : "each") + " with --module NAME=DIR")
    }
    if !frameworks.isEmpty {
      parts.append(
        "imports Apple \(frameworks.count == 1 ? "framework" : "frameworks") Glimpse has no module for: "
          + frameworks.joined(separator: ", "))
    }
    return parts.joined(separator: "; and ")
  }

  /// Names of the Swift standard library and Foundation a widget file commonly uses.
  static let common: Set<String> = [
    "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
    "UInt64", "Double", "Float", "Bool", "Character", "Array", "Dictionary", "Set",
    "Optional", "Result", "Error", "Never", "Void", "Any", "AnyObject", "Self", "Type",
    "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Comparable",
    "Identifiable", "Sendable", "CaseIterable", "RawRepresentable", "CustomStringConvertible",
    "Sequence", "Collection", "Range", "ClosedRange", "Duration", "Date", "URL", "UUID",
    "Data", "TimeInterval", "Calendar", "DateComponents", "DateFormatter", "DateInterval",
    "Locale", "TimeZone", "NumberFormatter", "Measurement", "UnitLength", "UnitSpeed",
    "UnitDuration", "UnitEnergy", "UnitTemperature", "JSONDecoder", "JSONEncoder",
    "UserDefaults", "Bundle", "NSObject", "NSString", "NSNumber", "ProcessInfo",
    "FileManager", "CGFloat", "CGSize", "CGPoint", "CGRect", "Task", "MainActor",
    "AttributedString", "LocalizedStringResource", "String.LocalizationValue",
    "ObservableObject", "Published", "Text", "View", "Color", "Image",
  ]
}
