/// How a text's lines break and what happens at its line limit: `UILabel.lineBreakMode` (`NSLineBreakMode`).
///
/// As in `UILabel`, every mode wraps a text of several lines at word boundaries, and a word wider than the line is
/// broken between characters ("wraps at word boundaries unless the word itself doesn't fit on a single line",
/// Apple's `NSLineBreakMode.byWordWrapping`); the mode decides what the last line allowed by `lines` does with the
/// text that does not fit. The default is `truncateTail`, `UILabel`'s.
public enum LineBreakMode: String, CaseIterable, Hashable, Sendable {
    /// Lines after the limit are not shown; nothing marks the cut (`.byWordWrapping`).
    case wordWrap
    /// Lines break between any two characters; lines after the limit are not shown (`.byCharWrapping`).
    case charWrap
    /// One line (`lines: 1`) is not wrapped: it is cut at the frame's edge (`.byClipping`).
    case clip
    /// The last line shows the end of its text, the start replaced by "…" (`.byTruncatingHead`).
    case truncateHead
    /// The last line shows its start and end, the middle replaced by "…" (`.byTruncatingMiddle`).
    case truncateMiddle
    /// The last line ends in "…" (`.byTruncatingTail`, `UILabel`'s default).
    case truncateTail

    /// Whether the cut is marked with an ellipsis.
    public var truncates: Bool { self == .truncateHead || self == .truncateMiddle || self == .truncateTail }
}

/// The base direction of a text's paragraphs (`NSWritingDirection`).
public enum WritingDirection: String, CaseIterable, Hashable, Sendable {
    /// Each paragraph takes its direction from its first strong character, left to right when it has none
    /// (`NSWritingDirection.natural`: Unicode bidi rules P2 and P3). `UILabel`'s default.
    case natural
    /// Every paragraph is left to right.
    case ltr
    /// Every paragraph is right to left.
    case rtl
}
