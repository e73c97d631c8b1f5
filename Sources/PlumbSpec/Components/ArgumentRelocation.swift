import PlumbCore
import Yams

/// Puts the right file on errors and `Node.source`s inside arguments written in another file than the component.
///
/// A component's tree is parsed as its own file, and the arguments substituted into it keep the lines and columns
/// of the file that uses it. A position that only an argument has is given that file's name; a position both
/// files happen to share is taken as the argument's (an error there is most often in the value passed).
struct ArgumentRelocation {
    struct Position: Hashable {
        var line: Int
        var column: Int
    }

    let argumentFile: String
    let componentFile: String
    private let positions: Set<Position>

    init(argumentFile: String, componentFile: String, arguments: [Yams.Node]) {
        self.argumentFile = argumentFile
        self.componentFile = componentFile
        var positions = Set<Position>()
        for argument in arguments { Self.collect(argument, into: &positions) }
        self.positions = positions
    }

    /// Whether `location`, reported in the component's file, is in fact an argument's.
    func isArgument(_ location: SpecLocation) -> Bool {
        location.file == componentFile && positions.contains(Position(line: location.line, column: location.column))
    }

    func relocated(_ location: SpecLocation) -> SpecLocation {
        guard isArgument(location) else { return location }
        return SpecLocation(file: argumentFile, line: location.line, column: location.column)
    }

    /// `error` with the argument's file when it is located in an argument.
    func relocated(_ error: SpecError) -> SpecError {
        guard let (line, column) = error.position,
            isArgument(SpecLocation(file: error.file, line: line, column: column))
        else { return error }
        return error.inFile(argumentFile)
    }

    private static func collect(_ node: Yams.Node, into positions: inout Set<Position>) {
        positions.insert(Position(line: node.line, column: node.column))
        switch node {
        case .mapping(let mapping):
            for (key, value) in mapping {
                collect(key, into: &positions)
                collect(value, into: &positions)
            }
        case .sequence(let sequence):
            for item in sequence { collect(item, into: &positions) }
        default:
            break
        }
    }
}

extension SpecError {
    /// The line and column of errors that have them.
    var position: (line: Int, column: Int)? {
        switch self {
        case .syntax(_, let line, let column, _), .wrongType(_, let line, let column, _, _),
            .unknownKey(_, let line, let column, _, _),
            .invalidValue(_, let line, let column, _, _, _), .missingKey(_, let line, let column, _, _),
            .duplicateKey(_, let line, let column, _),
            .duplicateID(_, let line, let column, _, _), .unsupported(_, let line, let column, _, _),
            .invalidConstraint(_, let line, let column, _, _, _), .unknownReference(_, let line, let column, _, _, _),
            .overLimit(_, let line, let column, _, _, _):
            (line, column)
        case .component(let error):
            (error.location.line, error.location.column)
        default:
            nil
        }
    }

    /// The same error located in `file`.
    func inFile(_ file: String) -> SpecError {
        switch self {
        case .wrongType(_, let line, let column, let key, let expected):
            .wrongType(file: file, line: line, column: column, key: key, expected: expected)
        case .unknownKey(_, let line, let column, let key, let allowed):
            .unknownKey(file: file, line: line, column: column, key: key, allowed: allowed)
        case .invalidValue(_, let line, let column, let key, let value, let expected):
            .invalidValue(file: file, line: line, column: column, key: key, value: value, expected: expected)
        case .missingKey(_, let line, let column, let key, let context):
            .missingKey(file: file, line: line, column: column, key: key, context: context)
        case .duplicateKey(_, let line, let column, let key):
            .duplicateKey(file: file, line: line, column: column, key: key)
        case .duplicateID(_, let line, let column, let id, let firstLine):
            .duplicateID(file: file, line: line, column: column, id: id, firstLine: firstLine)
        case .unsupported(_, let line, let column, let feature, let reason):
            .unsupported(file: file, line: line, column: column, feature: feature, reason: reason)
        case .invalidConstraint(_, let line, let column, let text, let problem, let grammar):
            .invalidConstraint(file: file, line: line, column: column, text: text, problem: problem, grammar: grammar)
        case .unknownReference(_, let line, let column, let id, let constraint, let known):
            .unknownReference(file: file, line: line, column: column, id: id, constraint: constraint, known: known)
        case .overLimit(_, let line, let column, let problem, let limit, let value):
            .overLimit(file: file, line: line, column: column, problem: problem, limit: limit, value: value)
        default:
            self
        }
    }
}
