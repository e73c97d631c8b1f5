import Foundation
import PlumbCore

/// The largest spec Plumb reads, checked while parsing, before any of it is laid out.
///
/// A spec over a limit is refused with the line and column of the node that crossed it and the flag that raises
/// it (`--limits depth=N,nodes=N,text=N,constraints=N,pixels=N`). The defaults are far above any real screen and keep
/// every stage bounded: the depth keeps the recursive parser, layout engines and lints well inside the thread's
/// stack; the node, text and constraint counts bound the time and memory of layout and the solver.
public struct SpecLimits: Sendable, Equatable {
    /// Levels of nested nodes, the root being level 1.
    public var depth: Int
    /// Nodes in the whole tree.
    public var nodes: Int
    /// Characters in one `text:`.
    public var textLength: Int
    /// Constraints (linear relations, and those each visual format line expands to) in the whole spec.
    public var constraints: Int
    /// Pixels of one image file (`src:`, `asset:`), from its header.
    public var imagePixels: Int = ImageContent.maxPixels

    public static let `default` = SpecLimits(depth: 200, nodes: 50_000, textLength: 100_000, constraints: 20_000)

    public init(depth: Int, nodes: Int, textLength: Int, constraints: Int) {
        self.depth = depth
        self.nodes = nodes
        self.textLength = textLength
        self.constraints = constraints
    }

    /// The most `--limits text=N` may raise the text limit to. Measured on the pinned fonts at 320 pt: 240,000
    /// characters measure right, 360,000 come back one line tall (HarfBuzz gives up shaping a buffer that long).
    public static let maximumTextLength = 200_000

    /// The most `--limits depth=N` may raise the depth limit to: what the stages after the parser hold on a
    /// thread's usual 8 MB in a debug build. Stack layout takes about 14 KB of stack a level there (a chain of 300
    /// nested components overflowed 4 MB, one of 1,000 overflowed 8 MB), so 400 levels use about 5.6 MB; the parser
    /// runs on its own stack (`ParserStack`).
    public static let maximumDepth = 400

    /// The most `--limits nodes=N` may raise the node limit to: a flat spec of 100,000 nodes took 379 MB to parse and
    /// lay out (`plumb layout`, debug build), so the most takes about 4 GB, what a CI runner can give one process.
    public static let maximumNodes = 1_000_000

    /// The most `--limits constraints=N` may raise the constraint limit to: the solver's tableau grows with the
    /// square of the constraints that share variables, so far more than a screen's thousand would take minutes.
    public static let maximumConstraints = 200_000

    /// The largest spec or included file read, in bytes: 64 MiB (a spec of the default 50,000 nodes is about 3 MB, one
    /// of the most nodes `--limits` allows, written flat, about 60 MB).
    public static let maximumFileBytes = 64 << 20

    /// YAML nodes (keys and values, aliases counted as what they expand to) allowed per node of the spec tree.
    public static let expandedNodesPerNode = 20

    /// How many tokens naming tokens one `$` reference may go through.
    public static let maximumTokenDepth = 32

    /// The most `--limits pixels=N` may raise the pixels of an image file (`src:`, `asset:`) to: 8192 × 8192 (256 MB
    /// decoded); the default is 4096 × 4096 (`ImageContent.maxPixels`).
    public static let maximumImagePixels = ImageContent.maxRaisedPixels

    /// The deepest nesting a `.stringsdict` (XML property list) may have: it nests three levels.
    public static let maximumPlistDepth = 64

    /// Why the file at `path` is too large to read (over `maximumFileBytes`), or `nil`.
    static func fileTooLarge(_ path: String) -> String? {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int,
            size > maximumFileBytes
        else { return nil }
        return "the file is \(size) bytes, over the \(maximumFileBytes) bytes (64 MiB) a spec file may have"
    }

    /// The names `--limits` accepts, in the order the help lists them.
    public static let names = ["depth", "nodes", "text", "constraints", "pixels"]

    /// Reads `depth=N,nodes=N,text=N,constraints=N,pixels=N` (any subset, comma-separated) over `self`.
    ///
    /// - Returns: the limits, or a sentence saying which item is wrong and what was expected.
    public func updated(with text: String) -> Result<SpecLimits, LimitsSyntaxError> {
        var limits = self
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            let parts = item.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let value = Int(parts[1]), value >= 1 else {
                return .failure(
                    LimitsSyntaxError(
                        message:
                            "--limits item \(item.debugDescription) is not NAME=N with N a whole number of at least 1 (names: \(Self.names.joined(separator: ", ")))"
                    ))
            }
            switch parts[0] {
            case "depth":
                guard value <= Self.maximumDepth else {
                    return .failure(
                        LimitsSyntaxError(
                            message:
                                "--limits depth=\(value) is over \(Self.maximumDepth): the stack holds \(Self.maximumDepth) levels of nested nodes and components (layout, lints and drawing recurse once a level), and no deeper"
                        ))
                }
                limits.depth = value
            case "nodes":
                guard value <= Self.maximumNodes else {
                    return .failure(
                        LimitsSyntaxError(
                            message:
                                "--limits nodes=\(value) is over \(Self.maximumNodes): a spec that large takes more memory than Plumb asks of a machine (a million nodes take about 4 GB)"
                        ))
                }
                limits.nodes = value
            case "text":
                guard value <= Self.maximumTextLength else {
                    return .failure(
                        LimitsSyntaxError(
                            message:
                                "--limits text=\(value) is over \(Self.maximumTextLength): Pango and HarfBuzz measure one text of a few hundred thousand characters wrongly (it comes out one line tall), so Plumb does not lay out longer ones"
                        ))
                }
                limits.textLength = value
            case "constraints":
                guard value <= Self.maximumConstraints else {
                    return .failure(
                        LimitsSyntaxError(
                            message:
                                "--limits constraints=\(value) is over \(Self.maximumConstraints): the solver's time grows faster than the number of constraints, and no screen needs more"
                        ))
                }
                limits.constraints = value
            case "pixels":
                guard value <= Self.maximumImagePixels else {
                    return .failure(
                        LimitsSyntaxError(
                            message:
                                "--limits pixels=\(value) is over \(Self.maximumImagePixels) (8192 × 8192): an image that large takes 256 MB decoded, and each render holds its images"
                        ))
                }
                limits.imagePixels = value
            default:
                return .failure(
                    LimitsSyntaxError(
                        message:
                            "--limits has no limit named \(parts[0].debugDescription) (expected \(Self.names.joined(separator: ", ")))"
                    ))
            }
        }
        return .success(limits)
    }
}

/// A `--limits` value that does not read.
public struct LimitsSyntaxError: Error, Sendable, Equatable {
    public var message: String
}
