import PlumbCore

/// An environment's file-name label (`iphone-16-ax5@3x-dark-de`) read back into its axes, for `BaselineStats`.
///
/// The label is what `Environment.label` writes: the size (`375w`, `fit` or a device preset's name), the category's
/// short name with `@<scale>x` unless 1, then `-rtl`, `-dark`, `-hc` and the localisation's suffix, each only when
/// not the default. A label that does not read this way (a file someone put there) gives `nil`.
struct EnvironmentLabel: Hashable, Sendable {
    /// `375w` or `fit`; `nil` for an environment named by its device.
    var width: String?
    /// The device preset's name; `nil` for an environment given by width.
    var device: String?
    var category: String
    var scale: String
    var direction: String
    var appearance: String
    var contrast: String
    var locale: String

    /// Each axis's value; `nil` for the width of a device's environment and the device of a width's.
    func value(_ axis: BaselineStats.Axis) -> String? {
        switch axis {
        case .width: width
        case .device: device
        case .category: category
        case .scale: scale
        case .direction: direction
        case .appearance: appearance
        case .contrast: contrast
        case .locale: locale
        }
    }

    /// Device names, longest first, so `iphone-16-pro` is not read as `iphone-16` followed by `pro`.
    private static let deviceNames = DevicePresets.all.map(\.name).sorted { $0.count > $1.count }
    private static let categories = Set(ContentSizeCategory.allCases.map(\.shortName))

    init?(_ label: String) {
        var rest: Substring
        if let device = Self.deviceNames.first(where: { label.hasPrefix($0 + "-") }) {
            self.device = device
            width = nil
            rest = label.dropFirst(device.count + 1)
        } else {
            guard let dash = label.firstIndex(of: "-") else { return nil }
            let size = label[..<dash]
            guard size == "fit" || (size.hasSuffix("w") && Double(size.dropLast()) != nil) else { return nil }
            width = String(size)
            device = nil
            rest = label[label.index(after: dash)...]
        }
        var words = rest.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard !words.isEmpty else { return nil }
        let first = words.removeFirst()
        let parts = first.split(separator: "@", maxSplits: 1).map(String.init)
        guard let categoryName = parts.first, Self.categories.contains(categoryName) else { return nil }
        category = categoryName
        if parts.count == 2 {
            guard parts[1].hasSuffix("x"), let value = Int(parts[1].dropLast()) else { return nil }
            scale = "@\(value)x"
        } else {
            scale = "@1x"
        }
        direction = words.first == "rtl" ? "rtl" : "ltr"
        if words.first == "rtl" { words.removeFirst() }
        appearance = words.first == "dark" ? "dark" : "light"
        if words.first == "dark" { words.removeFirst() }
        contrast = words.first == "hc" ? "high" : "normal"
        if words.first == "hc" { words.removeFirst() }
        let code = words.joined(separator: "-")
        locale = code.isEmpty ? "base" : code
        if let forced = Localization(rawValue: locale)?.forcedDirection { direction = forced.rawValue }
    }
}
