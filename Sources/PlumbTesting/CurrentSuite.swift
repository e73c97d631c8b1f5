#if canImport(Testing)
    import Testing
#endif

/// The suite of the Swift Testing test now running, so two suites in one file with a test of the same name keep
/// separate baselines (`__Baselines__/<TestFile>/<Suite>.<test>/`).
///
/// `nil` outside Swift Testing, for a free test function, and for a suite named like its file (the usual one suite
/// per file keeps the folder it always had: `__Baselines__/CellTests/<test>/` for `CellTests` in CellTests.swift).
/// XCTest exposes no current test case to a library on Linux, so XCTest classes sharing a file and a method name
/// need `named:` to keep apart (docs/testing.md).
enum CurrentSuite {
    static func name(testFile: String) -> String? {
        #if canImport(Testing)
            guard let test = Test.current else { return nil }
            let components = test.id.nameComponents
            guard components.count >= 2, let suite = components.dropLast().last, suite != testFile else { return nil }
            return suite
        #else
            return nil
        #endif
    }
}
