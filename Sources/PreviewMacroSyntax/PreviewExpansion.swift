/// What `#Preview` expands to: a uniquely named type that builds the preview, and a record
/// the program finds at run time.
///
/// The type's `makePreview()` calls `GlimpsePreviews._PreviewSite.preview` with the macro's own
/// arguments and closures, unchanged: that function has the same overloads as the macro,
/// so the compiler checks the closures against the same signature a second time. The
/// record goes in the `swift5_tests` section, where the Swift runtime lists every loaded
/// image's records (Swift Testing's test content records; a kind of Glimpse's own keeps
/// them apart), and its accessor hands over the type.
public struct PreviewExpansion {
  /// The record kind of a preview: `'glim'`.
  public static let recordKind: UInt32 = 0x676c_696d

  /// The generated type's name: the compiler's unique name for `GlimpsePreview` in this
  /// expansion.
  public let typeName: String
  /// The declarations, as Swift source.
  public let source: String

  /// The expansion of `call`, written in `fileID` with its `#` on `line`; `discriminator`
  /// is the compiler's, from the expansion request.
  public init(call: MacroCall, discriminator: String, fileID: String, line: Int) throws {
    guard call.name == "Preview" else {
      throw MacroSyntaxError("Glimpse expands #Preview, not #\(call.name)", at: call.offset)
    }
    if call.genericArguments != nil {
      throw MacroSyntaxError("#Preview takes no generic arguments", at: call.offset)
    }
    let base = "GlimpsePreview"
    typeName = discriminator + "\(base.utf8.count)\(base)fMu_"
    source = """
      enum \(typeName): GlimpsePreviews._PreviewDeclaration {
        @MainActor static func makePreview() -> GlimpsePreviews.DeclaredPreview {
          GlimpsePreviews._PreviewSite(fileID: \(Self.literal(fileID)), line: \(line)).preview\(call.argumentClause)
        }

        #if objectFormat(ELF) || objectFormat(Wasm)
          @section("swift5_tests")
        #elseif objectFormat(MachO)
          @section("__DATA_CONST,__swift5_tests")
        #endif
        @used
        static let record: GlimpsePreviews._PreviewRecord = (
          \(Self.hexadecimal(Self.recordKind)), 0,
          { outValue, type, _, _ in
            GlimpsePreviews._PreviewRecords.store(\(typeName).self, into: outValue, asTypeAt: type)
          },
          0, 0
        )
      }
      """
  }

  /// `text` as a Swift string literal.
  static func literal(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F {
          result += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }

  private static func hexadecimal(_ value: UInt32) -> String {
    "0x" + String(value, radix: 16)
  }
}
