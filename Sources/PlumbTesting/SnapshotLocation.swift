import Foundation
import PlumbCore
import PlumbPipeline
import PlumbSnapshot

/// Where a test's baselines live: `<test file's folder>/__Baselines__/<TestFile>/<test>/<environment>.png`
/// (`<Suite>.<test>` for a Swift Testing suite not named like its file, see `CurrentSuite`), as
/// swift-snapshot-testing keeps `__Snapshots__` beside the test file, so baselines move with their tests.
struct SnapshotLocation: Hashable, Sendable {
    /// `…/__Baselines__/<TestFile>`: the baselines folder of the whole file.
    var baselines: String
    /// `<test>`, or `<test>.<name>`, or `<test>.2` for a second unnamed assertion in the same test.
    var folder: String
    /// A `swift test --filter` pattern that selects this test and no other (`messageCell` but not
    /// `messageCellLongName`, nor `messageCell` of another class), shell-quoted: `'[./]CellTests/messageCell($|\()'`.
    var testFilter: String

    static let folderName = "__Baselines__"

    /// The location for an assertion in `function` of `filePath`; `named` tells several assertions of one test
    /// apart, else they are numbered in the order they run within that test.
    ///
    /// Names depend only on the test's identity, never on the order tests finish in: a parameterised test's cases
    /// run at once, so one without `named:` is refused; two tests whose baselines would share a folder (a free
    /// `@Test func cell()` beside `cell()` of the suite named like the file) are refused too, naming both.
    init(filePath: String, function: String, named: String?, baselinesRoot: String?) throws(SnapshotNamingProblem) {
        let file = filePath as NSString
        let testFile = (file.lastPathComponent as NSString).deletingPathExtension
        let root = baselinesRoot ?? file.deletingLastPathComponent + "/" + Self.folderName
        let baselines = root + "/" + Subject.folderName(for: testFile)
        self.baselines = baselines
        let running = CurrentSuite.name(testFile: testFile, function: function)
        let suite = running == testFile ? nil : running
        let test = (suite.map { $0 + "." } ?? "") + Self.testName(function)
        // swift test matches `Module.Suite/test()` (Swift Testing) and `Module.Class/testMethod` (XCTest).
        testFilter = "'" + (running.map { "[./]" + $0 + "/" } ?? "/") + Self.testName(function) + "($|\\()'"
        let identity = CurrentSuite.identity(function: function) ?? filePath + "/" + function
        if let named {
            folder = Subject.folderName(for: test + "." + named)
        } else {
            if CurrentSuite.isParameterizedCase { throw .parameterized(test: identity, folder: test) }
            let count = Self.counter.withLock { counts -> Int in
                let key = baselines + "\u{0}" + identity
                counts[key, default: 0] += 1
                return counts[key]!
            }
            folder = Subject.folderName(for: count == 1 ? test : test + ".\(count)")
        }
        let claimed = Self.claims.withLock { claims -> String in
            let key = baselines + "/" + folder
            if let other = claims[key] { return other }
            claims[key] = identity
            return identity
        }
        if claimed != identity { throw .shared(folder: folder, file: testFile, tests: [claimed, identity]) }
    }

    /// `testSettingsCell()` or `settingsCell(width:)` → `testSettingsCell`, `settingsCell`.
    static func testName(_ function: String) -> String {
        String(function.prefix { $0 != "(" })
    }

    /// Unnamed assertions seen per test, to number the second and later ones.
    private static let counter = Locked<[String: Int]>([:])
    /// The test that first used each baselines folder (`…/__Baselines__/CellTests/cell` → `MessageKitTests/cell()`).
    private static let claims = Locked<[String: String]>([:])
}
