import Foundation
import PlumbAssets
import PlumbCore
import PlumbInterfaceBuilder

/// An Interface Builder document's named colours and images, looked up in the app's asset catalogs: the catalogs
/// beside or above the document (where Xcode keeps `Assets.xcassets` relative to `Base.lproj/Main.storyboard`), then
/// the run's `--assets`.
///
/// A colour set resolves as `UIColor(named:)` does, following the environment's appearance and contrast. An image
/// set is drawn when it holds PNG, JPEG or SVG files; its size is the one the document records (what Interface
/// Builder last measured), since the catalog's pixels only say it at one scale.
struct AssetCatalogResources: InterfaceBuilderResources {
    let catalogs: AssetCatalogs

    func color(named name: String, appearance: Appearance) -> Color? {
        catalogs.color(named: name)?.color
    }

    func image(named name: String) -> InterfaceBuilderImage? {
        guard let image = catalogs.image(named: name), !image.isSymbol, !image.files.isEmpty else { return nil }
        let drawable = image.files.values.allSatisfy { [.png, .jpeg, .svg].contains(AssetImage.kind(of: $0)) }
        guard drawable else { return nil }
        var content = ImageContent(variants: image.files.mapValues(\.path))
        if image.renderingMode == .template { content.tint = .systemBlue }
        return InterfaceBuilderImage(size: nil, content: content)
    }
}

extension SubjectResolver {
    /// The resources for the Interface Builder document at `path`: `interfaceBuilderResources` when a caller set its
    /// own, else the catalogs found near the document followed by `assets` (`--assets`).
    ///
    /// - Throws: `SubjectError.spec(.assets(…))` for a catalog near the document that does not read.
    func interfaceBuilderResources(forDocumentAt path: String) throws(SubjectError) -> any InterfaceBuilderResources {
        guard interfaceBuilderResources is NoInterfaceBuilderResources else { return interfaceBuilderResources }
        let nearby = AssetCatalogs.discover(near: URL(fileURLWithPath: path))
        var catalogs = AssetCatalogs()
        if !nearby.isEmpty {
            do { catalogs = try AssetCatalogs.load(nearby.map(\.path), origin: path) } catch {
                throw .spec(.assets(error))
            }
        }
        for catalog in assets.catalogs where !catalogs.catalogs.contains(where: { $0.folder == catalog.folder }) {
            catalogs.catalogs.append(catalog)
        }
        return catalogs.catalogs.isEmpty ? NoInterfaceBuilderResources() : AssetCatalogResources(catalogs: catalogs)
    }
}
