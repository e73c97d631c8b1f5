import PlumbCore

/// `misplacedInIB`: a view of an Interface Builder document whose frame, as Plumb lays it out, differs from the one
/// Interface Builder stored, where IB considers that frame up to date (docs/lints.md, docs/interface-builder.md).
///
/// Interface Builder stores each view's frame as Apple's engine computed it for the canvas device, and marks the
/// frames that no longer follow the constraints (`misplaced="YES"`, `ambiguous="YES"`). Where an up-to-date frame and
/// Plumb's differ by more than a device pixel, one of the two layouts is not what the device would show: Plumb's
/// approximation, or a document edited by hand or by another tool. That is worth a look, not a failure: a note.
///
/// Compared only in the canvas's own environment — the root at its stored size, Large text, left to right, the
/// strings as written — since the stored frames are for that one; and only the views whose stored frames Plumb
/// answers for (`InterfaceBuilderObject.comparedFrame`).
enum InterfaceBuilderLints {
    static func misplaced(_ view: LintView) -> [LintFinding] {
        let entries = view.result.entries
        let environment = view.environment
        let tolerance = 1 / Double(max(1, environment.scale)) + 0.01
        guard let root = entries.first, let canvas = root.node.interfaceBuilderObject?.comparedFrame,
            abs(root.frame.width - canvas.width) <= tolerance, abs(root.frame.height - canvas.height) <= tolerance,
            environment.category == .large, environment.direction == .ltr, environment.localization == .base
        else { return [] }
        var findings: [LintFinding] = []
        for index in view.visible {
            let entry = entries[index]
            guard let parent = entry.parent, let object = entry.node.interfaceBuilderObject,
                let stored = object.comparedFrame
            else { continue }
            let origin = entries[parent].frame
            let computed = entry.frame.offsetBy(dx: -origin.x, dy: -origin.y)
            let differences = [
                ("x", computed.x - stored.x), ("y", computed.y - stored.y), ("width", computed.width - stored.width),
                ("height", computed.height - stored.height),
            ].filter { abs($0.1) > tolerance }
            guard !differences.isEmpty else { continue }
            let name = [object.userLabel.map(\.debugDescription), object.className].compactMap { $0 }
            let what = differences.map { "\($0.0) by \(formatNumber(abs($0.1))) pt" }.joined(separator: ", ")
            findings.append(
                LintFinding(
                    kind: .misplacedInIB, severity: .note, nodes: [entry.node.id], environment: environment,
                    rects: [entry.frame, stored.offsetBy(dx: origin.x, dy: origin.y)],
                    message:
                        "\(entry.node.id) (\(name.joined(separator: ", "))): Interface Builder stores \(describe(stored)) "
                        + "and considers it up to date; Plumb lays it out at \(describe(computed)) (relative to the "
                        + "superview; \(what)). Open the document in Xcode: if Interface Builder shows the same frame "
                        + "there, Plumb lays it out differently from UIKit (docs/interface-builder.md); if it shows a "
                        + "misplaced view, update its frame"))
        }
        return findings
    }

    private static func describe(_ rect: Rect) -> String {
        "x \(formatNumber(rect.x)), y \(formatNumber(rect.y)), \(formatNumber(rect.width)) × \(formatNumber(rect.height))"
    }
}
