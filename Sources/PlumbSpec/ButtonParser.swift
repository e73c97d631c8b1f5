import PlumbCore
import Yams

/// A button's `UIButton.Configuration` keys and its image: `configuration: plain | gray | tinted | filled |
/// borderless | bordered | borderedTinted | borderedProminent`, `buttonSize`, `cornerStyle`, `contentInsets`,
/// `imagePlacement`, `imagePadding`, and `symbol:` or `src:` (`ButtonConfiguration`, docs/spec-format.md "Buttons").
///
/// The look is `configuration:`, not `style:`: on a button `style:` has always been its title's text style, so a
/// configuration name there is refused with the key to write. An image-only button VoiceOver could not name is refused
/// at its line and column, as an image bar button item is (`BarButtonItemParser`): on a device it reads "Button"
/// alone (Apple's documentation of `accessibilityLabel`: "if you supply a custom image, you need to provide a label").
struct ButtonParser {
    let file: String
    /// The spec's `symbols:` folder, for `symbol:`.
    var symbolsFolder: String?

    static let keys = ["configuration", "buttonSize", "cornerStyle", "contentInsets", "imagePlacement", "imagePadding"]
    /// The image keys a button takes (`ImageParser` leaves them to this parser on a button).
    static let imageKeys = ["symbol", "src"]

    /// Refuses a configuration name written as `style:` on a button (before the text keys read `style:`).
    func checkStyle(_ reader: YAMLReader, kind: NodeKind) throws(SpecError) {
        guard kind == .button, let value = reader.node("style"), let name = value.scalar?.string,
            ButtonConfiguration.Style(rawValue: name) != nil
        else { return }
        throw .invalidValue(
            file: file, line: value.line, column: value.column, key: "style", value: name,
            expected:
                "a text style for the title (body, headline, …); the button's look is `configuration: \(name)` "
                + "(UIButton.Configuration.\(name)())")
    }

    /// Reads the configuration and the image into `node`, after its text and accessibility keys.
    func parse(_ reader: YAMLReader, into node: inout PlumbCore.Node) throws(SpecError) {
        guard node.kind == .button else {
            if let key = reader.keys.first(where: { Self.keys.contains($0.name) }) {
                throw .unsupported(
                    file: file, line: key.line, column: key.column, feature: "`\(key.name)` on a \(node.kind.rawValue)",
                    reason: "it is a `kind: button`'s UIButton.Configuration")
            }
            return
        }
        guard reader.keys.contains(where: { Self.keys.contains($0.name) || Self.imageKeys.contains($0.name) }) else {
            return
        }
        var configuration = ButtonConfiguration()
        configuration.style =
            try reader.choice(
                "configuration", ButtonConfiguration.Style.init(rawValue:),
                expected: NodeParser.oneOf(ButtonConfiguration.Style.allCases.map(\.rawValue))) ?? .plain
        configuration.size =
            try reader.choice(
                "buttonSize", ButtonConfiguration.Size.init(rawValue:),
                expected: NodeParser.oneOf(ButtonConfiguration.Size.allCases.map(\.rawValue))) ?? .medium
        configuration.cornerStyle =
            try reader.choice(
                "cornerStyle", ButtonConfiguration.CornerStyle.init(rawValue:),
                expected: NodeParser.oneOf(ButtonConfiguration.CornerStyle.allCases.map(\.rawValue))) ?? .dynamic
        configuration.imagePlacement =
            try reader.choice(
                "imagePlacement", ButtonConfiguration.ImagePlacement.init(rawValue:),
                expected: NodeParser.oneOf(ButtonConfiguration.ImagePlacement.allCases.map(\.rawValue))) ?? .leading
        configuration.imagePadding = try reader.number("imagePadding", in: 0...1000) ?? 0
        if let insets = reader.node("contentInsets") {
            configuration.contentInsets = try ContainerParsers(file: file).insets(
                insets, key: "contentInsets", in: 0...1000)
        }
        // The title takes the size's font unless it names its own style.
        if !reader.has("style") { node.text?.style = configuration.size.titleStyle }
        try parseImage(reader, into: &node, configuration: &configuration)
        node.buttonConfiguration = configuration
    }

    /// `symbol:` (one em of the title's text style, as `UIButton.Configuration` sizes a symbol to its title) or
    /// `src:` (its pixels ÷ scale), and the label check of an image-only button.
    private func parseImage(
        _ reader: YAMLReader, into node: inout PlumbCore.Node, configuration: inout ButtonConfiguration
    ) throws(SpecError) {
        guard let key = reader.keys.first(where: { Self.imageKeys.contains($0.name) }) else { return }
        var image: ImageContent
        if let symbol = try SymbolParser(file: file, folder: symbolsFolder).parse(reader) {
            image = ImageContent(variants: [1: symbol.file.path])
            var sized = symbol.symbol
            sized.style = node.text?.style ?? configuration.size.titleStyle
            image.symbol = sized
        } else {
            (image, configuration.imageSize) = try ImageParser(file: file).controlImage(at: reader.node("src")!)
        }
        node.image = image
        let named = !(node.text?.string ?? "").isEmpty || node.accessibility.label?.isEmpty == false
        let silent = node.accessibility.hidden || node.accessibility.element == AccessibilityGrouping.none
        guard named || silent else {
            let name = reader.node(key.name)?.scalar?.string ?? ""
            let id = node.id
            throw .missingKey(
                file: file, line: key.line, column: key.column, key: "accessibilityLabel",
                context:
                    "the image-only button \(id.debugDescription) ({\(key.name): \(name)}) has nothing for VoiceOver to "
                    + "read but \"Button\": as a UIKit developer sets its `accessibilityLabel`, write "
                    + "`accessibilityLabel: Play` beside `\(key.name):` (or give it a title with `text:`); it")
        }
    }
}
