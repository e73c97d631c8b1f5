import PlumbCore

/// One problem found in a laid-out result, named by node ids, environment and rectangles (docs/design.md §6 contract).
public struct LintFinding: Hashable, Sendable {
    /// The kinds of the CLI contract; more may be added.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case clippedText, truncatedText, overlap, outOfBounds, zeroSize, smallTarget, unsatisfiable, ambiguous
        /// An optional constraint that ended up violated: reported as a note, never a failure.
        case violatedConstraint
        /// Characters no pinned font can draw (they render as boxes): always an error.
        case missingGlyph
        /// Accessibility (docs/accessibility.md): text below Apple's contrast minimum, text that does not grow with
        /// Dynamic Type, an unlabelled image or button, an element covered by an opaque node.
        case lowContrast, fixedTextSize, missingLabel, unreachable
        /// A keyed text (`key:`) the strings do not translate into the environment's locale (docs/localisation.md).
        case missingTranslation
        /// A drawn text that still holds a format placeholder such as `%@` (`FormatLints`).
        case unfilledFormat
        /// Nodes of one tree sharing an id (a layout reused for two cells): legal, so a warning.
        case duplicateID
        /// A word broken inside at a line end because it is wider than the line ("Fettgedruckt|er").
        case brokenWord
        /// A view of an Interface Builder document whose stored, up-to-date frame differs from Plumb's
        /// (`InterfaceBuilderLints`): a note.
        case misplacedInIB
    }

    /// Whether a finding fails a lint run (`error`, exit 1) or is only shown (`warning`, `note`); `LintPolicy`
    /// sets it from `LintRules.defaults`, the spec's `lints:` and the run's settings, and drops `off` findings.
    public typealias Severity = LintSeverity

    public var kind: Kind
    public var severity: Severity
    public var nodes: [String]
    public var environment: Environment
    public var rects: [Rect]
    public var message: String
    /// The most this finding can count, whatever its kind's severity: a contrast iOS itself ships (`secondaryLabel`
    /// on white) is at most a `warning` at the `platform` contrast level. `nil` for no cap.
    public var severityCap: Severity? = nil

    public init(
        kind: Kind, severity: Severity = .error, nodes: [String], environment: Environment, rects: [Rect],
        message: String
    ) {
        self.kind = kind
        self.severity = severity
        self.nodes = nodes
        self.environment = environment
        self.rects = rects
        self.message = message
    }
}
