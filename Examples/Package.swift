// swift-tools-version: 6.0
import Foundation
import PackageDescription

// A team's own package, as it depends on Plumb: by URL. Here the URL is the Plumb checkout this folder sits in
// (a git repository), at the revision `Scripts/examples-check` passes in `PLUMB_REVISION`; a team writes
// `.package(url: "https://github.com/<org>/plumb", from: "…")`. A URL dependency gets SwiftPM's rules for remote
// packages (no unsafe flags in the products used), which a path dependency would skip.
let plumbURL =
    Context.environment["PLUMB_URL"]
    ?? URL(fileURLWithPath: Context.packageDirectory).deletingLastPathComponent().absoluteString
let plumbRevision = Context.environment["PLUMB_REVISION"]
/// SwiftPM names a URL dependency after the URL's last path component: "plumb" for github.com/<org>/plumb.
let plumb = URL(string: plumbURL)!.deletingPathExtension().lastPathComponent.lowercased()

let package = Package(
    name: "MessageKit",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .library(name: "MessageKit", targets: ["MessageKit"]),
        .executable(name: "message-plumb", targets: ["message-plumb"]),
    ],
    dependencies: [
        plumbRevision.map { .package(url: plumbURL, revision: $0) } ?? .package(url: plumbURL, branch: "main"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // The app's layout code: a view-model manual layout and a builder tree. It imports only PlumbCore,
        // PlumbLayout and PlumbBuilder (pure Swift), so the same files can go into the iOS app target.
        .target(
            name: "MessageKit",
            dependencies: [
                .product(name: "PlumbCore", package: plumb),
                .product(name: "PlumbLayout", package: plumb),
                .product(name: "PlumbBuilder", package: plumb),
            ]
        ),
        // The team's own `plumb`: every verb knows `manual: message-cell`.
        .executableTarget(
            name: "message-plumb",
            dependencies: [
                "MessageKit", .product(name: "PlumbCLI", package: plumb),
                .product(name: "PlumbPipeline", package: plumb),
            ]
        ),
        .testTarget(
            name: "MessageKitTests",
            dependencies: ["MessageKit", .product(name: "PlumbTesting", package: plumb)],
            // Baselines are data read at run time, not resources: without this SwiftPM warns about each file.
            exclude: ["__Baselines__"]
        ),
        .testTarget(
            name: "MessageKitSnapshotTests",
            dependencies: [
                "MessageKit",
                .product(name: "PlumbSnapshotTesting", package: plumb),
                .product(name: "PlumbTesting", package: plumb),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
