import Foundation

/// One item of a `--width` list, the one grammar every verb reads: a width in points, `fit` (the root's natural
/// width), or a range `MIN...MAX` of widths.
///
/// `--width 320,375,fit` and `--width 280...1024` are both lists of items, comma-separated or repeated; each verb
/// then takes the forms it can use (`plumb bisect` a range, the others widths and `fit`) and refuses the others by
/// name, so a range given to `plumb render` is told it is for `plumb bisect` instead of "not a number". Every width,
/// inside a range too, is bounded by `MatrixAxis.widthRange`.
public enum WidthItem: Hashable, Sendable {
    case width(Double)
    case fit
    case range(ClosedRange<Double>)

    /// The forms an item takes, for a verb to say which it accepts.
    public enum Form: Hashable, Sendable {
        case width, fit, range
    }

    public var form: Form {
        switch self {
        case .width: .width
        case .fit: .fit
        case .range: .range
        }
    }

    /// The widths of a range, or the one width of a width (a range of one).
    public var widths: ClosedRange<Double>? {
        switch self {
        case .width(let width): width...width
        case .fit: nil
        case .range(let range): range
        }
    }

    /// Reads one item: `fit` (any case), `MIN...MAX` (`…`, as copied from typeset text, reads as `...`), or a width.
    ///
    /// - Throws: `MatrixValueError` for `--width`: a width that is not a number or out of range, a range whose ends
    ///   are not numbers, or a reversed range.
    public static func parse(_ text: String) throws(MatrixValueError) -> WidthItem {
        if text.lowercased() == "fit" { return .fit }
        let dotted = text.replacingOccurrences(of: "…", with: "...")
        guard dotted.contains("...") else { return .width(try MatrixAxis.width(text)) }
        let parts = dotted.components(separatedBy: "...")
        guard parts.count == 2, let low = Double(parts[0]), let high = Double(parts[1]), low.isFinite, high.isFinite
        else {
            var error = MatrixValueError(axis: .widths, value: text, expected: "MIN...MAX")
            error.message =
                "\(text.debugDescription) is not a range of widths (expected MIN...MAX in points, e.g. 280...1024)"
            throw error
        }
        _ = try MatrixAxis.width(parts[0])
        _ = try MatrixAxis.width(parts[1])
        guard low <= high else {
            var error = MatrixValueError(axis: .widths, value: text, expected: "MIN...MAX")
            error.message =
                "\(text): MIN \(formatNumber(low)) is more than MAX \(formatNumber(high)) (expected MIN...MAX, e.g. "
                + "\(formatNumber(high))...\(formatNumber(low)))"
            throw error
        }
        return .range(low...high)
    }

    /// Reads a `--width` list: values comma-separated or repeated, each an item.
    ///
    /// - Throws: `MatrixValueError` for the first item that does not read.
    public static func list(_ values: [String]) throws(MatrixValueError) -> [WidthItem] {
        var items: [WidthItem] = []
        for value in values {
            for part in value.split(separator: ",") {
                let text = part.trimmingCharacters(in: .whitespaces)
                if !text.isEmpty { items.append(try parse(text)) }
            }
        }
        return items
    }
}
