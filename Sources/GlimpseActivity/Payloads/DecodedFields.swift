import Foundation

/// What decoding a value made of it beyond success: the `Date`s it read, so that a date
/// sent in the wrong epoch or unit can be caught, and the keys nothing read.
enum DecodedFields {
  /// A date the decoder read: its key path and its number (seconds since 2001-01-01, as
  /// `Date`'s own decoding reads it).
  struct DecodedDate: Equatable {
    var path: String
    var seconds: Double
  }

  /// Every `Date` that decoding `data` as `type` reads through `Date`'s own decoding, with
  /// its key path after `prefix`. A type that decodes its dates itself (from a string, or
  /// Unix seconds) is not seen.
  static func dates<T: Decodable>(in data: Data, as type: T.Type, prefix: String) -> [DecodedDate] {
    let log = DateLog()
    let decoder = JSONDecoder()
    // The default strategy (`deferredToDate`) reads a Double as seconds since 2001; this one
    // does exactly that, and notes each.
    decoder.dateDecodingStrategy = .custom { decoder in
      let seconds = try decoder.singleValueContainer().decode(Double.self)
      log.dates.append(DecodedDate(path: path(prefix, decoder.codingPath), seconds: seconds))
      return Date(timeIntervalSinceReferenceDate: seconds)
    }
    _ = try? decoder.decode(T.self, from: data)
    return log.dates
  }

  /// The dates one decode reads. Written only by the decode that owns it, synchronously,
  /// on the thread that called it.
  private final class DateLog: @unchecked Sendable {
    var dates: [DecodedDate] = []
  }

  /// The keys of `value` (an object, with objects and arrays inside) that `decoded`,
  /// encoded again, leaves out: keys the type does not read. A key whose value is `null`
  /// is not counted (an optional property that is nil encodes as nothing). At most 20, in
  /// the order they appear.
  static func unreadKeys<T: Encodable>(
    of decoded: T, in value: JSONScanner.Value, scanner: JSONScanner, prefix: String
  ) -> [String] {
    guard let data = try? JSONEncoder().encode(decoded) else { return [] }
    let encoded = JSONScanner(Array(data))
    guard let root = try? encoded.document() else { return [] }
    var unread: [(offset: Int, path: String)] = []
    var work:
      [(original: JSONScanner.Value, encoded: JSONScanner.Value, path: String, depth: Int)] =
        [(value, root, prefix, 0)]
    while let item = work.popLast(), unread.count < 20 {
      guard item.depth < 64 else { continue }
      switch (item.original.kind, item.encoded.kind) {
      case (.object, .object):
        var encodedMembers: [String: JSONScanner.Value] = [:]
        for (key, member) in (try? encoded.members(of: item.encoded)) ?? []
        where encodedMembers[key] == nil {
          encodedMembers[key] = member
        }
        for (key, member) in (try? scanner.members(of: item.original)) ?? [] {
          let path = item.path + "." + key
          if let match = encodedMembers[key] {
            work.append((member, match, path, item.depth + 1))
          } else if member.kind != .null {
            unread.append((member.range.lowerBound, path))
          }
        }
      case (.array, .array):
        let originals = ((try? scanner.elements(of: item.original)) ?? []).prefix(100)
        let encodedElements = (try? encoded.elements(of: item.encoded)) ?? []
        for (index, (original, match)) in zip(originals, encodedElements).enumerated() {
          work.append((original, match, item.path + "[\(index)]", item.depth + 1))
        }
      default:
        break
      }
    }
    return unread.sorted { $0.offset < $1.offset }.prefix(20).map(\.path)
  }

  /// A coding path as a key path after `prefix`: `aps.content-state.stops[2].name`.
  static func path(_ prefix: String, _ codingPath: [any CodingKey]) -> String {
    var text = prefix
    for key in codingPath {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text
  }
}
