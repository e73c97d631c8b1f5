import Foundation

/// The frames JSON of docs/design.md §7 (a contract): the spec, the environment, the root size and every node's frame.
///
/// Decoding accepts any JSON with these fields; encoding is done by `jsonText`, which fixes key order and number
/// format so the same layout always gives the same bytes.
public struct FramesDocument: Hashable, Sendable, Codable {
    /// The environment fields of the contract.
    public struct EnvironmentFields: Hashable, Sendable, Codable {
        public var width: Double
        /// The category's long name (`large`, `accessibilityExtraExtraExtraLarge`).
        public var category: String
        public var scale: Int
        public var direction: String
        /// The localisation (`pseudo`, `pseudo-rtl`); absent for the strings as written.
        public var locale: String?
        /// `dark`; absent in the light appearance.
        public var appearance: String?
        /// The device preset's name; absent for an environment given by width.
        public var device: String?
        /// `true` when `width` is the root's natural width, fitted to its content (`--width fit`); absent otherwise.
        public var fit: Bool?
        /// `high` with increased contrast; absent for normal contrast.
        public var contrast: String?

        public init(
            width: Double, category: String, scale: Int, direction: String, locale: String? = nil,
            appearance: String? = nil,
            device: String? = nil, fit: Bool? = nil
        ) {
            self.width = width
            self.category = category
            self.scale = scale
            self.direction = direction
            self.locale = locale
            self.appearance = appearance
            self.device = device
            self.fit = fit
        }

        public init(_ environment: Environment) {
            self.init(
                width: environment.width, category: environment.category.name, scale: environment.scale,
                direction: environment.direction.rawValue,
                locale: environment.localization == .base ? nil : environment.localization.rawValue,
                appearance: environment.appearance == .light ? nil : environment.appearance.rawValue,
                device: environment.device?.name, fit: environment.fitsWidth ? true : nil)
            contrast = environment.contrast == .normal ? nil : environment.contrast.rawValue
        }
    }

    /// One node's frame in root coordinates.
    public struct NodeFrame: Hashable, Sendable, Codable {
        public var id: String
        public var parent: String?
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double
        /// A scroll container's content size (`UIScrollView.contentSize`); absent for any other node.
        public var contentSize: Size?
        /// A scroll container's `UIScrollView.contentOffset` when its spec gives a position (`contentOffset:`,
        /// `scrollTo:`); absent otherwise. Its content's frames stay where they lie at rest at the top: on screen they
        /// are drawn `contentOffset` minus the resting offset up (left) of them.
        public var contentOffset: Point?
        /// For a node read from an Interface Builder document: its `userLabel`, when it has one.
        public var userLabel: String?
        /// For a node read from an Interface Builder document: its `customClass`, else its UIKit class (`UILabel`).
        /// Written as `class`.
        public var className: String?

        public init(
            id: String, parent: String?, frame: Rect, contentSize: Size? = nil, contentOffset: Point? = nil,
            userLabel: String? = nil, className: String? = nil
        ) {
            self.id = id
            self.parent = parent
            self.x = frame.x
            self.y = frame.y
            self.width = frame.width
            self.height = frame.height
            self.contentSize = contentSize
            self.contentOffset = contentOffset
            self.userLabel = userLabel
            self.className = className
        }

        public var frame: Rect { Rect(x: x, y: y, width: width, height: height) }

        enum CodingKeys: String, CodingKey {
            case id, parent, x, y, width, height, contentSize, contentOffset, userLabel
            case className = "class"
        }

        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(parent, forKey: .parent)  // explicit null for the root
            try container.encode(x, forKey: .x)
            try container.encode(y, forKey: .y)
            try container.encode(width, forKey: .width)
            try container.encode(height, forKey: .height)
            try container.encodeIfPresent(contentSize, forKey: .contentSize)
            try container.encodeIfPresent(contentOffset, forKey: .contentOffset)
            try container.encodeIfPresent(userLabel, forKey: .userLabel)
            try container.encodeIfPresent(className, forKey: .className)
        }
    }

    public var spec: String
    public var environment: EnvironmentFields
    public var size: Size
    public var nodes: [NodeFrame]
    /// The image around the root when a canvas pads it or changes its background; absent otherwise.
    public var canvas: CanvasFields?

    public init(
        spec: String, environment: EnvironmentFields, size: Size, nodes: [NodeFrame], canvas: CanvasFields? = nil
    ) {
        self.spec = spec
        self.environment = environment
        self.size = size
        self.nodes = nodes
        self.canvas = canvas
    }

    /// Reads a frames JSON document.
    ///
    /// - Throws: `DecodingError` with the failing key path when the JSON does not have the contract's shape.
    public init(json: Data) throws {
        self = try JSONDecoder().decode(FramesDocument.self, from: json)
    }

    /// The document as JSON text: keys in contract order, one node per line, numbers with at most 4 decimals.
    public var jsonText: String {
        var text = "{\n"
        text += "  \"spec\": \(jsonString(spec)),\n"
        text += "  \"environment\": \(environment.jsonText),\n"
        text += "  \"size\": {\"width\": \(formatNumber(size.width)), \"height\": \(formatNumber(size.height))},\n"
        if let canvas { text += "  \"canvas\": \(canvas.jsonText),\n" }
        text += "  \"nodes\": ["
        for (index, node) in nodes.enumerated() {
            text += index == 0 ? "\n" : ",\n"
            text += "    {\"id\": \(jsonString(node.id)), \"parent\": \(node.parent.map(jsonString) ?? "null"), "
            text += "\"x\": \(formatNumber(node.x)), \"y\": \(formatNumber(node.y)), "
            text += "\"width\": \(formatNumber(node.width)), \"height\": \(formatNumber(node.height))"
            if let content = node.contentSize {
                text +=
                    ", \"contentSize\": {\"width\": \(formatNumber(content.width)), \"height\": \(formatNumber(content.height))}"
            }
            if let offset = node.contentOffset {
                text += ", \"contentOffset\": {\"x\": \(formatNumber(offset.x)), \"y\": \(formatNumber(offset.y))}"
            }
            if let userLabel = node.userLabel { text += ", \"userLabel\": \(jsonString(userLabel))" }
            if let className = node.className { text += ", \"class\": \(jsonString(className))" }
            text += "}"
        }
        text += nodes.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return text
    }
}

/// `string` as a JSON string literal, escaping quotes, backslashes and control characters.
public func jsonString(_ string: String) -> String {
    var out = "\""
    for scalar in string.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
            let hex = String(scalar.value, radix: 16)
            out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out + "\""
}

extension FramesDocument.EnvironmentFields {
    /// The fields as one JSON object in contract order, the optional ones only when set; the frames JSON and the
    /// accessibility snapshot JSON both write their `environment` with it.
    public var jsonText: String {
        var text = "{\"width\": \(formatNumber(width)), \"category\": \(jsonString(category)), "
        text += "\"scale\": \(scale), \"direction\": \(jsonString(direction))"
        if let locale { text += ", \"locale\": \(jsonString(locale))" }
        if let appearance { text += ", \"appearance\": \(jsonString(appearance))" }
        if let device { text += ", \"device\": \(jsonString(device))" }
        if fit == true { text += ", \"fit\": true" }
        if let contrast { text += ", \"contrast\": \(jsonString(contrast))" }
        return text + "}"
    }
}
