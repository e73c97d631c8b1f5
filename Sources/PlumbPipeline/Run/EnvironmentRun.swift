import PlumbCore
import PlumbLayout
import PlumbLint
import PlumbRender

/// One spec × environment taken through Plumb's pipeline: laid out, then linted, rendered and (by
/// `SnapshotRun`) compared, each step from the one layout. Laying out and linting is PlumbDiff's `LintedLayout`,
/// the stage `plumb bisect` runs alone; this type adds the renderer.
///
/// Every consumer starts here — each CLI verb, `SnapshotRun` (and so PlumbTesting), the swift-snapshot-testing
/// strategies, the preview server and the benchmark — so text is measured the same way everywhere: with the
/// measurer of the `Renderer` that draws it (`init(_:name:environment:renderer:manualLayouts:)`), or, where
/// nothing is drawn, with any `TextMeasuring`.
///
/// ```swift
/// let run = EnvironmentRun(root, name: "cell", environment: Environment(width: 375), renderer: renderer,
///                          manualLayouts: registry)
/// let findings = run.lints()
/// let png = try run.png(with: renderer)
/// ```
public struct EnvironmentRun {
    /// The layout and its lints: the pipeline's first stage, shared with `plumb bisect` (PlumbDiff's `LintedLayout`).
    public var layout: LintedLayout

    /// The spec's name, as the frames JSON records it.
    public var name: String {
        get { layout.name }
        set { layout.name = newValue }
    }

    /// The layout: every frame in root coordinates, the text measurements and the layout issues.
    public var result: LayoutResult {
        get { layout.result }
        set { layout.result = newValue }
    }

    /// Lays out `root` in `environment`, measuring text with `measurer` (`LintedLayout`).
    ///
    /// - Parameter session: what this layout may reuse from, and leave for, the others of its run (`LayoutSession`);
    ///   the frames are the same without one.
    public init(
        _ root: Node, name: String, environment: Environment, measurer: any TextMeasuring,
        manualLayouts: ManualLayoutRegistry = .init(), session: LayoutSession? = nil
    ) {
        layout = LintedLayout(
            root, name: name, environment: environment, measurer: measurer, manualLayouts: manualLayouts,
            session: session)
    }

    /// Lays out `root` in `environment` with the measurer of `renderer`, so text is measured as it will be drawn.
    public init(
        _ root: Node, name: String, environment: Environment, renderer: Renderer,
        manualLayouts: ManualLayoutRegistry = .init(),
        session: LayoutSession? = nil
    ) {
        self.init(
            root, name: name, environment: environment, measurer: renderer.measurer, manualLayouts: manualLayouts,
            session: session)
    }

    /// The environment laid out in.
    public var environment: Environment { layout.environment }

    /// Why the layout cannot be rendered whole (a size past the renderer's limits), or `nil`.
    public var sizeProblem: String? { Renderer.sizeProblem(of: result) }

    /// The frames JSON document of the layout.
    public var framesDocument: FramesDocument { layout.framesDocument }

    /// The lint findings at `policy`'s severities (`off` ones left out); with `renderer`, contrast is measured on
    /// the pixels behind the text (`backdrop(policy:renderer:)`), else against the model of fills.
    public func lints(policy: LintPolicy = LintPolicy(), renderer: Renderer? = nil) -> [LintFinding] {
        layout.lints(policy: policy, backdrop: renderer.flatMap { backdrop(policy: policy, renderer: $0) })
    }

    /// The lint findings as a report stores them, each with where its first node is written (`file:line:column`).
    public func lintRecords(policy: LintPolicy = LintPolicy(), renderer: Renderer? = nil) -> [LintRecord] {
        let sources = nodeSources
        return lints(policy: policy, renderer: renderer).map {
            LintRecord($0, source: $0.nodes.first.flatMap { sources[$0]?.description })
        }
    }

    /// What is drawn behind the text, read from pixels, for `lowContrast` (`RenderedBackdrop`); `nil` where
    /// nothing would read it (the lint off) or the layout is too large to render whole (the model is used).
    public func backdrop(policy: LintPolicy, renderer: Renderer) -> RenderedBackdrop? {
        guard layout.measuresContrast(policy: policy), sizeProblem == nil else { return nil }
        return RenderedBackdrop(result, renderer: renderer)
    }

    /// Where each node is written, by id (the first node of an id wins), for hints that name a spec line.
    public var nodeSources: [String: SpecLocation] { layout.nodeSources }

    /// The layout drawn by `renderer`; with `overlay`, frames, baselines and the lint errors drawn over it
    /// (`OverlayMarks`).
    public func image(with renderer: Renderer, overlay: Bool = false) -> RGBAImage {
        renderer.render(result, overlay: overlay ? OverlayMarks.overlay(for: result) : nil)
    }

    /// The layout encoded as `format`: a PNG (with `encoder`), or SVG / PDF vectors titled with the spec's name.
    public func encoded(
        with renderer: Renderer, overlay: Bool = false, format: ImageFormat, encoder: PNGEncoder = PNGEncoder()
    ) throws(Renderer.EncodeFailed) -> [UInt8] {
        try renderer.encode(
            result, overlay: overlay ? OverlayMarks.overlay(for: result) : nil, format: format, title: name,
            encoder: encoder)
    }

    /// `image(with:overlay:)` encoded as a PNG.
    public func png(with renderer: Renderer, overlay: Bool = false) throws(PNGError) -> [UInt8] {
        try renderer.renderPNG(result, overlay: overlay ? OverlayMarks.overlay(for: result) : nil)
    }
}
