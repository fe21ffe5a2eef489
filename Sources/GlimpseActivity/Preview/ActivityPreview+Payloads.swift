import Foundation

extension ActivityPreview {
  /// The timeline the device would show from push payloads: each one decoded through the
  /// activity's own `ContentState` (and, for a start, its attributes type), applied in the
  /// order received, or dropped with the reason (``PreviewTimeline/dropped``), as the
  /// device drops a payload that does not decode or is not newer than the last one.
  ///
  /// The one function that turns payload files into a timeline: the files are read again
  /// on every call.
  ///
  /// - Throws: ``PayloadReadError`` for a file that cannot be read, ``PreviewError`` when
  ///   no payload is applied, ``TimelineError`` for a timeline that cannot be built.
  public func loadTimeline(payloads files: PayloadFiles) throws -> PreviewTimeline {
    try source.loadTimeline(payloads: PayloadReader.read(files), name: name)
  }

  /// What the device would make of push payloads: for each, whether it is applied, and
  /// every problem with its key path (see `glimpse validate`). A file that cannot be read
  /// (missing, too large, not a file) is reported as a dropped payload of its own, and the
  /// files after it are still checked.
  ///
  /// - Throws: ``PayloadReadError`` when no file is named, or past the bound on payloads.
  public func validate(payloads files: PayloadFiles) throws -> PayloadReport {
    source.validate(try PayloadReader.read(files, reportingUnreadable: true), name: name)
  }
}
