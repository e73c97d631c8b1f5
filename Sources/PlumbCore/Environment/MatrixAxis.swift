/// The axes of a matrix, with the one set of rules for their values that a spec's `matrix:` and the CLI's flags
/// share: the bounds below, the names each axis accepts, and `MatrixValueError` for a value outside them.
///
/// A spec file reports a bad value at its line and column (`SpecError`), a flag by its name (`--width`); both read
/// the bounds from here, so a value one accepts the other accepts too.
public enum MatrixAxis: String, CaseIterable, Hashable, Sendable {
    case widths, categories, scales, directions, locales, height, safeArea, appearances, devices, maxWidth, contrasts

    /// Widths in points: at least one point, and far beyond any screen but small enough that renders stay bounded.
    public static let widthRange: ClosedRange<Double> = 1...10_000
    /// The screen height in points; a scrolling screen's whole content may be tall.
    public static let heightRange: ClosedRange<Double> = 1...100_000
    /// Each safe-area inset in points: the bound a spec's `safeArea` always had (node insets' 1,000,000), so no
    /// spec that loaded before is refused; `--safe-area` shares it.
    public static let insetRange: ClosedRange<Double> = 0...1_000_000

    /// The spec key of the axis (`widths`, `safeArea`).
    public var key: String { rawValue }

    /// The CLI flag of the axis (`--width`, `--safe-area`).
    public var flag: String {
        switch self {
        case .widths: "--width"
        case .categories: "--category"
        case .scales: "--scale"
        case .directions: "--direction"
        case .locales: "--locale"
        case .height: "--height"
        case .safeArea: "--safe-area"
        case .appearances: "--appearance"
        case .devices: "--device"
        case .maxWidth: "--max-width"
        case .contrasts: "--contrast"
        }
    }

    /// A width from text, in `widthRange`: a screen width (`widths`) or the cap of a fitted one (`maxWidth`).
    public static func width(_ text: String, axis: MatrixAxis = .widths) throws(MatrixValueError) -> Double {
        guard let value = Double(text.trimmingSpaces), value.isFinite else {
            throw MatrixValueError(
                axis: axis, value: text,
                expected: "a finite number of points" + (axis == .widths ? ", or fit (the root's natural width)" : ""))
        }
        guard widthRange.contains(value) else {
            throw MatrixValueError(
                axis: axis, value: text, expected: "a number of points from \(bounds(widthRange))", outOfRange: true)
        }
        return value
    }

    /// A screen height from text, in `heightRange`.
    public static func height(_ text: String) throws(MatrixValueError) -> Double {
        guard let value = Double(text.trimmingSpaces), value.isFinite, heightRange.contains(value) else {
            throw MatrixValueError(
                axis: .height, value: text, expected: "a number of points from \(bounds(heightRange))")
        }
        return value
    }

    /// Safe-area insets from text: one number for every edge, or four in `UIEdgeInsets` order (top, left, bottom,
    /// right), each in `insetRange`.
    public static func safeArea(_ text: String) throws(MatrixValueError) -> EdgeInsets {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
            Double(String($0).trimmingSpaces)
        }
        guard parts.count == 1 || parts.count == 4,
            parts.allSatisfy({ $0.map { $0.isFinite && insetRange.contains($0) } ?? false })
        else {
            throw MatrixValueError(
                axis: .safeArea, value: text,
                expected: "one number, or top,left,bottom,right, each from \(bounds(insetRange)) points")
        }
        let values = parts.map { $0! }
        return values.count == 1
            ? EdgeInsets(all: values[0])
            : EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    /// A scale from text: 1, 2 or 3.
    public static func scale(_ text: String) throws(MatrixValueError) -> Int {
        guard let value = Int(text.trimmingSpaces), Environment.supportedScales.contains(value) else {
            throw MatrixValueError(axis: .scales, value: text, expected: "1, 2 or 3")
        }
        return value
    }

    /// Content-size categories from a short or long name, or `all` for every one.
    public static func categories(_ text: String) throws(MatrixValueError) -> [ContentSizeCategory] {
        if text.lowercased() == "all" { return ContentSizeCategory.allCases }
        guard let category = ContentSizeCategory(name: text) else {
            throw MatrixValueError(
                axis: .categories, value: text,
                expected:
                    "xs, s, m, l, xl, xxl, xxxl, ax1, ax2, ax3, ax4, ax5, a long name such as accessibilityMedium, or all",
                suggestion: Suggestion.closest(
                    to: text, in: ContentSizeCategory.allCases.flatMap { [$0.shortName, $0.name] } + ["all"]))
        }
        return [category]
    }

    /// A layout direction: `ltr` or `rtl`.
    public static func direction(_ text: String) throws(MatrixValueError) -> LayoutDirection {
        guard let value = LayoutDirection(rawValue: text.lowercased()) else {
            throw MatrixValueError(
                axis: .directions, value: text, expected: "ltr or rtl",
                suggestion: Suggestion.closest(to: text, in: ["ltr", "rtl"]))
        }
        return value
    }

    /// A localisation: `base`, `pseudo`, `pseudo-rtl` or a locale code (`de`, `pt-BR`; docs/localisation.md).
    public static func locale(_ text: String) throws(MatrixValueError) -> Localization {
        guard let value = Localization(rawValue: text) else {
            var error = MatrixValueError(axis: .locales, value: text, expected: LocaleCodes.expected(for: text))
            error.message = LocaleCodes.problem(with: text)
            throw error
        }
        return value
    }

    /// A contrast: `normal` or `high` (Increase Contrast; docs/colors.md).
    public static func contrast(_ text: String) throws(MatrixValueError) -> Contrast {
        guard let value = Contrast(rawValue: text.lowercased()) else {
            throw MatrixValueError(axis: .contrasts, value: text, expected: "normal or high")
        }
        return value
    }

    /// An appearance: `light` or `dark`.
    public static func appearance(_ text: String) throws(MatrixValueError) -> Appearance {
        guard let value = Appearance(rawValue: text.lowercased()) else {
            throw MatrixValueError(axis: .appearances, value: text, expected: "light or dark")
        }
        return value
    }

    /// A device preset by name.
    public static func device(_ text: String) throws(MatrixValueError) -> DevicePreset {
        guard let preset = DevicePreset.named(text) else {
            throw MatrixValueError(
                axis: .devices, value: text, expected: "one of: \(DevicePresets.names.joined(separator: ", "))",
                suggestion: Suggestion.closest(to: text, in: DevicePresets.names))
        }
        return preset
    }

    /// `1 to 10000`.
    static func bounds(_ range: ClosedRange<Double>) -> String {
        "\(formatNumber(range.lowerBound)) to \(formatNumber(range.upperBound))"
    }
}

/// A matrix value outside the rules of its axis: which axis, the value as written, and what was expected.
public struct MatrixValueError: InputError, Hashable, Sendable {
    public var axis: MatrixAxis
    /// The value as the user wrote it.
    public var value: String
    /// What the axis takes (`a number of points from 1 to 10000`).
    public var expected: String
    /// The closest name the axis knows, for a misspelt one.
    public var suggestion: String?
    /// The value is a number, but outside the axis's bounds.
    public var outOfRange = false
    /// The whole message after the flag, when the axis words it itself (a malformed locale code).
    public var message: String?

    public init(axis: MatrixAxis, value: String, expected: String, suggestion: String? = nil, outOfRange: Bool = false)
    {
        self.axis = axis
        self.value = value
        self.expected = expected
        self.suggestion = suggestion
        self.outOfRange = outOfRange
    }

    /// The flag's message: `--width 0 is out of range (expected a number of points from 1 to 10000)`.
    public var description: String {
        if let message { return "\(axis.flag) \(message)" }
        let hint = suggestion.map { " (did you mean `\($0)`?)" } ?? ""
        if outOfRange { return "\(axis.flag) \(value) is out of range (expected \(expected))" }
        if axis == .widths || axis == .maxWidth { return "\(axis.flag) \(value.debugDescription) is not \(expected)" }
        return "\(axis.flag) \(value.debugDescription) is not \(Self.article(axis))\(hint) (expected \(expected))"
    }

    private static func article(_ axis: MatrixAxis) -> String {
        switch axis {
        case .widths: "a width"
        case .categories: "a content-size category"
        case .scales: "supported"
        case .directions: "a direction"
        case .locales: "a localisation"
        case .height: "a height"
        case .safeArea: "a set of insets"
        case .appearances: "an appearance"
        case .devices: "a device preset"
        case .maxWidth: "a width"
        case .contrasts: "a contrast"
        }
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while text.first == " " { text = text.dropFirst() }
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
