import Foundation
import Testing

/// One case of the bad-input corpus, `Tests/Fixtures/bad-input/cases.json`: how to set up a folder, which `plumb`
/// command to run in it, and what a clear refusal looks like.
///
/// Arguments are used as written, in the case's working folder, except that `@specs/…`, `@images/…`, `@strings/…` and `@assets/…` name files
/// of the corpus folder (`@specs/empty.yaml`), in arguments and expected phrases alike. `writes` lists the paths, relative to the working folder, that the command may
/// create or change; anything else that appears or changes anywhere in the case's folder is a failure.
struct BadInputCase: Decodable, Sendable, CustomTestStringConvertible {
    var name: String
    var setup: [Step] = []
    var args: [String]
    var exit: Int32
    /// Phrases that must all appear on stderr (`@specs/…` is expanded as in `args`).
    var stderr: [String] = []
    /// Phrases that must all appear on stdout.
    var stdout: [String] = []
    /// Used instead of `stderr` when the tests run as root, for cases whose setup differs for root.
    var stderrAsRoot: [String]?
    /// Used instead of `stdout` when the tests run as root.
    var stdoutAsRoot: [String]?
    var writes: [String] = []
    /// The time bound, for the few cases that read megabytes (default 20 s).
    var seconds: Double = 20

    var testDescription: String { name }

    /// One step of a case's setup, run in its working folder before the command.
    struct Step: Decodable, Sendable {
        /// Writes a generated file to `to`: a spec (`deep-nesting`, `deep-flow`, `many-children`,
        /// `overlapping-children`, `long-text`, `big-file`, `nested-components`, `nested-components-error`, `alias-laughs`, `token-fan-out`), a String Catalog (`long-catalog-value`) or a JPEG (`jpeg-empty-markers`), of size `count`.
        var generate: String?
        var count: Int?
        /// The corpus file a binary generator starts from: `jpeg-empty-markers` inserts `count` empty APP1 segments
        /// after this JPEG's start-of-image marker.
        var from: String?
        /// Copies a corpus file (`@images/x.png`) to `to`.
        var copy: String?
        var to: String?
        /// Writes `text` to this path.
        var write: String?
        var text: String?
        var mkdir: String?
        var remove: String?
        /// Makes a symbolic link at this path, to `target` (as written, relative to the link's folder).
        var symlink: String?
        var target: String?
        /// Makes a FIFO at this path (a reader that opens it blocks until a writer comes).
        var fifo: String?
        /// Makes this file unreadable: mode 000, or, when running as root (who reads it anyway), replaces it by a
        /// folder of the same name.
        var unreadable: String?
        /// Holds the lock `plumb` takes on this folder (`flock` on the folder, as another `plumb record` would) from
        /// before the command starts until `releaseAfter` seconds have passed.
        var lock: String?
        var releaseAfter: Double?
        /// When true, a socket listens on a free port of 127.0.0.1 while the command runs, and `@port` in the
        /// arguments and expected phrases is that port: a server told to use it cannot start.
        var listen: Bool?
        /// Runs `plumb` with these arguments, which must succeed (exit 0 or `plumbExit`).
        var plumb: [String]?
        var plumbExit: Int32?
    }

    private enum CodingKeys: String, CodingKey {
        case name, setup, args, exit, stderr, stdout, stderrAsRoot, stdoutAsRoot, writes, seconds
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        setup = try c.decodeIfPresent([Step].self, forKey: .setup) ?? []
        args = try c.decode([String].self, forKey: .args)
        exit = try c.decode(Int32.self, forKey: .exit)
        stderr = try c.decodeIfPresent([String].self, forKey: .stderr) ?? []
        stdout = try c.decodeIfPresent([String].self, forKey: .stdout) ?? []
        stderrAsRoot = try c.decodeIfPresent([String].self, forKey: .stderrAsRoot)
        stdoutAsRoot = try c.decodeIfPresent([String].self, forKey: .stdoutAsRoot)
        writes = try c.decodeIfPresent([String].self, forKey: .writes) ?? []
        seconds = try c.decodeIfPresent(Double.self, forKey: .seconds) ?? 20
    }
}

/// Generated specs too large to commit: the limits' test inputs.
enum BadInputGenerator {
    /// The file's bytes for `kind` of size `count`: a spec, or a binary file made from `from`'s bytes.
    static func file(_ kind: String, count: Int, from: [UInt8]?) -> [UInt8] {
        switch kind {
        case "jpeg-empty-markers":
            guard let from, from.count > 2 else { preconditionFailure("jpeg-empty-markers needs `from` in cases.json") }
            let empty: [UInt8] = [0xFF, 0xE1, 0x00, 0x02]
            return Array(from[0..<2]) + Array([[UInt8]](repeating: empty, count: count).joined()) + Array(from[2...])
        default:
            return Array(spec(kind, count: count).utf8)
        }
    }

    /// A XIB with one 320 × 200 top-level view holding `body`.
    static func ibDocument(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\">\n"
            + "<device id=\"retina6_12\" orientation=\"portrait\" appearance=\"light\"/><objects>"
            + "<view contentMode=\"scaleToFill\" id=\"top-vw-001\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"200\"/>"
            + body + "</view></objects></document>\n"
    }

    /// The spec text for `kind` of size `count`.
    static func spec(_ kind: String, count: Int) -> String {
        switch kind {
        case "deep-nesting":
            // Each level a one-child node in block style: `children:` then `- id: nK` one indentation deeper.
            var text = "root:\n"
            var indent = "  "
            for level in 0..<count {
                text += indent + "id: n\(level)\n" + indent + "layout: stack\n" + indent + "children:\n"
                indent += "  "
                text += indent + "-\n"
                indent += "  "
            }
            return text + indent + "id: leaf\n"
        case "deep-flow":
            // Flow style, which YAML (and JSON) nest without indentation: {id: n0, layout: stack, children: [{id: n1, …}]}.
            let open = (0..<count).map { "{id: n\($0), layout: stack, children: [" }.joined()
            return "root: " + open + "{id: leaf}" + String(repeating: "]}", count: count) + "\n"
        case "many-children":
            let children = (0..<count).map { "    - {id: c\($0), size: [1, 1]}\n" }.joined()
            return "root:\n  id: root\n  layout: stack\n  axis: vertical\n  children:\n" + children
        case "overlapping-children":
            // `count` absolutely placed texts on one frame: every pair is an `overlap` finding.
            let children = (0..<count).map { "    - {id: c\($0), kind: text, text: A, frame: [0, 0, 40, 30]}\n" }
                .joined()
            return "root:\n  id: root\n  layout: absolute\n  width: 320\n  height: 100\n  children:\n" + children
        case "long-text":
            return "root:\n  id: label\n  kind: text\n  text: \"" + String(repeating: "lorem ipsum ", count: count / 12)
                + "\"\n"
        case "long-catalog-value":
            // A String Catalog whose one key's English value is `count` characters long.
            return "{\"sourceLanguage\": \"en\", \"version\": \"1.0\", \"strings\": {\"long\": {\"localizations\": "
                + "{\"en\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \""
                + String(repeating: "x", count: count) + "\"}}}}}}\n"
        case "ib-huge-attribute":
            // A XIB whose one label's text is `count` bytes long.
            return ibDocument(
                "<subviews><label opaque=\"NO\" text=\"" + String(repeating: "x", count: count)
                    + "\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"lbl-lb-001\">"
                    + "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"20\"/></label></subviews>")
        case "ib-deep-nesting":
            // A XIB of `count` views each inside the last.
            let open = (0..<count).map {
                "<subviews><view contentMode=\"scaleToFill\" id=\"v\($0)\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"10\" height=\"10\"/>"
            }.joined()
            return ibDocument(open + String(repeating: "</view></subviews>", count: count))
        case "nested-components-error", "nested-components":
            // `count` components, each using the next, the root using the first: the leaf is `count` + 1 levels
            // deep. With `-error`, the innermost's node has a misspelt kind.
            let leaf = kind == "nested-components" ? "{id: leaf, size: [1, 1]}" : "{id: leaf, kind: swich}"
            let definitions = (0..<count).map { level in
                let child = level == count - 1 ? leaf : "{id: c, use: c\(level + 1)}"
                return "  c\(level):\n    root: {id: r, layout: stack, children: [\(child)]}\n"
            }
            return "components:\n" + definitions.joined() + "root: {id: home, use: c0}\n"
        case "alias-laughs", "token-fan-out":
            // Ten-item lists, each level repeating the last ten times: `count` levels stand for 10^count items, in
            // YAML aliases (`*lN`) or in tokens naming tokens (`$lN`), all used by the root's children.
            let aliases = kind == "alias-laughs"
            var text =
                "tokens:\n  l0: " + (aliases ? "&l0 " : "") + "["
                + Array(repeating: "{id: a}", count: 10)
                .joined(separator: ", ") + "]\n"
            for level in 1..<count {
                let item = aliases ? "*l\(level - 1)" : "$l\(level - 1)"
                text +=
                    "  l\(level): " + (aliases ? "&l\(level) " : "") + "["
                    + Array(repeating: item, count: 10).joined(separator: ", ") + "]\n"
            }
            return text + "root: {id: home, layout: stack, children: $l\(count - 1)}\n"
        case "big-file":
            // `count` bytes of comments, then a valid spec whose only text is too long.
            let comment = "# " + String(repeating: "padding ", count: 12) + "\n"
            return String(repeating: comment, count: count / comment.utf8.count)
                + "root:\n  id: label\n  kind: text\n  text: \"" + String(repeating: "x", count: 200_000) + "\"\n"
        default:
            preconditionFailure("unknown generator \(kind) in cases.json")
        }
    }
}
