import Foundation
import PlumbCore

/// The accessibility snapshot of one environment as JSON: VoiceOver's elements in reading order, what each reads,
/// and where it is (docs/accessibility.md).
///
/// Written by `jsonText` with fixed key order and number format, so the same layout always gives the same bytes;
/// read back with `init(json:)` to compare a baseline with a new render.
public struct AccessibilityDocument: Hashable, Sendable, Codable {
    /// One element.
    public struct Element: Hashable, Sendable, Codable {
        /// 1-based position in VoiceOver's order.
        public var order: Int
        /// The node that is the element, and for a combined element the nodes inside it that make it up.
        public var node: String
        public var nodes: [String]
        /// Which part of its node's system control the element is ("segment 2", "back"); `nil` for a whole node.
        public var part: String?
        /// The ids from the root to the node, written only when another element of the document has the same node
        /// (and part): two cells from one layout. Baselines are matched by it (`changes(from:)`).
        public var path: [String]?
        /// What VoiceOver reads, as in the legend: "Airplane Mode, Switch button, Off".
        public var description: String
        public var label: String?
        public var value: String?
        public var hint: String?
        /// Trait names as the spec spells them (`button`, `header`, `toggleButton`, …).
        public var traits: [String]
        public var frame: Rect
        public var activationPoint: Point

        public init(order: Int, element: AccessibilityElement, writesPath: Bool = false) {
            self.order = order
            self.node = element.node
            self.nodes = element.nodes
            self.part = element.part
            self.path = writesPath ? element.path : nil
            self.description = element.description
            self.label = element.label
            self.value = element.value
            self.hint = element.hint
            self.traits = element.traits.names
            self.frame = element.frame
            self.activationPoint = element.activationPoint
        }

        enum CodingKeys: String, CodingKey {
            case order, node, nodes, part, path, description, label, value, hint, traits, frame, activationPoint
        }
        enum RectKeys: String, CodingKey { case x, y, width, height }

        /// Reads frames and points as `jsonText` writes them: `{"x", "y", "width", "height"}` and `{"x", "y"}`.
        public init(from decoder: Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            order = try c.decode(Int.self, forKey: .order)
            node = try c.decode(String.self, forKey: .node)
            nodes = try c.decode([String].self, forKey: .nodes)
            part = try c.decodeIfPresent(String.self, forKey: .part)
            path = try c.decodeIfPresent([String].self, forKey: .path)
            description = try c.decode(String.self, forKey: .description)
            label = try c.decodeIfPresent(String.self, forKey: .label)
            value = try c.decodeIfPresent(String.self, forKey: .value)
            hint = try c.decodeIfPresent(String.self, forKey: .hint)
            traits = try c.decode([String].self, forKey: .traits)
            let f = try c.nestedContainer(keyedBy: RectKeys.self, forKey: .frame)
            frame = Rect(
                x: try f.decode(Double.self, forKey: .x), y: try f.decode(Double.self, forKey: .y),
                width: try f.decode(Double.self, forKey: .width), height: try f.decode(Double.self, forKey: .height))
            let p = try c.nestedContainer(keyedBy: RectKeys.self, forKey: .activationPoint)
            activationPoint = Point(x: try p.decode(Double.self, forKey: .x), y: try p.decode(Double.self, forKey: .y))
        }

        public func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(order, forKey: .order)
            try c.encode(node, forKey: .node)
            try c.encode(nodes, forKey: .nodes)
            try c.encodeIfPresent(part, forKey: .part)
            try c.encodeIfPresent(path, forKey: .path)
            try c.encode(description, forKey: .description)
            try c.encode(label, forKey: .label)
            try c.encode(value, forKey: .value)
            try c.encode(hint, forKey: .hint)
            try c.encode(traits, forKey: .traits)
            var f = c.nestedContainer(keyedBy: RectKeys.self, forKey: .frame)
            try f.encode(frame.x, forKey: .x)
            try f.encode(frame.y, forKey: .y)
            try f.encode(frame.width, forKey: .width)
            try f.encode(frame.height, forKey: .height)
            var p = c.nestedContainer(keyedBy: RectKeys.self, forKey: .activationPoint)
            try p.encode(activationPoint.x, forKey: .x)
            try p.encode(activationPoint.y, forKey: .y)
        }
    }

    public var spec: String
    public var environment: FramesDocument.EnvironmentFields
    public var elements: [Element]

    public init(_ result: LayoutResult, elements: [AccessibilityElement]) {
        self.spec = result.name
        self.environment = .init(result.environment)
        // A path only where it is needed to tell elements apart, so documents without repeated ids keep their bytes.
        var count: [Identity: Int] = [:]
        for element in elements { count[Identity(node: element.node, part: element.part), default: 0] += 1 }
        self.elements = elements.enumerated().map {
            Element(
                order: $0.offset + 1, element: $0.element,
                writesPath: count[Identity(node: $0.element.node, part: $0.element.part), default: 0] > 1)
        }
    }

    /// Reads a document written by `jsonText`.
    ///
    /// - Throws: `DecodingError` when the JSON does not have this shape.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(AccessibilityDocument.self, from: json)
    }

    /// The document as JSON text: one element per line, numbers with at most 4 decimals.
    public var jsonText: String {
        var text = "{\n"
        text += "  \"spec\": \(jsonString(spec)),\n"
        text += "  \"environment\": \(environment.jsonText),\n"
        text += "  \"elements\": ["
        for (index, element) in elements.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\"order\": \(element.order), \"node\": \(jsonString(element.node)), "
            text += "\"nodes\": [\(element.nodes.map(jsonString).joined(separator: ", "))], "
            if let part = element.part { text += "\"part\": \(jsonString(part)), " }
            if let path = element.path { text += "\"path\": [\(path.map(jsonString).joined(separator: ", "))], " }
            text += "\"description\": \(jsonString(element.description)), "
            text +=
                "\"label\": \(element.label.map(jsonString) ?? "null"), \"value\": \(element.value.map(jsonString) ?? "null"), "
            text += "\"hint\": \(element.hint.map(jsonString) ?? "null"), "
            text += "\"traits\": [\(element.traits.map(jsonString).joined(separator: ", "))], "
            text += "\"frame\": {\"x\": \(formatNumber(element.frame.x)), \"y\": \(formatNumber(element.frame.y)), "
            text +=
                "\"width\": \(formatNumber(element.frame.width)), \"height\": \(formatNumber(element.frame.height))}, "
            text +=
                "\"activationPoint\": {\"x\": \(formatNumber(element.activationPoint.x)), \"y\": \(formatNumber(element.activationPoint.y))}}"
        }
        text += elements.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }

    /// The legend lines of the snapshot image: "1. Settings, Heading".
    public var legend: [String] {
        elements.map { "\($0.order). \($0.description.isEmpty ? "(nothing to read)" : $0.description)" }
    }
}

/// What names an element across two snapshots before its path does: its node and the part of it.
struct Identity: Hashable {
    var node: String
    var part: String?

    init(node: String, part: String?) {
        self.node = node
        self.part = part
    }

    init(_ element: AccessibilityDocument.Element) {
        self.init(node: element.node, part: element.part)
    }
}
