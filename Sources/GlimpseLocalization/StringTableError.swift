import Foundation

/// A strings file that cannot be read, said in one line: the file, where in it, and what
/// was expected (`Localizable.xcstrings: strings."Hello".localizations.de.stringUnit.value:
/// expected a string, found a number`).
///
/// - Glimpse: glimpse
package struct StringTableError: Error, Equatable, CustomStringConvertible {
  /// The file's name.
  public let file: String
  /// Where in the file: a key path (`strings."Hello".localizations.de`) or a line (`line 3`).
  public let location: String
  /// What was wrong.
  public let message: String

  /// An error in `file` at `location`.
  public init(file: String, location: String, message: String) {
    self.file = file
    self.location = location
    self.message = message
  }

  public var description: String {
    location.isEmpty ? "\(file): \(message)" : "\(file): \(location): \(message)"
  }
}
