import Foundation
import GlimpseLayout
import Testing

@testable import GlimpseTerminal

/// Every test that touches ncurses (global state) lives in this one serialized suite.
@Suite(.serialized)
@MainActor
struct TerminalTests {
  // MARK: Drawing and reading back

  @Test func drawsGlyphsAndReadsThemBack() throws {
    let screen = try TerminalScreen.headless(width: 80, height: 24)
    defer { screen.close() }
    #expect(screen.size == CellSize(width: 80, height: 24))

    var canvas = Canvas(width: 80, height: 24)
    canvas.write("Hello", x: 0, y: 0, style: .plain)
    canvas.write("├──┼──┤", x: 2, y: 1, style: .plain)
    canvas.write("go 🚀!", x: 0, y: 2, style: .plain)
    canvas.write("漢字", x: 5, y: 3, style: .plain)
    canvas.write("cafe\u{301}", x: 0, y: 4, style: .plain)
    canvas.write("end", x: 77, y: 23, style: .plain)
    screen.draw(canvas)

    #expect(screen.rowText(0).hasPrefix("Hello "))
    #expect(screen.rowText(1).hasPrefix("  ├──┼──┤ "))
    #expect(screen.cellText(x: 3, y: 2) == "🚀")
    #expect(screen.cellText(x: 4, y: 2) == "")
    #expect(screen.cellText(x: 5, y: 2) == "!")
    #expect(screen.cellText(x: 5, y: 3) == "漢")
    #expect(screen.cellText(x: 6, y: 3) == "")
    #expect(screen.cellText(x: 7, y: 3) == "字")
    #expect(screen.cellText(x: 3, y: 4).unicodeScalars.map(\.value) == [0x65, 0x301])
    #expect(screen.rowText(23).hasSuffix("end"))
    #expect(screen.cellText(x: 79, y: 23) == "d")
    for y in 0..<24 {
      for x in 0..<80 {
        #expect(screen.cellText(x: x, y: y) == canvas.glyph(x: x, y: y), "at \(x),\(y)")
      }
    }
  }

  @Test func drawsAttributes() throws {
    let screen = try TerminalScreen.headless(width: 80, height: 24)
    defer { screen.close() }
    var canvas = Canvas(width: 80, height: 24)
    canvas.write("bold", x: 0, y: 0, style: CellStyle(attributes: .bold))
    canvas.write("rev", x: 0, y: 1, style: CellStyle(attributes: .reverse))
    canvas.write("both", x: 0, y: 2, style: CellStyle(attributes: [.bold, .reverse, .underline]))
    canvas.write("plain", x: 0, y: 3, style: .plain)
    screen.draw(canvas)

    #expect(screen.cell(x: 0, y: 0).bold && !screen.cell(x: 0, y: 0).reverse)
    #expect(screen.cell(x: 0, y: 1).reverse && !screen.cell(x: 0, y: 1).bold)
    #expect(screen.cell(x: 1, y: 2).attributes == [.bold, .reverse, .underline])
    #expect(screen.cell(x: 0, y: 3).attributes == [])
    #expect(screen.cell(x: 10, y: 0).attributes == [])
  }

  @Test func allocatesOneColourPairPerColourCombination() throws {
    let screen = try TerminalScreen.headless(width: 80, height: 24)
    defer { screen.close() }
    let red = rgb(255, 0, 0)
    let blue = rgb(0, 0, 255)
    var canvas = Canvas(width: 80, height: 24)
    canvas.write("red", x: 0, y: 0, style: CellStyle(foreground: red))
    canvas.write("blue", x: 0, y: 1, style: CellStyle(foreground: blue))
    canvas.write("red", x: 0, y: 2, style: CellStyle(foreground: red))
    canvas.write("on", x: 0, y: 3, style: CellStyle(foreground: red, background: blue))
    canvas.write("plain", x: 0, y: 4, style: .plain)
    screen.draw(canvas)

    let redCell = screen.cell(x: 0, y: 0)
    let blueCell = screen.cell(x: 0, y: 1)
    #expect(redCell.colorPair != 0 && blueCell.colorPair != 0)
    #expect(redCell.colorPair != blueCell.colorPair)
    #expect(screen.cell(x: 2, y: 2).colorPair == redCell.colorPair)
    #expect(redCell.foreground == red.paletteIndex256 && redCell.background == -1)
    #expect(blueCell.foreground == blue.paletteIndex256)
    let both = screen.cell(x: 1, y: 3)
    #expect(both.foreground == red.paletteIndex256 && both.background == blue.paletteIndex256)
    #expect(screen.cell(x: 0, y: 4).colorPair == 0)
    #expect(screen.colorPairs.count == 3)
  }

  @Test func reducesColoursToTheDepth() throws {
    let orange = rgb(255, 100, 0)
    var canvas = Canvas(width: 10, height: 1)
    canvas.write("x", x: 0, y: 0, style: CellStyle(foreground: orange, attributes: .bold))

    let ansi = try TerminalScreen.headless(width: 10, height: 1, colorDepth: .ansi16)
    ansi.draw(canvas)
    #expect(ansi.cell(x: 0, y: 0).foreground == orange.ansiIndex16)
    ansi.close()

    let none = try TerminalScreen.headless(width: 10, height: 1, colorDepth: .none)
    none.draw(canvas)
    #expect(none.cell(x: 0, y: 0).colorPair == 0)
    #expect(none.cell(x: 0, y: 0).bold)
    none.close()
  }

  @Test func startsColourPairsOverWhenTheyRunOut() throws {
    // xterm: 8 colours, 64 pairs (63 usable).
    let screen = try TerminalScreen.headless(
      width: 20, height: 10, term: "xterm", colorDepth: .ansi16)
    defer { screen.close() }
    #expect(screen.colorDepth == .ansi16)
    let palette = [
      rgb(0, 0, 0), rgb(205, 0, 0),
      rgb(0, 205, 0), rgb(205, 205, 0),
      rgb(0, 0, 238), rgb(205, 0, 205),
      rgb(0, 205, 205),
      rgb(229, 229, 229),
    ]
    func frame(backgrounds: Range<Int>) -> Canvas {
      var canvas = Canvas(width: 20, height: 10)
      for (row, background) in backgrounds.enumerated() {
        for (column, foreground) in palette.enumerated() {
          let style = CellStyle(foreground: foreground, background: palette[background])
          canvas.write("x", x: column, y: row, style: style)
        }
      }
      return canvas
    }
    screen.draw(frame(backgrounds: 0..<5))  // 40 pairs
    #expect(screen.colorPairs.count == 40)
    screen.draw(frame(backgrounds: 5..<8))  // 24 more: over the limit, so start over
    #expect(screen.colorPairs.count == 24)
    for row in 0..<3 {
      for column in 0..<8 {
        let cell = screen.cell(x: column, y: row)
        #expect(cell.foreground == column && cell.background == 5 + row)
      }
    }
  }

  // MARK: Sizes

  @Test func resizesDownToOneCell() throws {
    let screen = try TerminalScreen.headless(width: 80, height: 24)
    defer { screen.close() }
    screen.resize(to: CellSize(width: 120, height: 40))
    #expect(screen.size == CellSize(width: 120, height: 40))
    var wide = Canvas(width: 120, height: 40)
    wide.write("far corner", x: 110, y: 39, style: .plain)
    screen.draw(wide)
    #expect(screen.rowText(39).hasSuffix("far corner"))

    screen.resize(to: CellSize(width: 1, height: 1))
    #expect(screen.size == CellSize(width: 1, height: 1))
    var tiny = Canvas(width: 1, height: 1)
    tiny.write("!", x: 0, y: 0, style: .plain)
    screen.draw(tiny)
    #expect(screen.cellText(x: 0, y: 0) == "!")
    // A canvas bigger than the screen, and a wide glyph cut by its edge, are clipped.
    var emoji = Canvas(width: 4, height: 2)
    emoji.write("🚀", x: 0, y: 0, style: .plain)
    screen.draw(emoji)
    #expect(screen.cellText(x: 0, y: 0) == "\u{FFFD}")
    screen.draw(wide)
    #expect(
      screen.cellText(x: 0, y: 0) == " ", "only the canvas's first cell lands on a 1x1 screen")
    screen.resize(to: .zero)
    #expect(screen.size == CellSize(width: 1, height: 1))
  }

  @Test func closeIsIdempotent() throws {
    let screen = try TerminalScreen.headless(width: 10, height: 2)
    screen.close()
    screen.close()
    #expect(screen.isClosed)
    screen.draw(Canvas(width: 10, height: 2))
    #expect(screen.nextEvent(timeout: .zero) == nil)
  }

  // MARK: Opening the real terminal

  @Test func openWithoutTermThrows() {
    #expect(throws: TerminalError.noTerminal("TERM is not set")) {
      try TerminalScreen.open(colorDepth: nil, environment: [:])
    }
    #expect(throws: TerminalError.noTerminal("TERM is not set")) {
      try TerminalScreen.open(colorDepth: nil, environment: ["TERM": ""])
    }
  }

  @Test func explainsWhyThereIsNoTerminal() {
    let problem = TerminalScreen.terminalProblem
    #expect(problem("xterm", true, true) == nil)
    #expect(problem(nil, true, true) == "TERM is not set")
    #expect(problem("dumb", true, true) == "TERM=dumb cannot move the cursor")
    #expect(problem("xterm", false, true) == "standard input is not a terminal")
    #expect(problem("xterm", true, false) == "standard output is not a terminal")
  }

  @Test func headlessWithAnUnknownTermThrows() {
    #expect(throws: TerminalError.noTerminal("TERM=no-such-term is not in the terminfo database")) {
      try TerminalScreen.headless(width: 10, height: 2, term: "no-such-term")
    }
  }

  // MARK: Bytes on the wire

  @Test func oneChangedDigitSendsFewBytes() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-terminal-\(UUID().uuidString).out")
    defer { try? FileManager.default.removeItem(at: file) }
    let screen = try TerminalScreen.headless(width: 80, height: 24, output: file)
    defer { screen.close() }
    let accent = rgb(10, 132, 255)
    func frame(_ time: String) -> Canvas {
      var canvas = Canvas(width: 80, height: 24)
      canvas.write("╭──────────────────────────╮", x: 2, y: 1, style: .plain)
      canvas.write("│ 🚕 Driver arriving        │", x: 2, y: 2, style: .plain)
      canvas.write(time, x: 22, y: 2, style: CellStyle(foreground: accent, attributes: .bold))
      canvas.write("╰──────────────────────────╯", x: 2, y: 3, style: .plain)
      return canvas
    }
    let start = screen.bytesWritten ?? -1
    screen.draw(frame("04:12"))
    let first = screen.bytesWritten ?? -1
    screen.draw(frame("04:11"))
    let second = screen.bytesWritten ?? -1
    screen.draw(frame("04:11"))
    let third = screen.bytesWritten ?? -1
    print("bytes: setup \(start), first frame \(first - start), one digit \(second - first)")
    print("bytes: identical frame \(third - second)")
    #expect(first - start > 100)
    #expect(second - first > 0 && second - first < 120)
    #expect(third - second < 10)
  }

  // MARK: Input decoding

  @Test func decodesCharacters() {
    #expect(TerminalScreen.characterEvent(0x03) == .interrupt)
    #expect(TerminalScreen.characterEvent(0x0D) == .key(.enter))
    #expect(TerminalScreen.characterEvent(0x0A) == .key(.enter))
    #expect(TerminalScreen.characterEvent(0x09) == .key(.tab))
    #expect(TerminalScreen.characterEvent(0x1B) == .key(.escape))
    #expect(TerminalScreen.characterEvent(0x7F) == .key(.backspace))
    #expect(TerminalScreen.characterEvent(0x71) == .character("q"))
    #expect(TerminalScreen.characterEvent(0x00E9) == .character("é"))
  }

  @Test func roundsWaitsUpToWholeMilliseconds() {
    #expect(TerminalScreen.milliseconds(.microseconds(1500)) == 2)
    #expect(TerminalScreen.milliseconds(.milliseconds(3)) == 3)
    #expect(TerminalScreen.milliseconds(.seconds(2)) == 2000)
    let now = Date(timeIntervalSince1970: 1_000)
    #expect(TerminalRunner.timeUntil(now.addingTimeInterval(0.0101), now: now) == .milliseconds(11))
    #expect(TerminalRunner.timeUntil(now.addingTimeInterval(-5), now: now) == .zero)
  }
}

private func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> TerminalColor {
  TerminalColor(red: red, green: green, blue: blue)
}
