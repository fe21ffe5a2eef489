/// What of a failed build's output `glimpse open` shows: the diagnostics at the user's
/// own files (each once: the compiler may print one twice), with their excerpts; when
/// there are none (a failure elsewhere), the output's error lines.
enum BuildOutput {
  static func shown(_ output: String, userFiles: Set<String>, limit: Int = 80) -> [String] {
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var blocks: [[String]] = []
    var current: [String]?
    for line in lines {
      if let path = diagnosticPath(line) {
        if let block = current { blocks.append(block) }
        current = userFiles.contains(path) ? [line] : nil
        continue
      }
      if line.hasPrefix("[") || line.hasPrefix("/") || line.isEmpty || line.hasPrefix("error:") {
        if let block = current { blocks.append(block) }
        current = nil
        continue
      }
      current?.append(line)
    }
    if let block = current { blocks.append(block) }
    var seen: Set<[String]> = []
    var shown: [String] = []
    for block in blocks where seen.insert(block).inserted { shown += block }
    if shown.isEmpty {
      shown = lines.filter { $0.contains("error:") }
      var unique: Set<String> = []
      shown = shown.filter { unique.insert($0).inserted }
    }
    return Array(shown.prefix(limit))
  }

  /// The file of a diagnostic's first line (`/path/File.swift:12:5: error: ...`).
  static func diagnosticPath(_ line: String) -> String? {
    guard line.hasPrefix("/") else { return nil }
    for kind in [": error: ", ": warning: ", ": note: "] {
      guard let range = line.range(of: kind) else { continue }
      let location = line[..<range.lowerBound]
      // Drop ":line:column".
      let parts = location.split(separator: ":", omittingEmptySubsequences: false)
      guard parts.count >= 3, parts[parts.count - 1].allSatisfy(\.isNumber),
        parts[parts.count - 2].allSatisfy(\.isNumber)
      else { continue }
      return parts.dropLast(2).joined(separator: ":")
    }
    return nil
  }
}
