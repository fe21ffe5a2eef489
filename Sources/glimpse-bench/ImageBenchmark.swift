import Foundation
import GlimpseAssets
import GlimpseLayout
import GlimpseUI

/// The `image` benchmark: an asset image from the test fixture catalog in this checkout
/// (`Tests/GlimpseUITests/Fixtures/Assets.xcassets`), drawn at 16x8 cells in a card-sized
/// view. The first draw decodes the file and reduces it to half blocks; every later draw
/// at the same size reuses both.
@MainActor
enum ImageBenchmark {
  struct Result {
    var firstDrawMicroseconds: Double
    var microsecondsPerDraw: Double
    var checksum: Int
    var sample: String
  }

  static let catalogPath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Tests/GlimpseUITests/Fixtures/Assets.xcassets")

  static func run(count: Int) throws -> Result {
    var environment = EnvironmentValues()
    environment.assets = try AssetCatalog.load(from: catalogPath)
    guard environment.assets.imageNames.contains("Quad") else {
      throw CocoaError(.fileReadNoSuchFile)
    }
    let plain = ProcessInfo.processInfo.environment["GLIMPSE_BENCH_IMAGE_BASELINE"] == "1"
    let view = HStack {
      if plain {
        Color.red.frame(width: 112, height: 160)
      } else {
        Image("Quad").resizable().frame(width: 112, height: 160)
      }
      Text("Quad")
    }
    let clock = ContinuousClock()
    var start = clock.now
    let first = Snapshot(view, width: 24, height: 8, environment: environment)
    let firstDraw = seconds(clock.now - start)
    start = clock.now
    var checksum = 0
    for _ in 0..<count {
      let snapshot = Snapshot(view, width: 24, height: 8, environment: environment)
      checksum &+= Int(snapshot.canvas[3, 3].style.foreground.packed)
    }
    let elapsed = seconds(clock.now - start)
    return Result(
      firstDrawMicroseconds: firstDraw * 1e6,
      microsecondsPerDraw: elapsed * 1e6 / Double(count), checksum: checksum,
      sample: first.ansi)
  }

  private static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }
}
