// swift-tools-version: 6.0
import PackageDescription

/// Release builds of the engine and the surface: layout runs on one thread, so dynamic
/// exclusivity checks only cost time. (Cross-module optimization would specialize the
/// surface's generics in client modules, but Swift 6.3.1 crashes compiling clients with it.)
let fast: [SwiftSetting] = [
  .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))
]

let package = Package(
  name: "Glimpse",
  products: [
    .library(name: "GlimpseUI", targets: ["GlimpseUI"]),
    .library(name: "Glimpse", targets: ["Glimpse"]),
    .executable(name: "glimpse", targets: ["glimpse"]),
    .executable(name: "glimpse-bench", targets: ["glimpse-bench"]),
  ],
  targets: [
    .target(
      name: "GlimpseLayout",
      exclude: ["Text/generate-width-table.py"],
      swiftSettings: fast
    ),
    .target(
      name: "GlimpseThemes",
      path: "Themes",
      exclude: ["check-symbols.py"],
      resources: [
        .copy("dark.json"), .copy("light.json"), .copy("high-contrast.json"),
        .copy("monochrome.json"), .copy("symbols.tsv"),
      ]
    ),
    .target(
      name: "GlimpseEnums",
      swiftSettings: [.unsafeFlags(["-enable-library-evolution"])]
    ),
    .target(
      name: "GlimpseUI", dependencies: ["GlimpseLayout", "GlimpseThemes", "GlimpseEnums"],
      swiftSettings: fast),
    .executableTarget(
      name: "glimpse-bench",
      dependencies: ["GlimpseUI", "GlimpseLayout", "GlimpseActivity", "Glimpse", "GlimpseDemos"]),
    .target(
      name: "GlimpseActivity", dependencies: ["GlimpseUI", "GlimpseLayout", "CGlimpseSignals"],
      swiftSettings: fast),
    .target(
      name: "GlimpseDemos",
      dependencies: ["GlimpseUI", "GlimpseActivity"],
      path: "Demo",
      resources: [.copy("States")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .target(
      name: "Glimpse",
      dependencies: ["GlimpseUI", "GlimpseActivity", "GlimpseLayout", "GlimpseTerminal"],
      path: "Sources/GlimpseCLI"
    ),
    .executableTarget(name: "glimpse", dependencies: ["Glimpse", "GlimpseDemos"]),
    // An activity whose view traps, for the end-to-end crash tests (not a product).
    .executableTarget(
      name: "glimpse-crash-fixture", dependencies: ["Glimpse", "GlimpseUI"],
      path: "Tests/CrashFixture"),
    // The fuzz target (.ci/fuzz.sh builds it with libFuzzer); plainly built, a replayer.
    .executableTarget(
      name: "glimpse-fuzz",
      dependencies: ["Glimpse", "GlimpseDemos", "GlimpseLayout", "GlimpseActivity", "GlimpseUI"],
      path: "Tests/GlimpseFuzz"),
    .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
    .target(name: "CGlimpseSignals"),
    .target(name: "GlimpseTerminal", dependencies: ["CNcursesw", "CGlimpseSignals", "GlimpseLayout"]),
    .target(name: "GlimpseTestSupport", path: "Tests/GlimpseTestSupport"),
    .testTarget(
      name: "GlimpseLayoutTests", dependencies: ["GlimpseLayout", "GlimpseTestSupport"]
    ),
    .testTarget(
      name: "GlimpseActivityTests",
      dependencies: [
        "GlimpseActivity", "GlimpseUI", "GlimpseLayout", "GlimpseDemos", "GlimpseTestSupport",
      ],
      exclude: ["Goldens"]
    ),
    .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
    .testTarget(
      name: "GlimpseCLITests",
      dependencies: [
        "Glimpse", "GlimpseDemos", "GlimpseLayout", "GlimpseTerminal", "GlimpseTestSupport",
        "CPseudoTerminal",
      ],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "GlimpseUITests", dependencies: ["GlimpseUI", "GlimpseLayout", "GlimpseTestSupport"],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "GlimpseTerminalTests", dependencies: ["GlimpseTerminal", "GlimpseLayout"]),
    .testTarget(
      name: "CompatibilityTests", dependencies: ["GlimpseUI", "GlimpseLayout"],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(
      name: "CompatibilitySwift5Tests", dependencies: ["GlimpseUI", "GlimpseLayout", "GlimpseActivity"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
  ]
)
