import Foundation

/// An asset catalog file that does not read: which file, where in it, what was expected.
///
/// - Glimpse: glimpse
package struct AssetCatalogError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file's path.
  public let file: String
  /// The key path in the file (`colors[1].color.components.red`), or empty.
  public let keyPath: String
  /// What was expected there.
  public let expected: String

  /// An error in `file` at `keyPath`.
  public init(file: String, keyPath: String, expected: String) {
    self.file = file
    self.keyPath = keyPath
    self.expected = expected
  }

  /// One line: `file: keyPath: expected …`.
  public var description: String {
    keyPath.isEmpty ? "\(file): expected \(expected)" : "\(file): \(keyPath): expected \(expected)"
  }
}
