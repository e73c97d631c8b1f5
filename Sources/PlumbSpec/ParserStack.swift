import Foundation

/// Runs the spec parser on a thread whose stack holds the deepest tree the limits allow.
///
/// The node parser is recursive, and in a debug build (where PlumbTesting runs) its frames are large: 23 KB per
/// level of nodes and 55 KB per level of nested components (a component's root, its `use:` node and the
/// instance between them), measured with gdb on x86_64. A thread's usual 8 MB held about 150 nested components,
/// under the documented depth limit of 200, so a chain of 155 crashed. This stack holds `SpecLimits.maximumDepth`
/// levels of components in a debug build with room to spare, and it is only reserved address space: pages are used
/// as deep as the parse goes.
enum ParserStack {
    /// Bytes of the parser thread's stack: `SpecLimits.maximumDepth` × 55 KB is 22 MB.
    static let bytes = 64 << 20

    /// `body`'s result, run on a thread of `bytes` of stack that the caller waits for.
    ///
    /// `body` never outlives the call (the caller blocks until the thread has run it), so what it captures is not
    /// shared with anything running at the same time.
    static func run<T>(_ body: () throws(SpecError) -> T) throws(SpecError) -> T {
        var result: Result<T, SpecError>?
        withoutActuallyEscaping({ result = Result { () throws(SpecError) -> T in try body() } }) { work in
            let job = Job(work)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                job.run()
                done.signal()
            }
            thread.stackSize = bytes
            thread.start()
            done.wait()
        }
        guard let result else { preconditionFailure("the parser thread ended without a result") }
        return try result.get()
    }

    /// The work handed to the parser thread, which the caller waits for.
    private final class Job: @unchecked Sendable {
        private var work: (() -> Void)?
        init(_ work: @escaping () -> Void) { self.work = work }

        /// Runs the work and lets go of it before the caller is signalled: `withoutActuallyEscaping` checks that
        /// nothing holds the closure when it returns, and the thread may outlive the signal.
        func run() {
            work?()
            work = nil
        }
    }
}
