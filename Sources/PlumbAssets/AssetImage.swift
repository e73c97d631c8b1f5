import Foundation
import PlumbCore

/// An image set (or symbol set) of a catalog: its files by scale and appearance, and how UIKit draws it.
public struct AssetImage: Hashable, Sendable {
    /// How the image is drawn: Xcode's "Render As" (`template-rendering-intent`).
    public enum RenderingMode: String, Hashable, Sendable {
        /// "Default": original colours (an image view draws a set without an intent as written).
        case automatic
        /// "Original Image".
        case original
        /// "Template Image": every pixel in the tint colour, keeping the image's alpha.
        case template
    }

    /// What the files are.
    public enum Kind: String, Hashable, Sendable {
        case png, jpeg, pdf, svg, heic, other
    }

    /// The set's name as `UIImage(named:)` takes it (with its namespace folders, `Icons/close`).
    public var name: String
    /// The `.imageset` or `.symbolset` folder.
    public var folder: URL
    /// The files for the light (or "Any") appearance by scale (1, 2, 3); a single-scale set has one file at scale 1.
    public var files: [Int: URL]
    /// The files for the dark appearance by scale, empty when the set has none (the light files are used).
    public var darkFiles: [Int: URL]
    /// Whether the set is single-scale ("Individual Scales" off): one vector or bitmap file for every scale.
    public var isSingleScale: Bool
    public var renderingMode: RenderingMode
    /// "Preserve Vector Data": UIKit draws the PDF or SVG at any size instead of the 1x/2x/3x renders actool makes.
    public var preservesVectorRepresentation: Bool
    /// A symbol set (`.symbolset`): an SF Symbols template SVG, drawn as a template image.
    public var isSymbol: Bool

    /// What kind of file `url` is, by its extension.
    public static func kind(of url: URL) -> Kind {
        switch url.pathExtension.lowercased() {
        case "png": .png
        case "jpg", "jpeg": .jpeg
        case "pdf": .pdf
        case "svg": .svg
        case "heic", "heif": .heic
        default: .other
        }
    }

    /// The file `UIImage(named:)` would draw on a screen of `scale` in `appearance`, and the scale it is drawn at:
    /// that scale's file, else the next larger, else the largest there is (as `ImageContent.file(forScale:)`); a
    /// single-scale vector file is drawn at the screen's scale. `nil` only for a set with no files.
    public func file(scale: Int, appearance: Appearance = .light) -> (url: URL, scale: Int, kind: Kind)? {
        let set = appearance == .dark && !darkFiles.isEmpty ? darkFiles : files
        let scales = set.keys.sorted()
        guard let chosen = scales.first(where: { $0 >= scale }) ?? scales.last, let url = set[chosen] else {
            return nil
        }
        let kind = Self.kind(of: url)
        if isSingleScale, kind == .pdf || kind == .svg { return (url, max(scale, 1), kind) }
        return (url, chosen, kind)
    }
}
