import PlumbCore
import PlumbLayout

/// Row 2 of BENCHMARKS.md: the stack engine against Taffy (PyPI `stretchable`) on the same flex trees.
///
/// Timed: `LayoutEngine.layout` of the whole tree from its `Node` value to every frame in root coordinates, with the
/// fixed-advance measurer (the trees have no text). Plumb keeps no state between layouts, so every run is cold;
/// Scripts/bench-peers marks every Taffy node dirty before each of its runs so Taffy's caches are cold too.
/// Before timing, frames are checked against Taffy's when the file holds them (trees of up to 11,111 nodes).
enum StackBench {
    static func run(_ arguments: BenchArguments) throws {
        let workload = try StackWorkload(contentsOf: try arguments.string("tree"))
        let repeats = try arguments.int("repeats", default: 10)
        let warmup = try arguments.int("warmup", default: 1)
        let context = LayoutContext(environment: workload.environment, measurer: FixedAdvanceMeasurer())
        if let expected = workload.file.taffy { check(workload, expected: expected, context: context) }
        let samples = BenchClock.samples(warmup: warmup, repeats: repeats) {
            blackHole(LayoutEngine.layout(workload.root, name: workload.name, context: context))
        }
        BenchRecord(
            suite: "stack", case: workload.name, metric: "layout", unit: "ms", seconds: samples,
            info: ["nodes": Double(workload.nodeCount), "width": workload.file.width]
        ).emit()
    }

    /// Every frame must equal Taffy's (1e-3 pt; both are exact on these integer inputs) for the timing to count.
    static func check(_ workload: StackWorkload, expected: [[Double]], context: LayoutContext) {
        let result = LayoutEngine.layout(workload.root, name: workload.name, context: context)
        var worst = 0.0, worstIndex = -1
        for (index, entry) in result.entries.enumerated() where index < expected.count {
            let frame = entry.frame, taffy = expected[index]
            let error = max(
                abs(frame.x - taffy[0]), abs(frame.y - taffy[1]), abs(frame.width - taffy[2]),
                abs(frame.height - taffy[3]))
            if error > worst { (worst, worstIndex) = (error, index) }
        }
        let countsAgree = result.entries.count == expected.count
        var detail = "\(expected.count) frames equal"
        if worstIndex >= 0 {
            let frame = result.entries[worstIndex].frame
            detail = "n\(worstIndex): plumb \(frame) vs taffy \(expected[worstIndex])"
        } else if !countsAgree {
            detail = "plumb has \(result.entries.count) frames, taffy \(expected.count)"
        }
        BenchCheck(
            check: "stack \(workload.name) frames == taffy", ok: countsAgree && worst <= 1e-3, maxError: worst,
            detail: detail
        ).emit()
    }
}
