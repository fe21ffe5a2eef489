import Foundation

/// A value that describes itself as a localizable string: Foundation's
/// `CustomLocalizedStringResourceConvertible`, which Foundation on Linux does not have.
///
/// - Glimpse: works
public protocol CustomLocalizedStringResourceConvertible {
  /// The value's description.
  var localizedStringResource: LocalizedStringResource { get }
}
