import PlumbSnapshot

/// Where the record mode of an assertion comes from, most specific first: the call's `record:` argument, the
/// task-local mode set by `withLayoutSnapshots(record:)`, the `PLUMB_RECORD` environment variable, else `missing`.
///
/// There is no global switch: a mode set for one test (or one `Task`) never leaks into tests running beside it.
public enum SnapshotRecording {
    @TaskLocal static var scoped: RecordMode?

    /// The mode for one assertion.
    ///
    /// - Throws: `RecordModeError` when `PLUMB_RECORD` names no mode.
    static func mode(call: RecordMode?, environment: [String: String]) throws(RecordModeError) -> RecordMode {
        if let call { return call }
        if let scoped { return scoped }
        return try RecordMode.resolve(flag: nil, environment: environment).get()
    }
}

/// Runs `body` with every layout snapshot assertion inside it (in this task and its child tasks) in `record` mode,
/// unless an assertion passes its own `record:`.
///
/// ```swift
/// try await withLayoutSnapshots(record: .failed) {
///     assertLayoutSnapshot(of: cell)
/// }
/// ```
public func withLayoutSnapshots<Result>(record: RecordMode, _ body: () throws -> Result) rethrows -> Result {
    try SnapshotRecording.$scoped.withValue(record, operation: body)
}

/// The `async` form of `withLayoutSnapshots(record:_:)`.
public func withLayoutSnapshots<Result>(record: RecordMode, _ body: () async throws -> Result) async rethrows -> Result
{
    try await SnapshotRecording.$scoped.withValue(record, operation: body)
}
