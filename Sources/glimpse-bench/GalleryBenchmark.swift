import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// Renders every demo x state x presentation x device once.
@MainActor
enum GalleryBenchmark {
  struct Result {
    var renders: Int
    var seconds: Double
    var cells: Int
  }

  static func run(previews: [ActivityPreview], rounds: Int) throws -> Result {
    var jobs: [(ActivityViews, Presentation, RenderSettings)] = []
    for preview in previews {
      let timeline = try preview.loadTimeline()
      for event in timeline.events {
        guard let views = timeline.moment(at: event.time).views else { continue }
        for device in DeviceProfile.all {
          var settings = RenderSettings(now: event.time)
          settings.device = device
          for presentation in device.presentations {
            jobs.append((views, presentation, settings))
          }
        }
      }
    }
    var result = Result(renders: 0, seconds: 0, cells: 0)
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<rounds {
      for (views, presentation, settings) in jobs {
        let canvas = try PresentationRenderer.render(presentation, views: views, settings: settings)
        result.cells &+= canvas.width * canvas.height
        result.renders += 1
      }
    }
    let elapsed = clock.now - start
    result.seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return result
  }
}
