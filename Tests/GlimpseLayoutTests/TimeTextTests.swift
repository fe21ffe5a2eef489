import Foundation
import Testing

@testable import GlimpseLayout

/// 2026-09-21 14:13:20 UTC.
private let t0 = Date(timeIntervalSince1970: 1_790_000_000)
private let utc = TimeZone(identifier: "UTC")!
private let posix = Locale(identifier: "en_US_POSIX")
private let usEnglish = Locale(identifier: "en_US")

private func at(_ seconds: Double) -> Date {
  t0.addingTimeInterval(seconds)
}

private func render(_ date: Date, _ style: DateTextStyle, now: Date) -> TimedText {
  TimeText.date(date, style: style, now: now, locale: usEnglish, timeZone: utc)
}

/// The instant one representable step before `date`.
private func justBefore(_ date: Date) -> Date {
  Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.nextDown)
}

/// Checks the contract of `nextChange` for `render` at each of `instants`: the text holds
/// until just before it (0.001 s before, and one representable instant before) and differs
/// at it; without a change the text holds at a spread of later instants.
private func checkChanges(
  at instants: [Date], sourceLocation: SourceLocation = #_sourceLocation,
  _ render: (Date) -> TimedText
) {
  for now in instants {
    let current = render(now)
    guard let change = current.nextChange else {
      for later: Double in [1, 59.5, 3_600, 86_400 * 400] {
        #expect(
          render(now.addingTimeInterval(later)).text == current.text,
          "\(current.text) at \(now) changes at +\(later) s", sourceLocation: sourceLocation)
      }
      continue
    }
    #expect(change > now, sourceLocation: sourceLocation)
    let before = max(now, change.addingTimeInterval(-0.001))
    #expect(render(before).text == current.text, sourceLocation: sourceLocation)
    if justBefore(change) > now {
      #expect(
        render(justBefore(change)).text == current.text, "not exact at \(now)",
        sourceLocation: sourceLocation)
    }
    #expect(
      render(change).text != current.text, "\(current.text) at \(now) unchanged at \(change)",
      sourceLocation: sourceLocation)
  }
}

/// Instants before, at and after t0, at whole seconds, fractions and unit boundaries.
private let spread: [Date] = {
  var offsets: [Double] = [0, 0.25, 0.5, 0.999, 1, 1.5, 59, 59.5, 60, 60.25, 3_599.5, 3_600]
  offsets += [3_601, 3_659, 3_660, 7_199.75, 86_399.5, 86_400, 90_000, 604_799.5, 604_800]
  offsets += [2_591_999.5, 2_592_000, 2_500_000, 31_535_999.5, 31_536_000, 1e8 + 0.3]
  offsets += (0..<40).map { Double($0) * 7_777.77 }
  return (offsets + offsets.map { -$0 }).map(at)
}()

@Suite struct TimeTextTimerStyleTests {
  @Test func formatsMinutesUnderAnHourAndHoursFromAnHour() {
    #expect(render(at(299), .timer, now: t0).text == "4:59")
    #expect(render(at(5), .timer, now: t0).text == "0:05")
    #expect(render(at(3_599), .timer, now: t0).text == "59:59")
    #expect(render(at(3_600), .timer, now: t0).text == "1:00:00")
    #expect(render(at(133_141), .timer, now: t0).text == "36:59:01")
  }

  @Test func countsDownBeforeTheDate() {
    let result = render(at(299.25), .timer, now: t0)
    #expect(result == TimedText(text: "5:00", nextChange: at(0.25)))
  }

  @Test func showsZeroAtTheDate() {
    #expect(render(t0, .timer, now: t0) == TimedText(text: "0:00", nextChange: at(1)))
    #expect(render(t0, .timer, now: at(-0.5)) == TimedText(text: "0:01", nextChange: t0))
  }

  @Test func countsUpAfterTheDate() {
    #expect(render(t0, .timer, now: at(65.5)) == TimedText(text: "1:05", nextChange: at(66)))
    #expect(render(t0, .timer, now: at(3_600)).text == "1:00:00")
  }

  @Test func rollsFromOneHourTo5959() {
    let end = at(3_600)
    #expect(render(end, .timer, now: t0) == TimedText(text: "1:00:00", nextChange: at(1)))
    #expect(render(end, .timer, now: at(0.5)).text == "1:00:00")
    #expect(render(end, .timer, now: at(1)) == TimedText(text: "59:59", nextChange: at(2)))
  }

  @Test func nextChangeIsExact() {
    checkChanges(at: spread) { render(t0, .timer, now: $0) }
    checkChanges(at: spread) { render(at(12_345.678), .timer, now: $0) }
  }
}

@Suite struct TimeTextRelativeStyleTests {
  @Test func showsTheTwoLargestUnits() {
    #expect(render(t0, .relative, now: at(674)).text == "11 min, 14 sec")
    #expect(render(t0, .relative, now: at(8_580)).text == "2 hr, 23 min")
    #expect(render(t0, .relative, now: at(97_200)).text == "1 day, 3 hr")
    #expect(render(t0, .relative, now: at(45)).text == "45 sec")
    #expect(render(t0, .relative, now: at(2 * 86_400 + 5)).text == "2 days")
    #expect(render(t0, .relative, now: at(3_659)).text == "1 hr")
    #expect(render(t0, .relative, now: at(604_800 + 3 * 86_400)).text == "1 wk, 3 days")
    #expect(render(t0, .relative, now: at(3 * 604_800)).text == "3 wks")
  }

  @Test func isTheAbsoluteDistance() {
    #expect(render(at(674), .relative, now: t0).text == "11 min, 14 sec")
    #expect(render(at(-674), .relative, now: t0).text == "11 min, 14 sec")
  }

  @Test func roundsUpBeforeTheDate() {
    #expect(render(at(44.2), .relative, now: t0) == TimedText(text: "45 sec", nextChange: at(0.2)))
    #expect(
      render(at(3_630), .relative, now: t0) == TimedText(text: "1 hr, 1 min", nextChange: at(30)))
    #expect(render(at(3_599.5), .relative, now: t0) == TimedText(text: "1 hr", nextChange: at(0.5)))
    #expect(render(at(86_399), .relative, now: t0) == TimedText(text: "1 day", nextChange: at(59)))
  }

  @Test func showsZeroAtTheDateAndRoundsDownAfter() {
    #expect(render(t0, .relative, now: at(-0.5)) == TimedText(text: "1 sec", nextChange: t0))
    #expect(render(t0, .relative, now: t0) == TimedText(text: "0 sec", nextChange: at(1)))
    #expect(render(t0, .relative, now: at(0.75)).text == "0 sec")
    #expect(
      render(t0, .relative, now: at(3_600.5)) == TimedText(text: "1 hr", nextChange: at(3_660)))
    #expect(
      render(t0, .relative, now: at(86_399))
        == TimedText(text: "23 hr, 59 min", nextChange: at(86_400)))
  }

  @Test func nextChangeIsExact() {
    checkChanges(at: spread) { render(t0, .relative, now: $0) }
    checkChanges(at: spread) { render(at(0.125), .relative, now: $0) }
  }

  @Test func nextChangeMatchesAScanOfEverySecond() {
    // Unit boundaries: minute, hour, day (with the carry from 23 hr, 59 min), week.
    scanEverySecond(
      style: .relative, ranges: [0...8_000, 82_000...90_000, 602_000...608_000])
  }
}

@Suite struct TimeTextOffsetStyleTests {
  @Test func showsTheSignedLargestUnit() {
    #expect(render(at(660), .offset, now: t0).text == "+11 minutes")
    #expect(render(at(3_600), .offset, now: t0).text == "+1 hour")
    #expect(render(at(-90 * 86_400 - 7), .offset, now: t0).text == "-3 months")
    #expect(render(at(-1), .offset, now: t0).text == "-1 second")
    #expect(render(at(-2 * 31_536_000), .offset, now: t0).text == "-2 years")
    #expect(render(at(-14 * 86_400), .offset, now: t0).text == "-2 weeks")
    #expect(render(at(-86_400), .offset, now: t0).text == "-1 day")
  }

  @Test func roundsUpBeforeTheDateCarryingIntoTheNextUnit() {
    #expect(
      render(at(600.5), .offset, now: t0) == TimedText(text: "+11 minutes", nextChange: at(0.5)))
    #expect(render(at(3_570), .offset, now: t0) == TimedText(text: "+1 hour", nextChange: at(30)))
    #expect(render(at(29 * 86_400), .offset, now: t0).text == "+1 month")
    #expect(render(at(361 * 86_400), .offset, now: t0).text == "+1 year")
  }

  @Test func isZeroAtTheDate() {
    #expect(render(t0, .offset, now: at(-0.5)) == TimedText(text: "+1 second", nextChange: t0))
    #expect(render(t0, .offset, now: t0) == TimedText(text: "+0 seconds", nextChange: at(1)))
    #expect(render(t0, .offset, now: at(1)) == TimedText(text: "-1 second", nextChange: at(2)))
  }

  @Test func nextChangeIsExact() {
    checkChanges(at: spread) { render(t0, .offset, now: $0) }
    checkChanges(at: spread) { render(at(-0.375), .offset, now: $0) }
  }

  @Test func nextChangeMatchesAScanOfEverySecond() {
    // Around each unit boundary and each carry threshold (6 days ahead reads "+1 week",
    // 28 days "+1 month", 360 days "+1 year").
    let day = 86_400
    let edges = [6 * day, 7 * day, 28 * day, 30 * day, 360 * day, 365 * day]
    scanEverySecond(
      style: .offset,
      ranges: [0...8_000, 82_000...88_000] + edges.map { ($0 - 1_500)...($0 + 1_500) })
  }
}

/// Compares `nextChange` with a scan of every whole second in `ranges` of distances
/// before and after t0, where the text of `style` can change (texts round whole seconds).
private func scanEverySecond(
  style: DateTextStyle, ranges: [ClosedRange<Int>],
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let atDate = render(t0, style, now: t0).text
  for range in ranges {
    // Before the date, the text for distance k shows while it lies in (k - 1, k]; in time
    // order k falls, and the text changes at t0 - j for the next k = j whose text differs.
    var changeAt: Date?  // where the text of the run holding the previous k ends
    var previousText = range.lowerBound == 0 ? atDate : nil
    for k in range where k > 0 {
      let now = at(-Double(k) + 0.5)
      let result = render(t0, style, now: now)
      if let previousText, previousText != result.text {
        changeAt = at(-Double(k - 1))
      }
      previousText = result.text
      if let changeAt {
        #expect(
          result.nextChange == changeAt, "\(result.text) \(k) s ahead",
          sourceLocation: sourceLocation)
        if result.nextChange != changeAt { return }
      }
    }
    // After it, the text for elapsed k shows while it lies in [k, k + 1); scanning k down,
    // the text changes at t0 + j for the next larger k = j whose text differs.
    changeAt = nil
    previousText = nil
    for k in range.reversed() {
      let result = render(t0, style, now: at(Double(k) + 0.5))
      if let previousText, previousText != result.text {
        changeAt = at(Double(k + 1))
      }
      previousText = result.text
      if let changeAt {
        #expect(
          result.nextChange == changeAt, "\(result.text) \(k) s after",
          sourceLocation: sourceLocation)
        if result.nextChange != changeAt { return }
      }
    }
  }
}

@Suite struct TimeTextCalendarStyleTests {
  @Test func timeUsesTheLocalePattern() {
    #expect(render(t0, .time, now: t0) == TimedText(text: "2:13 PM", nextChange: nil))
    let posixTime = TimeText.date(t0, style: .time, now: t0, locale: posix, timeZone: utc)
    #expect(posixTime.text == "2:13 PM")
    let german = TimeText.date(
      t0, style: .time, now: t0, locale: Locale(identifier: "de_DE"), timeZone: utc)
    #expect(german.text == "14:13")
    let tokyo = TimeText.date(
      t0, style: .time, now: t0, locale: usEnglish, timeZone: TimeZone(identifier: "Asia/Tokyo")!)
    #expect(tokyo.text == "11:13 PM")
  }

  @Test func dateUsesTheLongStyle() {
    #expect(render(t0, .date, now: t0) == TimedText(text: "September 21, 2026", nextChange: nil))
    let june = Date(timeIntervalSince1970: 1_559_592_000)  // 2019-06-03 20:00 UTC
    #expect(render(june, .date, now: t0).text == "June 3, 2019")
  }

  @Test(arguments: [DateTextStyle.time, .date])
  func showsTheDateItselfBeforeAtAndAfterIt(style: DateTextStyle) {
    let text = render(t0, style, now: t0).text
    for now in [at(-86_400 * 3), at(-0.5), t0, at(59.9), at(86_400 * 40)] {
      #expect(render(t0, style, now: now) == TimedText(text: text, nextChange: nil))
    }
    checkChanges(at: spread) { render(t0, style, now: $0) }
  }

  @Test func usesPlainSpacesOnly() {
    for style in [DateTextStyle.time, .date] {
      let text = render(t0, style, now: t0).text
      #expect(!text.unicodeScalars.contains { $0 == "\u{202F}" || $0 == "\u{2009}" })
    }
  }
}

@Suite struct TimeTextIntervalTests {
  private let tenAM = Date(timeIntervalSince1970: 1_789_984_800)  // 2026-09-21 10:00 UTC

  @Test func sameDayShowsTimesOnly() {
    let range = tenAM...tenAM.addingTimeInterval(5_400)
    let result = TimeText.interval(range, locale: usEnglish, timeZone: utc)
    #expect(result == TimedText(text: "10:00 – 11:30 AM", nextChange: nil))
    let posixResult = TimeText.interval(range, locale: posix, timeZone: utc)
    #expect(posixResult.text == "10:00 – 11:30 AM")
    let german = TimeText.interval(range, locale: Locale(identifier: "de_DE"), timeZone: utc)
    #expect(german.text == "10:00–11:30 Uhr")
  }

  @Test func acrossNoonAndAcrossDays() {
    let range = tenAM...tenAM.addingTimeInterval(4 * 3_600)
    #expect(TimeText.interval(range, locale: usEnglish, timeZone: utc).text == "10:00 AM – 2:00 PM")
    let days = tenAM...tenAM.addingTimeInterval(86_400)
    let text = TimeText.interval(days, locale: usEnglish, timeZone: utc).text
    #expect(text == "Sep 21, 2026 at 10:00 AM – Sep 22, 2026 at 10:00 AM")
  }

  @Test func zeroLengthShowsOneTime() {
    #expect(TimeText.interval(tenAM...tenAM, locale: usEnglish, timeZone: utc).text == "10:00 AM")
  }
}

@Suite struct TimeTextTimerIntervalTests {
  private func timer(
    _ range: ClosedRange<Date>, pause: Date? = nil, down: Bool = true, hours: Bool = true,
    now: Date
  ) -> TimedText {
    TimeText.timerInterval(
      range, pauseTime: pause, countsDown: down, showsHours: hours, now: now)
  }

  @Test func countsDownOverTheRange() {
    let range = t0...at(720)
    #expect(timer(range, now: at(-100)) == TimedText(text: "12:00", nextChange: at(1)))
    #expect(timer(range, now: t0) == TimedText(text: "12:00", nextChange: at(1)))
    #expect(timer(range, now: at(30)) == TimedText(text: "11:30", nextChange: at(31)))
    #expect(timer(range, now: at(719.5)) == TimedText(text: "0:01", nextChange: at(720)))
    #expect(timer(range, now: at(720)) == TimedText(text: "0:00", nextChange: nil))
    #expect(timer(range, now: at(5_000)) == TimedText(text: "0:00", nextChange: nil))
  }

  @Test func beforeTheStartChangesAtTheFirstTickAfterIt() {
    let range = t0...at(720.5)
    #expect(timer(range, now: at(-100)) == TimedText(text: "12:01", nextChange: at(0.5)))
    #expect(timer(range, down: false, now: at(-100)) == TimedText(text: "0:00", nextChange: at(1)))
  }

  @Test func countsUpOverTheRange() {
    let range = t0...at(720.5)
    #expect(timer(range, down: false, now: at(30.5)) == TimedText(text: "0:30", nextChange: at(31)))
    #expect(
      timer(range, down: false, now: at(719)) == TimedText(text: "11:59", nextChange: at(720)))
    #expect(timer(range, down: false, now: at(720)) == TimedText(text: "12:00", nextChange: nil))
    #expect(timer(range, down: false, now: at(9_999)) == TimedText(text: "12:00", nextChange: nil))
  }

  @Test func rollsFromOneHourTo5959WithHours() {
    let range = t0...at(3_600)
    #expect(timer(range, now: t0) == TimedText(text: "1:00:00", nextChange: at(1)))
    #expect(timer(range, now: at(0.5)).text == "1:00:00")
    #expect(timer(range, now: at(1)).text == "59:59")
  }

  @Test func withoutHoursMinutesKeepGrowing() {
    #expect(timer(t0...at(5_400), hours: false, now: t0).text == "90:00")
    #expect(timer(t0...at(9_000), hours: false, now: at(1_493)).text == "125:07")
    #expect(timer(t0...at(9_000), hours: true, now: at(1_493)).text == "2:05:07")
    #expect(timer(t0...at(9_000), down: false, hours: false, now: at(7_507)).text == "125:07")
  }

  @Test func pausedTimerNeverChanges() {
    let range = t0...at(720)
    let paused = timer(range, pause: at(100), now: at(500))
    #expect(paused == TimedText(text: "10:20", nextChange: nil))
    #expect(timer(range, pause: at(100), now: at(100)) == TimedText(text: "10:20", nextChange: nil))
    #expect(timer(range, pause: at(100), down: false, now: at(500)).text == "1:40")
    checkChanges(at: spread) { timer(range, pause: at(100), now: $0) }
  }

  @Test func futurePauseStopsTheClockWhenReached() {
    let range = t0...at(720)
    #expect(
      timer(range, pause: at(100), now: at(50)) == TimedText(text: "11:10", nextChange: at(51)))
    #expect(
      timer(range, pause: at(100.5), now: at(99.5)) == TimedText(text: "10:21", nextChange: at(100))
    )
    #expect(
      timer(range, pause: at(100.5), now: at(100.2)) == TimedText(text: "10:20", nextChange: nil))
  }

  @Test func zeroLengthShowsZero() {
    for now in [at(-5), t0, at(5)] {
      #expect(timer(t0...t0, now: now) == TimedText(text: "0:00", nextChange: nil))
      #expect(timer(t0...t0, down: false, now: now) == TimedText(text: "0:00", nextChange: nil))
    }
  }

  @Test(arguments: [true, false])
  func nextChangeIsExact(countsDown: Bool) {
    for hours in [true, false] {
      let range = at(-3_700.25)...at(4_000.5)
      checkChanges(at: spread) { timer(range, down: countsDown, hours: hours, now: $0) }
      checkChanges(at: spread) {
        timer(range, pause: at(60.25), down: countsDown, hours: hours, now: $0)
      }
      checkChanges(at: spread) { timer(t0...t0, down: countsDown, hours: hours, now: $0) }
    }
  }
}

@Suite struct TimeTextExtremeDateTests {
  private let extremes: [Date] = [
    Date(timeIntervalSinceReferenceDate: 1e15), Date(timeIntervalSinceReferenceDate: -1e15),
    Date(timeIntervalSinceReferenceDate: 1e300), .distantFuture, .distantPast,
    Date(timeIntervalSinceReferenceDate: .infinity),
    Date(timeIntervalSinceReferenceDate: -.infinity), Date(timeIntervalSinceReferenceDate: .nan),
    t0,
  ]
  private let styles: [DateTextStyle] = [.timer, .relative, .offset, .time, .date]

  @Test func dateStylesNeverTrap() {
    for date in extremes {
      for now in extremes {
        for style in styles {
          let result = render(date, style, now: now)
          if let change = result.nextChange {
            #expect(change > now)
          }
        }
      }
    }
  }

  @Test func farDatesGiveLargeButFiniteTexts() {
    #expect(render(.distantFuture, .timer, now: t0).text == "17306169:46:40")
    #expect(render(t0, .timer, now: .distantFuture).text == "17306169:46:40")
    #expect(render(.distantFuture, .relative, now: t0).text == "103013 wks")
    #expect(render(.distantPast, .offset, now: t0).text == "-2027 years")
    let far = render(Date(timeIntervalSinceReferenceDate: 1e15), .timer, now: t0)
    #expect(far.text.hasSuffix(":33:20"))
    // 10^15 s out, Doubles are 0.125 s apart: the change lands within that of t0 + 1 s.
    let farChange = far.nextChange.map { abs($0.timeIntervalSince(at(1))) }
    #expect(farChange.map { $0 <= 0.125 } == true)
    let infinite = render(Date(timeIntervalSinceReferenceDate: .infinity), .offset, now: t0)
    #expect(infinite.text == "+31709767 years")
  }

  @Test func timerIntervalsNeverTrap() {
    for low in extremes where !low.timeIntervalSinceReferenceDate.isNaN {
      for high in extremes where !high.timeIntervalSinceReferenceDate.isNaN && high >= low {
        for now in extremes {
          for pause in [nil, now, t0] {
            for down in [true, false] {
              let result = TimeText.timerInterval(
                low...high, pauseTime: pause, countsDown: down, showsHours: true, now: now)
              #expect(!result.text.isEmpty)
            }
          }
        }
        let interval = TimeText.interval(low...high, locale: usEnglish, timeZone: utc)
        #expect(!interval.text.isEmpty)
      }
    }
  }
}

@Suite struct TimeTextFormatCacheTests {
  @Test func concurrentFormattingAgrees() async {
    let locales = ["en_US", "de_DE", "fr_FR", "ja_JP", "en_GB"].map(Locale.init(identifier:))
    let expected = locales.map {
      TimeText.date(t0, style: .time, now: t0, locale: $0, timeZone: utc).text
    }
    let results = await withTaskGroup(of: [String].self) { group in
      for _ in 0..<8 {
        group.addTask {
          (0..<50).flatMap { _ in
            locales.map { TimeText.date(t0, style: .time, now: t0, locale: $0, timeZone: utc).text }
          }
        }
      }
      return await group.reduce(into: [[String]]()) { $0.append($1) }
    }
    for result in results {
      #expect(result == Array((0..<50).map { _ in expected }.joined()))
    }
  }

  @Test func moreTimeZonesThanTheFormatterCacheHoldsStayCorrect() {
    for hour in 0..<(CalendarFormats.capacity * 2) {
      let zone = TimeZone(secondsFromGMT: hour * 900)!
      let text = TimeText.date(t0, style: .time, now: t0, locale: posix, timeZone: zone).text
      let shifted = TimeText.date(
        t0.addingTimeInterval(Double(hour * 900)), style: .time, now: t0, locale: posix,
        timeZone: utc)
      #expect(text == shifted.text)
    }
  }
}
