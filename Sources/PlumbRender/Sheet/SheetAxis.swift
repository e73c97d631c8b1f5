import PlumbCore

/// One render on a contact sheet: which subject (spec) it shows, in which environment.
public struct SheetEntry: Sendable {
    /// The index of the subject in the sheet's subjects.
    public var subject: Int
    public var environment: Environment

    public init(subject: Int, environment: Environment) {
        self.subject = subject
        self.environment = environment
    }
}

/// An axis a sheet's rows or columns can run along (`plumb sheet --rows category --columns width,direction`): one of
/// the matrix's axes, or the specs themselves.
public enum SheetAxis: String, CaseIterable, Hashable, Sendable {
    /// The spec (subject): several specs in one grid.
    case spec
    /// The screen: its width in points, or the device preset it came from.
    case width
    case category
    case scale
    case direction
    case appearance
    case locale

    /// The names accepted for each axis (`device` and `size` also name the screen axis).
    public static let names = [
        "spec", "width", "device", "size", "category", "scale", "direction", "appearance", "locale",
    ]

    /// The axis called `name` (case-insensitive), or `nil`.
    public static func named(_ name: String) -> SheetAxis? {
        switch name.lowercased() {
        case "device", "size", "devices", "widths": .width
        case "specs", "component", "components": .spec
        case "categories": .category
        case "scales": .scale
        case "directions": .direction
        case "appearances": .appearance
        case "locales", "localization", "language": .locale
        case let other: SheetAxis(rawValue: other)
        }
    }

    /// The label a reader sees for `environment` along this axis: "Large (default)", "AX3", "375 pt", "iPhone 16 Pro",
    /// "@2x", "RTL", "Dark", "Pseudo". The spec axis is labelled by the caller (with the spec's title).
    public func label(of environment: Environment) -> String {
        switch self {
        case .spec: ""
        case .width: environment.device.map { Self.deviceName($0.name) } ?? formatNumber(environment.width) + " pt"
        case .category: Self.categoryName(environment.category)
        case .scale: "@\(environment.scale)x"
        case .direction: environment.direction == .rtl ? "RTL" : "LTR"
        case .appearance: environment.appearance == .dark ? "Dark" : "Light"
        case .locale: Self.localeName(environment.localization.labelSuffix)
        }
    }

    /// A content-size category as a person reads it: the names of Xcode's Dynamic Type control, spelled out
    /// where short, with Large marked as the default.
    static func categoryName(_ category: ContentSizeCategory) -> String {
        switch category {
        case .extraSmall: "Extra Small"
        case .small: "Small"
        case .medium: "Medium"
        case .large: "Large (default)"
        case .extraLarge: "Extra Large"
        case .extraExtraLarge: "XX Large"
        case .extraExtraExtraLarge: "XXX Large"
        default: category.shortName.uppercased()
        }
    }

    /// A device preset's name as Apple writes it: `iphone-16-pro-max` → "iPhone 16 Pro Max", `ipad-pro-12-9` →
    /// "iPad Pro 12.9", `…-landscape` → "… landscape".
    static func deviceName(_ name: String) -> String {
        let known = [
            "iphone": "iPhone", "ipad": "iPad", "se": "SE", "pro": "Pro", "max": "Max", "plus": "Plus", "air": "Air",
        ]
        var words: [String] = []
        for part in name.split(separator: "-").map(String.init) {
            if let last = words.last, last.allSatisfy(\.isNumber), part.allSatisfy(\.isNumber) {
                words[words.count - 1] = last + "." + part
            } else {
                words.append(known[part] ?? part)
            }
        }
        return words.joined(separator: " ")
    }

    /// A localisation's label suffix (`""`, `-pseudo`, `-pseudo-rtl`, or a locale code) as a heading.
    static func localeName(_ suffix: String) -> String {
        let code = suffix.hasPrefix("-") ? String(suffix.dropFirst()) : suffix
        switch code {
        case "": return "Base"
        case "pseudo": return "Pseudo"
        case "pseudo-rtl": return "Pseudo RTL"
        default: return code
        }
    }
}
