import Foundation

/// Input `glimpse open` cannot use (a folder with no Swift files, a project file that is
/// not one, a target that does not exist, a module folder that is missing): one line.
struct OpenError: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }

  /// The reason a file operation failed, in a few words.
  static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return String(cString: strerror(Int32(underlying.code)))
    }
    if nsError.domain == NSCocoaErrorDomain {
      switch nsError.code {
      case NSFileReadNoSuchFileError: return "no such file"
      case NSFileReadNoPermissionError: return "permission denied"
      default: break
      }
    }
    return nsError.localizedDescription
  }
}
