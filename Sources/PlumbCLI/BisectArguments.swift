import Foundation
import PlumbBisect
import PlumbCore
import PlumbLint

/// The flags of `plumb bisect` that other verbs do not have: `--width MIN...MAX` (a range of container widths, in
/// points), `--step` and `--kind`.
enum BisectArguments {
    /// Reads the `--width` values: one `MIN...MAX` (or one width, a range of one).
    ///
    /// - Throws: `CLIFailure.badInput` for a list, a value that is not a number, a reversed range, a width out of
    ///   range, or a range that holds no whole device pixel at one of `scales`.
    static func parse(_ values: [String], scales: [Int]) throws -> ClosedRange<Double> {
        let items = MatrixOptions.split(values)
        guard items.count == 1, let text = items.first else {
            throw CLIFailure.badInput(
                "--width \(values.joined(separator: ",").debugDescription) is not one range: plumb bisect takes --width MIN...MAX (e.g. 280...1024); "
                    + "a list of widths is for --grow")
        }
        // "…" (one character) reads the same as "...", as people copy it from typeset text.
        let parts = text.replacingOccurrences(of: "…", with: "...").components(separatedBy: "...")
        guard parts.count <= 2, let low = Double(parts[0]), let high = Double(parts.last!), low.isFinite, high.isFinite
        else {
            throw CLIFailure.badInput(
                "--width \(text.debugDescription) is not a range of widths (expected MIN...MAX in points, e.g. 280...1024)"
            )
        }
        _ = try MatrixAxis.width(parts[0])
        _ = try MatrixAxis.width(parts.last!)
        guard low <= high else {
            throw CLIFailure.badInput(
                "--width \(text): MIN \(formatNumber(low)) is more than MAX \(formatNumber(high)) (expected MIN...MAX, e.g. \(formatNumber(high))...\(formatNumber(low)))"
            )
        }
        let range = low...high
        for scale in scales where WidthGrid(range: range, scale: scale).count == 0 {
            throw CLIFailure.badInput(
                "--width \(text) holds no whole device pixel at scale \(scale) (widths are multiples of 1/\(scale) pt; widen the range)"
            )
        }
        return range
    }

    /// `--step`: the coarse sweep's step, a positive number of points.
    static func parseStep(_ text: String) throws -> Double {
        guard let step = Double(text), step.isFinite, step > 0, step <= MatrixAxis.widthRange.upperBound else {
            throw CLIFailure.badInput(
                "--step \(text.debugDescription) is not a step (expected a number of points more than 0, e.g. 8)")
        }
        return step
    }

    /// `--kind`: lint kinds by name, or `nil` (every kind) when none is given.
    static func parseKinds(_ values: [String]) throws -> Set<LintFinding.Kind>? {
        let names = MatrixOptions.split(values)
        guard !names.isEmpty else { return nil }
        return Set(
            try names.map { name in
                guard
                    let kind = LintFinding.Kind.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() })
                else {
                    throw CLIFailure.badInput(
                        "--kind \(name.debugDescription) is not a lint kind (expected one of \(LintFinding.Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
                return kind
            })
    }
}
