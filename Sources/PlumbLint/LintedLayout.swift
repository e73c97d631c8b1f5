import PlumbAccessibility
import PlumbCore
import PlumbLayout

/// The first stage of Plumb's pipeline: one tree laid out in one environment, and its lint findings — no pixels.
///
/// This is the one definition of how an environment is laid out and linted: `LayoutEngine.layout` with the given
/// measurer, manual layouts and session (the environment's safe area, device and fitted width handled there), then
/// `Linter.findings` at a `LintPolicy`'s severities. PlumbSnapshot's `EnvironmentRun` (every CLI verb, PlumbTesting,
/// the swift-snapshot-testing strategies) is this stage plus rendering; `plumb bisect` and the growth budgets
/// (PlumbBisect), which lay out many widths and draw nothing, run this stage alone.
///
/// ```swift
/// let layout = LintedLayout(root, name: "cell", environment: Environment(width: 375), measurer: measurer)
/// let errors = layout.lints().filter { $0.severity == .error }
/// ```
public struct LintedLayout {
    /// The spec's name, as the frames JSON records it.
    public var name: String
    /// The layout: every frame in root coordinates, the text measurements and the layout issues.
    public var result: LayoutResult

    /// Lays out `root` in `environment`, measuring text with `measurer`.
    ///
    /// - Parameter session: what this layout may reuse from, and leave for, the others of its run (`LayoutSession`);
    ///   the frames are the same without one.
    public init(
        _ root: Node, name: String, environment: Environment, measurer: any TextMeasuring,
        manualLayouts: ManualLayoutRegistry = .init(), session: LayoutSession? = nil
    ) {
        let context = LayoutContext(
            environment: environment, measurer: measurer, manualLayouts: manualLayouts, session: session)
        self.name = name
        result = LayoutEngine.layout(root, name: name, context: context)
    }

    /// The environment laid out in (with a fitted width, the width fitted: `FittedWidth`).
    public var environment: Environment { result.environment }

    /// The frames JSON document of the layout.
    public var framesDocument: FramesDocument { result.framesDocument }

    /// The lint findings at `policy`'s severities (`off` ones left out); with `backdrop`, contrast measured on the
    /// pixels behind the text (`ContrastCheck`).
    public func lints(policy: LintPolicy = LintPolicy(), backdrop: (any ContrastBackdrop)? = nil) -> [LintFinding] {
        Linter.findings(in: result, policy: policy, backdrop: backdrop)
    }

    /// Whether `lowContrast` can report anything in this layout at `policy`: a run that turns it off need not
    /// render a backdrop for it.
    public func measuresContrast(policy: LintPolicy = LintPolicy()) -> Bool {
        !policy.isOff(LintFinding.Kind.lowContrast.rawValue, in: result)
    }

    /// Where each node is written, by id (the first node of an id wins), for hints that name a spec line.
    public var nodeSources: [String: SpecLocation] {
        var sources: [String: SpecLocation] = [:]
        for entry in result.entries where sources[entry.node.id] == nil {
            if let location = entry.node.source { sources[entry.node.id] = location }
        }
        return sources
    }
}
