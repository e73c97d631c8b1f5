// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Plumb",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "plumb", targets: ["plumb"]),
        .library(name: "PlumbCore", targets: ["PlumbCore"]),
        .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
        .library(name: "PlumbText", targets: ["PlumbText"]),
        .library(name: "PlumbRender", targets: ["PlumbRender"]),
        .library(name: "PlumbDiff", targets: ["PlumbDiff"]),
        .library(name: "PlumbAccessibility", targets: ["PlumbAccessibility"]),
        .library(name: "PlumbSpec", targets: ["PlumbSpec"]),
        .library(name: "PlumbGallery", targets: ["PlumbGallery"]),
        .library(name: "PlumbSnapshot", targets: ["PlumbSnapshot"]),
        .library(name: "PlumbTesting", targets: ["PlumbTesting"]),
        .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
        .library(name: "PlumbBisect", targets: ["PlumbBisect"]),
        .library(name: "PlumbServe", targets: ["PlumbServe"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev", "libdeflate-dev"])]
        ),
        // SVG and JPEG images (`src:`): librsvg and gdk-pixbuf.
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0", providers: [.apt(["librsvg2-dev"])]),
        .target(name: "CPlumbPNG", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("deflate")]),
        .target(name: "PlumbCore"),
        .target(name: "PlumbLayout", dependencies: ["PlumbCore"]),
        .target(name: "PlumbText", dependencies: ["PlumbCore", "CCairoPango"]),
        .target(name: "PlumbRender", dependencies: ["PlumbCore", "PlumbText", "CCairoPango", "CPlumbPNG", "CRsvg"]),
        .target(name: "PlumbAccessibility", dependencies: ["PlumbCore"]),
        .target(name: "PlumbDiff", dependencies: ["PlumbCore", "PlumbRender", "PlumbAccessibility"]),
        .target(name: "PlumbSpec", dependencies: ["PlumbCore", .product(name: "Yams", package: "Yams")]),
        .target(name: "PlumbGallery", dependencies: ["PlumbCore", "PlumbLayout"]),
        // `plumb bisect`: lint edges over a width range and text growth budgets, for the CLI and for teams' tests.
        .target(name: "PlumbBisect", dependencies: ["PlumbCore", "PlumbLayout", "PlumbText", "PlumbDiff"]),
        .target(
            name: "PlumbSnapshot",
            dependencies: ["PlumbCore", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbDiff", "PlumbGallery", "PlumbAccessibility"]
        ),
        .target(
            name: "PlumbTesting",
            dependencies: ["PlumbCore", "PlumbSpec", "PlumbGallery", "PlumbSnapshot", "PlumbDiff", "PlumbBisect"]
        ),
        // The loopback review and preview server of `plumb review` and `plumb preview`.
        .target(
            name: "PlumbServe",
            dependencies: ["PlumbCore", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbDiff", "PlumbGallery", "PlumbSnapshot"]
        ),
        // Strategies for pointfreeco/swift-snapshot-testing, in their own product so that only teams using it build it.
        .target(
            name: "PlumbSnapshotTesting",
            dependencies: [
                "PlumbCore", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbDiff", "PlumbGallery", "PlumbTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .executableTarget(
            name: "plumb",
            dependencies: [
                "PlumbCore", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbDiff", "PlumbSpec", "PlumbGallery", "PlumbSnapshot", "PlumbBisect",
                "PlumbAccessibility", "PlumbServe", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Release builds link the Swift runtime and Foundation in: the dynamic loader then has 14 fewer
            // libraries and ~7,000 fewer symbol lookups to do before `main`, half of a 21 ms start-up. The module is
            // compiled with the flag too, so that its autolink entries name the static libraries' dependencies.
            // Debug builds (and the tests that link this module) keep the shared libraries.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),
        .executableTarget(
            name: "plumb-bench",
            dependencies: ["PlumbCore", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbDiff", "PlumbGallery", "PlumbSnapshot", "PlumbAccessibility", "PlumbBisect"]
        ),
        .testTarget(name: "PlumbBisectTests", dependencies: ["PlumbCore", "PlumbLayout", "PlumbText", "PlumbDiff", "PlumbGallery", "PlumbBisect"]),
        .testTarget(name: "PlumbCoreTests", dependencies: ["PlumbCore"]),
        .testTarget(name: "PlumbLayoutTests", dependencies: ["PlumbCore", "PlumbLayout", "PlumbGallery", "PlumbSpec"]),
        .testTarget(name: "PlumbTextTests", dependencies: ["PlumbCore", "PlumbText", "PlumbRender", "PlumbLayout", "PlumbGallery"]),
        .testTarget(
            name: "PlumbAccessibilityTests",
            dependencies: ["PlumbCore", "PlumbAccessibility", "PlumbDiff", "PlumbLayout", "PlumbText", "PlumbSpec", "PlumbGallery"]
        ),
        .testTarget(name: "PlumbDiffTests", dependencies: ["PlumbCore", "PlumbRender", "PlumbDiff"]),
        .testTarget(name: "PlumbSpecTests", dependencies: ["PlumbCore", "PlumbSpec"]),
        .testTarget(name: "PlumbSnapshotTests", dependencies: ["PlumbCore", "PlumbSnapshot", "PlumbRender", "PlumbGallery"]),
        .testTarget(name: "PlumbTestingTests", dependencies: ["PlumbCore", "PlumbTesting", "PlumbSnapshot", "PlumbRender", "PlumbGallery", "PlumbBisect"]),
        .testTarget(
            name: "PlumbSnapshotTestingTests",
            dependencies: [
                "PlumbCore", "PlumbSnapshotTesting", "PlumbTesting", "PlumbRender", "PlumbGallery",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(name: "PlumbServeTests", dependencies: ["PlumbServe"]),
        .testTarget(name: "PlumbCLITests", dependencies: ["plumb", "PlumbCore", "PlumbText", "PlumbRender", "PlumbLayout", "PlumbGallery"]),
    ],
    swiftLanguageModes: [.v6]
)
