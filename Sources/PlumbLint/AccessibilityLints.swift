import PlumbAccessibility
import PlumbCore

/// `lowContrast`, `fixedTextSize`, `missingLabel`, `unreachable` and the spacing half of `smallTarget`: the
/// accessibility lints, each with its threshold and source in docs/accessibility.md.
enum AccessibilityLints {
    /// - Parameter off: kinds no finding of which can be reported (off in the run and set by no node); they are not
    ///   looked for, so a run that turns the accessibility lints off does not pay for them.
    /// - Parameters:
    ///   - policy: whose contrast level (`ContrastLevel`) each text is read at.
    ///   - backdrop: what is drawn behind the text, when the run rendered it (`ContrastCheck`).
    static func findings(
        _ view: LintView, policy: LintPolicy = LintPolicy(), backdrop: (any ContrastBackdrop)? = nil,
        off: (LintFinding.Kind) -> Bool = { _ in false }
    ) -> [LintFinding] {
        var found: [LintFinding] = []
        if !off(.lowContrast) { found += lowContrast(view, policy: policy, backdrop: backdrop) }
        if !off(.fixedTextSize) { found += fixedTextSize(view) }
        let needsElements = !off(.missingLabel) || !off(.unreachable)
        let hierarchy = needsElements ? AccessibilityHierarchy(view.result) : nil
        let elements = hierarchy?.elements ?? []
        if let hierarchy, !off(.missingLabel) { found += missingLabels(view, elements, hierarchy) }
        if !off(.smallTarget) { found += targetSpacing(view) }
        if let hierarchy, !off(.unreachable) { found += unreachable(view, elements, hierarchy) }
        return found
    }

    /// Text and button titles below the contrast minimum of their level against what is drawn behind them; at the
    /// `platform` level a pair iOS itself ships between 3:1 and 4.5:1 is at most a warning (`ContrastLevel`).
    static func lowContrast(
        _ view: LintView, policy: LintPolicy = LintPolicy(), backdrop: (any ContrastBackdrop)? = nil
    ) -> [LintFinding] {
        let anyLevel = view.result.entries.contains { $0.node.contrastLevel != nil }
        let measurements = ContrastCheck.measurements(
            in: view.result, backdrop: backdrop,
            level: anyLevel ? { policy.contrastLevel(at: $0, in: view.result) } : { _ in policy.contrast })
        return measurements.filter(\.fails).map { m in
            var finding = LintFinding(
                kind: .lowContrast, nodes: [m.node],
                environment: view.environment, rects: [m.frame],
                message:
                    "\(m.node.debugDescription) \(m.part)\(m.run.map { " run \($0.debugDescription)" } ?? "") \(m.foreground.hex) on \(m.background.hex) has a contrast of "
                    + "\(formatRatio(m.ratio)):1, below \(m.requirement.rule)")
            if m.isPlatformLeniency { finding.severityCap = .warning }
            return finding
        }
    }

    /// Text that does not grow with Dynamic Type — capped below the accessibility sizes (`maxCategory:`) or at a
    /// fixed size (`fontSize:`) — outside a tab bar, where UIKit shows the large content viewer instead.
    static func fixedTextSize(_ view: LintView) -> [LintFinding] {
        view.visible.compactMap { index in
            let entry = view.entry(index)
            guard let text = entry.node.text, !text.string.isEmpty, !insideTabBar(index, view) else { return nil }
            let how: String
            if let size = text.fontSize {
                how = "has a fixed size (`fontSize: \(formatNumber(size))`)"
            } else if let cap = text.maxCategory, !cap.isAccessibilityCategory {
                how = "stops growing at \(cap.shortName) (`maxCategory: \(cap.shortName)`)"
            } else {
                return nil
            }
            return LintFinding(
                kind: .fixedTextSize, nodes: [entry.node.id],
                environment: view.environment, rects: [entry.frame],
                message: "\(entry.node.id.debugDescription) \(how): text should follow "
                    + "Dynamic Type to the accessibility sizes (ax1–ax5), or sit in a bar that shows the large content viewer"
            )
        }
    }

    /// Elements that VoiceOver visits but can only call "Image", "Button" (an image, a button, a segment or bar item
    /// without a title), or of which it reads nothing at all.
    static func missingLabels(
        _ view: LintView, _ elements: [AccessibilityElement], _ hierarchy: AccessibilityHierarchy
    ) -> [LintFinding] {
        elements.compactMap { element in
            guard element.label?.isEmpty ?? true, element.nodes.count == 1,
                let index = hierarchy.index(of: element), case let entry = view.entry(index)
            else { return nil }
            let unnamedControl =
                entry.node.kind == .image || entry.node.kind == .button
                || (element.part != nil && element.traits.contains(.button))
            guard unnamedControl || element.description.isEmpty else { return nil }
            let fix =
                entry.node.kind == .image
                ? "give it `accessibilityLabel:`, or `accessibilityElement: false` if it is decoration"
                : element.part != nil
                    ? "give the \(element.part!) a title"
                    : entry.node.kind == .button
                        ? "give it a title or `accessibilityLabel:`"
                        : "give it `accessibilityLabel:`, or `accessibilityElement: false` if it is not meant to be read"
            return LintFinding(
                kind: .missingLabel, nodes: [element.node],
                environment: view.environment, rects: [element.frame],
                message:
                    "\(element.node.debugDescription) (\(entry.node.kind.rawValue)\(element.part.map { ", \($0)" } ?? "")) is an accessibility element with no label: "
                    + "VoiceOver reads only \(element.description.isEmpty ? "nothing" : element.description.debugDescription); \(fix)"
            )
        }
    }

    /// Pairs of controls whose 44 × 44 pt tap areas overlap where they are in view, so a tap meant for one may land
    /// on the other.
    static func targetSpacing(_ view: LintView) -> [LintFinding] {
        // Swept left to right by the areas' left edges: a pair can share area only while the second starts before
        // the first ends.
        // What can be tapped is the part in view: a target scrolled out of its scroll container's viewport (a row
        // below a bottom bar) shares no area with what is on screen there.
        let targets = view.visible.filter { GeometryLints.isTapTarget(view.entry($0).node) }
            .compactMap { index -> (index: Int, area: Rect)? in
                let area = TapArea.around(view.entry(index).frame)
                guard let shown = view.visibleArea(of: index) else { return (index, area) }
                return area.intersection(shown).map { (index, $0) }
            }
            .sorted { ($0.area.minX, $0.index) < ($1.area.minX, $1.index) }
        var findings: [LintFinding] = []
        for (position, first) in targets.enumerated() {
            for second in targets[(position + 1)...] {
                if second.area.minX >= first.area.maxX - Linter.tolerance { break }
                guard let shared = first.area.intersection(second.area), shared.width > Linter.tolerance,
                    shared.height > Linter.tolerance
                else { continue }
                let (a, b) = first.index < second.index ? (first, second) : (second, first)
                let idA = view.entry(a.index).node.id, idB = view.entry(b.index).node.id
                findings.append(
                    LintFinding(
                        kind: .smallTarget, nodes: [idA, idB],
                        environment: view.environment, rects: [a.area, b.area, shared],
                        message:
                            "the 44 × 44 pt tap areas of \(idA.debugDescription) and \(idB.debugDescription) overlap by "
                            + "\(formatNumber(shared.width)) × \(formatNumber(shared.height)) at \(GeometryLints.describe(shared)): "
                            + "leave 44 pt between their centres"))
            }
        }
        return findings.sorted {
            ($0.nodes.first ?? "", $0.nodes.last ?? "") < ($1.nodes.first ?? "", $1.nodes.last ?? "")
        }
    }

    /// Elements in view under an opaque node drawn after them: their activation point cannot be tapped.
    ///
    /// The nodes that can cover an element are the later siblings of it and of its ancestors in parents whose
    /// layout lets children overlap (`DrawnNeighbours.above`). An element whose activation point is outside the
    /// viewport of a scroll container it is in (or cut by a `clipsToBounds` ancestor) is not in view, so nothing
    /// drawn there covers it: VoiceOver scrolls an element it moves to into view (`UIScrollView` content, Apple's
    /// "Accessibility for UIKit": VoiceOver's three-finger scroll and its move to the next element both scroll),
    /// and the rows of a list that continue below a bottom bar are reached that way (docs/lints.md).
    static func unreachable(
        _ view: LintView, _ elements: [AccessibilityElement], _ hierarchy: AccessibilityHierarchy
    ) -> [LintFinding] {
        guard !elements.isEmpty else { return [] }
        let neighbours = DrawnNeighbours(view.result)
        return elements.compactMap { element in
            guard let index = hierarchy.index(of: element), neighbours.visible[index] else { return nil }
            if let area = view.visibleArea(of: index),
                !area.contains(Rect(origin: element.activationPoint, size: .zero), tolerance: 0)
            {
                return nil
            }
            for later in neighbours.above(index) {
                let cover = view.entry(later)
                guard isOpaque(cover.node),
                    cover.frame.contains(Rect(origin: element.activationPoint, size: .zero), tolerance: 0)
                else { continue }
                let whole = cover.frame.contains(element.frame, tolerance: Linter.tolerance)
                return LintFinding(
                    kind: .unreachable, nodes: [element.node, cover.node.id],
                    environment: view.environment, rects: [element.frame, cover.frame],
                    message:
                        "\(element.node.debugDescription) (\(element.description.debugDescription)) is under \(cover.node.id.debugDescription), "
                        + "an opaque \(cover.node.kind.rawValue) drawn after it: "
                        + (whole
                            ? "it can be neither seen nor tapped"
                            : "a tap at its activation point \(formatPoint(element.activationPoint)) lands on \(cover.node.id.debugDescription)")
                )
            }
            return nil
        }
    }

    /// Whether a node paints every pixel of its frame: an opaque square fill, or an image.
    static func isOpaque(_ node: Node) -> Bool {
        if node.kind == .image { return true }
        guard let fill = node.style.background else { return false }
        return fill.alpha == 255 && node.style.cornerRadius <= 0
    }

    static func insideTabBar(_ index: Int, _ view: LintView) -> Bool {
        var current: Int? = index
        while let c = current {
            if view.entry(c).node.accessibility.traits?.contains(.tabBar) == true { return true }
            current = view.entry(c).parent
        }
        return false
    }

    /// A ratio with two decimals, rounded down so that a failing ratio never prints as its threshold.
    static func formatRatio(_ ratio: Double) -> String {
        let hundredths = Int((ratio * 100).rounded(.down))
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    static func formatPoint(_ point: Point) -> String { "(\(formatNumber(point.x)), \(formatNumber(point.y)))" }
}

/// The 44 × 44 pt tap area of a control (Apple Human Interface Guidelines, "Buttons": a hit region of at least
/// 44 × 44 pt): its frame, grown to 44 pt in each shorter dimension around its centre.
enum TapArea {
    static func around(_ frame: Rect) -> Rect {
        let width = max(frame.width, GeometryLints.minimumTarget),
            height = max(frame.height, GeometryLints.minimumTarget)
        return Rect(x: frame.midX - width / 2, y: frame.midY - height / 2, width: width, height: height)
    }
}
