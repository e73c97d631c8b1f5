import PlumbCore
import PlumbLayout
import PlumbPipeline

/// The exact widths at which lint findings appear and disappear: for every finding anywhere in a width range, on
/// every lane (category × scale × direction × localisation), the intervals of device-pixel widths where it holds.
///
/// Each lane is swept at `coarseStep`, and every step whose two ends have different findings is bisected to one
/// device pixel (1/scale pt), so only the widths near an edge are laid out — and nothing is drawn: findings come
/// from frames and text measurements, as in `plumb lint`.
///
/// ```swift
/// let report = try LintBisector(widths: 320...1024, matrix: Matrix(widths: [], categories: [.large, .extraExtraExtraLarge]),
///                               options: BisectOptions(kinds: [.clippedText], manualLayouts: registry))
///     .run([Subject(name: "cell", tree: cell)])
/// #expect(report.groups.isEmpty, "\(report)")
/// ```
public struct LintBisector: Sendable {
    public var widths: ClosedRange<Double>
    public var lanes: [BisectLane]
    public var options: BisectOptions

    /// - Parameters:
    ///   - widths: the range of container widths, in points.
    ///   - matrix: the lanes: its categories, scales, directions, localisations, height and safe area (not its widths).
    public init(widths: ClosedRange<Double>, matrix: Matrix, options: BisectOptions = BisectOptions()) {
        self.widths = widths
        self.lanes = BisectLane.lanes(of: matrix)
        self.options = options
    }

    /// Bisects every subject on every lane.
    ///
    /// - Throws: `BisectError` for a bad range or step, or missing fonts.
    public func run(_ subjects: [Subject]) throws(BisectError) -> BisectReport {
        guard widths.lowerBound.isFinite, widths.upperBound.isFinite, widths.lowerBound > 0 else {
            throw .badRange(min: widths.lowerBound, max: widths.upperBound)
        }
        guard options.coarseStep.isFinite, options.coarseStep > 0 else { throw .badStep(options.coarseStep) }
        let makeMeasurer = try options.measurerFactory()
        let jobs = subjects.flatMap { subject in lanes.map { (subject, $0) } }
        let (widths, options) = (self.widths, self.options)
        let outcomes = BisectWorkers.map(count: jobs.count, workers: options.workers, makeMeasurer: makeMeasurer) {
            index, measurer in
            let (subject, lane) = jobs[index]
            let grid = WidthGrid(range: widths, scale: lane.template.scale)
            let step = max(1, Int((options.coarseStep * Double(grid.scale)).rounded()))
            var sweep = LaneSweep(grid: grid, step: step) { width in
                subject.findingsByKey(
                    in: lane.environment(width: width), measurer: measurer, manualLayouts: options.manualLayouts,
                    kinds: options.kinds, policy: options.policy,
                    session: options.session)
            }
            sweep.run()
            return LaneOutcome(intervals: sweep.intervals(), layouts: sweep.layouts, gridWidths: grid.count)
        }
        var groups: [BisectReport.Group] = []
        for (subjectIndex, subject) in subjects.enumerated() {
            let mine = outcomes[(subjectIndex * lanes.count)..<((subjectIndex + 1) * lanes.count)]
            let keys = Set(mine.flatMap(\.intervals.keys)).sorted()
            for key in keys {
                let perLane = zip(lanes, mine).compactMap { lane, outcome in
                    outcome.intervals[key].map { BisectReport.LaneIntervals(lane: lane, intervals: $0) }
                }
                let severity = perLane.first!.intervals.first!.edgeFinding.severity
                groups.append(BisectReport.Group(spec: subject.name, key: key, severity: severity, lanes: perLane))
            }
        }
        return BisectReport(
            widths: widths, lanes: lanes, specs: subjects.map(\.name), groups: groups,
            layouts: outcomes.map(\.layouts).reduce(0, +), gridWidths: outcomes.map(\.gridWidths).reduce(0, +))
    }
}

/// One subject × lane's result.
private struct LaneOutcome: Sendable {
    var intervals: [FindingKey: [WidthInterval]]
    var layouts: Int
    var gridWidths: Int
}
