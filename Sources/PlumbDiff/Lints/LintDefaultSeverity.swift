extension LintFinding.Kind {
    /// The severity a finding of this kind has: the one place that says which kinds fail a run.
    ///
    /// The accessibility kinds follow docs/accessibility.md: contrast, missing labels and unreachable elements stop
    /// people from using a screen (errors); fixed-size text only may (a warning, since UIKit shows the large-content
    /// viewer in some places instead).
    public var defaultSeverity: LintFinding.Severity {
        switch self {
        case .clippedText, .truncatedText, .overlap, .outOfBounds, .zeroSize, .smallTarget, .unsatisfiable, .ambiguous:
            .error
        case .violatedConstraint:
            .note
        case .lowContrast, .missingLabel, .unreachable:
            .error
        case .fixedTextSize:
            .warning
        }
    }
}
