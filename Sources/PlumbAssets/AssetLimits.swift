/// The largest asset catalog Plumb reads, checked while the folder is walked, before any set is used.
///
/// An app's catalog is read as untrusted input (a pull request can add anything to it), so the walk is bounded:
/// the entries visited bound the time and the number of `stat` calls, the bytes of one `Contents.json` bound the
/// JSON parser's memory, and the depth bounds the recursion (and a symbolic-link loop inside the catalog). The
/// defaults are far above real catalogs: Apple's sample apps and large open-source apps have a few hundred sets,
/// 3–4 folders deep, with `Contents.json` files under 4 KB.
public struct AssetLimits: Sendable, Equatable {
    /// Folder entries (files and folders) looked at in the whole catalog.
    public var files: Int
    /// Bytes of one `Contents.json`.
    public var jsonBytes: Int
    /// Levels of folders below the catalog folder, the catalog's own entries being level 1.
    public var depth: Int

    public static let `default` = AssetLimits(files: 50_000, jsonBytes: 1 << 20, depth: 24)

    public init(files: Int, jsonBytes: Int, depth: Int) {
        self.files = files
        self.jsonBytes = jsonBytes
        self.depth = depth
    }
}
