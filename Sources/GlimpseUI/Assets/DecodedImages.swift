import CGlimpseImageDecoding
import Foundation
import GlimpseLayout

/// Image files decoded once per process: each path's pixels (or that it did not decode)
/// are kept, so that every frame and presentation reuses them.
enum DecodedImages {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var byPath: [String: Bitmap?] = [:]

  /// The pixels of the PNG or JPEG file at `url`; nil when missing or not decodable.
  static func bitmap(at url: URL) -> Bitmap? {
    bitmap(atPath: url.path)
  }

  /// The pixels of the PNG or JPEG file at `path`; nil when missing or not decodable.
  static func bitmap(atPath path: String) -> Bitmap? {
    lock.lock()
    if let known = byPath[path] {
      lock.unlock()
      return known
    }
    lock.unlock()
    let decoded = FileManager.default.contents(atPath: path).flatMap(decode)
    lock.lock()
    byPath[path] = .some(decoded)
    lock.unlock()
    return decoded
  }

  /// The pixels of PNG or JPEG `data` (told apart by their signatures); nil otherwise.
  static func decode(_ data: Data) -> Bitmap? {
    let bytes = [UInt8](data)
    guard bytes.count > 8 else { return nil }
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
    guard let pixels = image.pixels else { return nil }
    let count = Int(image.width) * Int(image.height) * 4
    return Bitmap(
      width: Int(image.width), height: Int(image.height),
      pixels: Array(UnsafeBufferPointer(start: pixels, count: count)))
  }
}
