import Foundation
import PlumbBisect
import PlumbCore
import PlumbLint

/// The flags of `plumb bisect` that other verbs do not have, and its reading of `--width`: one range `MIN...MAX`
/// of container widths in points (`WidthGrammar.range`), `--step` and `--kind`.
enum BisectArguments {
    /// Reads the `--width` values: one `MIN...MAX` (or one width, a range of one).
    ///
    /// - Throws: `MatrixValueError` for a value that is not a number, a reversed range or a width out of range;
    ///   `UsageError` for a list or `fit`, or a range that holds no whole device pixel at one of `scales`.
    static func parse(_ values: [String], scales: [Int]) throws -> ClosedRange<Double> {
        let items = try WidthGrammar.range.items(values)
        guard let range = items.first?.widths else {
            throw UsageError.widthForm(value: values.joined(separator: ","), form: .fit, grammar: .range)
        }
        for scale in scales where WidthGrid(range: range, scale: scale).count == 0 {
            throw UsageError.noDevicePixel(range: MatrixOptions.split(values).joined(separator: ","), scale: scale)
        }
        return range
    }

    /// `--step`: the coarse sweep's step, a positive number of points.
    static func parseStep(_ text: String) throws -> Double {
        guard let step = Double(text), step.isFinite, step > 0, step <= MatrixAxis.widthRange.upperBound else {
            throw UsageError.badValue(
                flag: "--step", value: text, isNot: "a step", expected: "a number of points more than 0, e.g. 8")
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
                    throw UsageError.badValue(
                        flag: "--kind", value: name, isNot: "a lint kind",
                        expected: "one of \(LintFinding.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                return kind
            })
    }
}
