import PlumbCore

/// The elements in the JSON shape of cashapp/AccessibilitySnapshot's Codable model
/// (`AccessibilitySnapshotModel.AccessibilityElement`, the "marker"): a list, in VoiceOver order, that decodes as
/// `[AccessibilityElement]`, so teams that already keep those snapshots from a simulator can compare them with
/// Plumb's.
///
/// The fields follow that model's synthesized coding: `description` in its own words ("Airplane Mode. Switch
/// Button. Off."), `label`, `value` (UIKit's raw value: a switch's "1" or "0") and `hint` left out when absent,
/// `traits` as its trait names (Plumb's `toggleButton` is its `switchButton`), `shape` a frame written as
/// `[[x, y], [width, height]]` (CoreGraphics' wire format), `activationPoint` as `[x, y]`, and empty lists for the
/// custom actions, content and rotors Plumb does not model.
public enum AccessibilitySnapshotFormat {
    public static func jsonText(_ elements: [AccessibilityElement]) -> String {
        var text = "["
        for (index, element) in elements.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            var fields = ["\"description\": \(jsonString(element.snapshotDescription))"]
            if let label = element.label { fields.append("\"label\": \(jsonString(label))") }
            if let value = element.value { fields.append("\"value\": \(jsonString(value))") }
            fields.append("\"traits\": [\(traitNames(element.traits).map(jsonString).joined(separator: ", "))]")
            if let hint = element.hint { fields.append("\"hint\": \(jsonString(hint))") }
            let f = element.frame, p = element.activationPoint
            fields.append(
                "\"shape\": {\"type\": \"frame\", \"frame\": [[\(formatNumber(f.x)), \(formatNumber(f.y))], "
                    + "[\(formatNumber(f.width)), \(formatNumber(f.height))]]}")
            fields.append("\"activationPoint\": [\(formatNumber(p.x)), \(formatNumber(p.y))]")
            fields.append("\"usesDefaultActivationPoint\": \(element.usesDefaultActivationPoint)")
            fields.append("\"customActions\": [], \"customContent\": [], \"customRotors\": []")
            fields.append("\"respondsToUserInteraction\": \(respondsToUserInteraction(element.traits))")
            text += "  {" + fields.joined(separator: ", ") + "}"
        }
        return text + (elements.isEmpty ? "]\n" : "\n]\n")
    }

    /// AccessibilitySnapshot's names for the traits, in its order (bit order).
    static func traitNames(_ traits: AccessibilityTraits) -> [String] {
        traits.names.map { $0 == "toggleButton" ? "switchButton" : $0 }
    }

    /// Whether the element reacts to taps (`accessibilityRespondsToUserInteraction`): controls do, text does not.
    static func respondsToUserInteraction(_ traits: AccessibilityTraits) -> Bool {
        !traits.isDisjoint(with: [
            .button, .toggleButton, .link, .adjustable, .searchField, .keyboardKey, .allowsDirectInteraction,
            .textEntry,
        ])
    }
}
