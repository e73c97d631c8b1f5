import PlumbAccessibility
import PlumbCore

/// Finds layout problems in a `LayoutResult` from its frames and text measurements alone — no pixels.
///
/// The steps, in order: the engines' own issues (unsatisfiable and ambiguous constraints, violated optional ones
/// as notes), then text that needs more room than its frame or was cut short, content with no area, controls too
/// small to tap, nodes outside their parent, the root or the safe area, and nodes overlapping nodes they are not
/// allowed to overlap; views of Interface Builder documents whose up-to-date stored frames Plumb does not reproduce
/// (`InterfaceBuilderLints`, notes); then the accessibility lints (`AccessibilityLints`). Hidden nodes and everything inside them
/// are skipped.
public enum Linter {
    /// Points of slack before a difference counts: frames are printed with 4 decimals.
    public static let tolerance = 0.001

    /// Every finding of `result` at the severity `policy` gives it (`off` ones left out).
    ///
    /// - Parameters:
    ///   - accessibility: whether to run the accessibility lints too (the benchmark turns them off to measure what
    ///     they cost).
    ///   - backdrop: what is drawn behind the text, for `lowContrast` (the environment rendered without text);
    ///     `nil` measures contrast against the model of fills (`ContrastCheck`).
    public static func findings(
        in result: LayoutResult, policy: LintPolicy = LintPolicy(), accessibility: Bool = true,
        backdrop: (any ContrastBackdrop)? = nil
    ) -> [LintFinding] {
        let view = LintView(result)
        var findings = engineIssues(result)
        findings += TextLints.findings(view)
        findings += LocalizationLints.findings(view)
        findings += FormatLints.findings(view)
        findings += GeometryLints.zeroSize(view)
        findings += GeometryLints.smallTargets(view)
        findings += GeometryLints.outOfBounds(view)
        findings += GeometryLints.overlaps(view)
        if !policy.isOff(LintFinding.Kind.duplicateID.rawValue, in: result) {
            findings += IdentityLints.duplicateIDs(view)
        }
        findings += InterfaceBuilderLints.misplaced(view)
        if accessibility {
            findings += AccessibilityLints.findings(
                view, policy: policy, backdrop: backdrop, off: { policy.isOff($0.rawValue, in: result) })
        }
        return policy.apply(findings, in: result)
    }

    /// The engines' issues as findings.
    static func engineIssues(_ result: LayoutResult) -> [LintFinding] {
        result.issues.map { issue in
            let rects = issue.nodes.compactMap { result.frame(of: $0) }
            switch issue {
            case .unsatisfiable:
                return LintFinding(
                    kind: .unsatisfiable, nodes: issue.nodes, environment: result.environment, rects: rects,
                    message: issue.message)
            case .ambiguous, .priorityTie:
                return LintFinding(
                    kind: .ambiguous, nodes: issue.nodes, environment: result.environment, rects: rects,
                    message: issue.message)
            case .violated:
                return LintFinding(
                    kind: .violatedConstraint, severity: .note, nodes: issue.nodes, environment: result.environment,
                    rects: rects, message: issue.message)
            }
        }
    }
}

/// A result prepared for linting: which entries are visible, and each entry's children.
struct LintView {
    let result: LayoutResult
    /// Indices of entries that are drawn (not hidden, not inside a hidden node).
    let visible: [Int]
    let children: [[Int]]

    init(_ result: LayoutResult) {
        self.result = result
        var children = [[Int]](repeating: [], count: result.entries.count)
        for (index, entry) in result.entries.enumerated() {
            if let parent = entry.parent { children[parent].append(index) }
        }
        self.visible = result.visibleIndices
        self.children = children
    }

    var environment: Environment { result.environment }

    func entry(_ index: Int) -> LayoutResult.Entry { result.entries[index] }

    /// Whether `ancestor` is `index` or one of its ancestors.
    func isAncestor(_ ancestor: Int, of index: Int) -> Bool {
        var current: Int? = index
        while let c = current {
            if c == ancestor { return true }
            current = result.entries[c].parent
        }
        return false
    }

    /// Whether a node draws content of its own (as opposed to being only a container).
    func isContent(_ index: Int) -> Bool {
        let node = entry(index).node
        switch node.kind {
        case .text: return !(node.text?.string.isEmpty ?? true)
        case .switch, .button, .image, .separator: return true
        case .box:
            return node.children.isEmpty && children[index].isEmpty
                && (node.style.background != nil || node.style.borderColor != nil)
        default: return node.kind.isSystemControl
        }
    }
}
