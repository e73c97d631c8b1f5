import Foundation

/// libFuzzer entry: the input as a `timings.json` (`--shard-timings FILE`, a shard's timings read by
/// `merge-reports`), through `ShardTimings(data:path:)`, the file's writer and the joining of shards' files.
///
/// A refusal is a correct answer when it says why. A crash, a hang, an accepted entry that is not a finite number of
/// seconds in 0…86,400, or a written file that does not read back with the same entries is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzShardTimings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    let timings: ShardTimings
    do { timings = try ShardTimings(data: data, path: "timings.json") } catch {
        precondition(!error.description.isEmpty && error.path == "timings.json", "a refusal that says nothing")
        return 0
    }
    precondition(timings.seconds.count <= ShardTimings.maximumEntries)
    for seconds in timings.seconds.values {
        precondition(
            seconds.isFinite && (0...Double(ShardTimings.maximumSeconds)).contains(seconds), "an accepted \(seconds)")
    }
    // What the writer writes reads back, entry for entry (to the microsecond it keeps).
    let again: ShardTimings
    do { again = try ShardTimings(data: timings.jsonData, path: "written.json") } catch {
        preconditionFailure("the written file does not read back: \(error)")
    }
    precondition(again.seconds.keys.sorted() == timings.seconds.keys.sorted(), "entries lost in writing")
    for (id, seconds) in timings.seconds {
        precondition(abs(again.seconds[id]! - seconds) <= 1e-6, "\(id): \(seconds) written as \(again.seconds[id]!)")
    }
    precondition(ShardTimings.merged([timings, again]).seconds.count == timings.seconds.count)
    return 0
}
