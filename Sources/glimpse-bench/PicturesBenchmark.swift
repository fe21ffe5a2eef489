import Foundation
import GlimpseActivity
import GlimpseLayout
import GlimpseUI

/// Writes every demo x state x presentation x device render as an SVG, and all of them
/// as one HTML contact sheet: what `render --format svg` and `density --format html` add
/// to drawing.
@MainActor
enum PicturesBenchmark {
  struct Result {
    /// The renders written each round.
    var renders: Int
    /// Seconds writing SVGs, all rounds.
    var svgSeconds: Double
    /// Bytes of SVG, one round.
    var svgBytes: Int
    /// Seconds writing the sheet, all rounds.
    var sheetSeconds: Double
    /// Bytes of the sheet.
    var sheetBytes: Int
  }

  static func run(previews: [ActivityPreview], rounds: Int) throws -> Result {
    var entries: [ContactSheet.Entry] = []
    for preview in previews {
      let timeline = try preview.loadTimeline()
      for (index, event) in timeline.events.enumerated() {
        guard let views = timeline.moment(at: event.time).views else { continue }
        for device in DeviceProfile.all {
          var settings = RenderSettings(now: event.time)
          settings.device = device
          for presentation in device.presentations {
            let canvas = try PresentationRenderer.render(
              presentation, views: views, settings: settings)
            entries.append(
              ContactSheet.Entry(
                presentation: presentation.rawValue, device: device.name,
                title: "\(preview.name) state \(index + 1)", canvas: canvas))
          }
        }
      }
    }
    let style = PictureStyle.dark
    var result = Result(
      renders: entries.count, svgSeconds: 0, svgBytes: 0, sheetSeconds: 0, sheetBytes: 0)
    let clock = ContinuousClock()
    func seconds(_ duration: Duration) -> Double {
      Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
    var start = clock.now
    for round in 0..<rounds {
      var bytes = 0
      for entry in entries {
        let panel = SVGDocument.Panel(heading: entry.title, canvas: entry.canvas)
        bytes += SVGDocument.document(title: nil, panels: [panel], style: style).utf8.count
      }
      if round == 0 { result.svgBytes = bytes }
    }
    result.svgSeconds = seconds(clock.now - start)
    start = clock.now
    let sheet = ContactSheet(title: "gallery", settings: [], entries: entries)
    for _ in 0..<rounds {
      result.sheetBytes = sheet.html(style: style).utf8.count
    }
    result.sheetSeconds = seconds(clock.now - start)
    return result
  }
}
