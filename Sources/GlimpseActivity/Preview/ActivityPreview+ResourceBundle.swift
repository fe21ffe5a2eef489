import Foundation

extension ActivityPreview {
  /// The resource bundle the preview's states file lies in (the `*.resources` or `*.bundle`
  /// folder that holds it: `Bundle.module` of its module), or the states file's folder when
  /// it lies in none; nil without a states file. Where the app's strings are looked for.
  nonisolated public var resourceFolder: URL? {
    guard let file = statesFile else { return nil }
    var folder = file.deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if ["resources", "bundle"].contains(folder.pathExtension) { return folder }
      folder.deleteLastPathComponent()
    }
    return file.deletingLastPathComponent()
  }
}
