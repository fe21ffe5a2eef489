import Foundation
import Testing

@testable import GlimpseFonts

/// A variable font, as Apple's SF-Pro.ttf is: the face's weight picks the `wght` instance
/// and its size the `opsz` instance. The fixture (Scripts/make-variable-test-font.py) has
/// W at 2000 units (default), 1600 (wght 100), 2400 (wght 900), 1800 (opsz 32); fontTools'
/// instancer gives 2140 at wght 700, opsz 22, and 1867 at wght 300 (rounded, as FreeType does).
@Suite struct VariableFontTests {
  static let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Fixtures/GlimpseTestVariable.ttf").path

  static func points(_ units: Double, size: Double) -> Double { units / 2048 * size }

  @Test(arguments: [true, false])
  func theWeightAxisFollowsTheFacesWeight(harfBuzz: Bool) throws {
    let metrics = try FontMetrics.load(path: Self.path, harfBuzz: harfBuzz)
    #expect(metrics.name == "Glimpse Test Variable")
    let cases: [(FontWeight, Double)] = [
      (.regular, 2000), (.ultraLight, 1600), (.black, 2400), (.bold, 2240),
      (.light, 1867),
    ]
    for (weight, units) in cases {
      let advance = metrics.advance(of: "W", in: FontFace(size: 12, weight: weight))
      #expect(abs(advance - Self.points(units, size: 12)) < 0.0001, "\(weight)")
    }
  }

  @Test(arguments: [true, false])
  func theOpticalSizeAxisFollowsTheFacesSize(harfBuzz: Bool) throws {
    let metrics = try FontMetrics.load(path: Self.path, harfBuzz: harfBuzz)
    // Tracking (SF Pro's table, applied to every font standing in for it) is added back.
    for (size, units) in [(12.0, 2000.0), (32, 1800), (40, 1800), (22, 1900), (8, 2000)] {
      let advance = metrics.advance(of: "W", in: FontFace(size: size))
      let tracking = SystemTracking.em(atSize: size) * size
      #expect(abs(advance - tracking - Self.points(units, size: size)) < 0.0001, "\(size) pt")
    }
    let both = metrics.advance(of: "W", in: FontFace(size: 22, weight: .bold))
    #expect(abs(both - SystemTracking.em(atSize: 22) * 22 - Self.points(2140, size: 22)) < 0.0001)
  }

  @Test func measuringAlternatelyAtTwoInstancesGivesEachItsOwnWidth() throws {
    let metrics = try FontMetrics.load(path: Self.path)
    let thin = FontFace(size: 12, weight: .ultraLight)
    let black = FontFace(size: 12, weight: .black)
    for _ in 0..<3 {
      #expect(metrics.width(of: "Wi".unicodeScalars, in: thin) == Self.points(2000, size: 12))
      #expect(metrics.width(of: "Wi".unicodeScalars, in: black) == Self.points(3000, size: 12))
    }
  }
}
