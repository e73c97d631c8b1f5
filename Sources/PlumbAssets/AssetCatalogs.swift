import Foundation
import PlumbCore

/// The asset catalogs a spec or an Interface Builder document draws from, in order: a name is looked up in each
/// catalog in turn (an app target's catalogs share one namespace; the first holding a name wins), and a name no
/// catalog holds gets the closest one for "did you mean".
public struct AssetCatalogs: Sendable {
    public var catalogs: [AssetCatalog]

    public init(_ catalogs: [AssetCatalog] = []) { self.catalogs = catalogs }

    /// Loads each of `paths` in order: `.xcassets` folders, or folders searched (two levels deep) for them.
    ///
    /// - Parameter origin: what named the paths (`--assets`), carried by the error so its message starts with it.
    /// - Throws: `AssetError` for a path that does not exist, a folder holding no catalog, or a catalog that does
    ///   not read.
    public static func load(
        _ paths: [String], origin: String? = nil, idiom: AssetIdiom = .phone, limits: AssetLimits = .default
    ) throws(AssetError) -> AssetCatalogs {
        var loaded: [AssetCatalog] = []
        do throws(AssetError) {
            for path in paths {
                let url = URL(fileURLWithPath: path).standardizedFileURL
                guard case .folder = CatalogFiles.kind(url.path) else {
                    throw AssetError(file: url.path, problem: "is not a folder (expected an .xcassets asset catalog)")
                }
                let found = url.pathExtension == "xcassets" ? [url] : catalogs(in: url, depth: 2)
                guard !found.isEmpty else {
                    throw AssetError(
                        file: url.path, problem: "holds no .xcassets asset catalog (looked two folders deep)")
                }
                for catalog in found where !loaded.contains(where: { $0.folder == catalog }) {
                    loaded.append(try AssetCatalog.load(at: catalog, idiom: idiom, limits: limits))
                }
            }
        } catch {
            var error = error
            error.origin = origin
            throw error
        }
        return AssetCatalogs(loaded)
    }

    /// The `.xcassets` folders beside an Interface Builder document or spec at `file`, or in a folder above it (up to
    /// `levels` folders up, the nearest first): where Xcode keeps an app's `Assets.xcassets` relative to its
    /// `Base.lproj/Main.storyboard`.
    public static func discover(near file: URL, levels: Int = 3) -> [URL] {
        var folder = file.standardizedFileURL.deletingLastPathComponent()
        var found: [URL] = []
        for _ in 0...levels {
            found += catalogs(in: folder, depth: 0)
            let parent = folder.deletingLastPathComponent()
            guard parent.path != folder.path else { break }
            folder = parent
        }
        return found
    }

    /// The `.xcassets` folders directly in `folder` and (with `depth` > 0) in its subfolders, sorted by path.
    static func catalogs(in folder: URL, depth: Int) -> [URL] {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        var found: [URL] = []
        for name in names.prefix(10_000) where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            guard case .folder = CatalogFiles.kind(url.path) else { continue }
            if url.pathExtension == "xcassets" {
                found.append(url)
            } else if depth > 0, !url.pathExtension.hasSuffix("proj") {
                found += catalogs(in: url, depth: depth - 1)
            }
        }
        return found
    }

    /// The colour set `name` of the first catalog holding one.
    public func color(named name: String) -> AssetColor? {
        catalogs.lazy.compactMap { $0.color(named: name) }.first
    }

    /// The image or symbol set `name` of the first catalog holding one.
    public func image(named name: String) -> AssetImage? {
        catalogs.lazy.compactMap { $0.image(named: name) }.first
    }

    /// Every colour name, first catalog first, each once.
    public var colorNames: [String] { Self.distinct(catalogs.flatMap(\.colorNames)) }

    /// Every image and symbol set name, first catalog first, each once.
    public var imageNames: [String] { Self.distinct(catalogs.flatMap(\.imageNames)) }

    /// The colours by name (the first catalog's where two hold a name), as dynamic `Color`s.
    public var palette: [String: Color] {
        var palette: [String: Color] = [:]
        for catalog in catalogs.reversed() {
            for (name, color) in catalog.colors { palette[name] = color.color }
        }
        return palette
    }

    /// ` (did you mean `x`?)` for an image name no catalog holds, or the empty string.
    public func didYouMeanImage(_ name: String) -> String { Suggestion.didYouMean(name, in: imageNames) }

    /// ` (did you mean `x`?)` for a colour name no catalog holds, or the empty string.
    public func didYouMeanColor(_ name: String) -> String { Suggestion.didYouMean(name, in: colorNames) }

    /// The catalog folders as one phrase for messages.
    public var folderList: String {
        catalogs.isEmpty ? "no asset catalog" : catalogs.map(\.folder.lastPathComponent).joined(separator: ", ")
    }

    private static func distinct(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
