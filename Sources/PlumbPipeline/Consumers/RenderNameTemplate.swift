import PlumbCore

/// The file names `plumb render` writes, from a template such as `{spec}-{category}@{scale}x` (`--name`).
///
/// A template is text with placeholders in braces, and `/` between folders; the PNG gets `.png`, the frames JSON
/// `.frames.json`, an overlay render `-overlay.png`. Names depend only on the spec's name and the environment, never
/// on the content (a width fitted to the content is `fit`), so docs that link to them keep working. The default,
/// `{spec}/{label}`, is the layout of docs/design.md §9.
public struct RenderNameTemplate: Hashable, Sendable {
    /// The template as given.
    public let text: String
    private let parts: [Part]

    private enum Part: Hashable, Sendable {
        case literal(String)
        case placeholder(Placeholder)
    }

    /// What a placeholder stands for; `rawValue` is its name in braces.
    public enum Placeholder: String, CaseIterable, Hashable, Sendable {
        /// The spec's name as a safe file name.
        case spec
        /// `375`, or `fit` for a width fitted to the content (a device's width for a device).
        case width
        /// The content-size category's short name: `l`, `ax5`.
        case category
        /// `1`, `2` or `3` (write `@{scale}x` for `@2x`).
        case scale
        /// `ltr` or `rtl`.
        case direction
        /// `light` or `dark`.
        case appearance
        /// `base`, `pseudo` or `pseudo-rtl`.
        case locale
        /// The device preset's name; for an environment given by width, `375w` or `fit`.
        case device
        /// The whole environment label: `375w-ax5@2x-rtl`.
        case label

        /// The placeholder's value for one environment.
        func value(spec: String, environment: Environment) -> String {
            switch self {
            case .spec: spec
            case .width: environment.fitsWidth ? "fit" : formatNumber(environment.width)
            case .category: environment.category.shortName
            case .scale: String(environment.scale)
            case .direction: environment.direction.rawValue
            case .appearance: environment.appearance.rawValue
            case .locale: environment.localization.rawValue
            case .device: environment.device?.name ?? environment.sizeLabel
            case .label: environment.label
            }
        }
    }

    /// The template of Plumb's own layout: `<spec>/<label>`.
    public static let `default` = try! RenderNameTemplate("{spec}/{label}")

    /// Suffix of an overlay render's PNG (`render --overlay`), so that it never replaces a clean render.
    public static let overlaySuffix = "-overlay"

    /// Parses `text`.
    ///
    /// - Throws: `RenderNameError` for an unknown placeholder (with the closest known one), an unclosed or stray
    ///   brace, an absolute path, an empty folder or a `..`.
    public init(_ text: String) throws(RenderNameError) {
        var template = text
        if template.lowercased().hasSuffix(".png") { template.removeLast(4) }
        guard !template.isEmpty else { throw .init(template: text, problem: "it is empty") }
        guard !template.hasPrefix("/") else {
            throw .init(template: text, problem: "it is an absolute path; names are relative to the output folder (-o)")
        }
        var parts: [Part] = []
        var literal = ""
        var rest = Substring(template)
        while let first = rest.first {
            rest.removeFirst()
            if first == "}" { throw .init(template: text, problem: "a `}` closes no placeholder") }
            guard first == "{" else {
                literal.append(first)
                continue
            }
            guard let close = rest.firstIndex(of: "}") else {
                throw .init(template: text, problem: "a `{` is never closed")
            }
            let name = String(rest[..<close])
            rest = rest[rest.index(after: close)...]
            guard let placeholder = Placeholder(rawValue: name) else {
                let known = Placeholder.allCases.map(\.rawValue)
                throw .init(
                    template: text,
                    problem: "unknown placeholder {\(name)}\(Suggestion.didYouMean(name, in: known)) "
                        + "(expected \(known.map { "{\($0)}" }.joined(separator: ", ")))")
            }
            if !literal.isEmpty { parts.append(.literal(literal)) }
            literal = ""
            parts.append(.placeholder(placeholder))
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        for folder in template.split(separator: "/", omittingEmptySubsequences: false)
        where folder.isEmpty || folder == ".." || folder == "." {
            throw .init(
                template: text, problem: "it has an empty, `.` or `..` folder; names stay inside the output folder")
        }
        self.text = text
        self.parts = parts
    }

    /// The placeholders the template uses.
    public var placeholders: Set<Placeholder> {
        Set(parts.compactMap { if case .placeholder(let placeholder) = $0 { placeholder } else { nil } })
    }

    /// The path, relative to the output folder and without an extension, of `spec`'s render in `environment`.
    public func name(spec: String, environment: Environment) -> String {
        parts.map { part in
            switch part {
            case .literal(let text): text
            case .placeholder(let placeholder): placeholder.value(spec: spec, environment: environment)
            }
        }.joined()
    }
}

/// A `--name` template that cannot be used, and why.
public struct RenderNameError: Error, Hashable, Sendable, CustomStringConvertible {
    public var template: String
    public var problem: String

    public var description: String { "--name \(template.debugDescription): \(problem)" }
}
