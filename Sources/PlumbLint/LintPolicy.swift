import PlumbCore

/// Gives each finding its severity: the nearest `lints:` setting in the spec, else the run's, else the default.
///
/// The order, most specific first (as ESLint's inline comments beat its config, and the config its defaults):
/// 1. `lints:` on a node the finding names, or on one of that node's ancestors — the nearest one wins (the spec's
///    top-level `lints:` is the root's);
/// 2. the run's settings (`--lint KIND=SEVERITY`, `SnapshotTolerance.lints`);
/// 3. `LintRules.defaults`.
/// A finding about several nodes (an overlap, a child outside its parent) takes the most lenient severity that
/// its nodes' settings give, so `lints: {overlap: off}` on either of two overlapping nodes silences that overlap.
public struct LintPolicy: Hashable, Sendable {
    /// The run's severities by kind name, over the defaults.
    public var run: [String: LintSeverity]
    /// How strictly the run reads contrast where no node's `lints: {contrast:}` says (`--contrast`).
    public var contrast: ContrastLevel

    public init(run: [String: LintSeverity] = [:], contrast: ContrastLevel = .platform) {
        self.run = run
        self.contrast = contrast
    }

    /// The contrast level of the entry at `index`: its own or its nearest ancestor's `lints: {contrast:}`, else the
    /// run's.
    public func contrastLevel(at index: Int, in result: LayoutResult) -> ContrastLevel {
        var current: Int? = index
        while let c = current {
            if let level = result.entries[c].node.contrastLevel { return level }
            current = result.entries[c].parent
        }
        return contrast
    }

    /// The severity of `kind` when no node sets it.
    public func severity(of kind: String) -> LintSeverity { run[kind] ?? LintRules.defaultSeverity(of: kind) }

    /// Whether no finding of `kind` can survive `apply` in `result`: the run turns it off and no node's `lints:`
    /// names it. Such a kind need not be looked for.
    public func isOff(_ kind: String, in result: LayoutResult) -> Bool {
        severity(of: kind) == .off && !result.entries.contains { $0.node.lintSeverities[kind] != nil }
    }

    /// `findings` with their severities set; `off` ones removed.
    public func apply(_ findings: [LintFinding], in result: LayoutResult) -> [LintFinding] {
        let anySpecSetting = result.entries.contains { !$0.node.lintSeverities.isEmpty }
        var indexByID: [String: Int] = [:]
        if anySpecSetting {
            for (index, entry) in result.entries.enumerated() where indexByID[entry.node.id] == nil {
                indexByID[entry.node.id] = index
            }
        }
        return findings.compactMap { finding in
            var finding = finding
            let kind = finding.kind.rawValue
            var severity = severity(of: kind)
            if anySpecSetting {
                let settings = finding.nodes.compactMap { indexByID[$0] }.compactMap {
                    nearestSetting(of: kind, from: $0, in: result)
                }
                let rootSetting = finding.nodes.isEmpty ? result.entries.first?.node.lintSeverities[kind] : nil
                if let lenient = (settings + [rootSetting].compactMap { $0 }).min(by: { $0.strictness < $1.strictness })
                {
                    severity = lenient
                }
            }
            if let cap = finding.severityCap, cap.strictness < severity.strictness { severity = cap }
            guard severity != .off else { return nil }
            finding.severity = severity
            return finding
        }
    }

    /// The `lints:` setting of `kind` on the entry at `index` or its nearest ancestor that has one.
    private func nearestSetting(of kind: String, from index: Int, in result: LayoutResult) -> LintSeverity? {
        var current: Int? = index
        while let c = current {
            if let setting = result.entries[c].node.lintSeverities[kind] { return setting }
            current = result.entries[c].parent
        }
        return nil
    }
}
