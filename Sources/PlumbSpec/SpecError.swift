import Foundation
import PlumbAssets
import PlumbCore

/// Why a spec file could not be read, with the place in the file and what was expected.
///
/// Every case carries the file and the line (and column where known), so the CLI can print `file:line:column:`
/// and exit 2. Tests assert the payload, not just the case.
public enum SpecError: Error, Equatable, Sendable {
    case unreadable(file: String, reason: String)
    case syntax(file: String, line: Int, column: Int, problem: String)
    case empty(file: String)
    case wrongType(file: String, line: Int, column: Int, key: String, expected: String)
    case unknownKey(file: String, line: Int, column: Int, key: String, allowed: [String])
    case invalidValue(file: String, line: Int, column: Int, key: String, value: String, expected: String)
    case missingKey(file: String, line: Int, column: Int, key: String, context: String)
    case duplicateKey(file: String, line: Int, column: Int, key: String)
    case duplicateID(file: String, line: Int, column: Int, id: String, firstLine: Int)
    case unsupported(file: String, line: Int, column: Int, feature: String, reason: String)
    case invalidConstraint(file: String, line: Int, column: Int, text: String, problem: String, grammar: String)
    case unknownReference(file: String, line: Int, column: Int, id: String, constraint: String, known: [String])
    /// The spec crosses one of `SpecLimits`; `limit` is its `--limits` name (`depth`).
    case overLimit(file: String, line: Int, column: Int, problem: String, limit: String, value: Int)
    /// Components, includes, tokens and stories (spec format: "Components"); see `SpecError+Components.swift`.
    case component(ComponentError)
    /// A strings file of `strings:` that does not read, or a keyed text it does not fit (docs/localisation.md).
    case strings(StringsError)
    /// An asset catalog of `assets:` that does not read (docs/assets.md).
    case assets(AssetError)
}

extension SpecError: CustomStringConvertible {
    /// `file:line:column: message`, the form editors and CI logs link to.
    public var description: String {
        switch self {
        case .unreadable(let file, let reason):
            "\(file): cannot read the spec: \(reason)"
        case .syntax(let file, let line, let column, let problem):
            "\(file):\(line):\(column): invalid YAML: \(problem)"
        case .empty(let file):
            "\(file):1:1: the spec is empty (expected a mapping with `root:`)"
        case .wrongType(let file, let line, let column, let key, let expected):
            "\(file):\(line):\(column): `\(key)` must be \(expected)"
        case .unknownKey(let file, let line, let column, let key, let allowed):
            "\(file):\(line):\(column): unknown key `\(key)`\(Self.keySuggestion(key, in: allowed)) (expected one of: \(Self.distinct(allowed).joined(separator: ", ")))"
        case .invalidValue(let file, let line, let column, let key, let value, let expected):
            "\(file):\(line):\(column): `\(key)` is \(value.debugDescription)\(Self.suggestion(value, expected: expected)), expected \(expected)"
        case .missingKey(let file, let line, let column, let key, let context):
            "\(file):\(line):\(column): \(context) needs `\(key)`"
        case .duplicateKey(let file, let line, let column, let key):
            "\(file):\(line):\(column): `\(key)` is given twice"
        case .duplicateID(let file, let line, let column, let id, let firstLine):
            "\(file):\(line):\(column): id \(id.debugDescription) is already used on line \(firstLine); ids must be unique"
        case .unsupported(let file, let line, let column, let feature, let reason):
            "\(file):\(line):\(column): \(feature) is not supported: \(reason)"
        case .invalidConstraint(let file, let line, let column, let text, let problem, let grammar):
            "\(file):\(line):\(column): cannot parse \(grammar) \(text.debugDescription): \(problem)"
        case .unknownReference(let file, let line, let column, let id, let constraint, let known):
            "\(file):\(line):\(column): constraint \(constraint.debugDescription) refers to \(id.debugDescription), which is not a node "
                + "(expected superview, margins, safeArea or one of: \(known.joined(separator: ", ")))"
        case .overLimit(let file, let line, let column, let problem, let limit, let value):
            "\(file):\(line):\(column): \(problem), over the limit of \(value) (raise it with --limits \(limit)=N)"
        case .component(let error):
            error.description
        case .strings(let error):
            error.description
        case .assets(let error):
            error.description
        }
    }

    /// The file the error is in.
    public var file: String {
        switch self {
        case .unreadable(let file, _), .syntax(let file, _, _, _), .empty(let file), .wrongType(let file, _, _, _, _),
            .unknownKey(let file, _, _, _, _), .invalidValue(let file, _, _, _, _, _),
            .missingKey(let file, _, _, _, _),
            .duplicateKey(let file, _, _, _), .duplicateID(let file, _, _, _, _), .unsupported(let file, _, _, _, _),
            .invalidConstraint(let file, _, _, _, _, _), .unknownReference(let file, _, _, _, _, _),
            .overLimit(let file, _, _, _, _, _):
            file
        case .component(let error):
            error.location.file
        case .strings(let error):
            error.file
        case .assets(let error):
            error.file
        }
    }
}

extension SpecError {
    /// ` (did you mean `x`?)` when `expected` lists names (`one of a, b, c`) and one is close to `value`.
    static func suggestion(_ value: String, expected: String) -> String {
        guard expected.hasPrefix("one of ") else { return "" }
        let names = expected.dropFirst("one of ".count).split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let known = names.filter { !$0.contains(" ") }
        let spelled = Suggestion.didYouMean(value, in: known)
        guard spelled.isEmpty, let specValue = UIKitPropertyNames.specValue(for: value, in: known) else {
            return spelled
        }
        return " (UIKit's `\(value)` is `\(specValue)` in a spec)"
    }

    /// "did you mean" for an unknown key: the closest allowed key by spelling, else the spec key for a UIKit property
    /// name (`textColor` → `color`).
    static func keySuggestion(_ key: String, in allowed: [String]) -> String {
        let spelled = Suggestion.didYouMean(key, in: allowed)
        guard spelled.isEmpty, let specKey = UIKitPropertyNames.specKey(for: key, in: allowed) else { return spelled }
        return " (UIKit's `\(key)` is `\(specKey)` in a spec)"
    }

    /// `names` without repeats, in first-seen order: several key groups may allow the same key.
    static func distinct(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.filter { seen.insert($0).inserted }
    }
}
