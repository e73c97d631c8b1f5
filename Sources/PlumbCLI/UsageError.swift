import PlumbCore

/// A flag, argument or verb that `plumb` cannot use: what was given and what was expected, exit 2.
///
/// Library problems (a spec, a matrix value, a file) are thrown as their own `InputError`s; these are the ones only
/// the command line has — a flag's value, two flags that do not go together, an unknown verb. `Plumb.main` prints
/// each as `error: <description>` and exits 2, like every other `InputError`.
enum UsageError: InputError, Equatable {
    /// `plumb chek`: no such verb, with the closest one and the list.
    case unknownVerb(String, verbs: [String])
    /// `--jobs 0 must be at least 1`: a value outside what the flag (or environment variable) allows.
    case outOfRange(flag: String, value: String, mustBe: String)
    /// `--max-density -1 cannot be negative`.
    case negative(flag: String, value: Int)
    /// `--format "gif" is not an image format (did you mean …?) (expected png, svg or pdf)`: a value that does not
    /// read as what the flag takes.
    case badValue(flag: String, value: String, isNot: String, suggestion: String? = nil, expected: String? = nil)
    /// `--port 70000 is not a port (expected …)`: a number the flag cannot take, printed as the number.
    case badNumber(flag: String, value: Int, isNot: String, expected: String)
    /// `-o "sheet.gif": a contact sheet is a .png, .svg or .pdf file; …`: a path the flag cannot use.
    case badPath(flag: String, value: String, problem: String)
    /// `--side-by-side needs -o FILE to write the image to`: a flag that needs another one.
    case needs(flag: String, what: String)
    /// `plumb layout takes --width W or --device NAME, not both`.
    case notBoth(verb: String, flags: [String])
    /// `--device sets the width, height, scale and safe area itself; drop --width, …`.
    case deviceReplaces(flag: String)
    /// `plumb layout` given a matrix of more than one environment.
    case layoutTakesOneEnvironment
    /// `plumb prune` with neither specs nor `--all`.
    case pruneNeedsSpecs(baselines: String)
    /// A `--width` item of a form the verb does not take: a range outside `bisect`, a list in `bisect`.
    case widthForm(value: String, form: WidthItem.Form, grammar: WidthGrammar)
    /// A `bisect --width` range with no whole device pixel at one of the scales.
    case noDevicePixel(range: String, scale: Int)
    /// `plumb preview` given a spec path that is not there.
    case noSuchSpec(String)

    var description: String {
        switch self {
        case .unknownVerb(let name, let verbs):
            "unknown command `\(name)`\(Suggestion.didYouMean(name, in: verbs)) (expected one of: "
                + "\(verbs.joined(separator: ", ")); see plumb --help)"
        case .outOfRange(let flag, let value, let mustBe):
            "\(flag) \(value) must be \(mustBe)"
        case .negative(let flag, let value):
            "\(flag) \(value) cannot be negative"
        case .badValue(let flag, let value, let isNot, let suggestion, let expected):
            "\(flag) \(value.debugDescription) is not \(isNot)" + (suggestion.map { " (did you mean `\($0)`?)" } ?? "")
                + (expected.map { " (expected \($0))" } ?? "")
        case .badNumber(let flag, let value, let isNot, let expected):
            "\(flag) \(value) is not \(isNot) (expected \(expected))"
        case .badPath(let flag, let value, let problem):
            "\(flag) \(value.debugDescription): \(problem)"
        case .needs(let flag, let what):
            "\(flag) needs \(what)"
        case .notBoth(let verb, let flags):
            "\(verb) takes \(flags.joined(separator: " or ")), not both"
        case .deviceReplaces(let flag):
            "--device sets the width, height, scale and safe area itself; drop \(flag), or run the devices and the "
                + "widths separately"
        case .layoutTakesOneEnvironment:
            "plumb layout takes one width or device, category, scale, direction, locale and appearance (use plumb "
                + "render for a matrix)"
        case .pruneNeedsSpecs(let baselines):
            "plumb prune needs the specs whose baselines to prune (e.g. plumb prune specs/), or --all to prune "
                + "\(baselines) against the whole gallery, removing every folder no gallery entry names"
        case .widthForm(let value, let form, let grammar):
            grammar.refusal(of: value, form: form)
        case .noDevicePixel(let range, let scale):
            "--width \(range) holds no whole device pixel at scale \(scale) (widths are multiples of 1/\(scale) pt; "
                + "widen the range)"
        case .noSuchSpec(let path):
            "\(path): no such spec file (expected a spec file or gallery:NAME)"
        }
    }
}

/// Findings: a lint error, a pixel or frame difference, a failed check. `Plumb.main` prints the message, if any,
/// as it is (the verb has printed its report already) and exits 1.
struct FindingsFailed: Error, Equatable {
    /// The lines that say what differs, for verbs whose report is the message (`plumb diff`).
    var message: String?

    init(_ message: String? = nil) { self.message = message }
}
