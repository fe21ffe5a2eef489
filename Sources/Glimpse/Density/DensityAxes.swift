import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// What a density sweep varies, from the command line: devices, presentations, limited
/// width, locales, pseudo-languages and Dynamic Type sizes. The states are the activity's.
struct DensityAxes: Equatable {
  /// The devices (default: iPhone 16 Pro, iPhone 16 Pro Max, Apple Watch 45 mm).
  var devices: [DeviceProfile] = [.iPhone16Pro, .iPhone16ProMax, .watch45]
  /// The presentations asked for; nil for every one each device shows.
  var presentations: [Presentation]?
  /// Limited width off, on, or both (default both; only island presentations vary).
  var limitedWidth: [Bool] = [false, true]
  /// Locale identifiers (default en_US).
  var locales: [String] = [RenderDefaults.localeIdentifier]
  /// Pseudo-languages, nil for none (default: none only).
  var pseudo: [PseudoLanguage?] = [nil]
  /// Dynamic Type sizes (default: large only).
  var dynamicTypes: [DynamicTypeSize] = [.large]

  /// The most renders a sweep makes: some 10 s on two cores, and a bound on its time and
  /// output (a sweep past it is refused before anything is drawn, in one line).
  static let maximumRenders = 200_000

  /// How many variants ``variants(stateCount:defaults:)`` makes, without making them.
  func count(stateCount: Int, defaults: [Presentation]?) -> Int {
    var perState = 0
    for device in devices {
      for presentation in presentations(on: device, defaults: defaults) {
        perState += limitedWidth.filter { !$0 || presentation.isIsland }.count
      }
    }
    let (product, overflow) = [stateCount, locales.count, pseudo.count, dynamicTypes.count]
      .reduce((perState, false)) { total, factor in
        let (value, over) = total.0.multipliedReportingOverflow(by: factor)
        return (value, total.1 || over)
      }
    return overflow ? Int.max : product
  }

  /// The variants for `stateCount` states with `defaults` as the activity's own
  /// presentations, in the order the report lists them: device, presentation, limited
  /// width, state, locale, pseudo-language, type size.
  func variants(stateCount: Int, defaults: [Presentation]?) -> [DensityVariant] {
    var variants: [DensityVariant] = []
    for device in devices {
      for presentation in presentations(on: device, defaults: defaults) {
        for limited in limitedWidth where !limited || presentation.isIsland {
          for state in 0..<stateCount {
            for locale in locales {
              for pseudo in pseudo {
                for size in dynamicTypes {
                  variants.append(
                    DensityVariant(
                      presentation: presentation, device: device, limitedWidth: limited,
                      state: state, locale: locale, pseudo: pseudo, dynamicType: size))
                }
              }
            }
          }
        }
      }
    }
    return variants
  }

  /// The presentations drawn on `device`: those asked for that it shows, or the activity's
  /// defaults that it shows, or all it shows.
  func presentations(on device: DeviceProfile, defaults: [Presentation]?) -> [Presentation] {
    if let presentations { return presentations.filter(device.presentations.contains) }
    if let defaults {
      let available = defaults.filter(device.presentations.contains)
      if !available.isEmpty { return available }
    }
    return device.presentations
  }

  /// A comma list (`a,b`, or repeated options), empty and repeated entries dropped.
  static func list(_ values: [String]) -> [String] {
    var seen = Set<String>()
    return
      values.flatMap {
        $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
      }
      .filter { !$0.isEmpty && seen.insert($0).inserted }
  }

  /// Dynamic Type sizes from `large`, `large,AX3` or a range `xSmall...accessibility3`.
  static func dynamicTypes(_ text: String) -> [DynamicTypeSize]? {
    var sizes: [DynamicTypeSize] = []
    for part in list([text]) {
      if let range = part.range(of: "...") {
        guard
          let low = LocalizationOptions.dynamicTypeSize(named: String(part[..<range.lowerBound])),
          let high = LocalizationOptions.dynamicTypeSize(
            named: String(part[range.upperBound...])),
          low <= high
        else { return nil }
        sizes += DynamicTypeSize.allCases.filter { $0 >= low && $0 <= high }
      } else {
        guard let size = LocalizationOptions.dynamicTypeSize(named: part) else { return nil }
        sizes.append(size)
      }
    }
    var seen = Set<DynamicTypeSize>()
    let unique = sizes.filter { seen.insert($0).inserted }
    return unique.isEmpty ? nil : unique
  }
}
