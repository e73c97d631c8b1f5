/// What an `.image` node shows: an image file (`src:`), how it fits the frame, and how it is coloured.
///
/// The files are read before anything is drawn (`PlumbRender`'s `ImageAssets`); a node without an `ImageContent`
/// draws the grey placeholder.
public struct ImageContent: Hashable, Sendable {
    /// The file for each scale (1, 2, 3), absolute paths: `icon.png`, `icon@2x.png`, `icon@3x.png`, as an asset
    /// catalog holds them. At least one.
    public var variants: [Int: String]
    public var contentMode: ContentMode
    /// Template rendering: every pixel in this colour, keeping the image's alpha (`withRenderingMode(.alwaysTemplate)`
    /// and `tintColor`).
    public var tint: Color?
    /// Drawn mirrored in right-to-left environments (`imageFlippedForRightToLeftLayoutDirection()`).
    public var mirrorsInRTL: Bool
    /// A symbol of the spec's `symbols:` folder sized by a text style (`symbol:`), or `nil` for a `src:` file.
    public var symbol: ImageSymbol? = nil

    /// The largest width or height an SVG may declare (`width`, `height`, `viewBox`), in pixels: 1,000,000.
    ///
    /// Far beyond any screen or icon canvas, and far inside `Int`, so that converting a declared size to whole pixels
    /// never traps (a `viewBox` of 1e19 once crashed `layout`); a larger size is refused with the file's name.
    public static let maxSVGSide = 1_000_000

    /// The most pixels an image file may have by default: 4096 × 4096 (64 MB decoded), four times an iPad Pro
    /// screen's width at @2x; the spec parser checks it from the file's header (`--limits pixels=N` changes it).
    public static let maxPixels = 4096 * 4096

    /// The most pixels `--limits pixels=N` may allow an image file: 8192 × 8192 (256 MB decoded), room for a
    /// 48-megapixel photo. The renderer checks every decoded file against it, whatever its header said.
    public static let maxRaisedPixels = 8192 * 8192

    public init(
        variants: [Int: String], contentMode: ContentMode = .scaleToFill, tint: Color? = nil, mirrorsInRTL: Bool = false
    ) {
        self.variants = variants
        self.contentMode = contentMode
        self.tint = tint
        self.mirrorsInRTL = mirrorsInRTL
    }

    /// The file UIKit would pick for `scale`: that scale's, else the next larger, else the largest there is.
    public func file(forScale scale: Int) -> (path: String, scale: Int) {
        let scales = variants.keys.sorted()
        let chosen = scales.first { $0 >= scale } ?? scales.last!
        return (variants[chosen]!, chosen)
    }
}

/// How an image fits its frame: `UIView.ContentMode`.
public enum ContentMode: String, CaseIterable, Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft,
        bottomRight
    /// Left in left-to-right environments, right in right-to-left ones (no UIKit case: what `.left` does in a
    /// view whose `semanticContentAttribute` flips it).
    case leading, trailing

    /// Accepts UIKit's names and the short ones (`aspectFit`, `aspectFill`, `fill`).
    public init?(name: String) {
        switch name {
        case "aspectFit": self = .scaleAspectFit
        case "aspectFill": self = .scaleAspectFill
        case "fill": self = .scaleToFill
        default:
            guard let mode = ContentMode(rawValue: name) else { return nil }
            self = mode
        }
    }
}
