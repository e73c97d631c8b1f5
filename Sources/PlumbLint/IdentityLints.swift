import PlumbCore

/// `duplicateID`: nodes of one laid-out tree that share an id.
///
/// A spec refuses a repeated id, but a tree can still hold one: two cells placed from one Swift layout
/// (`manual: settings-cell` twice, a builder function called per row) each bring their own "title". That is legal —
/// it is how a layout is reused — so the finding is a warning: everything that names nodes by id alone (frames
/// JSON, lint findings and their baselines, `accessibilityElements`) cannot tell those nodes apart, and the
/// accessibility baseline matches them by their paths and reading order instead (docs/accessibility.md).
enum IdentityLints {
    static func duplicateIDs(_ view: LintView) -> [LintFinding] {
        var indicesByID: [String: [Int]] = [:]
        var firstSeen: [String] = []
        for index in view.result.entries.indices {
            let id = view.entry(index).node.id
            if indicesByID[id] == nil { firstSeen.append(id) }
            indicesByID[id, default: []].append(index)
        }
        return firstSeen.compactMap { id in
            guard let indices = indicesByID[id], indices.count > 1 else { return nil }
            let paths = indices.map { path(to: $0, in: view).joined(separator: "/") }
            return LintFinding(
                kind: .duplicateID, severity: .warning, nodes: [id], environment: view.environment,
                rects: indices.map { view.entry($0).frame },
                message:
                    "\(id.debugDescription) is the id of \(indices.count) nodes (\(paths.joined(separator: ", "))): frames, "
                    + "lints and `accessibilityElements` cannot tell them apart (accessibility baselines match them by path "
                    + "and reading order); give each its own id, or set `duplicateID: off` where a layout is reused on purpose"
            )
        }
    }

    /// The ids from the root to the entry at `index`.
    static func path(to index: Int, in view: LintView) -> [String] {
        var ids: [String] = []
        var current: Int? = index
        while let c = current {
            ids.append(view.entry(c).node.id)
            current = view.entry(c).parent
        }
        return ids.reversed()
    }
}
