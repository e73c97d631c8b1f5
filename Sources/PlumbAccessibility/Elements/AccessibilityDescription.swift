import PlumbCore

extension AccessibilityElement: CustomStringConvertible {
    /// What VoiceOver reads, as Plumb's legend shows it: "Airplane Mode, Switch button, Off".
    ///
    /// The parts and their order are VoiceOver's as AccessibilitySnapshot reproduces them
    /// (`accessibilityDescription(context:)`): "Selected" first when selected, the label, the value (a switch's goes
    /// after its trait), then the spoken traits — Dimmed, Button (not for a switch, a tab or a back button), Back
    /// button, Switch button with On / Off, Tab, Text field (or Secure text field), Heading, Link, Adjustable, Image,
    /// Search field; the hint stands in when nothing else would be read; last a segment's or a tab's place in its
    /// series, "1 of 3". Plumb joins the parts with ", " where AccessibilitySnapshot ends each with a full stop
    /// (`snapshotDescription`).
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
        if !specifiers.isEmpty {
            text =
                text.isEmpty
                ? specifiers.joined(separator: " ")
                : text + (text.hasSuffix(".") ? "" : ".") + " " + specifiers.joined(separator: " ")
        }
        // AccessibilitySnapshot's series format, "%1$@ %2$@ of %3$@.".
        if let series { text += " \(series.index) of \(series.count)." }
        return text
    }

    private var parts: [String] {
        var parts: [String] = []
        if traits.contains(.selected) { parts.append("Selected") }
        if let label = label?.nonEmpty { parts.append(label) }
        if !traits.contains(.toggleButton), let value = spokenValue { parts.append(value) }
        parts += spokenTraits(switchNames: ("Switch button", "On", "Off", "Mixed"), names: Self.traitNames)
        if parts.isEmpty, let hint = hint?.nonEmpty { parts.append(hint) }
        if let series { parts.append("\(series.index) of \(series.count)") }
        return parts
    }

    /// The traits VoiceOver speaks, in its order; `switchNames` gives the switch trait's and its states' words.
    private func spokenTraits(
        switchNames: (trait: String, on: String, off: String, mixed: String)?, names: [AccessibilityTraits: String]
    ) -> [String] {
        var spoken: [String] = []
        if traits.contains(.notEnabled) { spoken.append(names[.notEnabled]!) }
        if traits.contains(.button), traits.isDisjoint(with: [.toggleButton, .keyboardKey, .tabBarItem, .backButton]) {
            spoken.append(names[.button]!)
        }
        if traits.contains(.backButton) { spoken.append(names[.backButton]!) }
        if traits.contains(.toggleButton), let switchNames {
            spoken.append(switchNames.trait)
            switch value {
            case "1": spoken.append(switchNames.on)
            case "0": spoken.append(switchNames.off)
            case "2": spoken.append(switchNames.mixed)
            default: if let value = value?.nonEmpty { spoken.append(value) }
            }
        }
        if traits.contains(.tabBarItem) { spoken.append(names[.tabBarItem]!) }
        if traits.contains(.textEntry) {
            spoken.append(names[traits.contains(.secureTextField) ? .secureTextField : .textEntry]!)
        }
        for trait in [AccessibilityTraits.header, .link, .adjustable, .image, .searchField] where traits.contains(trait)
        {
            spoken.append(names[trait]!)
        }
        return spoken
    }

    static let traitNames: [AccessibilityTraits: String] = [
        .notEnabled: "Dimmed", .button: "Button", .header: "Heading", .link: "Link", .adjustable: "Adjustable",
        .image: "Image", .searchField: "Search field", .backButton: "Back button", .tabBarItem: "Tab",
        .textEntry: "Text field", .secureTextField: "Secure text field",
    ]
    static let snapshotTraitNames: [AccessibilityTraits: String] = [
        .notEnabled: "Dimmed.", .button: "Button.", .header: "Heading.", .link: "Link.", .adjustable: "Adjustable.",
        .image: "Image.", .searchField: "Search Field.", .backButton: "Back Button.", .tabBarItem: "Tab.",
        .textEntry: "Text Field.", .secureTextField: "Secure Text Field.",
    ]
}
