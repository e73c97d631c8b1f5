/// An outline written as SVG path data (`d="M0 0 H100 V40 Z"`), read into absolute moves, lines, cubic curves and
/// closes: the `shape:` of a node (a chat bubble's tail, a ticket's notches, a badge).
///
/// Every command of SVG 1.1's path grammar is read (`M L H V C S Q T A Z`, absolute upper case and relative lower
/// case, implicit repetition, `M` followed by implicit `L`s); quadratic curves and elliptical arcs become cubic
/// Béziers (arcs as in SVG 1.1 Implementation Notes F.6, at most a quarter turn per curve), so drawing knows only
/// four operations. Input is untrusted: its length and its number of commands are budgeted, numbers must be finite
/// and within ±1,000,000, and every refusal names the character where reading stopped.
public struct PathData: Hashable, Sendable {
    /// One drawing operation, in the path's own coordinates.
    public enum Element: Hashable, Sendable {
        case move(Point)
        case line(Point)
        case curve(Point, Point, Point)
        case close
    }

    public var elements: [Element]

    /// The most characters path data may have.
    public static let maximumLength = 10_000
    /// The most commands (each implicit repetition counted) path data may have.
    public static let maximumCommands = 1_000
    /// The largest magnitude of a number in path data.
    public static let maximumMagnitude = 1_000_000.0

    public init(elements: [Element]) {
        self.elements = elements
    }

    /// Reads SVG path data.
    ///
    /// - Throws: `PathDataError` naming the 1-based character where reading stopped and what was expected there.
    public init(parsing text: String) throws(PathDataError) {
        guard text.utf8.count <= Self.maximumLength else {
            throw PathDataError(
                position: Self.maximumLength + 1,
                problem: "path data is \(text.utf8.count) characters long, over the limit of \(Self.maximumLength)")
        }
        var reader = PathDataReader(Array(text.utf8))
        elements = try reader.read()
    }

    /// The smallest rectangle holding every point the path names (control points included), or `nil` when empty.
    public var controlBounds: Rect? {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .curve(let a, let b, let c): points += [a, b, c]
            case .close: break
            }
        }
        guard let first = points.first else { return nil }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Why path data was refused: where reading stopped (a 1-based character position) and what was wrong there.
public struct PathDataError: Error, Hashable, Sendable, CustomStringConvertible {
    public var position: Int
    public var problem: String

    public init(position: Int, problem: String) {
        self.position = position
        self.problem = problem
    }

    public var description: String { "at character \(position): \(problem)" }
}
