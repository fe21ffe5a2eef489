import Foundation
import Testing

@testable import GlimpseLayout

/// `.relative` and `.offset` text in the locale's language.
@Suite struct LocalizedTimeTextTests {
  /// 2026-09-21 14:13:20 UTC.
  let t0 = Date(timeIntervalSince1970: 1_790_000_000)

  func text(_ style: DateTextStyle, _ seconds: Double, _ locale: String) -> String {
    TimeText.date(
      t0.addingTimeInterval(seconds), style: style, now: t0, locale: Locale(identifier: locale),
      timeZone: TimeZone(identifier: "UTC")!
    ).text
  }

  @Test func relativeTimeIsInTheLocalesWords() {
    #expect(text(.relative, 674, "de_DE") == "11 Min., 14 Sek.")
    #expect(text(.relative, 97_200, "de_DE") == "1 Tg., 3 Std.")
    #expect(text(.relative, 0, "de_DE") == "0 Sek.")
    #expect(text(.relative, 674, "fr_FR") == "11\u{A0}min et 14\u{A0}s", "no-break spaces")
    #expect(text(.relative, 674, "ja_JP") == "11分 14秒")
    #expect(text(.relative, 674, "en_GB") == "11 min, 14 sec")
    #expect(text(.relative, 674, "en_US") == "11 min, 14 sec")
  }

  @Test func offsetsAreInTheLocalesWordsWithMonthsInEnglish() {
    #expect(text(.offset, 660, "de_DE") == "+11 Minuten")
    #expect(text(.offset, -3_600, "de_DE") == "-1 Stunde")
    #expect(text(.offset, 1, "ru_RU") == "+1 секунда")
    #expect(text(.offset, 0, "de_DE") == "+0 Sekunden")
    #expect(text(.offset, 90 * 86_400, "de_DE") == "+3 months")
    #expect(text(.offset, 660, "en_US") == "+11 minutes")
  }

  @Test func aLocalizedTimeTextChangesWhenTheEnglishOneDoes() {
    for seconds in [44.2, 674.5, 3_630, 86_399] {
      for style in [DateTextStyle.relative, .offset] {
        let date = t0.addingTimeInterval(seconds)
        let english = TimeText.date(
          date, style: style, now: t0, locale: Locale(identifier: "en_US"), timeZone: .gmt)
        let german = TimeText.date(
          date, style: style, now: t0, locale: Locale(identifier: "de_DE"), timeZone: .gmt)
        #expect(german.nextChange == english.nextChange)
      }
    }
  }
}
