import PlumbCore

/// The view model of the settings cell (docs/design.md §11.1): a multi-line title and a switch.
public struct SettingsCellModel: Hashable, Sendable {
    public var title: String
    public var isOn: Bool

    public init(title: String = "Larger Accessibility Sizes", isOn: Bool = true) {
        self.title = title
        self.isOn = isOn
    }

    /// The title as drawn: body style, unlimited lines.
    public var titleText: TextContent { TextContent(title, style: .body, lines: 0) }

    /// How VoiceOver reads the cell: one element joining the title and the switch, as a `UITableViewCell` with a
    /// switch reads ("Larger Accessibility Sizes, Switch button, On"), activated at the switch.
    public static let cellAccessibility = NodeAccessibility(element: .combine)

    /// Node ids shared by every engine's version of the cell, so their frames can be compared.
    public enum ID {
        public static let cell = "cell"
        public static let title = "title"
        public static let toggle = "toggle"
    }
}
