import Foundation
import PlumbCore

/// An asset catalog (`.xcassets` folder) read directly: its colour sets, image sets and symbol sets by the names
/// `UIColor(named:)` and `UIImage(named:)` take.
///
/// The whole catalog is read when it is loaded, within `AssetLimits`, so a malformed set is reported at once (as
/// `actool` fails the build) and lookups cannot fail. Folders that are not sets group them; a group whose
/// `Contents.json` says `"provides-namespace": true` prefixes its sets' names with its own (`Icons/close`). Nothing
/// outside the catalog folder is read: a symbolic link leading out of it is refused.
///
/// ```swift
/// let catalog = try AssetCatalog.load(at: URL(fileURLWithPath: "App/Assets.xcassets"))
/// let brand = catalog.color(named: "BrandRed")?.color   // follows light/dark and Increase Contrast
/// let icon = catalog.image(named: "Icons/close")?.file(scale: 3)
/// ```
public struct AssetCatalog: Sendable {
    /// The `.xcassets` folder, standardised.
    public let folder: URL
    /// Colour sets by name.
    public private(set) var colors: [String: AssetColor] = [:]
    /// Image and symbol sets by name.
    public private(set) var images: [String: AssetImage] = [:]

    /// Reads the catalog at `url` for `idiom`'s screens.
    ///
    /// - Throws: `AssetError` for a folder that is not a catalog, a set that does not read, a name given twice, or a
    ///   limit crossed (naming the limit).
    public static func load(
        at url: URL, idiom: AssetIdiom = .phone, limits: AssetLimits = .default
    ) throws(AssetError) -> AssetCatalog {
        let folder = url.standardizedFileURL
        guard case .folder = CatalogFiles.kind(folder.path) else {
            throw AssetError(file: folder.path, problem: "is not a folder (expected an .xcassets asset catalog)")
        }
        var walker = CatalogWalker(root: CatalogFiles.realPath(folder), idiom: idiom, limits: limits)
        var catalog = AssetCatalog(folder: folder)
        try walker.walk(folder, namespace: "", depth: 1, into: &catalog)
        return catalog
    }

    init(folder: URL) { self.folder = folder }

    /// The colour set `name`, or `nil`.
    public func color(named name: String) -> AssetColor? { colors[name] }

    /// The image or symbol set `name`, or `nil`.
    public func image(named name: String) -> AssetImage? { images[name] }

    /// Colour set names, sorted.
    public var colorNames: [String] { colors.keys.sorted() }

    /// Image and symbol set names, sorted.
    public var imageNames: [String] { images.keys.sorted() }

    mutating func add(color: AssetColor, named name: String, file: String) throws(AssetError) {
        guard colors[name] == nil else {
            throw AssetError(
                file: file,
                problem:
                    "a second colour set named \(name.debugDescription) in the catalog (Xcode refuses duplicate names; rename one, or put it in a folder that provides a namespace)"
            )
        }
        colors[name] = color
    }

    mutating func add(image: AssetImage, file: String) throws(AssetError) {
        guard images[image.name] == nil else {
            throw AssetError(
                file: file,
                problem:
                    "a second image set named \(image.name.debugDescription) in the catalog (Xcode refuses duplicate names; rename one, or put it in a folder that provides a namespace)"
            )
        }
        images[image.name] = image
    }
}
