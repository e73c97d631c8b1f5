#if canImport(Testing)
import Testing
#endif

/// The suite or XCTest class of the test now running, so two suites or classes in one file with a test of the same name keep
/// separate baselines (`__Baselines__/<TestFile>/<Suite>.<test>/`).
///
/// For XCTest, the running test case's class (`CurrentXCTest`); `nil` for a free test function. `SnapshotLocation`
/// leaves out a suite or class named like its file (the usual one per file keeps the folder it always had:
/// `__Baselines__/CellTests/<test>/` for `CellTests` in CellTests.swift).
enum CurrentSuite {
    static func name(testFile: String, function: String) -> String? {
        #if canImport(Testing)
        guard let test = Test.current else { return xcTestClass(testFile: testFile, function: function) }
        let components = test.id.nameComponents
        guard components.count >= 2, let suite = components.dropLast().last else { return nil }
        return suite
        #else
        return xcTestClass(testFile: testFile, function: function)
        #endif
    }

    /// The running XCTest case's class.
    private static func xcTestClass(testFile: String, function: String) -> String? {
        CurrentXCTest.className(function: function)
    }
}
