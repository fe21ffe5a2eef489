// swift-tools-version: 6.0
// A team's package as issue 27 describes it: a Live Activity widget, and a test target that
// snapshot-tests it with GlimpseTesting. .ci/testing-end-to-end.sh copies this folder
// and points GLIMPSE_PATH at a fresh clone of Glimpse.
import PackageDescription

let package = Package(
  name: "CourierWidget",
  dependencies: [.package(path: "GLIMPSE_PATH")],
  targets: [
    .target(
      name: "CourierWidget",
      dependencies: [
        .product(name: "GlimpseShims", package: "glimpse", condition: .when(platforms: [.linux]))
      ]),
    .testTarget(
      name: "CourierWidgetTests",
      dependencies: [
        "CourierWidget", .product(name: "GlimpseTesting", package: "glimpse"),
      ]),
  ]
)
