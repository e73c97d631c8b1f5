import PlumbCore
import PlumbInterfaceBuilder
import PlumbLayout
import PlumbSpec

/// Why what a user named cannot be made into subjects; each case carries the argument and what was expected.
public enum SubjectError: InputError, Equatable, Sendable {
    /// A spec file that does not read (its `file:line:column:` message).
    case spec(SpecError)
    /// `gallery:NAME` for a name the gallery does not have.
    case noSuchGalleryEntry(argument: String, name: String, known: [String])
    /// `manual:NAME` for a manual layout nobody registered.
    case noSuchManualLayout(argument: String, name: String, known: [String])
    /// `--story NAME` (or a test's `story:`) that the spec does not have; `known` are its stories' file-name forms.
    case noSuchStory(argument: String, wanted: String, known: [String])
    /// A folder with no spec files or Interface Builder documents in it.
    case emptyFolder(String)
    /// A file that is not there (an argument that is neither a spec file, a folder nor `gallery:`/`manual:`).
    case noSuchFile(String)
    /// A font file the subject pins that FreeType cannot read: from a spec's `fonts:` (with its location) or from
    /// the run's own fonts (`--fonts`, an assertion's `fonts:`; `origin` names which).
    case unreadableFont(path: String, location: SpecLocation?, origin: String)
    /// A font path that is a FIFO, a device or a socket (`FontFileKind`), refused before it is opened.
    case fontNotRegularFile(path: String, problem: String, location: SpecLocation?, origin: String)
    /// A font path of the run's own (`--fonts`, an assertion's `fonts:`) that is missing, or a folder without fonts.
    case fontPath(origin: String, path: String, folderWithoutFonts: Bool)
    /// A `font:` naming a family no pinned file has, or an image (`src:`, `symbol:`) that cannot be read: the
    /// message the checks give, naming the node.
    case preflight(String)
    /// `--width fit` for a root with a fixed `width:`.
    case fixedRootWidth(SpecLocation)
    /// A strings file (`--strings`, an assertion's `strings:`) that does not read.
    case strings(origin: String, StringsError)
    /// The fonts cannot be pinned: the standard files are missing, or a team file cannot be added.
    case pinnedFonts(String)
    /// A subject's tree names a manual layout its registry does not hold (it would lay out as an empty box).
    case unregisteredManualLayout(source: String, UnregisteredManualLayout)
    /// A system-font folder that cannot be used (`SystemFontError`), from a spec's `systemFont:` (with its location)
    /// or the run's own (`--system-font`, `PLUMB_SYSTEM_FONT`, an assertion's `systemFont:`; `origin` names which).
    case systemFont(message: String, location: SpecLocation?, origin: String)
    /// A constraint in a subject's tree (built in Swift) names a node its constraint tree does not hold.
    case unknownConstraintNode(source: String, UnknownConstraintNode)
    /// An Interface Builder document that cannot be read (its `file:line:` message), or a `--root` it does not have.
    case interfaceBuilder(IBError)
    /// A test's `.interfaceBuilder(path)` without `root:` for a document with several roots; `known` are their names.
    case interfaceBuilderRootNeeded(argument: String, known: [String])

    public var description: String {
        switch self {
        case .spec(let error): error.description
        case .interfaceBuilder(let error): error.description
        case .interfaceBuilderRootNeeded(let argument, let known):
            "\(argument): the document has \(known.count) roots; name one with `root:` (expected one of: "
                + known.map(\.debugDescription).joined(separator: ", ") + ")"
        case .noSuchGalleryEntry(let argument, let name, let known):
            "\(argument): no such gallery entry\(Suggestion.didYouMean(name, in: known)) (expected one of: \(known.map { "gallery:" + $0 }.joined(separator: ", ")))"
        case .noSuchManualLayout(let argument, let name, let known):
            "\(argument): no manual layout is registered as \(name.debugDescription)\(Suggestion.didYouMean(name, in: known)) (expected one of: \(known.map { "manual:" + $0 }.joined(separator: ", ")))"
        case .noSuchStory(let argument, let wanted, let known):
            "\(argument): no story \(wanted.debugDescription)\(Suggestion.didYouMean(SpecStory.slug(wanted), in: known)) "
                + (known.isEmpty
                    ? "(the spec has no `stories:`)" : "(expected one of: \(known.joined(separator: ", ")))")
        case .emptyFolder(let folder):
            "\(folder): the folder holds no spec files (*.yaml, *.yml, *.json) or Interface Builder files (*.xib, *.storyboard)"
        case .noSuchFile(let path):
            "\(path): no such spec file (expected a spec file, a folder of them or gallery:NAME)"
        case .unreadableFont(let path, let location?, _):
            "\(location): `fonts`: \(path) is not a font file FreeType can read (expected TrueType or OpenType: .ttf, .otf, .ttc, .otc)"
        case .fontNotRegularFile(let path, let problem, let location?, _):
            "\(location): `fonts`: \(path) is \(problem) (expected a TrueType or OpenType file: .ttf, .otf, .ttc, .otc)"
        case .fontNotRegularFile(let path, let problem, nil, let origin):
            "\(origin): \(path) is \(problem) (expected a TrueType or OpenType file: .ttf, .otf, .ttc, .otc)"
        case .unreadableFont(let path, nil, let origin):
            "\(origin): \(path) is not a font file FreeType can read (expected TrueType or OpenType: .ttf, .otf, .ttc, .otc)"
        case .fontPath(let origin, let path, false): "\(origin) \(path): no such font file or folder"
        case .fontPath(let origin, let path, true):
            "\(origin) \(path): the folder has no font files (.ttf, .otf, .ttc or .otc)"
        case .preflight(let message): message
        case .fixedRootWidth(let location):
            "\(location): the root has a fixed width, so --width fit cannot fit it to its content; "
                + "drop the root's width, or render at fixed widths (--width 320,375)"
        case .strings(let origin, let error): origin + ": " + error.description
        case .pinnedFonts(let message): message
        case .systemFont(let message, let location?, _): "\(location): `systemFont`: \(message)"
        case .systemFont(let message, nil, let origin): "\(origin): \(message)"
        case .unregisteredManualLayout(let source, let missing): "\(source): \(missing)"
        case .unknownConstraintNode(let source, let unknown): "\(source): \(unknown)"
        }
    }
}
