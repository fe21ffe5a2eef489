import Foundation
import GlimpseLayout

#if canImport(Testing)
  import Testing
#endif
#if canImport(XCTest)
  import XCTest
#endif

/// A failed snapshot or fit assertion: its message and where the assertion was called.
public struct SnapshotIssue: Sendable, CustomStringConvertible {
  /// The whole message, diff or records included.
  public let message: String
  let site: CallSite

  /// `MyTests/DeliveryTests.swift`.
  public var fileID: String { "\(site.fileID)" }
  /// The test file's path.
  public var filePath: String { "\(site.filePath)" }
  /// The line of the assertion.
  public var line: Int { Int(site.line) }

  public var description: String { message }

  /// Reports the issue: to ``SnapshotSettings/reporter`` when set; else to Swift Testing
  /// when a Swift Testing test is running; else to XCTest.
  func report(settings: SnapshotSettings) {
    if let reporter = settings.reporter {
      reporter(self)
      return
    }
    #if canImport(Testing)
      if Test.current != nil {
        Issue.record(
          Comment(rawValue: message),
          sourceLocation: SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: Int(site.column)))
        return
      }
    #endif
    #if canImport(XCTest)
      XCTFail(message, file: site.filePath, line: site.line)
    #else
      let lines = ("GlimpseTesting: " + message).split(
        separator: "\n", omittingEmptySubsequences: false
      ).map(String.init)
      Console.write(ConsoleText(lines: lines), to: .standardError)
    #endif
  }
}
