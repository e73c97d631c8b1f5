/// A node's outline given as SVG path data (`shape:`), instead of its (rounded) frame: a chat bubble with a tail, a
/// ticket with notches, a badge.
///
/// Like a `CAShapeLayer` path used as the layer's mask and `shadowPath`: the fill, the gradient, the border, the
/// clipping of children (`clipsToBounds`) and the shadow all follow it. The path is written in its `viewBox`'s
/// coordinates and stretched to the node's bounds (SVG's `preserveAspectRatio="none"`), so it fits whatever size
/// layout gives the node; without a `viewBox` its coordinates are points from the node's top-left corner. With
/// `mirrorsInRTL`, right to left flips it horizontally (a tail on the trailing side), as
/// `UIImage.imageFlippedForRightToLeftLayout()` flips an image.
public struct NodeShape: Hashable, Sendable {
    public var path: PathData
    /// The rectangle of path coordinates that maps onto the node's bounds, or `nil` for points in the bounds.
    public var viewBox: Rect?
    /// Whether right to left mirrors the shape.
    public var mirrorsInRTL: Bool

    public init(path: PathData, viewBox: Rect? = nil, mirrorsInRTL: Bool = false) {
        self.path = path
        self.viewBox = viewBox
        self.mirrorsInRTL = mirrorsInRTL
    }

    /// The path's elements in the coordinates of `frame`'s parent: the `viewBox` stretched onto `frame`, flipped
    /// about its vertical centre line when mirrored under right to left.
    public func elements(in frame: Rect, direction: LayoutDirection) -> [PathData.Element] {
        let box = viewBox ?? Rect(x: 0, y: 0, width: frame.width, height: frame.height)
        let sx = box.width > 0 ? frame.width / box.width : 0
        let sy = box.height > 0 ? frame.height / box.height : 0
        let flips = mirrorsInRTL && direction == .rtl
        func map(_ p: Point) -> Point {
            let x = (p.x - box.x) * sx
            return Point(x: flips ? frame.maxX - x : frame.minX + x, y: frame.minY + (p.y - box.y) * sy)
        }
        return path.elements.map { element in
            switch element {
            case .move(let p): .move(map(p))
            case .line(let p): .line(map(p))
            case .curve(let a, let b, let c): .curve(map(a), map(b), map(c))
            case .close: .close
            }
        }
    }
}
