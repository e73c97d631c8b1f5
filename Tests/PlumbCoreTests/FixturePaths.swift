import Foundation

/// The repository's `Tests/Fixtures` folder, found from this file's path.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")
