/// Where an assertion was called, as the caller's `#fileID`, `#filePath`, `#function`,
/// `#line` and `#column` give it.
struct CallSite: Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let function: String
  let line: UInt
  let column: UInt

  /// The test file's name without `.swift`: `DeliveryTests`.
  var testFileName: String {
    let name = "\(filePath)".split(separator: "/").last.map(String.init) ?? "Tests"
    return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
  }

  /// The test's name without its parameter list: `rendersEveryPresentation`.
  var testName: String {
    let name = function.split(separator: "(", maxSplits: 1).first.map(String.init) ?? function
    return name.isEmpty ? "snapshot" : name
  }

  /// The folder the test file is in.
  var testDirectory: String {
    let path = "\(filePath)"
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return String(path[..<slash])
  }
}
