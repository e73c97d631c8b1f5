import PlumbCore
import Yams

/// Reads a node's layer styling: `shadow`, `cornerRadius` given per corner, `cornerCurve`, `clipsToBounds`,
/// `opacity` and `gradient` (spec format: "Styling").
struct DecorationParser {
    let file: String
    let colors: ColorParser

    static let keys = ["shadow", "cornerCurve", "clipsToBounds", "opacity", "gradient", "shape"]

    /// The decoration of the node `reader` reads, or `nil` when it has none; `kind` decides the default curve.
    func parse(_ reader: YAMLReader, kind: NodeKind) throws(SpecError) -> NodeDecoration? {
        var decoration = NodeDecoration()
        var any = false
        if let node = reader.node("shadow") {
            decoration.shadow = try shadow(node)
            any = true
        }
        if let node = reader.node("cornerRadius"), case .mapping = node {
            decoration.cornerRadii = try cornerRadii(node)
            any = true
        }
        if let curve = try reader.choice("cornerCurve", CornerCurve.init(rawValue:), expected: "circular or continuous")
        {
            decoration.cornerCurve = curve
            any = true
        }
        if let clips = try reader.bool("clipsToBounds") {
            decoration.clipsToBounds = clips
            any = true
        }
        if let opacity = try reader.number("opacity", in: 0...1) {
            decoration.opacity = opacity
            any = true
        }
        if let node = reader.node("gradient") {
            decoration.gradient = try gradient(node)
            any = true
        }
        if let node = reader.node("shape") {
            decoration.shape = try ShapeParser(file: file).parse(node)
            any = true
        }
        return any ? decoration : nil
    }

    /// `{color, opacity, offset: [x, y], radius}`, CALayer's defaults for what is left out except `opacity`, which
    /// is 1: writing `shadow:` asks for a visible one.
    private func shadow(_ node: Yams.Node) throws(SpecError) -> Shadow {
        let reader = try YAMLReader(node, key: "shadow", file: file, context: "a shadow")
        try reader.checkKeys(["color", "opacity", "offset", "radius"])
        var shadow = Shadow()
        if let color = try colors.color(reader, "color") { shadow.color = color }
        if let opacity = try reader.number("opacity", in: 0...1) { shadow.opacity = opacity }
        if let offset = try reader.numbers("offset", counts: [2], in: -1000...1000) {
            shadow.offset = Size(width: offset[0], height: offset[1])
        }
        if let radius = try reader.number("radius", in: 0...100) { shadow.radius = radius }
        return shadow
    }

    /// `{topLeft, topRight, bottomLeft, bottomRight}` (missing corners are square), or `{top, bottom}`, `{left,
    /// right}` for two corners at once.
    private func cornerRadii(_ node: Yams.Node) throws(SpecError) -> CornerRadii {
        let reader = try YAMLReader(node, key: "cornerRadius", file: file, context: "corner radii")
        try reader.checkKeys(["topLeft", "topRight", "bottomLeft", "bottomRight", "top", "bottom", "left", "right"])
        var radii = CornerRadii()
        if let top = try reader.number("top", in: 0...1e6) { radii.topLeft = top; radii.topRight = top }
        if let bottom = try reader.number("bottom", in: 0...1e6) {
            radii.bottomLeft = bottom; radii.bottomRight = bottom
        }
        if let left = try reader.number("left", in: 0...1e6) { radii.topLeft = left; radii.bottomLeft = left }
        if let right = try reader.number("right", in: 0...1e6) { radii.topRight = right; radii.bottomRight = right }
        if let value = try reader.number("topLeft", in: 0...1e6) { radii.topLeft = value }
        if let value = try reader.number("topRight", in: 0...1e6) { radii.topRight = value }
        if let value = try reader.number("bottomLeft", in: 0...1e6) { radii.bottomLeft = value }
        if let value = try reader.number("bottomRight", in: 0...1e6) { radii.bottomRight = value }
        return radii
    }

    /// `{colors: [...], locations: [...], start: [x, y], end: [x, y]}`.
    private func gradient(_ node: Yams.Node) throws(SpecError) -> LinearGradient {
        let reader = try YAMLReader(node, key: "gradient", file: file, context: "a gradient")
        try reader.checkKeys(["colors", "locations", "start", "end"])
        guard let list = reader.node("colors") else {
            throw .missingKey(file: file, line: node.line, column: node.column, key: "colors", context: "a gradient")
        }
        guard case .sequence(let items) = list, items.count >= 2, items.count <= 64 else {
            throw .wrongType(
                file: file, line: list.line, column: list.column, key: "colors", expected: "a list of 2 to 64 colours")
        }
        var gradientColors: [Color] = []
        for item in items { gradientColors.append(try colors.color(item, key: "colors")) }
        var gradient = LinearGradient(colors: gradientColors)
        if let locations = try reader.numbers("locations", counts: [items.count], in: 0...1) {
            guard zip(locations, locations.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                let l = reader.node("locations")!
                throw .invalidValue(
                    file: file, line: l.line, column: l.column, key: "locations",
                    value: locations.map(formatNumber).joined(separator: ", "),
                    expected: "one location per colour, from 0 to 1, each at least the one before")
            }
            gradient.locations = locations
        }
        if let start = try reader.numbers("start", counts: [2], in: -10...10) {
            gradient.start = Point(x: start[0], y: start[1])
        }
        if let end = try reader.numbers("end", counts: [2], in: -10...10) { gradient.end = Point(x: end[0], y: end[1]) }
        return gradient
    }
}
