/// A node's `minWidth`, `maxWidth`, `minHeight` and `maxHeight`: required bounds on its size, as a UIKit developer
/// adds `widthAnchor.constraint(greaterThanOrEqualToConstant:)` and its siblings to a view.
///
/// Every engine honours them as required: the constraint engine adds them as required `>=` / `<=` constraints;
/// the stack, sections and absolute engines and every measurement (`NodeSizing`) keep the node's length inside
/// them, whatever its content, hugging or compression resistance want. A fixed `width:` / `height:` is also
/// clamped (a spec refuses a fixed size outside its own bounds).
public struct SizeBounds: Hashable, Sendable {
    public var minWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var maxHeight: Double?

    public init(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil, maxHeight: Double? = nil) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.maxHeight = maxHeight
    }

    /// No bounds: the default, which every clamp leaves unchanged.
    public static let none = SizeBounds()

    /// Whether any bound is set.
    public var isEmpty: Bool { minWidth == nil && maxWidth == nil && minHeight == nil && maxHeight == nil }

    /// `width` kept between `minWidth` and `maxWidth` (the minimum wins should the two cross, as a Swift API user
    /// may write; a spec refuses it).
    public func clampWidth(_ width: Double) -> Double { Self.clamp(width, minWidth, maxWidth) }

    public func clampHeight(_ height: Double) -> Double { Self.clamp(height, minHeight, maxHeight) }

    /// Both dimensions clamped.
    public func clamp(_ size: Size) -> Size {
        Size(width: clampWidth(size.width), height: clampHeight(size.height))
    }

    /// The smallest and largest length along the horizontal or vertical axis.
    public func minimum(horizontal: Bool) -> Double? { horizontal ? minWidth : minHeight }
    public func maximum(horizontal: Bool) -> Double? { horizontal ? maxWidth : maxHeight }

    /// `length` clamped along the horizontal or vertical axis.
    public func clamp(_ length: Double, horizontal: Bool) -> Double {
        horizontal ? clampWidth(length) : clampHeight(length)
    }

    private static func clamp(_ value: Double, _ minimum: Double?, _ maximum: Double?) -> Double {
        var value = value
        if let maximum, value > maximum { value = maximum }
        if let minimum, value < minimum { value = minimum }
        return value
    }
}

extension Node {
    /// `minWidth:` — the node is never narrower (a required `width >=` constraint).
    public var minWidth: Double? {
        get { sizeBounds.minWidth }
        set { sizeBounds.minWidth = newValue }
    }
    /// `maxWidth:` — the node is never wider (a required `width <=` constraint).
    public var maxWidth: Double? {
        get { sizeBounds.maxWidth }
        set { sizeBounds.maxWidth = newValue }
    }
    /// `minHeight:` — the node is never shorter (a 44 pt minimum row height).
    public var minHeight: Double? {
        get { sizeBounds.minHeight }
        set { sizeBounds.minHeight = newValue }
    }
    /// `maxHeight:` — the node is never taller.
    public var maxHeight: Double? {
        get { sizeBounds.maxHeight }
        set { sizeBounds.maxHeight = newValue }
    }
}
