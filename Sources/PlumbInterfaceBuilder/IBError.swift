import PlumbCore

/// A document Plumb cannot read as an iOS Interface Builder file: the file, the line, what was wrong, and what to do.
public struct IBError: InputError, Hashable, Sendable {
    public var file: String
    /// The 1-based line, when the problem has one.
    public var line: Int?
    /// The 1-based column (in Unicode scalars) on that line, when the XML reader found the problem.
    public var column: Int?
    public var problem: Problem

    public enum Problem: Hashable, Sendable {
        case unreadable(String)
        case tooLarge(bytes: Int, limit: Int)
        /// A `<!DOCTYPE` or `<!ENTITY`: never written by Interface Builder, refused so no entity is ever expanded.
        case documentTypeDeclaration
        case malformed(String)
        /// Bytes that are not UTF-8, or a document declared or marked as another encoding.
        case notUTF8(String)
        case tooManyElements(limit: Int)
        case tooDeep(limit: Int)
        case attributeTooLong(name: String, bytes: Int, limit: Int)
        /// The root element is not `<document type="com.apple.InterfaceBuilder3…">`.
        case notInterfaceBuilder(root: String)
        /// A macOS, watchOS or tvOS document (`targetRuntime`).
        case notIOS(runtime: String)
        /// Two objects with one `id`.
        case duplicateID(String)
        /// A constraint names an object the document does not hold, or one outside the constraint's root.
        case unknownConstraintItem(id: String, constraint: String)
        /// A constraint's attribute is not one of `NSLayoutConstraint.Attribute`'s.
        case unknownAttribute(String)
        /// A required attribute of an element is missing or not a number.
        case badValue(element: String, attribute: String, value: String?)
        /// `--root` names no root of the document.
        case noSuchRoot(String, known: [String])
        /// The document has no scene or top-level view to lay out.
        case noRoots
    }

    public init(file: String, line: Int?, column: Int? = nil, problem: Problem) {
        self.file = file
        self.line = line
        self.column = column
        self.problem = problem
    }

    public var description: String {
        let place = [file, line.map(String.init), line == nil ? nil : column.map(String.init)]
            .compactMap { $0 }.joined(separator: ":")
        return "\(place): " + message
    }

    private var message: String {
        switch problem {
        case .unreadable(let reason): "cannot read the Interface Builder file: \(reason)"
        case .tooLarge(let bytes, let limit):
            "the file is \(bytes) bytes; Interface Builder files are read up to \(limit) bytes"
        case .documentTypeDeclaration:
            "a document type or entity declaration (<!DOCTYPE, <!ENTITY); Interface Builder never writes one, and "
                + "Plumb expands no entities: remove it"
        case .malformed(let reason): "malformed XML (\(reason)); is this an Interface Builder file saved by Xcode?"
        case .notUTF8(let reason):
            "the file is not UTF-8 (\(reason)); Interface Builder files are UTF-8 XML: save it again from Xcode"
        case .tooManyElements(let limit): "more than \(limit) elements; Interface Builder files are read up to that"
        case .tooDeep(let limit): "elements nested more than \(limit) deep"
        case .attributeTooLong(let name, let bytes, let limit):
            "the value of `\(name)` is \(bytes) bytes; values are read up to \(limit) bytes"
        case .notInterfaceBuilder(let root):
            "the root element is <\(root)>, not an Interface Builder <document type=\"com.apple.InterfaceBuilder3…\">"
        case .notIOS(let runtime):
            "targetRuntime \"\(runtime)\" is not iOS (iOS.CocoaTouch); Plumb lays out iOS documents only"
        case .duplicateID(let id): "two objects have the id \"\(id)\"; ids are unique in a document Xcode saved"
        case .unknownConstraintItem(let id, let constraint):
            "constraint \(constraint) names \"\(id)\", which is not a view or layout guide of its root"
        case .unknownAttribute(let name):
            "unknown layout attribute \"\(name)\" (expected leading, trailing, top, bottom, width, height, centerX, "
                + "centerY, firstBaseline, lastBaseline or a margins variant)"
        case .badValue(let element, let attribute, let value):
            "<\(element)> has \(attribute)=\(value.map { "\"\($0)\"" } ?? "nothing"); expected a finite number"
        case .noSuchRoot(let name, let known):
            "no root named \"\(name)\"; the document's roots are " + known.map { "\"\($0)\"" }.joined(separator: ", ")
        case .noRoots: "no scene or top-level view to lay out"
        }
    }
}
