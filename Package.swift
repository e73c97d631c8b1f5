// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Plumb",
    // PlumbCore, PlumbLayout and PlumbBuilder are portable Swift, so an app supporting iOS 15 / macOS 12 can share its
    // layout code with its Linux tests (Tests/PlumbCoreTests/PortableModulesTests holds them to it); every other
    // product needs Cairo and Pango and is built and tested on Linux only (docs/swift.md, "Platforms").
    platforms: [.macOS(.v12), .iOS(.v15)],
    products: [
        .executable(name: "plumb", targets: ["plumb"]),
        .library(name: "PlumbCore", targets: ["PlumbCore"]),
        .library(name: "PlumbLayout", targets: ["PlumbLayout"]),
        .library(name: "PlumbText", targets: ["PlumbText"]),
        .library(name: "PlumbRender", targets: ["PlumbRender"]),
        .library(name: "PlumbDiff", targets: ["PlumbDiff"]),
        .library(name: "PlumbLint", targets: ["PlumbLint"]),
        .library(name: "PlumbPipeline", targets: ["PlumbPipeline"]),
        .library(name: "PlumbAccessibility", targets: ["PlumbAccessibility"]),
        .library(name: "PlumbSpec", targets: ["PlumbSpec"]),
        .library(name: "PlumbAssets", targets: ["PlumbAssets"]),
        .library(name: "PlumbGallery", targets: ["PlumbGallery"]),
        .library(name: "PlumbSnapshot", targets: ["PlumbSnapshot"]),
        .library(name: "PlumbTesting", targets: ["PlumbTesting"]),
        .library(name: "PlumbSnapshotTesting", targets: ["PlumbSnapshotTesting"]),
        .library(name: "PlumbBisect", targets: ["PlumbBisect"]),
        .library(name: "PlumbServe", targets: ["PlumbServe"]),
        // The CLI as a library, so a team builds its own `plumb` with its own manual layouts (docs/swift.md).
        .library(name: "PlumbCLI", targets: ["PlumbCLI"]),
        // Result builders for node trees and typed constraints (docs/swift.md).
        .library(name: "PlumbBuilder", targets: ["PlumbBuilder"]),
        // Interface Builder documents (.xib, .storyboard) read as node trees (docs/interface-builder.md).
        .library(name: "PlumbInterfaceBuilder", targets: ["PlumbInterfaceBuilder"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Compiler flags from Plumb's own .pc files, which carry pangocairo's and librsvg's include folders without
        // the -pthread their GIO dependency brings (SwiftPM refuses it with "prohibited flag(s): -pthread" on every
        // build of every package depending on Plumb): see Sources/CCairoPango/plumb-pangocairo.pc.
        .systemLibrary(
            name: "CCairoPango",
            pkgConfig: ownPkgConfig("CCairoPango/plumb-pangocairo.pc", else: "pangocairo"),
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev", "libpng-dev", "libdeflate-dev"])]
        ),
        // libpng and libdeflate found through pkg-config like Cairo and Pango, so their headers and libraries are
        // found wherever the system keeps them.
        .systemLibrary(name: "CLibPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
        .systemLibrary(name: "CLibDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
        .target(name: "CPlumbPNG", dependencies: ["CLibPNG", "CLibDeflate"]),
        .target(name: "PlumbCore"),
        .target(name: "PlumbLayout", dependencies: ["PlumbCore"]),
        .target(name: "PlumbText", dependencies: ["PlumbCore", "CCairoPango"]),
        // SVG and JPEG images (`src:`): librsvg and gdk-pixbuf, opened with dlopen when a spec names one
        // (`ImageLibraries`), so no other verb maps them or what they pull in.
        .target(name: "PlumbRender", dependencies: ["PlumbCore", "PlumbText", "CCairoPango", "CPlumbPNG"]),
        .target(name: "PlumbAccessibility", dependencies: ["PlumbCore"]),
        // PlumbDiff compares pixels (`RGBAImage`s) and frames; it depends on PlumbCore only.
        .target(name: "PlumbDiff", dependencies: ["PlumbCore"]),
        // The linter and the pipeline's lay-out-and-lint stage (`LintedLayout`) that every run and bisect share.
        .target(name: "PlumbLint", dependencies: ["PlumbCore", "PlumbLayout", "PlumbAccessibility"]),
        // Asset catalogs (`.xcassets`) read directly: colour, image and symbol sets, for specs and IB documents.
        .target(name: "PlumbAssets", dependencies: ["PlumbCore"]),
        .target(
            name: "PlumbSpec", dependencies: ["PlumbCore", "PlumbAssets", .product(name: "Yams", package: "Yams")]),
        .target(name: "PlumbBuilder", dependencies: ["PlumbCore", "PlumbLayout"]),
        // Interface Builder documents read with a bounded, entity-free XML reader into node trees, one per root.
        .target(name: "PlumbInterfaceBuilder", dependencies: ["PlumbCore"]),
        .target(name: "PlumbGallery", dependencies: ["PlumbCore", "PlumbLayout", "PlumbBuilder", "PlumbPipeline"]),
        // The pipeline: subjects (what a user names, resolved), and a run that takes them through lay out, lint,
        // accessibility and render, on worker threads; every verb, PlumbTesting and the servers use it.
        .target(
            name: "PlumbPipeline",
            dependencies: [
                "PlumbCore", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbLint", "PlumbAccessibility", "PlumbSpec",
                "PlumbBuilder", "PlumbInterfaceBuilder", "PlumbAssets",
            ]
        ),
        // `plumb bisect`: lint edges over a width range and text growth budgets, for the CLI and for teams' tests.
        .target(
            name: "PlumbBisect", dependencies: ["PlumbCore", "PlumbLayout", "PlumbText", "PlumbLint", "PlumbPipeline"]),
        // Baselines, snapshot checks against them, reports and acceptance.
        .target(
            name: "PlumbSnapshot",
            dependencies: [
                "PlumbCore", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbDiff", "PlumbLint", "PlumbAccessibility",
                "PlumbPipeline",
            ]
        ),
        // Runs PlumbTesting's XCTest observer registration when a test process loads.
        .target(name: "CPlumbTestingHooks"),
        .target(
            name: "PlumbTesting",
            dependencies: [
                "PlumbCore", "PlumbLayout", "PlumbSpec", "PlumbSnapshot", "PlumbDiff", "PlumbLint", "PlumbPipeline",
                "PlumbBisect",
                "CPlumbTestingHooks",
            ]
        ),
        // The loopback review and preview server of `plumb review` and `plumb preview`.
        .target(
            name: "PlumbServe",
            dependencies: [
                "PlumbCore", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbDiff", "PlumbLint", "PlumbPipeline",
                "PlumbSnapshot",
            ]
        ),
        // Strategies for pointfreeco/swift-snapshot-testing, in their own product so that only teams using it build it.
        .target(
            name: "PlumbSnapshotTesting",
            dependencies: [
                "PlumbCore", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbDiff", "PlumbLint", "PlumbPipeline",
                "PlumbSnapshot", "PlumbTesting",
                "PlumbAccessibility",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        // Every verb, its parsing, printing and exit codes; the gallery and a team's layouts are passed in.
        .target(
            name: "PlumbCLI",
            dependencies: [
                "PlumbCore", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbDiff", "PlumbLint", "PlumbPipeline",
                "PlumbSpec", "PlumbSnapshot", "PlumbInterfaceBuilder",
                "PlumbServe", "PlumbBisect", "PlumbAssets",
                "PlumbAccessibility", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The stock `plumb`: PlumbCLI with Plumb's gallery. The only target with unsafe flags; no library uses it,
        // so a package depending on Plumb by URL can use every library product.
        .executableTarget(
            name: "plumb",
            dependencies: ["PlumbCLI", "PlumbGallery"],
            path: "Sources/plumb-main",
            // Release builds link the Swift runtime and Foundation in: the dynamic loader then has 14 fewer
            // libraries and ~7,000 fewer symbol lookups to do before `main`, half of a 21 ms start-up. The module is
            // compiled with the flag too, so that its autolink entries name the static libraries' dependencies.
            // Debug builds (and the tests that link this module) keep the shared libraries.
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(configuration: .release))]
        ),
        // `Scripts/ib-agreement`: Plumb's frames against the frames Interface Builder stored (docs/interface-builder.md).
        .executableTarget(
            name: "plumb-ib-agreement", dependencies: ["PlumbCore", "PlumbInterfaceBuilder", "PlumbPipeline"]),
        .executableTarget(
            name: "plumb-bench",
            dependencies: [
                "PlumbCore", "PlumbLayout", "PlumbText", "PlumbRender", "PlumbDiff", "PlumbLint", "PlumbPipeline",
                "PlumbGallery", "PlumbSnapshot",
                "PlumbAccessibility", "PlumbBisect", "PlumbSpec",
            ]
        ),
        // Helpers shared by test targets (a seeded generator), so no test target keeps its own copy.
        .target(name: "PlumbTestSupport", path: "Tests/PlumbTestSupport"),
        .testTarget(
            name: "PlumbBisectTests",
            dependencies: [
                "PlumbCore", "PlumbLayout", "PlumbText", "PlumbDiff", "PlumbLint", "PlumbPipeline", "PlumbGallery",
                "PlumbBisect", "PlumbSnapshot",
            ]),
        .testTarget(name: "PlumbCoreTests", dependencies: ["PlumbCore"]),
        .testTarget(
            name: "PlumbLayoutTests",
            dependencies: ["PlumbTestSupport", "PlumbCore", "PlumbLayout", "PlumbGallery", "PlumbSpec"]),
        // Each test target is named after the module it tests: text measurement here, drawing and PNG in
        // PlumbRenderTests, the reference UIs (with real text) in PlumbGalleryTests.
        .testTarget(
            name: "PlumbTextTests",
            dependencies: [
                "PlumbCore", "PlumbText", "PlumbRender", "PlumbLayout", "PlumbDiff", "PlumbLint", "PlumbPipeline",
                "PlumbGallery", "PlumbSpec",
                "PlumbBuilder",
            ]),
        .testTarget(
            name: "PlumbRenderTests",
            dependencies: ["PlumbTestSupport", "PlumbCore", "PlumbText", "PlumbRender", "PlumbLayout"]),
        .testTarget(
            name: "PlumbGalleryTests",
            dependencies: ["PlumbCore", "PlumbBuilder", "PlumbText", "PlumbLayout", "PlumbGallery", "PlumbSpec"]),
        .testTarget(
            name: "PlumbAccessibilityTests",
            dependencies: [
                "PlumbCore", "PlumbAccessibility", "PlumbDiff", "PlumbLint", "PlumbPipeline", "PlumbLayout",
                "PlumbText", "PlumbSpec", "PlumbGallery", "PlumbRender",
            ]
        ),
        .testTarget(
            name: "PlumbDiffTests", dependencies: ["PlumbTestSupport", "PlumbCore", "PlumbRender", "PlumbDiff"]),
        .testTarget(name: "PlumbLintTests", dependencies: ["PlumbCore", "PlumbLayout", "PlumbLint"]),
        .testTarget(name: "PlumbSpecTests", dependencies: ["PlumbCore", "PlumbSpec", "PlumbBuilder", "PlumbAssets"]),
        .testTarget(name: "PlumbAssetsTests", dependencies: ["PlumbCore", "PlumbAssets"]),
        .testTarget(
            name: "PlumbSnapshotTests",
            dependencies: ["PlumbCore", "PlumbLayout", "PlumbSnapshot", "PlumbPipeline", "PlumbRender", "PlumbGallery"]),
        .testTarget(
            name: "PlumbTestingTests",
            dependencies: [
                "PlumbCore", "PlumbLayout", "PlumbText", "PlumbTesting", "PlumbSnapshot", "PlumbRender", "PlumbGallery",
                "PlumbBisect",
            ]),
        .testTarget(
            name: "PlumbSnapshotTestingTests",
            dependencies: [
                "PlumbCore", "PlumbSnapshotTesting", "PlumbTesting", "PlumbRender", "PlumbGallery",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(name: "PlumbServeTests", dependencies: ["PlumbServe"]),
        .testTarget(
            name: "PlumbInterfaceBuilderTests",
            dependencies: ["PlumbCore", "PlumbInterfaceBuilder", "PlumbPipeline", "PlumbLint"]),
        .testTarget(
            name: "PlumbCLITests",
            dependencies: [
                "plumb", "plumb-ib-agreement", "PlumbTestSupport", "PlumbCore", "PlumbText", "PlumbRender",
                "PlumbLayout",
                "PlumbGallery", "PlumbCLI", "PlumbSpec",
            ]),
    ],
    swiftLanguageModes: [.v6]
)

/// The path of one of Plumb's own pkg-config files under Sources/, which SwiftPM reads when `pkgConfig` is an
/// absolute path; the system's `system` .pc when the package's path has a space (SwiftPM splits `pkgConfig` at
/// spaces), which builds the same but with SwiftPM's -pthread warning.
func ownPkgConfig(_ file: String, else system: String) -> String {
    let path = Context.packageDirectory + "/Sources/" + file
    return path.contains(" ") ? system : path
}
