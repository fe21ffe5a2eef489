import Foundation
import Testing

@testable import GlimpseLayout

/// 2026-09-21 14:13:20 UTC.
private let t0 = Date(timeIntervalSince1970: 1_790_000_000)

private func at(_ seconds: Double) -> Date {
  t0.addingTimeInterval(seconds)
}

private func level(_ progress: TimerProgress, _ now: Date, _ steps: Int) -> Int {
  progress.step(at: now, steps: steps)
}

@Suite struct TimerProgressTests {
  private let emptying = TimerProgress(interval: t0...at(120), countsDown: true)
  private let filling = TimerProgress(interval: t0...at(120), countsDown: false)

  @Test func emptiesWhenCountingDown() {
    #expect(emptying.fraction(at: at(-10)) == 1)
    #expect(emptying.fraction(at: t0) == 1)
    #expect(emptying.fraction(at: at(30)) == 0.75)
    #expect(emptying.fraction(at: at(120)) == 0)
    #expect(emptying.fraction(at: at(500)) == 0)
  }

  @Test func fillsWhenCountingUp() {
    #expect(filling.fraction(at: at(-10)) == 0)
    #expect(filling.fraction(at: t0) == 0)
    #expect(filling.fraction(at: at(30)) == 0.25)
    #expect(filling.fraction(at: at(120)) == 1)
    #expect(filling.fraction(at: at(500)) == 1)
  }

  @Test func fillingBarChangesAtEachStep() {
    #expect(filling.nextChange(after: at(-10), steps: 4) == at(30))
    #expect(filling.nextChange(after: t0, steps: 4) == at(30))
    #expect(filling.nextChange(after: at(30), steps: 4) == at(60))
    #expect(filling.nextChange(after: at(100), steps: 4) == at(120))
    #expect(filling.nextChange(after: at(120), steps: 4) == nil)
    #expect(filling.nextChange(after: at(200), steps: 4) == nil)
  }

  @Test func emptyingBarStaysFullUntilAWholeStepHasGone() {
    // A countdown rounds up: full for the first quarter, 3 of 4 from 30 s exactly.
    #expect(level(emptying, t0, 4) == 4)
    #expect(level(emptying, at(29.999), 4) == 4)
    #expect(emptying.nextChange(after: t0, steps: 4) == at(30))
    #expect(level(emptying, at(30), 4) == 3)
    #expect(emptying.nextChange(after: at(30), steps: 4) == at(60))
    // The last step lasts until the end, where the bar is empty.
    #expect(level(emptying, at(95), 4) == 1)
    #expect(emptying.nextChange(after: at(95), steps: 4) == at(120))
    #expect(level(emptying, at(120), 4) == 0)
    #expect(emptying.nextChange(after: at(120), steps: 4) == nil)
  }

  @Test func fillingBarRoundsDown() {
    #expect(level(filling, at(29.999), 4) == 0)
    #expect(level(filling, at(30), 4) == 1)
    #expect(level(filling, at(120), 4) == 4)
  }

  @Test func neverChangesWithoutSteps() {
    #expect(filling.nextChange(after: t0, steps: 0) == nil)
    #expect(filling.nextChange(after: t0, steps: -8) == nil)
  }

  @Test func zeroLengthIntervalIsComplete() {
    let down = TimerProgress(interval: t0...t0, countsDown: true)
    let up = TimerProgress(interval: t0...t0, countsDown: false)
    for now in [at(-5), t0, at(5)] {
      #expect(down.fraction(at: now) == 0)
      #expect(up.fraction(at: now) == 1)
      #expect(down.nextChange(after: now, steps: 80) == nil)
      #expect(up.nextChange(after: now, steps: 80) == nil)
    }
  }

  @Test(arguments: [1, 3, 8, 80, 97, 1_000_000])
  func nextChangeIsExact(steps: Int) {
    let ranges = [t0...at(120), at(-3_333.3)...at(77.7), at(0.1)...at(86_400 * 3 + 0.7)]
    var instants = [-100, 0, 0.05, 1, 29.999, 30, 30.5, 59.999, 60, 77.7, 119.99, 120, 121]
    instants += (0..<40).map { -3_400 + Double($0) * 131.3 }
    for range in ranges {
      for countsDown in [true, false] {
        let progress = TimerProgress(interval: range, countsDown: countsDown)
        for now in instants.map(at) {
          let current = level(progress, now, steps)
          guard let change = progress.nextChange(after: now, steps: steps) else {
            #expect(level(progress, range.upperBound, steps) == current)
            #expect(now >= range.upperBound || current == (countsDown ? 0 : steps))
            continue
          }
          #expect(change > now)
          #expect(level(progress, max(now, change.addingTimeInterval(-0.001)), steps) == current)
          let previous = Date(
            timeIntervalSinceReferenceDate: change.timeIntervalSinceReferenceDate.nextDown)
          if previous > now {
            #expect(level(progress, previous, steps) == current)
          }
          #expect(level(progress, change, steps) != current)
        }
      }
    }
  }

  @Test func extremeDatesNeverTrap() {
    let extremes: [Date] = [
      Date(timeIntervalSinceReferenceDate: 1e15), .distantFuture, .distantPast,
      Date(timeIntervalSinceReferenceDate: .infinity),
      Date(timeIntervalSinceReferenceDate: -.infinity), t0,
    ]
    for low in extremes {
      for high in extremes where high >= low {
        for countsDown in [true, false] {
          let progress = TimerProgress(interval: low...high, countsDown: countsDown)
          for now in extremes + [Date(timeIntervalSinceReferenceDate: .nan)] {
            let fraction = progress.fraction(at: now)
            #expect((0...1).contains(fraction))
            for steps in [1, 80, Int.max] {
              #expect((0...steps).contains(progress.step(at: now, steps: steps)))
              if let change = progress.nextChange(after: now, steps: steps) {
                #expect(change > now)
              }
            }
          }
        }
      }
    }
    let huge = TimerProgress(interval: .distantPast ... .distantFuture, countsDown: false)
    #expect(abs(huge.fraction(at: t0) - 0.5064) < 0.001)
  }
}
