import Foundation
import GlimpseLayout

/// What a ``TerminalRunner`` runs: something that draws itself at any size, knows when
/// its picture next changes, and reacts to events.
@MainActor
public protocol TerminalApp: AnyObject {
  /// The screen at `size`, at this moment. The size can be anything down to 1x1: the app
  /// decides what fits. An error thrown here ends the run (nothing half-drawn is left).
  func render(size: CellSize) throws -> Canvas
  /// The wall-clock instant at which `render` would next give a different picture, or
  /// nil (never: sleep until a key).
  func nextWake() -> Date?
  /// A key, click or resize; returns whether to keep running.
  func handle(_ event: TerminalEvent) -> Bool
}
