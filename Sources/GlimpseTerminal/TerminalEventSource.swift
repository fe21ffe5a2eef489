/// Where a ``TerminalRunner`` gets its events: the ``TerminalScreen`` itself, or a script
/// in tests.
public protocol TerminalEventSource {
  /// The next event, waiting at most `timeout` (nil: until there is one); nil when the
  /// time ran out.
  mutating func nextEvent(timeout: Duration?) -> TerminalEvent?
}
