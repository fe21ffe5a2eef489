import Foundation
import GlimpseActivity

/// A matrix that cannot be drawn as asked: one line saying what and why.
struct SnapshotMatrixError: Error, CustomStringConvertible {
  let description: String

  /// Checks `matrix` before drawing: every axis has a value, every locale is one the system
  /// knows (Foundation would silently take any text), and some device shows some of the
  /// presentations.
  static func check(_ matrix: SnapshotMatrix) throws {
    if matrix.devices.isEmpty { throw Self(description: "devices: give at least one device") }
    if matrix.locales.isEmpty { throw Self(description: "locales: give at least one locale") }
    if matrix.dynamicType.isEmpty {
      throw Self(description: "dynamicType: give at least one size")
    }
    for identifier in matrix.locales where !isKnown(identifier) {
      throw Self(
        description:
          "locales: unknown locale '\(identifier)'; expected an identifier such as en_US or de_DE")
    }
    if matrix.devices.allSatisfy({ matrix.presentations.presentations(on: $0).isEmpty }) {
      let asked = (matrix.presentations.listed ?? []).map(\.rawValue).joined(separator: ", ")
      let devices = matrix.devices.map(\.name).joined(separator: ", ")
      throw Self(description: "presentations: none of \(devices) shows \(asked)")
    }
  }

  private static func isKnown(_ identifier: String) -> Bool {
    let base = identifier.split(separator: "@").first.map(String.init) ?? identifier
    return known.contains(Locale.identifier(.icu, from: base))
  }

  private static let known = Set(Locale.availableIdentifiers)
}
