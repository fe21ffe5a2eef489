import Foundation

/// Decodes a value the ``JSONScanner`` found through one of the activity's own types with
/// the default `JSONDecoder`, as a device decodes a push: the value's bytes alone, so that
/// key paths start at the value.
///
/// Foundation says only "not valid JSON", with no key path, for a number that does not fit
/// its property (`1e308` or `1.5` for an `Int`): the scanner has checked the JSON, so the
/// decoder finds that number and its key path instead.
struct ScannedValueDecoder {
  /// Why a value does not decode.
  enum Failure: Error {
    /// What the decoder said.
    case decoding(DecodingError)
    /// A number that does not fit the property it is for: its key path and its text.
    case numberDoesNotFit(path: String, text: String)
  }

  let scanner: JSONScanner
  let decoder = JSONDecoder()

  /// `value` decoded as `type`; `path` is the value's key path, for a number that does not
  /// fit.
  func decode<T: Decodable>(_ type: T.Type, from value: JSONScanner.Value, at path: String)
    throws(Failure) -> T
  {
    do {
      return try decoder.decode(T.self, from: Data(scanner.bytes[value.range]))
    } catch let error as DecodingError {
      if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
        let number = numberThatDoesNotFit(in: value, as: T.self, path: path)
      {
        throw .numberDoesNotFit(path: number.path, text: number.text)
      }
      throw .decoding(error)
    } catch {
      throw .decoding(
        .dataCorrupted(.init(codingPath: [], debugDescription: "\(error)")))
    }
  }

  /// The first number in `value` whose replacement by 0 makes the decoder's "not valid
  /// JSON" go away: the one that does not fit.
  private func numberThatDoesNotFit<T: Decodable>(
    in value: JSONScanner.Value, as type: T.Type, path: String
  ) -> (path: String, text: String)? {
    var numbers: [(path: String, value: JSONScanner.Value)] = []
    collectNumbers(in: value, path: path, into: &numbers)
    for number in numbers.prefix(256) {
      var bytes = Array(scanner.bytes[value.range])
      let start = number.value.range.lowerBound - value.range.lowerBound
      bytes.replaceSubrange(start..<(start + number.value.range.count), with: [UInt8(ascii: "0")])
      do {
        _ = try decoder.decode(T.self, from: Data(bytes))
        return (number.path, scanner.text(of: number.value))
      } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
        continue
      } catch {
        return (number.path, scanner.text(of: number.value))
      }
    }
    return nil
  }

  private func collectNumbers(
    in value: JSONScanner.Value, path: String,
    into numbers: inout [(path: String, value: JSONScanner.Value)]
  ) {
    switch value.kind {
    case .number:
      numbers.append((path, value))
    case .object:
      for (key, member) in (try? scanner.members(of: value)) ?? [] {
        collectNumbers(in: member, path: "\(path).\(key)", into: &numbers)
      }
    case .array:
      for (index, element) in ((try? scanner.elements(of: value)) ?? []).enumerated() {
        collectNumbers(in: element, path: "\(path)[\(index)]", into: &numbers)
      }
    default:
      break
    }
  }
}
