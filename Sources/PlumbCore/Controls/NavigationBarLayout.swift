/// Where a navigation bar's pieces go in its 44 pt row: the back button, the leading bar buttons after it, the
/// centred inline title and the trailing bar buttons; shared by drawing (text measured with the renderer's fonts)
/// and the accessibility model (the same rules on estimated widths).
///
/// UIKit's back button shows a chevron and the previous screen's title; when that title would run into the centred
/// title (or, under a large title, into the trailing items) it shows "Back" instead, and when even that does not fit,
/// the chevron alone (`UINavigationItem.BackButtonDisplayMode` documents the three forms: `default`, `generic`,
/// `minimal`). Apple documents no metrics for the chevron; `ControlMetrics.backChevron…` approximate the drawn
/// `chevron.backward` (docs/uikit-semantics.md). Under right-to-left layout everything is mirrored, the chevron
/// pointing right from the right edge.
public struct NavigationBarLayout: Hashable, Sendable {
    /// The back button: its whole frame (chevron and title), the chevron's frame, and the title it shows (the
    /// previous title, "Back", or `nil` for the chevron alone) with that title's frame.
    public struct BackButton: Hashable, Sendable {
        public var frame: Rect
        public var chevron: Rect
        public var title: String?
        public var titleFrame: Rect
    }

    /// The whole bar.
    public var frame: Rect
    /// The bar's 44 pt row (the top of a large-title bar).
    public var row: Rect
    public var back: BackButton?
    public var leading: [Rect]
    public var trailing: [Rect]
    /// The inline title's frame (its width, centred, kept clear of the items); `nil` for a large title or none.
    public var inlineTitle: Rect?
    /// The room the inline title is centred and truncated in: the row less the wider of the two ends, on both sides.
    public var titleRoom: Rect?

    /// The title UIKit shows on a back button whose previous title does not fit (`BackButtonDisplayMode.generic`).
    public static let genericBackTitle = "Back"

    /// Lays out a bar of `frame` whose content is `content` and title `title` (empty for none).
    ///
    /// - Parameters:
    ///   - itemWidth: the width of a bar button's or the back button's title (17 pt body at Large).
    ///   - titleWidth: the width of the inline title (17 pt semibold at Large).
    public init(
        frame: Rect, content: ControlContent, title: String, environment: Environment,
        itemWidth: (String) -> Double, titleWidth: (String) -> Double
    ) {
        let margin = SystemLayoutMargins.insets(forWidth: environment.width).left
        let rtl = environment.direction == .rtl
        let row = Rect(
            x: frame.x, y: frame.y, width: frame.width, height: min(frame.height, ControlMetrics.navigationBarHeight))
        self.row = row
        self.frame = frame
        // A slot `offset` from the leading (or trailing) end, `width` wide, mirrored under RTL.
        func slot(_ offset: Double, _ width: Double, leading: Bool) -> Rect {
            let x = leading != rtl ? row.minX + offset : row.maxX - offset - width
            return Rect(x: x, y: row.y, width: width, height: row.height)
        }
        // Bar buttons from `start`, `barItemSpacing` apart; the end is after the spacing that follows the last. An
        // image item is its tap target (`imageTarget`), its image where a title's text would start.
        func items(
            _ titles: [String], _ images: [BarButtonImage?], from start: Double, leading: Bool
        ) -> (frames: [Rect], end: Double) {
            var offset = start
            let frames = titles.indices.map { index -> Rect in
                guard index < images.count, let image = images[index] else {
                    let width = itemWidth(titles[index])
                    defer { offset += width + ControlMetrics.barItemSpacing }
                    return slot(offset, width, leading: leading)
                }
                let target = Self.imageTarget(image.size.width, at: offset)
                defer { offset = target.start + target.width }
                return slot(target.start, target.width, leading: leading)
            }
            return (frames, offset)
        }
        let leadingImages = content[NavigationBarKind.leadingItemImages]
        let trailingImages = content[NavigationBarKind.trailingItemImages]
        let trailing = items(content.trailingItems, trailingImages, from: margin, leading: false)
        self.trailing = trailing.frames
        let titleLength = content.largeTitle || title.isEmpty ? 0 : titleWidth(title)

        // The back button's forms, widest first: the previous title, "Back", the chevron alone.
        let backStart = ControlMetrics.backChevronInset + ControlMetrics.backChevronWidth
        var leadingStart = margin
        var back: BackButton?
        if let previous = content[NavigationBarKind.backTitle] {
            let candidates = (previous.isEmpty ? [] : [previous]) + [Self.genericBackTitle]
            func end(_ shown: String?) -> Double {
                shown.map { backStart + ControlMetrics.backTitleGap + itemWidth($0) } ?? backStart
            }
            func fits(_ shown: String?) -> Bool {
                let start = end(shown) + ControlMetrics.barItemSpacing
                let leadingEnd = items(content.leadingItems, leadingImages, from: start, leading: true).end
                if titleLength > 0 { return max(leadingEnd, trailing.end) <= (row.width - titleLength) / 2 }
                return leadingEnd <= row.width - trailing.end + ControlMetrics.barItemSpacing
            }
            let shown = candidates.first(where: fits)
            let backEnd = end(shown)
            let chevron = slot(ControlMetrics.backChevronInset, ControlMetrics.backChevronWidth, leading: true)
            let titleWidth = shown.map(itemWidth) ?? 0
            back = BackButton(
                frame: slot(0, backEnd, leading: true), chevron: chevron, title: shown,
                titleFrame: slot(backStart + ControlMetrics.backTitleGap, titleWidth, leading: true))
            leadingStart = backEnd + ControlMetrics.barItemSpacing
        }
        self.back = back
        let leading = items(content.leadingItems, leadingImages, from: leadingStart, leading: true)
        self.leading = leading.frames
        if titleLength > 0 {
            let room = max(0, row.width - 2 * max(leading.end, trailing.end))
            titleRoom = Rect(x: row.midX - room / 2, y: row.y, width: room, height: row.height)
            let width = min(titleLength, room)
            self.inlineTitle = Rect(x: row.midX - width / 2, y: row.y, width: width, height: row.height)
        } else {
            titleRoom = nil
            self.inlineTitle = nil
        }
    }

    /// Where an image item's tap target goes when its image would start `offset` from the bar's end: at least
    /// `BarButtonImage.minimumTarget` wide, centred on the image (so it reaches back into the spacing or margin
    /// before it, never past the bar's edge), the next item's spacing counted from the target's far side.
    ///
    /// UIKit gives a bar button image a 44 pt wide button (Apple's Human Interface Guidelines, 44 × 44 pt targets);
    /// Apple documents no spacing, so the gap between two symbols, a 44 pt target less the image, is an
    /// approximation of what iOS 17 shows (docs/uikit-semantics.md, "Bar button images").
    static func imageTarget(_ imageWidth: Double, at offset: Double) -> (start: Double, width: Double) {
        let width = max(BarButtonImage.minimumTarget, imageWidth)
        let start = max(0, offset - (width - imageWidth) / 2)
        return (start, width)
    }

    /// Lays out a bar as drawing and the accessibility model both do: bar button and back titles measured as 17 pt
    /// body text and the inline title as 17 pt semibold, both at the Large content size (bars do not scale their
    /// titles), each width rounded up to a whole point. The layout engines record it for each navigation bar
    /// (`LayoutResult.Entry.navigationBar`), so VoiceOver's frames are the drawn ones.
    public static func measured(
        frame: Rect, content: ControlContent, title: String, environment: Environment, measurer: any TextMeasuring
    ) -> NavigationBarLayout {
        var fixed = environment
        fixed.category = .large
        func width(_ string: String, style: TextStyle, weight: FontWeight? = nil) -> Double {
            measurer.measure(TextContent(string, style: style, weight: weight, lines: 1), in: fixed, width: nil)
                .size.width.rounded(.up)
        }
        return NavigationBarLayout(
            frame: frame, content: content, title: title, environment: environment,
            itemWidth: { width($0, style: .body) }, titleWidth: { width($0, style: .headline, weight: .semibold) })
    }
}
