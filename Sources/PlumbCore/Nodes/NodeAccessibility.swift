/// What VoiceOver is told about a node: UIKit's `UIAccessibility` properties, each `nil` for UIKit's default.
///
/// The defaults (a text is a static-text element labelled with its string, a button has the button trait and its
/// title, a switch reads as "Switch button" with "On" or "Off", an image is an element only when labelled) are
/// applied by PlumbAccessibility, which turns a laid-out tree into VoiceOver's elements; docs/accessibility.md lists
/// them with their sources.
public struct NodeAccessibility: Hashable, Sendable {
    /// `accessibilityLabel`: what the element is ("Airplane Mode").
    public var label: String?
    /// `accessibilityValue`: its current value ("50%"); a switch's is "1" or "0", read "On" or "Off".
    public var value: String?
    /// `accessibilityHint`: what activating it does.
    public var hint: String?
    /// `accessibilityTraits`; when given, they replace the kind's default traits, as assigning the property does.
    public var traits: AccessibilityTraits?
    /// `accessibilityElementsHidden`: this node and its whole subtree are not elements.
    public var hidden: Bool
    /// Whether the node is an element (`isAccessibilityElement`), or one element combining its descendants.
    public var element: AccessibilityGrouping?
    /// A container's own reading order (`accessibilityElements`): ids of descendants; only these are read, in this
    /// order.
    public var elements: [String]?

    public init(
        label: String? = nil, value: String? = nil, hint: String? = nil, traits: AccessibilityTraits? = nil,
        hidden: Bool = false, element: AccessibilityGrouping? = nil, elements: [String]? = nil
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.hidden = hidden
        self.element = element
        self.elements = elements
    }
}

/// How a node takes part in VoiceOver's list of elements.
public enum AccessibilityGrouping: String, CaseIterable, Hashable, Sendable {
    /// `isAccessibilityElement = true`: the node is one element; its descendants are not read.
    case element = "true"
    /// `isAccessibilityElement = false`: the node is not an element; its descendants may be.
    case none = "false"
    /// One element whose label, value, hint and traits join those of the elements inside it, as a table cell or
    /// SwiftUI's `.accessibilityElement(children: .combine)` reads.
    case combine
}

/// UIKit's `UIAccessibilityTraits`, with the same bit values (the private ones as AccessibilitySnapshot's model
/// names them), so they encode as UIKit and AccessibilitySnapshot do.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 15)
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// UIKit's private traits that system controls carry, as AccessibilitySnapshot names and reads them
    /// (`UIAccessibility+SnapshotAdditions.swift`): a text field ("Text field"), a secure one ("Secure text field"),
    /// a navigation bar's back button ("Back button") and a tab bar's item ("Tab", for "Button").
    public static let textEntry = AccessibilityTraits(rawValue: 1 << 18)
    public static let secureTextField = AccessibilityTraits(rawValue: 1 << 24)
    public static let backButton = AccessibilityTraits(rawValue: 1 << 27)
    public static let tabBarItem = AccessibilityTraits(rawValue: 1 << 28)
    /// UISwitch's trait: public as `toggleButton` since iOS 17, the private "switch button" trait before.
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 53)

    /// Every trait with its spec name (UIKit's property name), in bit order.
    public static let named: [(trait: AccessibilityTraits, name: String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
        (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
        (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
        (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
        (.header, "header"), (.textEntry, "textEntry"), (.secureTextField, "secureTextField"),
        (.backButton, "backButton"), (.tabBarItem, "tabBarItem"), (.toggleButton, "toggleButton"),
    ]

    /// The trait with spec name `name` (case-insensitive).
    public init?(name: String) {
        guard let match = Self.named.first(where: { $0.name.lowercased() == name.lowercased() }) else { return nil }
        self = match.trait
    }

    /// The spec names of the traits set, in bit order.
    public var names: [String] { Self.named.filter { contains($0.trait) }.map(\.name) }
}
