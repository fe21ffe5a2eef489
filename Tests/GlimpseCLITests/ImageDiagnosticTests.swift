import Foundation
import GlimpseUI
import Testing

@testable import Glimpse

#if canImport(Glibc)
  import Glibc
#endif

struct PosterAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var title: String
  }
}

/// An activity drawing the asset image "Poster" in its card and its island.
struct PosterLiveActivity: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: PosterAttributes.self) { context in
      HStack {
        Image("Poster").resizable().frame(width: 28, height: 20)
        Text(context.state.title)
      }
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.center) { Image("Poster") }
      } compactLeading: {
        Image("Poster")
      } compactTrailing: {
        Text(context.state.title)
      } minimal: {
        Image("Poster")
      }
    }
  }
}

/// An asset whose file does not decode is drawn as the harmless placeholder and said once,
/// on standard error, naming the file.
@MainActor
@Suite struct ImageDiagnosticTests {
  @Test func anUndecodableAssetFileIsOneLineOnStandardErrorOnce() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("glimpse-image-diagnostic-\(UUID().uuidString)")
    let set = folder.appendingPathComponent("Assets.xcassets/Poster.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"images": [{"filename": "poster.png", "idiom": "universal"}]}"#.utf8).write(
      to: set.appendingPathComponent("Contents.json"))
    let image = set.appendingPathComponent("poster.png")
    // A PNG signature, then text: not a PNG that decodes.
    try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + Array("not really".utf8))
      .write(to: image)
    let previews = [
      ActivityPreview(
        PosterLiveActivity(), attributes: PosterAttributes(),
        states: [.init(title: "Tonight"), .init(title: "Tomorrow")], name: "poster")
    ]
    let output = folder.appendingPathComponent("stdout.txt")
    let errors = folder.appendingPathComponent("stderr.txt")
    // Every presentation: the file is drawn several times, said once.
    let status = redirected(stdout: output, stderr: errors) {
      Glimpse.run(["render", "poster", "--assets", folder.path], previews: previews)
    }
    #expect(status == 0)
    let said = try String(contentsOf: errors, encoding: .utf8)
      .split(separator: "\n").filter { $0.hasPrefix("glimpse: image \(folder.path)") }
    #expect(said == ["glimpse: image \(image.path): not drawn (not a readable PNG)"], "\(said)")
    let drawn = try String(contentsOf: output, encoding: .utf8)
    #expect(drawn.contains("Tonight") && drawn.contains("\u{2B1A}"), "\(drawn.prefix(400))")
    // Said once a process: drawing it again says nothing more.
    let again = redirected(stdout: output, stderr: errors) {
      Glimpse.run(
        ["render", "poster", "--assets", folder.path, "--state", "2"], previews: previews)
    }
    #expect(again == 0)
    #expect(!(try String(contentsOf: errors, encoding: .utf8)).contains(folder.path))
  }

  /// Runs `body` with standard output and standard error written to files.
  func redirected(stdout: URL, stderr: URL, _ body: () -> Int32) -> Int32 {
    let out = open(stdout.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let err = open(stderr.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    let savedOut = dup(STDOUT_FILENO)
    let savedErr = dup(STDERR_FILENO)
    dup2(out, STDOUT_FILENO)
    dup2(err, STDERR_FILENO)
    let status = body()
    dup2(savedOut, STDOUT_FILENO)
    dup2(savedErr, STDERR_FILENO)
    for descriptor in [out, err, savedOut, savedErr] { close(descriptor) }
    return status
  }
}
