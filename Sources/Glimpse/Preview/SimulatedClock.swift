import Foundation
import GlimpseActivity

/// The preview's clock: simulated time that stands still or runs at a speed against the
/// wall clock.
struct SimulatedClock {
  /// The speeds `+` and `-` step through.
  static let speeds: [Double] = [1, 10, 60, 600]

  private(set) var anchorTime: Date
  private(set) var anchorWall: Date
  private(set) var speedIndex = 0
  private(set) var isPlaying = false

  /// A clock standing at `time`.
  init(time: Date, wall: Date) {
    anchorTime = time
    anchorWall = wall
  }

  /// Simulated seconds per wall second.
  var speed: Double { Self.speeds[speedIndex] }

  /// The simulated time at wall time `wall` (never past ``TimelineLimits/dates``).
  func time(at wall: Date) -> Date {
    guard isPlaying else { return anchorTime }
    return TimelineLimits.clamped(
      anchorTime.addingTimeInterval(wall.timeIntervalSince(anchorWall) * speed))
  }

  /// The wall time at which the simulated clock reaches `time`, or nil when it never does
  /// (paused, or `time` is in the simulated past).
  func wall(at time: Date, now wall: Date) -> Date? {
    guard isPlaying else { return nil }
    let current = self.time(at: wall)
    guard time > current else { return wall }
    return wall.addingTimeInterval(time.timeIntervalSince(current) / speed)
  }

  /// Sets the simulated time (playing or not).
  mutating func set(_ time: Date, wall: Date) {
    anchorTime = time
    anchorWall = wall
  }

  /// Starts or stops the clock.
  mutating func togglePlaying(wall: Date) {
    anchorTime = time(at: wall)
    anchorWall = wall
    isPlaying.toggle()
  }

  /// The next (or previous) speed.
  mutating func changeSpeed(by step: Int, wall: Date) {
    anchorTime = time(at: wall)
    anchorWall = wall
    speedIndex = min(max(0, speedIndex + step), Self.speeds.count - 1)
  }

  /// Sets the speed (the nearest of ``speeds``) and whether the clock runs, keeping the
  /// time it shows now: for a session restored from a file.
  mutating func restore(speed: Double, playing: Bool, wall: Date) {
    anchorTime = time(at: wall)
    anchorWall = wall
    let nearest = Self.speeds.indices.min {
      abs(Self.speeds[$0] - speed) < abs(Self.speeds[$1] - speed)
    }
    speedIndex = nearest ?? 0
    isPlaying = playing
  }
}
