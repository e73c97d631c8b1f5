import Foundation
import Yams

/// Tells a library file — one that only holds `components:`, `tokens:`, `colors:` and `include:` for other specs
/// to include, with no `root:` — from a spec, so that a folder of specs given to a verb skips it rather than
/// refusing it for its missing root (spec format: "Includes").
public enum SpecLibraryFile {
    /// Whether the file at `path` is YAML whose top level has no `root:` and has one of the library keys. A file
    /// that cannot be read or parsed is not a library: the loader reports it.
    public static func isLibrary(atPath path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path), data.count < 4 << 20,
            let text = String(data: data, encoding: .utf8),
            case .mapping(let mapping)? = try? Yams.compose(yaml: text)
        else { return false }
        let keys = Set(mapping.keys.compactMap { $0.scalar?.string })
        return !keys.contains("root") && !keys.isDisjoint(with: ["components", "tokens", "colors", "include"])
    }
}
