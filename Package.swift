// swift-tools-version: 6.0
import CompilerPluginSupport
import PackageDescription

#if os(Linux)
  /// Modules named as Apple's frameworks, each re-exporting GlimpseUI, so that widget files
  /// compile unchanged. Linux only: elsewhere the real frameworks exist and are used.
  let shimModules = [
    "SwiftUI", "WidgetKit", "ActivityKit", "AppIntents", "UIKit", "Charts", "Intents",
    "HealthKit",
    "CoreLocation", "UserNotifications", "Combine", "OSLog",
  ]
#else
  let shimModules: [String] = []
#endif
let shimDependencies = shimModules.map { Target.Dependency.target(name: $0) }

/// Apple frameworks whose look-alikes stand alone (Sources/Glimpse<Name>), needing nothing of
/// the SwiftUI surface: each shim of these re-exports its own module only.
let frameworkModules = [
  "HealthKit", "CoreLocation", "UserNotifications", "OSLog", "Intents", "Combine",
]

/// What each shim module re-exports (its `@_exported import`s), and so depends on. Every
/// shim but Charts brings Foundation, and so Foundation's localized strings (which
/// GlimpseLocalization declares, Foundation on Linux lacking them).
let shimExports: [String: [String]] = Dictionary(
  uniqueKeysWithValues: frameworkModules.map { ($0, ["Glimpse\($0)", "GlimpseLocalization"]) }
).merging([
  "WidgetKit": ["GlimpseWidgetKit", "GlimpsePreviews", "Glimpse", "GlimpseLocalization"],
  "Charts": ["GlimpseCharts"],
  "SwiftUI": ["GlimpseUI", "GlimpseUIKit", "GlimpsePreviews", "GlimpseLocalization"],
  "UIKit": ["GlimpseUIKit", "GlimpseLocalization"],
  "AppIntents": ["GlimpseAppIntents", "GlimpseLocalization"],
  "ActivityKit": ["GlimpseActivityKit", "GlimpseLocalization"],
]) { _, new in new }

let package = Package(
  name: "Glimpse",
  products: [
    .library(name: "GlimpseUI", targets: ["GlimpseUI"]),
    .library(name: "Glimpse", targets: ["Glimpse"]),
    .library(name: "GlimpseTesting", targets: ["GlimpseTesting"]),
    .executable(name: "glimpse", targets: ["glimpse"]),
    .executable(name: "glimpse-bench", targets: ["glimpse-bench"]),
  ] + (shimModules.isEmpty ? [] : [.library(name: "GlimpseShims", targets: shimModules)]),
  targets: [
    .target(
      name: "GlimpseLayout",
      exclude: ["Text/generate-width-table.py"]
    ),
    .target(
      name: "GlimpseThemes",
      exclude: ["check-symbols.py"],
      resources: [
        .copy("dark.json"), .copy("light.json"), .copy("high-contrast.json"),
        .copy("monochrome.json"), .copy("symbols.tsv"),
      ]
    ),
    .target(name: "GlimpseEnums"),
    // Files a person names (a states file, a theme, a catalog's Contents.json), read whole
    // within a limit, with one reason when they cannot be.
    .target(name: "GlimpseFiles"),
    // Localized strings below the view surface: Foundation's LocalizedStringResource and
    // String(localized:), format arguments, plural rules, pseudo-languages, the app's string
    // tables (.strings, .stringsdict, .xcstrings). A `Text` among the arguments is held
    // through LocalizedSegment, which GlimpseUI's Text conforms to.
    .target(
      name: "GlimpseLocalization",
      dependencies: ["GlimpseLayout", "GlimpseFiles", "CGlimpseRenderState"]),
    // AppIntents' look-alike: intents, parameters, entities, results and dialogs; no views.
    .target(name: "GlimpseAppIntents", dependencies: ["GlimpseLocalization"]),
    // ActivityKit's look-alike: activities, their attributes, content and push tokens; no views.
    .target(
      name: "GlimpseActivityKit", dependencies: ["GlimpseLocalization", "GlimpseEnums", "COpenSSL"]),
    // WidgetKit's look-alike: widgets, their configurations (Live Activities', Dynamic
    // Island's, home screen's, controls'), timelines; drawn through the SwiftUI surface.
    .target(
      name: "GlimpseWidgetKit",
      dependencies: [
        "GlimpseUI", "GlimpseLayout", "GlimpseAppIntents", "GlimpseActivityKit",
        "GlimpseLocalization", "GlimpseEnums", "GlimpseRuntimeHooks",
      ]),
    // Preview discovery: `#Preview` and `PreviewProvider`s found in the program (through
    // GlimpseRuntimeHooks), the widgets they show, made-up values for their states.
    .target(
      name: "GlimpsePreviews",
      dependencies: [
        "GlimpseWidgetKit", "GlimpseUI", "GlimpseLayout", "GlimpseActivityKit", "GlimpseEnums",
        "GlimpseRuntimeHooks", "GlimpsePreviewMacros",
      ]),
    // The app's asset catalogs (colour and image sets) and PNG/JPEG decoding: no views.
    .target(
      name: "GlimpseAssets",
      dependencies: ["GlimpseLayout", "GlimpseEnums", "GlimpseFiles", "CGlimpseImageDecoding"]),
    // Charts' look-alike: `Chart`, its marks, axes and scales, drawn through GlimpseLayout's plot.
    .target(name: "GlimpseCharts", dependencies: ["GlimpseUI", "GlimpseLayout"]),
    .target(
      name: "GlimpseUI",
      dependencies: [
        "GlimpseLayout", "GlimpseFonts", "GlimpseThemes", "GlimpseEnums", "GlimpsePreviewMacros",
        "GlimpseRuntimeHooks", "GlimpseIntents", "GlimpseCombine", "GlimpseFiles",
        "GlimpseAssets", "GlimpseLocalization", "GlimpseAppIntents", "GlimpseActivityKit",
        "CGlimpseRenderState",
      ],
      exclude: ["Core/generate-view-builder-blocks.py"]),
    // UIKit's look-alike: UIColor, UIFont, UIImage, UITraitCollection, with Core Graphics'
    // CGColor, and SwiftUI's initialisers that take them (`Color(uiColor:)`,
    // `Image(uiImage:)`, `Font(_: UIFont)`). Above the SwiftUI surface, which holds a UIColor
    // through its PlatformColor protocol; imports GlimpseUI without re-exporting it.
    .target(
      name: "GlimpseUIKit",
      dependencies: ["GlimpseUI", "GlimpseLayout", "GlimpseAssets", "GlimpseEnums"]),
    // Every bet on the toolchain's internals in one room (its README): runtime metadata
    // sections and records, a simple enum's layout, the interposed C clock.
    .target(
      name: "GlimpseRuntimeHooks", dependencies: ["CSwiftRuntime", "CGlimpseClock"],
      exclude: ["README.md"]),
    .testTarget(name: "GlimpseRuntimeHooksTests", dependencies: ["GlimpseRuntimeHooks"]),
    // The C library's realtime clock, frozen at the instant being rendered while a render
    // runs (RenderClock), so that `Date()` in view code is that instant whatever it imports.
    .target(
      name: "CGlimpseClock", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    // The render under way on a thread (its instant and its scope), which RenderClock and
    // RenderScope bind while a render runs: a C thread-local, cheaper than a task-local.
    .target(name: "CGlimpseRenderState"),
    .systemLibrary(name: "CSwiftRuntime"),
    // PNG (libpng) and JPEG (libjpeg) decoding for the app's asset images
    // (.ci/install-packages.sh installs libpng-dev and libjpeg-dev).
    .target(
      name: "CGlimpseImageDecoding",
      linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("jpeg")]),
    .target(name: "PreviewMacroSyntax"),
    .macro(name: "GlimpsePreviewMacros", dependencies: ["PreviewMacroSyntax"]),
    .executableTarget(
      name: "glimpse-bench",
      dependencies: [
        "GlimpseUI", "GlimpseLayout", "GlimpseActivity", "Glimpse", "GlimpseDemos", "GlimpseFonts",
        "GlimpseCharts", "GlimpseAssets",
      ]),
    .target(
      name: "GlimpseActivity",
      dependencies: [
        "GlimpseUI", "GlimpseLayout", "GlimpseFonts", "CGlimpseSignals", "GlimpseFiles",
        "GlimpseAssets", "GlimpseAppIntents", "GlimpseActivityKit", "GlimpseWidgetKit",
        "GlimpsePreviews",
      ]),
    .target(
      name: "GlimpseDemos",
      dependencies: ["GlimpseUI", "GlimpseActivity"] + shimDependencies,
      resources: [.copy("States"), .copy("Payloads"), .copy("Strings")],
      swiftSettings: [.swiftLanguageMode(.v5)]
    ),
    .target(
      name: "Glimpse",
      dependencies: [
        "GlimpseUI", "GlimpseActivity", "GlimpseLayout", "GlimpseTerminal", "CGlimpseSignals",
        "GlimpseAPNs", "GlimpseFonts", "GlimpseFiles", "GlimpseAssets", "GlimpseAppIntents",
      ]
    ),
    // `glimpse serve`: the APNs provider API over HTTP/2 (nghttp2, loaded at run time from
    // libnghttp2-14 through CNghttp2's own declarations) and TLS (OpenSSL, libssl-dev).
    .target(
      name: "GlimpseAPNs",
      dependencies: [
        "GlimpseActivity", "GlimpseLayout", "CNghttp2", "COpenSSL", "CGlimpseSignals",
        "GlimpseActivityKit",
      ]),
    .target(
      name: "CNghttp2", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
    .systemLibrary(name: "COpenSSL", pkgConfig: "openssl", providers: [.apt(["libssl-dev"])]),
    .testTarget(
      name: "GlimpseAPNsTests",
      dependencies: ["GlimpseAPNs", "Glimpse", "GlimpseActivity", "GlimpseDemos", "COpenSSL"]),
    .executableTarget(name: "glimpse", dependencies: ["Glimpse", "GlimpseDemos"]),
    // An activity whose view traps, for the end-to-end crash tests (not a product).
    .executableTarget(
      name: "glimpse-crash-fixture", dependencies: ["Glimpse", "GlimpseUI"],
      path: "Tests/CrashFixture"),
    // App code requesting an activity with a push token, for the APNs end-to-end scripts.
    .executableTarget(
      name: "glimpse-token-fixture", dependencies: ["Glimpse", "GlimpseUI"],
      path: "Tests/TokenFixture"),
    // The fuzz target (.ci/fuzz.sh builds it with libFuzzer); plainly built, a replayer.
    .executableTarget(
      name: "glimpse-fuzz",
      dependencies: ["Glimpse", "GlimpseDemos", "GlimpseLayout", "GlimpseActivity", "GlimpseUI"],
      path: "Tests/GlimpseFuzz"),
    .systemLibrary(name: "CNcursesw", providers: [.apt(["libncursesw5-dev"])]),
    .target(name: "CGlimpseSignals"),
    .target(
      name: "GlimpseTerminal", dependencies: ["CNcursesw", "CGlimpseSignals", "GlimpseLayout"]),
    .target(
      name: "GlimpseTestSupport", dependencies: ["GlimpseLayout"], path: "Tests/GlimpseTestSupport"),
    .testTarget(name: "PreviewMacroSyntaxTests", dependencies: ["PreviewMacroSyntax"]),
    .testTarget(
      name: "PreviewDiscoveryTests",
      dependencies: ["Glimpse", "GlimpseActivity", "GlimpseUI"] + shimDependencies),
    .testTarget(
      name: "GlimpseLayoutTests", dependencies: ["GlimpseLayout", "GlimpseTestSupport"]
    ),
    .testTarget(
      name: "GlimpseActivityTests",
      dependencies: [
        "GlimpseActivity", "GlimpseUI", "GlimpseLayout", "GlimpseDemos", "GlimpseTestSupport",
        "GlimpseFonts", "GlimpseAppIntents",
      ],
      exclude: ["Goldens", "Fixtures"]
    ),
    .target(name: "CPseudoTerminal", path: "Tests/CPseudoTerminal"),
    .testTarget(
      name: "GlimpseCLITests",
      dependencies: [
        "Glimpse", "GlimpseDemos", "GlimpseLayout", "GlimpseTerminal", "GlimpseTestSupport",
        "CPseudoTerminal", "GlimpseAssets", "GlimpseUIKit",
      ],
      exclude: ["Goldens"]
    ),
    .testTarget(
      name: "GlimpseUITests",
      dependencies: [
        "GlimpseUI", "GlimpseLayout", "GlimpseTestSupport", "GlimpseAssets", "GlimpseLocalization",
        "GlimpseAppIntents", "GlimpseActivityKit", "GlimpseWidgetKit", "GlimpsePreviews",
        "GlimpseUIKit",
      ],
      exclude: ["Goldens", "AssetGoldens", "Fixtures"]
    ),
    .testTarget(
      name: "GlimpseTerminalTests", dependencies: ["GlimpseTerminal", "GlimpseLayout"]),
    .testTarget(
      name: "CompatibilityTests",
      dependencies: [
        "GlimpseUI", "GlimpseCharts", "GlimpseLayout", "GlimpseTestSupport", "GlimpseAppIntents",
        "GlimpseActivityKit", "GlimpseWidgetKit", "GlimpsePreviews", "GlimpseUIKit",
      ] + shimDependencies,
      exclude: ["Goldens"],
      swiftSettings: [.swiftLanguageMode(.v6)]),
    .testTarget(
      name: "CompatibilitySwift5Tests",
      dependencies: ["GlimpseUI", "GlimpseLayout", "GlimpseActivity", "GlimpseUIKit"]
        + shimDependencies,
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // Text widths in points, glyph by glyph: the pinned default (Inter Display calibrated to
    // SF Pro) and a user's font read through FreeType, with HarfBuzz loaded at run time.
    .systemLibrary(
      name: "CFreeType", pkgConfig: "freetype2", providers: [.apt(["libfreetype-dev"])]),
    .target(name: "GlimpseFonts", dependencies: ["CFreeType"]),
    .testTarget(name: "GlimpseFontsTests", dependencies: ["GlimpseFonts"], exclude: ["Fixtures"]),
    // Live Activity snapshot tests for a team's own test target (issue 27).
    .target(
      name: "GlimpseTesting",
      dependencies: [
        "Glimpse", "GlimpseActivity", "GlimpseUI", "GlimpseLayout", "GlimpseFonts", "GlimpseEnums",
      ]),
    .testTarget(
      name: "GlimpseTestingTests",
      dependencies: ["GlimpseTesting", "GlimpseDemos", "GlimpseUI", "GlimpsePreviews"]),
  ]
    // Apple's frameworks that need nothing of the SwiftUI surface, one module each, named
    // for the framework: its shim re-exports it and nothing else.
    + frameworkModules.map { name in .target(name: "Glimpse\(name)") }
    + shimModules.map { name in
      .target(
        name: name,
        dependencies: shimExports[name, default: ["GlimpseUI", "GlimpseLocalization"]].map {
          .target(name: $0)
        },
        path: "Sources/Shims/\(name)")
    }
)
