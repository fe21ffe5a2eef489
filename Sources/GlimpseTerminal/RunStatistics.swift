/// What a ``TerminalRunner`` run did.
public struct RunStatistics: Hashable, Sendable {
  /// Frames sent to the screen (the first one included).
  public var framesDrawn = 0
  /// Frames rendered but not drawn because they showed the same picture as the last one.
  public var framesSkipped = 0
  /// Events handed to the app.
  public var eventsHandled = 0
  /// Bytes the screen wrote during the run, when it writes to a file (headless screens).
  public var bytesWritten: Int?
  /// Renders (or handlings of an event) that ran past the watchdog's bound, were reported
  /// as not responding, and then returned.
  public var rendersOverrun = 0
  /// The signal that ended the run (2 for SIGINT, also for Ctrl-C), or nil when the app
  /// ended it.
  public var signal: Int32?

  /// Statistics of a run that has done nothing yet.
  public init() {}
}
