import PlumbCore

extension AccessibilityElement: CustomStringConvertible {
    /// What VoiceOver reads, as Plumb's legend shows it: "Airplane Mode, Switch button, Off".
    ///
    /// The parts and their order are VoiceOver's as AccessibilitySnapshot reproduces them
    /// (`accessibilityDescription(context:)`): "Selected" first when selected, the label, the value (a switch's goes
    /// after its trait), then the spoken traits — Dimmed, Button (not for a switch), Switch button with On / Off,
    /// Heading, Link, Adjustable, Image, Search field; the hint stands in when nothing else would be read. Plumb joins
    /// the parts with ", " where AccessibilitySnapshot ends each with a full stop (`snapshotDescription`).
    public var description: String {
        parts.joined(separator: ", ")
    }

    /// The description as AccessibilitySnapshot writes it ("Airplane Mode. Switch Button. Off."), for its JSON.
    public var snapshotDescription: String {
        var text = label?.nonEmpty ?? ""
        if let value = value?.nonEmpty, !traits.contains(.toggleButton) {
            text = text.isEmpty ? value : "\(text): \(value)"
        }
        if traits.contains(.selected) { text = text.isEmpty ? "Selected." : "Selected: \(text)" }
        let specifiers = spokenTraits(
            switchNames: ("Switch Button.", "On.", "Off.", "Mixed."), names: Self.snapshotTraitNames)
        if text.isEmpty, let hint = hint?.nonEmpty { text = hint }
        guard !specifiers.isEmpty else { return text }
        guard !text.isEmpty else { return specifiers.joined(separator: " ") }
        return text + (text.hasSuffix(".") ? "" : ".") + " " + specifiers.joined(separator: " ")
    }

    private var parts: [String] {
        var parts: [String] = []
        if traits.contains(.selected) { parts.append("Selected") }
        if let label = label?.nonEmpty { parts.append(label) }
        if !traits.contains(.toggleButton), let value = spokenValue { parts.append(value) }
        parts += spokenTraits(switchNames: ("Switch button", "On", "Off", "Mixed"), names: Self.traitNames)
        if parts.isEmpty, let hint = hint?.nonEmpty { parts.append(hint) }
        return parts
    }

    /// The traits VoiceOver speaks, in its order; `switchNames` gives the switch trait's and its states' words.
    private func spokenTraits(
        switchNames: (trait: String, on: String, off: String, mixed: String)?, names: [AccessibilityTraits: String]
    ) -> [String] {
        var spoken: [String] = []
        if traits.contains(.notEnabled) { spoken.append(names[.notEnabled]!) }
        if traits.contains(.button), !traits.contains(.toggleButton), !traits.contains(.keyboardKey) {
            spoken.append(names[.button]!)
        }
        if traits.contains(.toggleButton), let switchNames {
            spoken.append(switchNames.trait)
            switch value {
            case "1": spoken.append(switchNames.on)
            case "0": spoken.append(switchNames.off)
            case "2": spoken.append(switchNames.mixed)
            default: if let value = value?.nonEmpty { spoken.append(value) }
            }
        }
        for trait in [AccessibilityTraits.header, .link, .adjustable, .image, .searchField] where traits.contains(trait)
        {
            spoken.append(names[trait]!)
        }
        return spoken
    }

    static let traitNames: [AccessibilityTraits: String] = [
        .notEnabled: "Dimmed", .button: "Button", .header: "Heading", .link: "Link", .adjustable: "Adjustable",
        .image: "Image", .searchField: "Search field",
    ]
    static let snapshotTraitNames: [AccessibilityTraits: String] = [
        .notEnabled: "Dimmed.", .button: "Button.", .header: "Heading.", .link: "Link.", .adjustable: "Adjustable.",
        .image: "Image.", .searchField: "Search Field.",
    ]
}
