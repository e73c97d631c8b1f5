import Foundation

/// The operands of a number in CLDR's plural rules (https://unicode.org/reports/tr35/tr35-numbers.html#Operands):
/// `n` the absolute value, `i` its integer digits, `v` the number of visible fraction digits, `f` those digits.
public struct PluralOperands: Hashable, Sendable {
    public var n: Double
    public var i: Int
    public var v: Int
    public var f: Int

    /// The operands of a number as written (`3`, `1.50`, `-2`): written fraction digits count, as in CLDR (`1.0`
    /// is not `one` in English). `nil` for text that is not a plain decimal number.
    public init?(_ text: String) {
        var digits = Substring(text.trimmingCharacters(in: .whitespaces))
        if digits.first == "-" || digits.first == "+" { digits = digits.dropFirst() }
        let parts = digits.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let integer = parts.first, !integer.isEmpty, integer.count <= 15,
            integer.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 6, fraction.allSatisfy({ $0.isASCII && $0.isNumber }),
            parts.count == 1 || !fraction.isEmpty
        else { return nil }
        i = Int(integer)!
        v = fraction.count
        f = Int(fraction) ?? 0
        n = Double(i) + (v == 0 ? 0 : Double(f) / pow10(v))
    }

    public init(_ integer: Int) {
        i = abs(integer)
        n = Double(i)
        v = 0
        f = 0
    }

    var isZero: Bool { n == 0 }
    /// Whether `n` is a whole number (in CLDR, `n = 1` holds for `1` and `1.0`).
    var isInteger: Bool { f == 0 }
}

private func pow10(_ exponent: Int) -> Double {
    var value = 1.0
    for _ in 0..<exponent { value *= 10 }
    return value
}

/// CLDR's cardinal plural rules (Unicode CLDR 45, `supplemental/plurals.xml`, https://www.unicode.org/cldr/charts/45/supplemental/language_plural_rules.html)
/// for the languages Plumb's docs list, and the most common rule for the rest.
///
/// Exponent forms (`1e6`, compact decimals) are not written in specs, so `e` is always 0.
public enum PluralRules {
    /// The category of `number` in `language` (a language code: `de`, `pt`, `zh`).
    public static func category(for number: PluralOperands, language: String) -> PluralCategory {
        let n = number.n, i = number.i, v = number.v
        let wholeN = number.isInteger ? Int(exactly: n.rounded(.towardZero)) : nil
        func nIs(_ values: ClosedRange<Int>) -> Bool { wholeN.map(values.contains) ?? false }
        let millionMany = v == 0 && i != 0 && i % 1_000_000 == 0
        switch language {
        case "ja", "zh", "ko", "yue", "th", "vi", "id", "ms", "my", "km", "lo", "bo", "ig", "yo":
            return .other
        case "ar":
            if nIs(0...0) { return .zero }
            if nIs(1...1) { return .one }
            if nIs(2...2) { return .two }
            if number.isInteger, (3...10).contains(i % 100) { return .few }
            if number.isInteger, (11...99).contains(i % 100) { return .many }
            return .other
        case "he":
            if (i == 1 && v == 0) || (i == 0 && v != 0) { return .one }
            if i == 2 && v == 0 { return .two }
            return .other
        case "ru", "uk", "be":
            guard v == 0 else { return .other }
            if i % 10 == 1 && i % 100 != 11 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case "pl":
            guard v == 0 else { return .other }
            if i == 1 { return .one }
            if (2...4).contains(i % 10) && !(12...14).contains(i % 100) { return .few }
            return .many
        case "cs", "sk":
            if i == 1 && v == 0 { return .one }
            if (2...4).contains(i) && v == 0 { return .few }
            return v != 0 ? .many : .other
        case "fr":
            if i == 0 || i == 1 { return .one }
            return millionMany ? .many : .other
        case "pt":
            if (0...1).contains(i) { return .one }
            return millionMany ? .many : .other
        case "es":
            if nIs(1...1) { return .one }
            return millionMany ? .many : .other
        case "it", "ca":
            if i == 1 && v == 0 { return .one }
            return millionMany ? .many : .other
        case "fa", "hi", "bn", "gu", "kn", "mr", "zu", "am", "as":
            return i == 0 || nIs(1...1) ? .one : .other
        case "tr", "el", "hu", "az", "ka", "kk", "ky", "mn", "ne", "sq", "uz", "so", "ps", "tk", "ug", "eu", "nb", "no",
            "nn":
            return nIs(1...1) ? .one : .other
        case "lt":
            guard number.isInteger, let whole = wholeN else { return .many }
            if whole % 10 == 1 && !(11...19).contains(whole % 100) { return .one }
            if (2...9).contains(whole % 10) && !(11...19).contains(whole % 100) { return .few }
            return .other
        case "lv":
            let f = number.f
            if (wholeN.map { $0 % 10 == 0 || (11...19).contains($0 % 100) } ?? false)
                || (v == 2 && (11...19).contains(f % 100))
            {
                return .zero
            }
            if (i % 10 == 1 && i % 100 != 11 && v == 0) || (v == 2 && f % 10 == 1 && f % 100 != 11)
                || (v != 2 && f % 10 == 1)
            {
                return .one
            }
            return .other
        case "ro":
            if i == 1 && v == 0 { return .one }
            if v != 0 || nIs(0...0) || (wholeN.map { $0 != 1 && (1...19).contains($0 % 100) } ?? false) { return .few }
            return .other
        case "hr", "sr", "bs":
            let f = number.f
            if (v == 0 && i % 10 == 1 && i % 100 != 11) || (f % 10 == 1 && f % 100 != 11) { return .one }
            if (v == 0 && (2...4).contains(i % 10) && !(12...14).contains(i % 100))
                || ((2...4).contains(f % 10) && !(12...14).contains(f % 100))
            {
                return .few
            }
            return .other
        case "sl":
            guard v == 0 else { return .few }
            switch i % 100 {
            case 1: return .one
            case 2: return .two
            case 3, 4: return .few
            default: return .other
            }
        case "ga":
            if nIs(1...1) { return .one }
            if nIs(2...2) { return .two }
            if nIs(3...6) { return .few }
            if nIs(7...10) { return .many }
            return .other
        case "cy":
            if nIs(0...0) { return .zero }
            if nIs(1...1) { return .one }
            if nIs(2...2) { return .two }
            if nIs(3...3) { return .few }
            if nIs(6...6) { return .many }
            return .other
        default:
            // en, de, nl, sv, da, fi, et, ur, …: `one: i = 1 and v = 0`.
            return i == 1 && v == 0 ? .one : .other
        }
    }

    /// The categories `language` uses, in CLDR order, for messages about missing forms.
    public static func categories(of language: String) -> [PluralCategory] {
        let samples =
            (0...200).map(PluralOperands.init) + (0...3).compactMap { PluralOperands("\($0).5") }
            + [PluralOperands(1_000_000)]
        let used = Set(samples.map { category(for: $0, language: language) })
        return PluralCategory.allCases.filter(used.contains)
    }
}
