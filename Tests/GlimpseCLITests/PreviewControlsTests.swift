import Foundation
import GlimpseDemos
import GlimpseLayout
import GlimpseTerminal
import Testing

@testable import Glimpse

/// Pressing the buttons of a Live Activity in the preview: the coffee order's rating
/// buttons perform `RateDrinkIntent`, which ends the activity through
/// `Activity<DrinkOrderAttributes>.activities`.
@MainActor
@Suite(.serialized) struct PreviewControlsTests {
  final class Clock {
    var now = Date(timeIntervalSince1970: 0)
  }

  let size = CellSize(width: 120, height: 40)

  /// The coffee order's preview at its "picked up" state, when the rating buttons show.
  func pickedUp(clock: Clock) throws -> PreviewApp {
    let options = try RenderOptions(
      ArgumentParser(command: "preview", options: RenderOptions.options).parse([]),
      command: "preview")
    let index = try #require(DemoGallery.all.firstIndex { $0.name == "coffee-order" })
    let session = try PreviewSession(
      previews: DemoGallery.all, activity: index, options: options, statesFile: nil,
      wall: clock.now)
    let app = PreviewApp(session: session, wallClock: { clock.now })
    session.moveToEvent(4, wall: clock.now)
    return app
  }

  /// Where `glyph` is drawn on `canvas`, first found.
  func find(_ glyph: String, on canvas: Canvas) -> CellPoint? {
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where !canvas[x, y].isContinuation {
        if canvas.glyph(x: x, y: y) == glyph { return CellPoint(x: x, y: y) }
      }
    }
    return nil
  }

  func row(_ y: Int, of canvas: Canvas) -> String {
    (0..<canvas.width).filter { !canvas[$0, y].isContinuation }.map { canvas.glyph(x: $0, y: y) }
      .joined()
  }

  @Test func downSelectsAButtonAndEnterPerformsItsIntent() throws {
    let clock = Clock()
    let app = try pickedUp(clock: clock)
    app.session.focus = .lockScreen
    var canvas = try app.render(size: size)
    #expect(canvas.plainText.contains("👍"))
    #expect(app.handle(.key(.down)))
    let message = try #require(app.session.message)
    #expect(message.text == "button Rate Drink (RateDrinkIntent) · Enter presses it")
    canvas = try app.render(size: size)
    let thumb = try #require(find("👍", on: canvas))
    #expect(canvas[thumb.x, thumb.y].style.attributes.contains(.reverse), "the selection shows")
    #expect(app.handle(.key(.enter)))
    let done = try #require(app.session.message)
    #expect(done.text == "button Rate Drink (RateDrinkIntent): done · ended the activity")
    #expect(!done.isError)
    canvas = try app.render(size: size)
    #expect(canvas.plainText.contains("ENDED"), "\(canvas.plainText)")
    #expect(row(size.height - 2, of: canvas).contains("intent"))
  }

  @Test func aClickOnAButtonPerformsItsIntentInTheGallery() throws {
    let clock = Clock()
    let app = try pickedUp(clock: clock)
    var canvas = try app.render(size: size)
    let poor = try #require(find("👎", on: canvas))
    #expect(app.handle(.mouse(x: poor.x, y: poor.y)))
    #expect(app.session.focus == nil, "a click on a button presses it, not focuses")
    #expect(app.session.message?.text.hasSuffix("done · ended the activity") == true)
    canvas = try app.render(size: size)
    #expect(canvas.plainText.contains("ENDED"))
    // The poor rating's button is now red, the great one grey.
    let theme = app.session.options.theme
    let poorAfter = try #require(find("👎", on: canvas))
    #expect(canvas[poorAfter.x - 2, poorAfter.y].style.foreground == theme[.red])
  }

  @Test func aClickBesideTheButtonsStillFocuses() throws {
    let clock = Clock()
    let app = try pickedUp(clock: clock)
    let canvas = try app.render(size: size)
    let title = try #require(find("L", on: canvas))
    _ = app.handle(.mouse(x: title.x, y: title.y))
    #expect(app.session.focus != nil)
    #expect(app.session.message == nil)
  }

  @Test func aViewWithoutIntentButtonsSaysSo() throws {
    let clock = Clock()
    let app = try pickedUp(clock: clock)
    app.session.moveToEvent(0, wall: clock.now)
    _ = try app.render(size: size)
    _ = app.handle(.key(.down))
    #expect(app.session.message?.text == "no buttons or toggles that perform intents here")
  }
}
