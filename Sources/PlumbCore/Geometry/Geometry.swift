/// A point in points (1 pt = 1 px at scale 1), y growing downwards as in UIKit.
public struct Point: Hashable, Sendable, Codable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height in points.
public struct Size: Hashable, Sendable, Codable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points, origin at its top-left corner.
public struct Rect: Hashable, Sendable, Codable {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` on each side.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(
            x: x + insets.left,
            y: y + insets.top,
            width: width - insets.left - insets.right,
            height: height - insets.top - insets.bottom
        )
    }

    /// The smallest rectangle with whole-point edges that contains this one, like `CGRect.integral`.
    ///
    /// Manual layouts round measured text up this way, so a frame never cuts off a fraction of a glyph.
    public var integral: Rect {
        let left = x.rounded(.down), top = y.rounded(.down)
        let right = maxX.rounded(.up), bottom = maxY.rounded(.up)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The overlapping part of two rectangles, or `nil` when they share no area.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether `other` lies entirely inside this rectangle, allowing `tolerance` points of slack.
    public func contains(_ other: Rect, tolerance: Double = 0) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// The rectangle mirrored horizontally inside a container of `containerWidth` (for right-to-left layouts).
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - maxX, y: y, width: width, height: height)
    }
}

/// Distances from each edge of a rectangle, as `UIEdgeInsets`.
public struct EdgeInsets: Hashable, Sendable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on all four sides.
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    public static let zero = EdgeInsets()

    public var horizontal: Double { left + right }
    public var vertical: Double { top + bottom }
}
