/// One XML element of an Interface Builder document: its name, attributes, child elements and the line it starts on.
///
/// The reader keeps elements only (IB documents carry no mixed content that layout needs: a label's text is an
/// attribute, a text view's is a `<string>` element whose character data is kept as `text`).
public struct IBElement: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [IBElement]
    /// Character data directly inside the element (a `<string key="text">`'s), trimmed of surrounding white space.
    public var text: String
    /// The 1-based line of its start tag, for messages.
    public var line: Int

    public init(
        name: String, attributes: [String: String] = [:], children: [IBElement] = [], text: String = "", line: Int
    ) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    public subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The first child element named `name`, optionally with `key="…"`.
    public func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.attributes["key"] == key) }
    }

    /// Every child element named `name`.
    public func children(_ name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// Whether a boolean attribute is written `YES`.
    public func flag(_ attribute: String) -> Bool { attributes[attribute] == "YES" }

    /// A numeric attribute, or `nil` when absent or not a finite number.
    public func number(_ attribute: String) -> Double? {
        guard let text = attributes[attribute], let value = Double(text), value.isFinite else { return nil }
        return value
    }
}
