// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "Glimpse",
  products: [
    .library(name: "GlimpseUI", targets: ["GlimpseUI"]),
    .executable(name: "glimpse-bench", targets: ["glimpse-bench"]),
  ],
  targets: [
    .target(
      name: "GlimpseLayout",
      exclude: ["Text/generate-width-table.py"]
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
    .target(name: "GlimpseUI", dependencies: ["GlimpseLayout", "GlimpseThemes"]),
    .executableTarget(name: "glimpse-bench", dependencies: ["GlimpseUI", "GlimpseLayout"]),
    .testTarget(name: "GlimpseLayoutTests", dependencies: ["GlimpseLayout"]),
    .testTarget(name: "GlimpseUITests", dependencies: ["GlimpseUI", "GlimpseLayout"]),
  ]
)
