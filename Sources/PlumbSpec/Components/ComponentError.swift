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
        case .inInstance:
            innermostLocation
        }
    }

    /// Where the error at the bottom of a chain of `inInstance` is, found in one walk down it.
    ///
    /// Walking down once keeps an error from components nested N deep linear in N: asking each level for its
    /// inner error's file and position recursively cost three walks per level (3^N; 14 levels took minutes).
    private var innermostLocation: SpecLocation {
        var current = self
        while case .inInstance(let error, _, _) = current {
            guard case .component(let inner) = error else {
                let position = error.position
                return SpecLocation(file: error.file, line: position?.line ?? 1, column: position?.column ?? 1)
            }
            current = inner
        }
        return current.location
    }

    /// The `use:` lines of a chain of `inInstance`, innermost first, and the error they wrap.
    var instanceNotes: (notes: [(component: String, usedAt: SpecLocation)], error: SpecError) {
        var notes: [(component: String, usedAt: SpecLocation)] = []
        var current = SpecError.component(self)
        while case .component(.inInstance(let error, let component, let usedAt)) = current {
            notes.append((component, usedAt))
            current = error
        }
        return (notes.reversed(), current)
    }
}

extension ComponentError: CustomStringConvertible {
    /// `file:line:column: message`, naming the definition's place where the error concerns one.
    public var description: String {
        if case .inInstance = self {
            let (notes, error) = instanceNotes
            return error.description + Self.noteLines(notes)
        }
        return "\(location): " + message
    }

    /// The most `note: in component` lines an error prints; a longer chain keeps its innermost and outermost
    /// uses and says how many are left out between them.
    static let maximumNotes = 10

    /// One `note:` line per use, innermost first, at most `maximumNotes` of them.
    static func noteLines(_ notes: [(component: String, usedAt: SpecLocation)]) -> String {
        func line(_ note: (component: String, usedAt: SpecLocation)) -> String {
            "\n\(note.usedAt): note: in component `\(note.component)` used here"
        }
        guard notes.count > maximumNotes else { return notes.map(line).joined() }
        let kept = maximumNotes / 2
        return notes.prefix(kept).map(line).joined()
            + "\nnote: … \(notes.count - 2 * kept) more components used in between …"
            + notes.suffix(kept).map(line).joined()
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
