import Foundation
import PlumbCore

/// Reads one `color` object of a colour set: `{"color-space": …, "components": {…}}` or a system colour reference
/// `{"platform": "ios", "reference": "systemRedColor"}`.
///
/// Components are written by Xcode in three forms, by the input method chosen in its colour inspector: floating point
/// 0…1 (`"0.500"`), 8-bit integers 0…255 (`"128"`) and hexadecimal (`"0x80"`). A string with a `.` or an exponent is
/// a float, one starting `0x` is hex, other digits are 8-bit; `alpha` is always 0…1 (Xcode writes it as a float in
/// every mode). JSON numbers are floats. The extended spaces allow floats outside 0…1.
struct ColorComponentsReader {
    let file: String
    /// The set's name, for messages.
    let context: String

    /// The colour spaces read, as `Contents.json` names them.
    static let spaces = [
        "srgb", "display-p3", "extended-srgb", "extended-linear-srgb", "gray-gamma-22", "extended-gray",
        "extended-linear-gray",
    ]

    func color(_ value: Any?) throws(AssetError) -> Color {
        guard let object = value as? [String: Any] else {
            throw problem("has no `color` object (expected {\"color-space\": \"srgb\", \"components\": {…}})")
        }
        if let reference = object["reference"] {
            return try systemColor(reference)
        }
        let space = (object["color-space"] as? String) ?? "srgb"
        guard Self.spaces.contains(space) else {
            throw problem(
                "colour space \(space.debugDescription) is not one Plumb reads (expected one of \(Self.spaces.joined(separator: ", ")))"
            )
        }
        guard let components = object["components"] as? [String: Any] else {
            throw problem("has no `components` object (expected {\"red\": …, \"green\": …, \"blue\": …, \"alpha\": …})")
        }
        let extended = space.hasPrefix("extended")
        let alpha = try channel(components, "alpha", extended: false, isAlpha: true, default: 1)
        if space.hasSuffix("gray") || space == "gray-gamma-22" {
            var white = try channel(components, "white", extended: extended, isAlpha: false, default: nil)
            switch space {
            case "gray-gamma-22": white = ColorSpaceConversion.srgbGray(fromGamma22: white)
            case "extended-linear-gray": white = ColorSpaceConversion.encoded(white)
            default: break  // extended-gray uses the sRGB curve
            }
            let byte = ColorSpaceConversion.byte(white)
            return Color(red: byte, green: byte, blue: byte, alpha: ColorSpaceConversion.byte(alpha))
        }
        var rgb = (
            try channel(components, "red", extended: extended, isAlpha: false, default: nil),
            try channel(components, "green", extended: extended, isAlpha: false, default: nil),
            try channel(components, "blue", extended: extended, isAlpha: false, default: nil)
        )
        switch space {
        case "display-p3": rgb = ColorSpaceConversion.extendedSRGB(fromDisplayP3: rgb)
        case "extended-linear-srgb": rgb = ColorSpaceConversion.extendedSRGB(fromLinear: rgb)
        default: break
        }
        return Color(
            red: ColorSpaceConversion.byte(rgb.0), green: ColorSpaceConversion.byte(rgb.1),
            blue: ColorSpaceConversion.byte(rgb.2), alpha: ColorSpaceConversion.byte(alpha))
    }

    /// A system colour by its `UIColor` class-property name with `Color` (`systemRedColor`, `labelColor`).
    private func systemColor(_ reference: Any) throws(AssetError) -> Color {
        let text = (reference as? String) ?? ""
        let name = text.hasSuffix("Color") ? String(text.dropLast(5)) : text
        if let color = SemanticColors.named(name) ?? UIKitFixedColors.named(name) { return color }
        let known = SemanticColors.all.map { $0.name + "Color" }
        throw problem(
            "refers to the system colour \(text.debugDescription), which Plumb does not know\(Suggestion.didYouMean(text, in: known))"
        )
    }

    /// One component in 0…1 (outside it only in an extended space).
    private func channel(
        _ components: [String: Any], _ key: String, extended: Bool, isAlpha: Bool, default fallback: Double?
    ) throws(AssetError) -> Double {
        guard let raw = components[key] else {
            if let fallback { return fallback }
            throw problem("has no `\(key)` component")
        }
        let value: Double?
        if let number = raw as? NSNumber, !(raw is String) {
            value = number.doubleValue
        } else if let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) {
            value = Self.number(text, isAlpha: isAlpha)
        } else {
            value = nil
        }
        guard let value, value.isFinite else {
            throw problem(
                "component `\(key)` is \(String(describing: raw).debugDescription) (expected a float 0…1 such as \"0.500\", an integer 0…255 such as \"128\", or hex such as \"0x80\")"
            )
        }
        guard extended || (0...1).contains(value) else {
            throw problem(
                "component `\(key)` is \(String(describing: raw)), outside 0…1 (only the extended colour spaces go beyond; 8-bit values are written without a decimal point, such as \"128\")"
            )
        }
        return value
    }

    /// A component string in 0…1: float, `0x` hex or 8-bit integer (alpha: always a float).
    static func number(_ text: String, isAlpha: Bool) -> Double? {
        let lower = text.lowercased()
        if lower.hasPrefix("0x") {
            guard let byte = UInt32(lower.dropFirst(2), radix: 16), byte <= 255 else { return nil }
            return Double(byte) / 255
        }
        if isAlpha || lower.contains(".") || lower.contains("e") { return Double(text) }
        guard let byte = Int(text), (0...255).contains(byte) else { return nil }
        return Double(byte) / 255
    }

    private func problem(_ text: String) -> AssetError {
        AssetError(file: file, problem: "colour set \(context.debugDescription): \(text)")
    }
}
