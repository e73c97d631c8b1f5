import PlumbCore
import PlumbLayout
import PlumbLint
import PlumbPipeline
import PlumbText

/// How `LintBisector` and `GrowthBudgeter` lay out: the text measurer, the manual layouts, the threads, and
/// which lint kinds count.
public struct BisectOptions: Sendable {
    /// Points between the widths of the coarse sweep (rounded to whole device pixels). Every change of findings
    /// between two samples is bisected to one device pixel; an interval narrower than this that starts and ends
    /// between the same two samples can be missed.
    public var coarseStep: Double
    /// Worker threads; the report is the same for any number.
    public var workers: Int
    /// Only these kinds count; `nil` for every kind (notes included).
    public var kinds: Set<LintFinding.Kind>?
    /// The manual layouts specs may name (a gallery entry's own, or a team's registry).
    public var manualLayouts: ManualLayoutRegistry
    /// Shared by every layout of the run, so the many widths of one tree update its constraint systems rather
    /// than solving each afresh (`LayoutSession`); `nil` for none.
    public var session: LayoutSession? = LayoutSession()
    /// Makes each worker's measurer; `nil` for Pango over the pinned fonts, as `plumb lint` measures.
    public var makeMeasurer: (@Sendable () -> any TextMeasuring)?
    /// The lint severities (`plumb lint --lint KIND=SEVERITY`, a spec's `lints:`); findings that are `off` are
    /// not reported, as in `plumb lint`.
    public var policy: LintPolicy

    public init(
        coarseStep: Double = 8, workers: Int = 1, kinds: Set<LintFinding.Kind>? = nil,
        manualLayouts: ManualLayoutRegistry = .init(), makeMeasurer: (@Sendable () -> any TextMeasuring)? = nil,
        policy: LintPolicy = LintPolicy()
    ) {
        self.policy = policy
        self.coarseStep = coarseStep
        self.workers = workers
        self.kinds = kinds
        self.manualLayouts = manualLayouts
        self.makeMeasurer = makeMeasurer
    }

    /// The measurer factory, Pango's unless one was given.
    func measurerFactory() throws(BisectError) -> @Sendable () -> any TextMeasuring {
        if let makeMeasurer { return makeMeasurer }
        let fonts: PinnedFonts
        do { fonts = try PinnedFonts.standard.get() } catch { throw .fonts(error.description) }
        return { PangoTextMeasurer(fonts: fonts) }
    }
}

/// Why a bisection could not run.
public enum BisectError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The pinned fonts are missing.
    case fonts(String)
    /// The width range is reversed, not finite or not positive.
    case badRange(min: Double, max: Double)
    /// A coarse step that is not a positive number.
    case badStep(Double)
    /// What was named to bisect does not resolve (a spec that does not read, a story it does not have).
    case subject(SubjectError)

    public var description: String {
        switch self {
        case .fonts(let message): message
        case .badRange(let min, let max):
            "the width range \(formatNumber(min))...\(formatNumber(max)) is not a range of widths (expected 0 < MIN ≤ MAX)"
        case .badStep(let step): "the coarse step \(formatNumber(step)) is not a positive number of points"
        case .subject(let error): error.description
        }
    }
}
