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

    /// The running test as Swift Testing or XCTest names it (`MessageKitTests.Cells/cell()`, `MessageKitTests/cell()`,
    /// `CellTests/testCell`), or `nil` outside a test: what tells two tests whose baselines would share a folder apart.
    static func identity(function: String) -> String? {
        #if canImport(Testing)
        if let test = Test.current {
            return test.id.moduleName + "/" + test.id.nameComponents.joined(separator: "/")
        }
        #endif
        return CurrentXCTest.className(function: function).map { $0 + "/" + SnapshotLocation.testName(function) }
    }

    /// Whether the running test is one case of a parameterised Swift Testing test (`@Test(arguments:)`): its cases
    /// run in any order and at once, so the order of its assertions cannot name their baselines.
    static var isParameterizedCase: Bool {
        #if canImport(Testing)
        return Test.Case.current?.isParameterized ?? false
        #else
        return false
        #endif
    }
}
