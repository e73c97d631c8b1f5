/// Where a scroll container rests (`contentOffset:` or `scrollTo:` in a spec): UIKit's `contentOffset`.
///
/// UIKit: `contentOffset` is "the point at which the origin of the content view is offset from the origin of the
/// scroll view" (Apple's documentation, `UIScrollView.contentOffset`); at rest, scrolled to the top, it is
/// `-adjustedContentInset.top`. A scroll view the user lets go of bounces back inside
/// `-adjustedContentInset … contentSize - bounds.size + adjustedContentInset` (`UIScrollView.bounces`), so Plumb
/// clamps a given offset to that range: it draws the resting state.
public enum ScrollPosition: Hashable, Sendable {
    /// At rest before any scrolling: the top (the leading edge of a horizontal scroll view).
    case top
    /// Scrolled to the end of the content: a vertical list's bottom, a chat at its newest message.
    case bottom
    /// A horizontal scroll view at its leading edge (right to left, its right end).
    case leading
    /// A horizontal scroll view at its trailing edge (right to left, its left end).
    case trailing
    /// `contentOffset: [x, y]`: UIKit's `contentOffset` in points, clamped to the resting range.
    case offset(Point)
    /// `scrollTo: NODE-ID`: the node's frame made visible as `scrollRectToVisible(_:animated:)` does from the top
    /// ("If the area is already visible, the method does nothing"; otherwise the content moves just far enough).
    case node(String)
}

/// How a scroll container's content insets follow the safe area: UIKit's `contentInsetAdjustmentBehavior`
/// (`UIScrollView.ContentInsetAdjustmentBehavior`), spelled with its case names.
///
/// Apple's documentation for each case: `automatic` "Automatically adjust the scroll view insets" (the default);
/// `scrollableAxes` "Adjust insets only in scrollable directions"; `never` "Do not adjust the scroll view insets";
/// `always` "Always include the safe area insets in the content adjustment". Plumb's scroll containers scroll along
/// one axis, so `automatic` and `scrollableAxes` both inset the content along it (docs/spec-format.md says what is
/// approximated).
public enum ContentInsetAdjustment: String, CaseIterable, Hashable, Sendable {
    case automatic, scrollableAxes, never, always
}
