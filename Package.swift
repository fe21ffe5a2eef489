// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Glimpse",
    products: [
        .library(name: "GlimpseUI", targets: ["GlimpseUI"]),
        .library(name: "Glimpse", targets: ["GlimpseCLI"]),
        .executable(name: "glimpse", targets: ["glimpse"]),
        .executable(name: "glimpse-bench", targets: ["glimpse-bench"]),
    ],
    targets: [
        .target(
            name: "GlimpseLayout",
            exclude: ["Text/generate-width-table.py"]
        ),
        .target(name: "GlimpseUI", dependencies: ["GlimpseLayout"]),
        .testTarget(name: "GlimpseLayoutTests", dependencies: ["GlimpseLayout"]),
        .testTarget(
            name: "GlimpseUITests",
            dependencies: ["GlimpseUI", "GlimpseLayout"],
            resources: [.copy("Goldens")]
        ),
    ]
)
