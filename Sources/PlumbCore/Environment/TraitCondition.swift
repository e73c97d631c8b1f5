/// A condition on an environment's traits — a spec's `when: - if: {…}` — under which a node's overrides apply.
///
/// Every part that is set must hold (`nil` places no condition). It is the spec form of what a UIKit view does in
/// `traitCollectionDidChange(_:)` or with `UITraitCollection`-keyed constraints: switch an axis at accessibility
/// sizes, widen margins on a regular-width screen, pick another colour in dark mode.
public struct TraitCondition: Hashable, Sendable {
    public var categories: Set<ContentSizeCategory>?
    public var width: NumberInterval?
    public var sizeClass: SizeClass?
    public var directions: Set<LayoutDirection>?
    public var appearance: Appearance?
    /// `contrast: high`: only with Increase Contrast on (`Environment.contrast`).
    public var contrast: Contrast? = nil
    /// Localisations by their raw name (`base`, `pseudo`, `pseudo-rtl`).
    public var locales: Set<String>?
    /// Device preset names; an environment without a device never matches.
    public var devices: Set<String>?
    public var scale: NumberInterval?

    public init(
        categories: Set<ContentSizeCategory>? = nil, width: NumberInterval? = nil, sizeClass: SizeClass? = nil,
        directions: Set<LayoutDirection>? = nil, appearance: Appearance? = nil, locales: Set<String>? = nil,
        devices: Set<String>? = nil, scale: NumberInterval? = nil
    ) {
        self.categories = categories
        self.width = width
        self.sizeClass = sizeClass
        self.directions = directions
        self.appearance = appearance
        self.locales = locales
        self.devices = devices
        self.scale = scale
    }

    /// Whether every part of the condition holds in `environment`.
    public func holds(in environment: Environment) -> Bool {
        if let categories, !categories.contains(environment.category) { return false }
        if let width, !width.contains(environment.width) { return false }
        if let sizeClass, sizeClass != environment.sizeClass { return false }
        if let directions, !directions.contains(environment.direction) { return false }
        if let appearance, appearance != environment.appearance { return false }
        if let contrast, contrast != environment.contrast { return false }
        if let locales, !locales.contains(environment.localization.rawValue),
            !(environment.localization.languageCode.map(locales.contains) ?? false)
        {
            // `locale: de` holds in de-CH too, as a language condition does on iOS.
            return false
        }
        if let devices {
            guard let device = environment.device, devices.contains(device.name) else { return false }
        }
        if let scale, !scale.contains(Double(environment.scale)) { return false }
        return true
    }
}

/// A set of numbers bounded below and/or above, each bound inclusive or not: `>= 414`, `< 375`, `375...414`, `320`.
public struct NumberInterval: Hashable, Sendable {
    public var lower: Double?
    public var includesLower: Bool
    public var upper: Double?
    public var includesUpper: Bool

    public init(lower: Double? = nil, includesLower: Bool = true, upper: Double? = nil, includesUpper: Bool = true) {
        self.lower = lower
        self.includesLower = includesLower
        self.upper = upper
        self.includesUpper = includesUpper
    }

    /// Whether `value` lies within both bounds.
    public func contains(_ value: Double) -> Bool {
        if let lower, includesLower ? value < lower : value <= lower { return false }
        if let upper, includesUpper ? value > upper : value >= upper { return false }
        return true
    }

    /// Parses `>= N`, `> N`, `<= N`, `< N`, `== N`, `N`, or `A...B` (both ends included); `nil` for anything else.
    public init?(text: String) {
        let trimmed = Self.trimmed(Substring(text))
        for (op, lowerBound, inclusive) in [
            (">=", true, true), ("<=", false, true), (">", true, false), ("<", false, false), ("==", true, true),
        ] {
            guard trimmed.hasPrefix(op) else { continue }
            guard let value = Self.number(trimmed.dropFirst(op.count)) else { return nil }
            if op == "==" {
                self.init(lower: value, upper: value)
            } else if lowerBound {
                self.init(lower: value, includesLower: inclusive)
            } else {
                self.init(upper: value, includesUpper: inclusive)
            }
            return
        }
        if let dots = Self.firstDots(in: trimmed) {
            guard let low = Self.number(trimmed[..<dots.lowerBound]),
                let high = Self.number(trimmed[dots.upperBound...]), low <= high
            else { return nil }
            self.init(lower: low, upper: high)
            return
        }
        guard let value = Self.number(Substring(trimmed)) else { return nil }
        self.init(lower: value, upper: value)
    }

    /// The range of the first `...` in `text`: `firstRange(of:)` by hand, because that one needs macOS 13 / iOS 16
    /// and PlumbCore builds for macOS 12 / iOS 15 (docs/swift.md, "Platforms").
    private static func firstDots(in text: String) -> Range<String.Index>? {
        var start = text.startIndex
        while start < text.endIndex {
            if text[start...].hasPrefix("...") {
                return start..<text.index(start, offsetBy: 3)
            }
            start = text.index(after: start)
        }
        return nil
    }

    private static func number(_ text: Substring) -> Double? {
        guard let value = Double(trimmed(text)), value.isFinite else { return nil }
        return value
    }

    /// `text` without leading and trailing spaces.
    private static func trimmed(_ text: Substring) -> String {
        var slice = text
        while slice.first == " " { slice = slice.dropFirst() }
        while slice.last == " " { slice = slice.dropLast() }
        return String(slice)
    }
}
