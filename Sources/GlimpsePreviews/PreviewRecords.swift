import Foundation
import GlimpseActivityKit
import GlimpseEnums
import GlimpseLayout
import GlimpseRuntimeHooks
import GlimpseUI
import GlimpseWidgetKit

/// A record `#Preview` leaves in the `swift5_tests` section: a test content record
/// (`GlimpseRuntimeHooks`' `TestContentRecord`, Swift Testing's layout) with a kind of
/// Glimpse's own (`'glim'`), which Swift Testing ignores.
public typealias _PreviewRecord = TestContentRecord

/// A record's accessor: writes the record's value to `outValue` when `type` points at the
/// type the caller expects, and says whether it did.
public typealias _PreviewRecordAccessor = TestContentAccessor

/// The type a `#Preview` expands to.
public protocol _PreviewDeclaration {
  /// The preview.
  @MainActor static func makePreview() -> DeclaredPreview
}

/// Writing and finding preview records.
public enum _PreviewRecords {
  /// The record kind, `'glim'`.
  public static let kind: UInt32 = 0x676c_696d

  /// The accessor's work for a preview's type.
  public static func store(
    _ declaration: any _PreviewDeclaration.Type, into outValue: UnsafeMutableRawPointer,
    asTypeAt type: UnsafeRawPointer
  ) -> CBool {
    TestContentRecords.store(
      declaration, as: (any _PreviewDeclaration.Type).self, into: outValue, asTypeAt: type)
  }

  /// The accessor's work for a runner's type.
  public static func store(
    _ runner: any _PreviewRunner.Type, into outValue: UnsafeMutableRawPointer,
    asTypeAt type: UnsafeRawPointer
  ) -> CBool {
    TestContentRecords.store(
      runner, as: (any _PreviewRunner.Type).self, into: outValue, asTypeAt: type)
  }

  /// The runner, when the `Glimpse` module is in the program.
  public static func runner() -> (any _PreviewRunner.Type)? {
    _PreviewRunners.runner()
  }

  /// The values of type `Value` that Glimpse's records in the loaded images hold (none off
  /// Linux: the shims, and so `#Preview` through Glimpse, are for Linux; elsewhere Apple's
  /// frameworks preview it).
  static func all<Value>(_ valueType: Value.Type) -> [Value] {
    TestContentRecords.values(ofKind: kind, as: valueType)
  }
}
