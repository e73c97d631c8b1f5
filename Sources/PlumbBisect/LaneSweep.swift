import PlumbCore
import PlumbLint

/// Finds, along one lane, every width at which the set of findings changes: a coarse sweep, then bisection of
/// each step whose two ends disagree, down to neighbouring device pixels.
///
/// After `run()`, any two consecutive probed widths either have the same findings (and the widths between them
/// are taken to have them too) or are one device pixel apart (an edge). So a finding that appears and vanishes
/// again between two coarse samples, with the same findings at both, is not seen: the coarse step bounds the
/// narrowest interval found for sure (`BisectOptions.coarseStep`).
struct LaneSweep {
    let grid: WidthGrid
    /// Grid indices between coarse samples.
    let step: Int
    /// The findings at a width, by key (the first finding of each key).
    let probe: (Double) -> [FindingKey: LintFinding]
    private(set) var probed: [Int: [FindingKey: LintFinding]] = [:]

    init(grid: WidthGrid, step: Int, probe: @escaping (Double) -> [FindingKey: LintFinding]) {
        self.grid = grid
        self.step = step
        self.probe = probe
    }

    /// Probes the coarse samples, then bisects every step whose ends differ.
    mutating func run() {
        let samples = grid.sweep(step: step)
        for index in samples { _ = findings(at: index) }
        for (a, b) in zip(samples, samples.dropFirst()) { bisect(a, b) }
    }

    /// Narrows `a…b` (whose findings differ) down to the neighbouring pixels where they change.
    private mutating func bisect(_ a: Int, _ b: Int) {
        var pending = [(a, b)]
        while let (low, high) = pending.popLast() {
            guard high - low > 1, keys(at: low) != keys(at: high) else { continue }
            let middle = low + (high - low) / 2
            _ = findings(at: middle)
            pending.append((middle, high))
            pending.append((low, middle))
        }
    }

    private mutating func findings(at index: Int) -> [FindingKey: LintFinding] {
        if let known = probed[index] { return known }
        let found = probe(grid.width(index))
        probed[index] = found
        return found
    }

    private func keys(at index: Int) -> Set<FindingKey> { Set(probed[index]!.keys) }

    /// For each finding, the runs of probed widths where it holds, as intervals with their edges.
    func intervals() -> [FindingKey: [WidthInterval]] {
        let indices = probed.keys.sorted()
        var result: [FindingKey: [WidthInterval]] = [:]
        var open: [FindingKey: (from: Int, to: Int)] = [:]
        func close(_ key: FindingKey, _ run: (from: Int, to: Int), next: Int?) {
            let first = probed[run.from]![key]!, last = probed[run.to]![key]!
            let below = run.from > grid.lower ? indices[indices.firstIndex(of: run.from)! - 1] : nil
            result[key, default: []].append(
                WidthInterval(
                    from: grid.width(run.from), to: grid.width(run.to),
                    below: below.map(grid.width), above: next.map(grid.width),
                    // The finding next to an edge says how close the layout came (clipped by 0.26 pt).
                    edgeFinding: next != nil ? last : first))
        }
        for index in indices {
            let here = probed[index]!
            for (key, run) in open where here[key] == nil {
                close(key, run, next: index)
                open[key] = nil
            }
            for key in here.keys {
                if let run = open[key] { open[key] = (run.from, index) } else { open[key] = (index, index) }
            }
        }
        for (key, run) in open { close(key, run, next: nil) }
        return result
    }

    /// How many widths were laid out.
    var layouts: Int { probed.count }
}
