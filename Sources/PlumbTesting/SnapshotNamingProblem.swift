/// Why an assertion's baselines could not be given a name that stays the same from run to run.
///
/// Swift Testing runs tests, and a parameterised test's cases, at once and in any order, so a name taken from the
/// order assertions arrive in (`cell/`, then `cell.2/`) would swap between runs and compare one test against
/// another's baselines. Plumb refuses instead and says what to add.
enum SnapshotNamingProblem: Error, Sendable, CustomStringConvertible {
    /// A case of `@Test(arguments:)` asserted without `named:`.
    case parameterized(test: String, folder: String)
    /// Two different tests would keep their baselines in one folder of `file`'s baselines.
    case shared(folder: String, file: String, tests: [String])

    var description: String {
        switch self {
        case .parameterized(let test, let folder):
            return
                "Layout snapshot of \(test) has no name: a parameterised test's cases run in any order, so each "
                + "needs its own baselines folder named from its arguments. Pass named: to the assertion, e.g. "
                + "assertLayoutSnapshot(of: layout, named: \"\\(width)\") for the folder \(folder).<width>/."
        case .shared(let folder, let file, let tests):
            return
                "Layout snapshots of \(tests.joined(separator: " and ")) would share the baselines folder "
                + "__Baselines__/\(file)/\(folder)/: tests run in any order, so neither could tell whose baselines "
                + "it compares against. Pass named: to one of them (or rename one of the tests)."
        }
    }
}
