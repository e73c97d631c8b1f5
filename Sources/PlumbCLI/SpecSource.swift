import Foundation
import PlumbCore
import PlumbLayout
import PlumbSpec

/// A layout to work on: a spec file or a gallery entry, resolved to a name, a root node and a matrix.
struct SpecSource {
    var name: String
    /// The tree to lay out in an environment.
    var root: @Sendable (Environment) -> Node
    /// The spec's own matrix, or the gallery entry's.
    var matrix: Matrix?
    /// The spec's `threshold:` for snapshot checks.
    var threshold: Double? = nil
    /// The spec's `fullContent: true`: render draws scroll containers' whole content.
    var fullContent = false
    /// The font files the spec pins with `fonts:`.
    var fonts: [SpecFont] = []
    /// A spec file's tree (gallery entries build theirs per environment and use no `font:`).
    var specRoot: Node?
    /// The spec file, for errors.
    var file: String?

    /// Resolves `argument`: `gallery:NAME` or a path to a spec file.
    ///
    /// - Throws: `SpecError` (its `file:line:column:` message), or `CLIFailure.badInput` with the gallery's names.
    static func resolve(_ argument: String, limits: SpecLimits = .default) throws -> SpecSource {
        if argument.hasPrefix("gallery:") {
            let name = String(argument.dropFirst("gallery:".count))
            guard let entry = CLIRegistry.shared.galleryEntry(named: name) else {
                throw CLIFailure.badInput(
                    "\(argument): no such gallery entry\(Suggestion.didYouMean(name, in: CLIRegistry.shared.gallery.map(\.name))) (expected one of: \(CLIRegistry.shared.gallery.map { "gallery:" + $0.name }.joined(separator: ", ")))")
            }
            return SpecSource(name: entry.name, root: entry.root(for:), matrix: entry.matrix)
        }
        let spec = try SpecLoader(manualLayouts: Set(CLIRegistry.shared.manualLayouts.names), limits: limits).load(path: argument)
        return SpecSource(
            name: spec.name, root: { environment in spec.root(for: environment) }, matrix: spec.matrix, threshold: spec.threshold,
            fullContent: spec.fullContent, fonts: spec.fonts, specRoot: spec.root, file: spec.file)
    }

    /// The name as a single safe path component: letters, digits, `.`, `_` and `-`; anything else becomes `_`.
    var fileName: String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        var safe = String(name.map { allowed.contains($0) ? $0 : "_" }.prefix(100))
        if safe.isEmpty || safe.allSatisfy({ $0 == "." }) { safe = "_" + safe }
        return safe
    }
}
