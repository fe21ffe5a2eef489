import Foundation

extension FileManager {
  /// The shared container of an App Group, where the app leaves files for its widget.
  ///
  /// On a device, a directory the app and its extensions share. Glimpse gives each group
  /// identifier its own directory under the temporary directory
  /// (`glimpse-app-groups/<identifier>`), created on first use and empty unless something
  /// wrote to it, so a widget that reads a file the app would have written finds none, as on
  /// a freshly installed device. Nil for an empty identifier or one with a `/`.
  /// - Glimpse: approximated: an empty directory under the temporary directory
  public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String)
    -> URL?
  {
    guard !groupIdentifier.isEmpty, !groupIdentifier.contains("/"), groupIdentifier != ".",
      groupIdentifier != ".."
    else { return nil }
    let url = temporaryDirectory.appendingPathComponent("glimpse-app-groups", isDirectory: true)
      .appendingPathComponent(groupIdentifier, isDirectory: true)
    do {
      try createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      return nil
    }
    return url
  }
}
