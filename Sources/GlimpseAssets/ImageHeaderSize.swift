import Foundation

/// The size in pixels a PNG or JPEG file declares in its header, read without decoding
/// its pixels: what a missing or broken image would measure on the device.
package enum ImageHeaderSize {
  /// The most bytes read looking for a JPEG's frame header.
  static let readLimit = 65_536

  /// The width and height in pixels the file at `path` declares, or nil when it is not a
  /// PNG or JPEG whose header says (or is unreadable, or declares zero).
  package static func pixels(atPath path: String) -> (width: Int, height: Int)? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: readLimit) else { return nil }
    return pixels(in: [UInt8](data))
  }

  /// The size declared by the header in `bytes`, or nil.
  static func pixels(in bytes: [UInt8]) -> (width: Int, height: Int)? {
    let size = png(bytes) ?? jpeg(bytes)
    guard let size, size.width > 0, size.height > 0 else { return nil }
    return size
  }

  private static func bigEndian(_ bytes: [UInt8], at offset: Int, count: Int) -> Int {
    bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
  }

  /// PNG: the signature, then the IHDR chunk's width and height (bytes 16-23).
  private static func png(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count >= 24, Array(bytes[0..<8]) == signature,
      bytes[12..<16].elementsEqual("IHDR".utf8)
    else { return nil }
    return (bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
  }

  /// JPEG: the segments after SOI up to the first start-of-frame marker (C0-CF but C4,
  /// C8 and CC), whose height and width follow its length and precision.
  private static func jpeg(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
    guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
    var offset = 2
    while offset + 9 <= bytes.count {
      guard bytes[offset] == 0xFF else { return nil }
      let marker = bytes[offset + 1]
      if marker == 0xFF {
        offset += 1
        continue
      }
      if (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) {
        return (
          bigEndian(bytes, at: offset + 7, count: 2), bigEndian(bytes, at: offset + 5, count: 2)
        )
      }
      let length = bigEndian(bytes, at: offset + 2, count: 2)
      guard length >= 2 else { return nil }
      offset += 2 + length
    }
    return nil
  }
}
