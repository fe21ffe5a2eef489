/// Why a font file could not be used, as one line that names the file.
public struct FontLoadError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What went wrong.
  public enum Reason: Equatable, Sendable {
    /// Nothing is at the path.
    case missing
    /// The path is a folder.
    case directory
    /// The file exists but cannot be read (permissions, an I/O error).
    case unreadable
    /// The file is empty.
    case empty
    /// FreeType does not recognise the file as a font (the FreeType error code).
    case notAFont(code: Int32)
    /// FreeType reads the file, but it has no scalable outlines or no Unicode character map.
    case unsupported
    /// FreeType could not start (the FreeType error code).
    case library(code: Int32)
  }

  /// The path as the user gave it.
  public var path: String
  /// What went wrong.
  public var reason: Reason

  /// An error for the file at `path`.
  public init(path: String, reason: Reason) {
    self.path = path
    self.reason = reason
  }

  /// One line: `font file 'PATH': WHAT`.
  public var description: String {
    let what: String
    switch reason {
    case .missing: what = "no such file"
    case .directory: what = "is a folder, not a font file"
    case .unreadable: what = "cannot be read (check its permissions)"
    case .empty: what = "is empty, not a font (expected a .ttf, .otf or .ttc file)"
    case .notAFont(let code):
      what =
        "is not a font FreeType can read (FreeType error \(code)); expected a .ttf, .otf or .ttc file"
    case .unsupported:
      what = "is a font Glimpse cannot measure (no scalable outlines or no Unicode character map)"
    case .library(let code): what = "FreeType could not start (FreeType error \(code))"
    }
    return "font file '\(Self.printable(path))': \(what)"
  }

  /// The path with control characters escaped, so the message stays one line.
  static func printable(_ path: String) -> String {
    var text = ""
    for scalar in path.unicodeScalars {
      if scalar.properties.generalCategory == .control {
        text += "\\u{\(String(scalar.value, radix: 16))}"
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
