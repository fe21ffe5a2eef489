import CGlimpseImageDecoding
import Foundation
import GlimpseFiles
import GlimpseLayout
import Synchronization

/// Image files decoded once per process: each path's pixels (or why it did not decode)
/// are kept, so that every frame and presentation reuses them.
///
/// Shared by every render, on every thread (under a lock): a file's pixels are the same
/// whichever render reads them, and a decoded ``Bitmap`` is never changed.
///
/// A file that does not decode is drawn as a placeholder, and said once: the command line
/// takes the lines of ``takeProblems()`` when its output is done (the preview's screen is
/// never written over) and writes them to standard error.
package enum DecodedImages {
  private struct Decoded {
    var bitmap: Bitmap?
    /// Why the file did not decode; nil when it did (or when a missing file is not a
    /// problem: `UIImage(contentsOfFile:)` of a path that may not exist).
    var problem: String?
    var reported = false
  }

  /// The largest image file read: an asset drawn in a few terminal cells needs far less.
  static let maximumFileSize = 32 << 20

  private static let byPath = Mutex<[String: Decoded]>([:])

  /// The pixels of the PNG or JPEG file at `url`; nil when missing or not decodable.
  package static func bitmap(at url: URL) -> Bitmap? {
    bitmap(atPath: url.path, missingIsProblem: false)
  }

  /// The pixels of the PNG or JPEG file at `path`; nil when missing or not decodable (a
  /// problem to report, with a missing file one too when `missingIsProblem`: an asset's).
  package static func bitmap(atPath path: String, missingIsProblem: Bool = true) -> Bitmap? {
    if let known = byPath.withLock({ $0[path] }) { return known.bitmap }
    var decoded = Decoded()
    do {
      let data = try InputFile.read(path, limit: maximumFileSize, kind: "an image file")
      switch self.decoded(data) {
      case .success(let bitmap): decoded.bitmap = bitmap
      case .failure(let failure): decoded.problem = failure.reason
      }
    } catch {
      if missingIsProblem || error.reason != "no such file" { decoded.problem = error.reason }
    }
    // Two threads may decode the same file at once: the first to finish keeps its bitmap,
    // and every caller gets that one (a render never holds two copies of one file).
    return byPath.withLock { byPath in
      if let known = byPath[path] { return known.bitmap }
      byPath[path] = decoded
      return decoded.bitmap
    }
  }

  /// One line for each image file that did not decode and has not been said yet (drawn
  /// as a placeholder): `glimpse: image FILE: not drawn (corrupt PNG data)`.
  package static func takeProblems() -> [String] {
    byPath.withLock { byPath in
      var lines: [String] = []
      for path in byPath.keys.sorted() {
        guard let problem = byPath[path]?.problem, byPath[path]?.reported == false else {
          continue
        }
        byPath[path]?.reported = true
        lines.append("glimpse: image \(path): not drawn (\(problem))")
      }
      return lines
    }
  }

  /// The pixels of PNG or JPEG `data` (told apart by their signatures); nil otherwise.
  package static func decode(_ data: Data) -> Bitmap? {
    try? decoded(data).get()
  }

  /// Why a file did not decode.
  struct Failure: Error {
    let reason: String

    init(_ reason: String) { self.reason = reason }
  }

  /// The pixels of PNG or JPEG `data`, or why not.
  private static func decoded(_ data: Data) -> Result<Bitmap, Failure> {
    let bytes = [UInt8](data)
    guard bytes.count > 8 else { return .failure(Failure("not a PNG or JPEG: too short")) }
    var image = bytes.withUnsafeBufferPointer { buffer -> glimpse_decoded_image in
      if buffer.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
        return glimpse_decode_png(buffer.baseAddress, buffer.count)
      }
      if buffer.starts(with: [0xFF, 0xD8, 0xFF]) {
        return glimpse_decode_jpeg(buffer.baseAddress, buffer.count)
      }
      return glimpse_decoded_image(pixels: nil, width: 0, height: 0, error: nil)
    }
    defer { glimpse_free_decoded_image(&image) }
    guard let pixels = image.pixels else {
      return .failure(Failure(image.error.map { String(cString: $0) } ?? "not a PNG or JPEG"))
    }
    let count = Int(image.width) * Int(image.height) * 4
    guard
      let bitmap = Bitmap(
        width: Int(image.width), height: Int(image.height),
        pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
    else { return .failure(Failure("no pixels")) }
    return .success(bitmap)
  }
}
