import PlumbCore

/// Why a spec's components, includes, tokens or stories could not be used (spec format: "Components").
///
/// Each case carries where the problem was written (`location`) and, where there is one, the line of the
/// definition it concerns (the component or parameter), so the message names both the using line and the
/// defining line.
public indirect enum ComponentError: Error, Equatable, Sendable {
    /// `use: NAME` names no component of the spec or of the files it includes.
    case unknownComponent(at: SpecLocation, name: String, known: [String])
    /// `args:` (or a story) sets a parameter the component does not declare.
    case unknownArgument(
        at: SpecLocation, argument: String, component: String, parameters: [String], definedAt: SpecLocation)
    /// A parameter without a default is not given.
    case missingArgument(at: SpecLocation, parameter: String, component: String, declaredAt: SpecLocation)
    /// A component uses itself, directly or through others; `chain` is the path of names, the first repeated last.
    case cycle(at: SpecLocation, chain: [String])
    /// An `include:` path that is missing, absolute, outside the spec's folder tree, not a file, or part of a cycle.
    case include(at: SpecLocation, path: String, problem: String)
    /// `$name` names no parameter of the component being used and no token.
    case unknownValue(at: SpecLocation, name: String, known: [String])
    /// `$name` cannot stand where it is written (a node tree inside a text, a reference to itself).
    case misplacedValue(at: SpecLocation, name: String, problem: String)
    /// A component, token or colour defined twice (in the spec and a file it includes, or in two included files).
    case duplicate(at: SpecLocation, what: String, name: String, first: SpecLocation)
    /// A key of the component grammar used where it does not apply (`stories:` without a `use:` root, `children`
    /// on a `use:` node).
    case misuse(at: SpecLocation, problem: String)
    /// An error in a component's tree, with the `use:` that placed it (`usedAt`), as a compiler names the
    /// instantiation of a template.
    case inInstance(SpecError, component: String, usedAt: SpecLocation)

    /// Where the problem is written.
    public var location: SpecLocation {
        switch self {
        case .unknownComponent(let at, _, _), .unknownArgument(let at, _, _, _, _), .missingArgument(let at, _, _, _),
            .cycle(let at, _), .include(let at, _, _), .unknownValue(let at, _, _), .misplacedValue(let at, _, _),
            .duplicate(let at, _, _, _), .misuse(let at, _):
            at
        case .inInstance(let error, _, _):
            SpecLocation(file: error.file, line: error.position?.line ?? 1, column: error.position?.column ?? 1)
        }
    }
}

extension ComponentError: CustomStringConvertible {
    /// `file:line:column: message`, naming the definition's place where the error concerns one.
    public var description: String {
        if case .inInstance(let error, let component, let usedAt) = self {
            return error.description + "\n\(usedAt): note: in component `\(component)` used here"
        }
        return "\(location): " + message
    }

    private var message: String {
        switch self {
        case .unknownComponent(_, let name, let known):
            let list =
                known.isEmpty
                ? "the spec defines none; add `components:` or `include:` a file that has them"
                : "expected one of: \(known.joined(separator: ", "))"
            return "unknown component `\(name)`\(Suggestion.didYouMean(name, in: known)) (\(list))"
        case .unknownArgument(_, let argument, let component, let parameters, let definedAt):
            let list = parameters.isEmpty ? "it takes none" : "it takes: \(parameters.joined(separator: ", "))"
            return "component `\(component)` (defined at \(definedAt)) has no parameter `\(argument)`"
                + "\(Suggestion.didYouMean(argument, in: parameters)) (\(list))"
        case .missingArgument(_, let parameter, let component, let declaredAt):
            return
                "component `\(component)` needs the argument `\(parameter)` (declared without a default at \(declaredAt)); "
                + "add it under `args:`"
        case .cycle(_, let chain):
            return
                "component `\(chain.first ?? "")` uses itself (\(chain.joined(separator: " → "))); a component cannot contain itself"
        case .include(_, let path, let problem):
            return "cannot include \(path.debugDescription): \(problem)"
        case .unknownValue(_, let name, let known):
            let list =
                known.isEmpty
                ? "there are no parameters or tokens here"
                : "expected one of: \(known.map { "$" + $0 }.joined(separator: ", "))"
            let suggestion = Suggestion.closest(to: name, in: known).map { " (did you mean `$\($0)`?)" } ?? ""
            return
                "`$\(name)` is neither a parameter nor a token\(suggestion) (\(list); write `$$` for a literal dollar sign)"
        case .misplacedValue(_, let name, let problem):
            return "`$\(name)` \(problem)"
        case .duplicate(_, let what, let name, let first):
            return
                "\(what) `\(name)` is already defined at \(first); each name is defined once across a spec and its includes"
        case .misuse(_, let problem):
            return problem
        case .inInstance(let error, _, _):
            return error.description
        }
    }
}
