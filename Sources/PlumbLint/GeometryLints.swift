import PlumbCore

/// `zeroSize`, `smallTarget`, `outOfBounds` and `overlap`, from frames alone.
enum GeometryLints {
    /// Apple's minimum hit target, in points (Human Interface Guidelines).
    static let minimumTarget = 44.0

    /// Visible content with no width or no height.
    static func zeroSize(_ view: LintView) -> [LintFinding] {
        view.visible.compactMap { index in
            let entry = view.entry(index)
            guard view.isContent(index), entry.node.kind != .separator else { return nil }
            guard entry.frame.width <= Linter.tolerance || entry.frame.height <= Linter.tolerance else { return nil }
            return LintFinding(
                kind: .zeroSize, nodes: [entry.node.id], environment: view.environment, rects: [entry.frame],
                message:
                    "\(entry.node.id.debugDescription) (\(entry.node.kind.rawValue)) is \(formatNumber(entry.frame.width)) × \(formatNumber(entry.frame.height)) and cannot be seen"
            )
        }
    }

    /// The traits that make an element something a person activates: VoiceOver's double tap acts on it, so a
    /// finger must be able to tap it too.
    static let activatedTraits: AccessibilityTraits = [.button, .link, .toggleButton, .keyboardKey]

    /// Whether a node is held to Apple's 44 × 44 pt target: a switch, a button or a control held to a tap target
    /// (`NodeKind.isTapTarget`), or any node whose accessibility traits say it is activated — an image or a box
    /// with the button trait (an image button), a link.
    ///
    /// Apple's Human Interface Guidelines ("Accessibility", "Buttons"): "a hit region of at least 44x44 pt" for
    /// every control a person taps, whatever draws it.
    static func isTapTarget(_ node: Node) -> Bool {
        if node.kind.isTapTarget { return true }
        guard let traits = node.accessibility.traits else { return false }
        return !traits.isDisjoint(with: activatedTraits)
    }

    /// Nodes held to a tap target (`isTapTarget`: switches, buttons, controls, image buttons, anything with the
    /// button trait) whose tappable area is under 44 × 44.
    ///
    /// A control's hit area may reach beyond its visible frame into free space, as UIKit controls' do when their
    /// `point(inside:with:)` is enlarged: the frame grown to 44 pt in each short dimension (centred) counts, as long
    /// as it stays inside the parent and clear of siblings. A standard 51 × 31 switch in a 55 pt row passes; the
    /// same switch squeezed into a 31 pt row, or a 24 × 24 button against its neighbours, does not.
    static func smallTargets(_ view: LintView) -> [LintFinding] {
        var findings: [LintFinding] = []
        for index in view.visible {
            let entry = view.entry(index)
            guard isTapTarget(entry.node) else { continue }
            let frame = entry.frame
            guard frame.width < minimumTarget - Linter.tolerance || frame.height < minimumTarget - Linter.tolerance
            else { continue }
            let grownWidth = max(frame.width, minimumTarget), grownHeight = max(frame.height, minimumTarget)
            let target = Rect(
                x: frame.midX - grownWidth / 2, y: frame.midY - grownHeight / 2, width: grownWidth, height: grownHeight)
            var fits = true
            if let parent = entry.parent {
                fits = view.entry(parent).frame.contains(target, tolerance: Linter.tolerance)
                for sibling in view.children[parent] where sibling != index && view.visible.contains(sibling) {
                    if let overlap = view.entry(sibling).frame.intersection(target), overlap.width > Linter.tolerance,
                        overlap.height > Linter.tolerance,
                        view.isContent(sibling) || !view.children[sibling].isEmpty
                    {
                        fits = false
                    }
                }
            }
            guard !fits else { continue }
            findings.append(
                LintFinding(
                    kind: .smallTarget, nodes: [entry.node.id], environment: view.environment, rects: [frame, target],
                    message:
                        "\(entry.node.id.debugDescription) (\(entry.node.kind.rawValue)) is \(formatNumber(frame.width)) × \(formatNumber(frame.height)) "
                        + "and has no room around it for a 44 × 44 pt tap target"))
        }
        return findings
    }

    /// Nodes outside their parent, content outside the root, and content under the safe-area insets.
    /// Bars are meant to reach under the unsafe areas (`ControlKind.extendsUnderUnsafeArea`): a tab bar covers the
    /// home indicator (its items stay in its top 49 pt), as `UITabBarController` sizes it, and a navigation bar's
    /// background reaches up under the status bar. The safe area Interface Builder simulates around a XIB's custom
    /// view is not checked (`InterfaceBuilderObject.simulatesSafeArea`): the view sits wherever the app puts it.
    static func extendsUnderUnsafeArea(_ kind: NodeKind) -> Bool {
        kind.controlKind?.extendsUnderUnsafeArea ?? false
    }

    static func outOfBounds(_ view: LintView) -> [LintFinding] {
        var findings: [LintFinding] = []
        let root = Rect(origin: .zero, size: view.result.size)
        let safe = root.inset(by: view.environment.safeAreaInsets)
        let simulatedSafeArea = view.result.entries.first?.node.interfaceBuilderObject?.simulatesSafeArea == true
        for index in view.visible {
            let entry = view.entry(index)
            let id = entry.node.id
            if let parent = entry.parent {
                let parentFrame = view.entry(parent).frame
                // A node that clips its children scrolls them: a vertical scroll container (or a sections list) up
                // and down, so only their horizontal extent must lie inside it; an orthogonal section or a
                // horizontal scroll container sideways, so only their vertical extent. What lies beyond is scrolled
                // out of view, not out of bounds.
                let parentNode = view.entry(parent).node
                let inside: Bool
                if parentNode.scrollAxis == .vertical {
                    inside =
                        entry.frame.minX >= parentFrame.minX - Linter.tolerance
                        && entry.frame.maxX <= parentFrame.maxX + Linter.tolerance
                } else if parentNode.clipsDescendants {
                    inside =
                        entry.frame.minY >= parentFrame.minY - Linter.tolerance
                        && entry.frame.maxY <= parentFrame.maxY + Linter.tolerance
                } else {
                    inside = parentFrame.contains(entry.frame, tolerance: Linter.tolerance)
                }
                if !inside {
                    findings.append(
                        LintFinding(
                            kind: .outOfBounds, nodes: [id, view.entry(parent).node.id], environment: view.environment,
                            rects: [entry.frame, parentFrame],
                            message:
                                "\(id.debugDescription) \(describe(entry.frame)) reaches outside its parent \(view.entry(parent).node.id.debugDescription) \(describe(parentFrame))"
                        ))
                    continue
                }
            }
            guard view.isContent(index), !isScrolled(index, view) else { continue }
            if !root.contains(entry.frame, tolerance: Linter.tolerance) {
                findings.append(
                    LintFinding(
                        kind: .outOfBounds, nodes: [id], environment: view.environment, rects: [entry.frame, root],
                        message:
                            "\(id.debugDescription) \(describe(entry.frame)) reaches outside the root \(describe(root))"
                    ))
            } else if view.environment.safeAreaInsets != .zero, !simulatedSafeArea,
                !safe.contains(entry.frame, tolerance: Linter.tolerance),
                !Self.extendsUnderUnsafeArea(entry.node.kind)
            {
                findings.append(
                    LintFinding(
                        kind: .outOfBounds, nodes: [id], environment: view.environment, rects: [entry.frame, safe],
                        message:
                            "\(id.debugDescription) \(describe(entry.frame)) reaches outside the safe area \(describe(safe))"
                    ))
            }
        }
        return findings
    }

    /// Siblings whose frames share area, unless their container (or an ancestor) allows overlap or one names the
    /// other in `overlap:`. Nodes further apart in the tree can only overlap when one reaches outside its parent,
    /// which `outOfBounds` reports.
    static func overlaps(_ view: LintView) -> [LintFinding] {
        var findings: [LintFinding] = []
        let visible = Set(view.visible)
        for (parent, siblings) in view.children.enumerated() where visible.contains(parent) {
            guard !allowsOverlap(parent, view) else { continue }
            let candidates = siblings.filter {
                visible.contains($0) && (view.isContent($0) || !view.children[$0].isEmpty)
            }
            .sorted { view.entry($0).frame.minX < view.entry($1).frame.minX }
            for (position, a) in candidates.enumerated() {
                let frameA = view.entry(a).frame
                for b in candidates[(position + 1)...] {
                    let frameB = view.entry(b).frame
                    if frameB.minX >= frameA.maxX - Linter.tolerance { break }
                    guard let shared = frameA.intersection(frameB), shared.width > Linter.tolerance,
                        shared.height > Linter.tolerance
                    else { continue }
                    let nodeA = view.entry(a).node, nodeB = view.entry(b).node
                    if nodeA.overlapsWith.contains(nodeB.id) || nodeB.overlapsWith.contains(nodeA.id) { continue }
                    let (first, second) = a < b ? (nodeA, nodeB) : (nodeB, nodeA)
                    findings.append(
                        LintFinding(
                            kind: .overlap, nodes: [first.id, second.id], environment: view.environment,
                            rects: [view.entry(min(a, b)).frame, view.entry(max(a, b)).frame, shared],
                            message:
                                "\(first.id.debugDescription) and \(second.id.debugDescription) overlap by \(formatNumber(shared.width)) × \(formatNumber(shared.height)) "
                                + "at \(describe(shared)) (allow it with `overlap: allowed` on their container or `overlap: [\(second.id)]` on \(first.id.debugDescription))"
                        ))
                }
            }
        }
        return findings.sorted {
            ($0.nodes.first ?? "") < ($1.nodes.first ?? "")
                || ($0.nodes.first == $1.nodes.first && $0.nodes.last ?? "" < $1.nodes.last ?? "")
        }
    }

    /// Whether an ancestor of `index` clips its descendants (a scroll container's or an orthogonal section's
    /// scrolled content).
    private static func isScrolled(_ index: Int, _ view: LintView) -> Bool {
        var current = view.entry(index).parent
        while let c = current {
            if view.entry(c).node.clipsDescendants { return true }
            current = view.entry(c).parent
        }
        return false
    }

    private static func allowsOverlap(_ index: Int, _ view: LintView) -> Bool {
        var current: Int? = index
        while let c = current {
            if view.entry(c).node.allowsOverlap { return true }
            current = view.entry(c).parent
        }
        return false
    }

    static func describe(_ rect: Rect) -> String {
        "[\(formatNumber(rect.x)), \(formatNumber(rect.y)), \(formatNumber(rect.width)), \(formatNumber(rect.height))]"
    }
}
