import PlumbCore

/// The order in which VoiceOver's flick navigation visits the elements of a plain view hierarchy.
///
/// The rule, as cashapp/AccessibilitySnapshot states and matches it (`AccessibilityHierarchyParser.sortedElements`,
/// its thresholds "derived via experimentation" against VoiceOver on device):
/// 1. elements are compared by their frames' origins, top to bottom;
/// 2. two origins less than 8 pt apart vertically (13 pt on iPad) count as one row, and a row reads leading to
///    trailing: by increasing x left to right, by decreasing x under right-to-left;
/// 3. a container that lists its own `accessibilityElements` is read in that order, and takes its place among its
///    neighbours by the first of its elements that the rule above would pick.
/// The comparison sorts with the standard library's stable sort over the elements in tree order, as
/// AccessibilitySnapshot does, so the same tree always gives the same order.
public enum VoiceOverOrder {
    /// The smallest vertical distance between two origins that puts one element on a row above the other, on
    /// iPhone (AccessibilitySnapshot: 8 pt on phones, 13 pt on iPad).
    public static let minimumVerticalSeparation = 8.0

    /// Whether an element with frame `a` is read before one with frame `b`.
    public static func precedes(_ a: Rect, _ b: Rect, direction: LayoutDirection) -> Bool {
        if a.minY != b.minY, abs(a.minY - b.minY) >= minimumVerticalSeparation {
            return a.minY < b.minY
        }
        return direction == .rtl ? a.minX > b.minX : a.minX < b.minX
    }

    /// Elements and groups in reading order: unordered lists are sorted by `precedes`, explicitly ordered ones
    /// kept, and groups replaced by their elements.
    static func flatten(
        _ items: [AccessibilityItem], explicitlyOrdered: Bool, direction: LayoutDirection
    ) -> [AccessibilityElement] {
        let sorted: [AccessibilityItem]
        if explicitlyOrdered {
            sorted = items
        } else {
            let keyed = items.map { ($0, sortFrame($0, direction: direction)) }
            sorted = keyed.sorted { lhs, rhs in
                guard let a = lhs.1 else { return false }
                guard let b = rhs.1 else { return true }
                return precedes(a, b, direction: direction)
            }.map(\.0)
        }
        return sorted.flatMap { item -> [AccessibilityElement] in
            switch item {
            case .element(let element): [element]
            case .group(let children, let ordered): flatten(children, explicitlyOrdered: ordered, direction: direction)
            case .scrolled(let children, _): flatten(children, explicitlyOrdered: false, direction: direction)
            }
        }
    }

    /// The frame an item is sorted by: an element's own, a group's first element's by the same rule (`nil` for an
    /// empty group, which sorts last and reads nothing).
    static func sortFrame(_ item: AccessibilityItem, direction: LayoutDirection) -> Rect? {
        switch item {
        case .element(let element):
            return element.frame
        case .group(let children, _):
            return children.compactMap { sortFrame($0, direction: direction) }.min {
                precedes($0, $1, direction: direction)
            }
        case .scrolled(let children, let viewport):
            return children.isEmpty ? nil : viewport
        }
    }
}

/// An element, or a container's elements read together.
indirect enum AccessibilityItem: Sendable {
    case element(AccessibilityElement)
    /// A container's elements: in the container's own order when `explicitlyOrdered`, else sorted.
    case group([AccessibilityItem], explicitlyOrdered: Bool)
    /// The content of a scroll view given a position (`scrollTo:`, `contentOffset:`): sorted among itself, and
    /// placed among its neighbours by the scroll view's frame, since part of it is scrolled out of view.
    case scrolled([AccessibilityItem], viewport: Rect)
}
