import PlumbCore
import Yams

/// A bar button item written as an image (`UIBarButtonItem(image:…)`): `{symbol: plus, accessibilityLabel: Add}`,
/// `{src: icons/share.png, accessibilityLabel: Share}`, or an image with a title (`text:` or `key:`), which VoiceOver
/// then reads, as UIKit derives an image item's label from its title.
///
/// An image item VoiceOver could not name is refused here, at its line and column: on a device it reads as "Button"
/// alone (Apple's documentation of `UIAccessibilityElement.accessibilityLabel`: "if you supply a custom image, you
/// need to provide a label"), so the spec says what to write, as a UIKit developer sets `accessibilityLabel`.
struct BarButtonItemParser {
    let file: String
    /// The spec's `symbols:` folder, for `symbol:`.
    let symbolsFolder: String?

    /// The keys an image item takes: the image, its label, and a title's.
    static let keys = ["symbol", "src", "accessibilityLabel"] + ControlParser.titleKeys

    /// The item, or `nil` when `reader` has neither `symbol:` nor `src:` (a keyed title, read as one).
    func parse(
        _ reader: YAMLReader, at item: Yams.Node, key: String
    ) throws(SpecError) -> (string: String, keyed: LocalizedText?, image: BarButtonImage?)? {
        guard reader.has("symbol") || reader.has("src") else {
            if let label = reader.keys.first(where: { $0.name == "accessibilityLabel" }) {
                throw .unsupported(
                    file: file, line: label.line, column: label.column, feature: "`accessibilityLabel` on a title item",
                    reason: "VoiceOver reads a title item's title; an image item (`symbol:` or `src:`) needs a label")
            }
            return nil
        }
        try reader.checkKeys(Self.keys)
        var image: ImageContent
        let size: Size
        if let symbol = try SymbolParser(file: file, folder: symbolsFolder).parse(reader) {
            image = ImageContent(variants: [1: symbol.file.path])
            image.symbol = symbol.symbol
            size = BarButtonImage.symbolSize(symbol.symbol)
        } else {
            (image, size) = try ImageParser(file: file).controlImage(at: reader.node("src")!)
        }
        let keyed = try StringsParser(file: file).localizedText(reader)
        let title = try reader.string("text") ?? keyed?.key
        let label = try reader.string("accessibilityLabel")
        guard label?.isEmpty == false || title?.isEmpty == false else {
            let what = reader.has("symbol") ? "symbol" : "src"
            let name = reader.node(what)?.scalar?.string ?? ""
            throw .missingKey(
                file: file, line: item.line, column: item.column, key: "accessibilityLabel",
                context:
                    "the image bar button item {\(what): \(name)} of `\(key)` has nothing for VoiceOver to read: as a "
                    + "UIKit developer sets its `accessibilityLabel`, write {\(what): \(name), accessibilityLabel: Add}; "
                    + "it")
        }
        return (title ?? "", keyed, BarButtonImage(image: image, size: size, accessibilityLabel: label))
    }
}
