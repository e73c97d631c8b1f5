import CPlumbTestingHooks
import Foundation
import PlumbCore
import XCTest

/// The XCTest case now running, so two XCTest classes in one file with a method of the same name keep separate
/// baselines (`__Baselines__/<TestFile>/<Class>.<method>/`).
///
/// XCTest gives a library no "current test case"; an observer registered when the process loads (through the
/// constructor in `CPlumbTestingHooks`) sees each test case start and finish.
final class CurrentXCTest: NSObject, XCTestObservation, Sendable {
    private static let running = Locked<(className: String, method: String)?>(nil)

    /// The class of the running test case, when `function` is its method.
    static func className(function: String) -> String? {
        guard let running = running.withLock({ $0 }), running.method == SnapshotLocation.testName(function) else {
            return nil
        }
        return running.className
    }

    func testCaseWillStart(_ testCase: XCTestCase) {
        // Linux names a case "Class.method", Apple platforms "-[Class method]".
        let name = testCase.name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]"))
        let parts = name.split(whereSeparator: { $0 == "." || $0 == " " }).map(String.init)
        guard parts.count >= 2 else { return }
        Self.running.withLock { $0 = (parts[parts.count - 2], parts[parts.count - 1]) }
    }

    func testCaseDidFinish(_ testCase: XCTestCase) {
        Self.running.withLock { $0 = nil }
    }
}

@_cdecl("plumb_testing_process_started")
func plumbTestingProcessStarted() {
    XCTestObservationCenter.shared.addTestObserver(CurrentXCTest())
}
