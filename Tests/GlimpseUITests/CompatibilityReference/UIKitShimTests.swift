import Foundation
import Testing

/// `import UIKit` gives UIKit's names (colours, fonts, images, traits, Core Graphics'
/// `CGColor`) and Foundation, and none of SwiftUI's: on the device UIKit sits below SwiftUI,
/// so a helper file that used `Text` after `import UIKit` alone would not compile there.
/// SwiftUI's initialisers that take UIKit's types (`Color(uiColor:)`, `Image(uiImage:)`,
/// `Font(_:)`) come with `import SwiftUI`, which on iOS re-exports UIKit.
@Suite struct UIKitShimTests {
  /// Fails (through `#require`) when the shims are not built where the tests look.
  static func requireShims() throws {
    let bin = ScannerAgreesWithCompilerTests.binFolder
    for module in ["UIKit", "SwiftUI"] {
      try #require(
        FileManager.default.fileExists(
          atPath: bin.appendingPathComponent("Modules/\(module).swiftmodule").path),
        "the shim module \(module) is not built in \(bin.path)")
    }
  }

  @Test func uiKitAloneGivesColoursFontsImagesTraitsAndFoundation() throws {
    try Self.requireShims()
    let errors = try ShimExportTests.typecheck(
      """
      import UIKit
      let c = UIColor.systemBlue
      let f = UIFont.preferredFont(forTextStyle: .body)
      let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
      let image = UIImage(systemName: "star")
      let cg: CGColor = c.cgColor
      let size: UIContentSizeCategory = UITraitCollection.current.preferredContentSizeCategory
      let now = Date()
      """)
    #expect(errors == nil, "import UIKit alone: \(errors ?? "")")
  }

  @Test(arguments: ["Text(\"Hi\")", "Color.red", "EmptyView()"])
  func uiKitAloneGivesNoneOfSwiftUIsNames(use: String) throws {
    try Self.requireShims()
    let name = String(use.prefix { $0.isLetter })
    let errors = try #require(
      try ShimExportTests.typecheck("import UIKit\nlet value = \(use)\n"),
      "import UIKit alone gives SwiftUI's \(name)")
    #expect(errors.contains("cannot find '\(name)' in scope"), "\(errors)")
  }

  @Test(arguments: ["import SwiftUI", "import SwiftUI\nimport UIKit"])
  func swiftUIGivesItsInitialisersThatTakeUIKitsTypes(imports: String) throws {
    try Self.requireShims()
    let errors = try ShimExportTests.typecheck(
      """
      \(imports)
      let red = Color(uiColor: .systemRed)
      let older = Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
      let image = Image(uiImage: UIImage())
      let font = Font(UIFont.systemFont(ofSize: 15, weight: .semibold))
      let grey = Color(cgColor: CGColor(gray: 0.5, alpha: 1))
      let back = UIColor(Color.blue)
      """)
    #expect(errors == nil, "\(imports): \(errors ?? "")")
  }
}
