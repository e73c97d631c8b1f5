import PlumbCore

/// The view model of one feed cell (docs/design.md §11.6), made deterministically from its row index, and the rules that
/// every engine's build of the cell follows.
///
/// # The rules (shared by `FeedCellManualLayout`, `FeedCellConstraints` and `FeedCellStack`)
/// W is the cell's width; the content is inset 8 on every side, so the content width is C = W − 16. The rows below
/// follow each other top to bottom with 8 between them; the cell's height is the last row's bottom plus 8. Text
/// frames are as wide as their row gives them and as high as their text measured at that width, rounded up to a
/// whole point (`integralSize`). Under right-to-left every frame is mirrored inside the cell, as UIKit flips
/// leading and trailing.
/// - (a) *action* (footnote, 1 line) from the leading edge, C − 24 − 8 wide; the 24 × 24 *options* button at the
///   trailing edge, 8 after it. The row is as high as the taller of the two; both are centred vertically in it
///   (the taller one therefore sits at the row's top).
/// - (b) the 50 × 50 *posterImage* at the leading edge; 8 after it a column C − 58 wide of *posterName* (headline,
///   1 line), *posterHeadline* (subheadline, up to 3 lines) and *posterTime* (caption1, 1 line) with no space
///   between them. Image and column are both top-aligned; the row is as high as the taller of the two, so a short
///   column leaves space under it and a tall one pushes the next row down.
/// - (c) *posterComment* (body, unlimited), full content width.
/// - (d) *contentImage*, full content width, height C × 200 / 350.
/// - (e) *contentTitle* (headline, up to 2 lines) and directly under it *contentDomain* (caption1, 1 line), full
///   content width.
/// - (f) the *like*, *comment* and *share* buttons (titles in `buttonStyle`, 1 line), side by side with no space
///   between them, each C / 3 wide. A button is as high as its title plus `ButtonMetrics.contentInsets` (7 above,
///   7 below); the row is as high as the tallest button and all three take that height.
/// - (g) the 50 × 50 *actorImage* at the leading edge and 8 after it *actorComment* (body, unlimited), C − 58
///   wide, both top-aligned; the row is as high as the taller.
///
/// At large sizes the cell adapts the way Apple's apps do (and as the settings cell turns vertical):
/// - from XXL up (`stacksButtons`) the three buttons stack vertically, each the full content width, 8 apart, in the
///   order like, comment, share — still of equal width. A third of the narrowest content width (304 / 3 − 24 =
///   77.3 pt of title) no longer holds "Comment" in footnote from XXL on, and a one-word title cannot wrap;
/// - at the five accessibility categories every line-limited label may also wrap (`numberOfLines = 0`), so no
///   text is cut off.
public struct FeedCellModel: Hashable, Sendable {
    public var action: String
    public var posterName: String
    public var posterHeadline: String
    public var posterTime: String
    public var posterComment: String
    public var contentTitle: String
    public var contentDomain: String
    public var actorComment: String

    /// Button titles and their style: footnote keeps "Comment" on one line in a third of 320 − 16 pt up to XXXL.
    public static let buttonTitles = ["Like", "Comment", "Share"]
    public static let buttonStyle = TextStyle.footnote
    public static let inset = 8.0
    public static let spacing = 8.0
    public static let imageSide = 50.0
    public static let optionsSide = 24.0
    /// The content image's height is its width × `contentAspect` (200 / 350).
    public static let contentAspect = 200.0 / 350.0

    /// The model of feed row `index`: names, times and lengths vary with the index the way a feed's rows do.
    ///
    /// Words are short (at most 8 letters) so that each fits on a line at AX5 in the narrowest column
    /// (320 − 16 − 58 = 246 pt); the line-limited strings fit their limits at every non-accessibility category.
    public init(index: Int) {
        let names = ["Ana", "Ben Okafor", "Chloe", "Dev Patel", "Emma Li", "Farid", "Grace Kim"]
        let poster = names[index % names.count]
        let actor = names[(index + 3) % names.count]
        let stuff = ["", " with some longer stuff", " with some longer stuff that goes on for a bit"]
        action = "\(actor) liked this"
        posterName = poster
        posterHeadline = "poster title \(index)" + stuff[index % 3]
        posterTime = "\(index % 23 + 1) hrs ago"
        posterComment = "poster comment \(index)" + String(repeating: " and more words here", count: index % 4)
        contentTitle = "content title \(index)" + (index % 2 == 0 ? "" : " with more stuff")
        contentDomain = "site\(index % 10).com"
        actorComment = "actor comment \(index)" + String(repeating: " and then some", count: (index + 1) % 3)
    }

    /// Whether the cell is in its accessibility shape (wrapping labels, buttons in a column).
    public static func isAccessibility(_ environment: Environment) -> Bool {
        environment.category.isAccessibilityCategory
    }

    /// Whether the buttons of row (f) stack vertically: from XXL up.
    public static func stacksButtons(_ environment: Environment) -> Bool {
        environment.category >= .extraExtraLarge
    }

    /// `lines`, or unlimited at the accessibility categories.
    static func lines(_ lines: Int, _ environment: Environment) -> Int {
        isAccessibility(environment) ? 0 : lines
    }

    /// The text of every label as drawn in `environment`, by node id.
    public func texts(in environment: Environment) -> [String: TextContent] {
        Dictionary(
            uniqueKeysWithValues: Leaf.allCases.compactMap { leaf in
                text(of: leaf, in: environment).map { (leaf.id, $0) }
            })
    }

    /// The text of `leaf` as drawn in `environment`, or `nil` for a leaf that is not a label.
    func text(of leaf: Leaf, in environment: Environment) -> TextContent? {
        func text(_ string: String, _ style: TextStyle, _ lines: Int) -> TextContent {
            TextContent(string, style: style, lines: lines == 0 ? 0 : Self.lines(lines, environment))
        }
        switch leaf {
        case .action: return text(action, .footnote, 1)
        case .posterName: return text(posterName, .headline, 1)
        case .posterHeadline: return text(posterHeadline, .subheadline, 3)
        case .posterTime: return text(posterTime, .caption1, 1)
        case .posterComment: return text(posterComment, .body, 0)
        case .contentTitle: return text(contentTitle, .headline, 2)
        case .contentDomain: return text(contentDomain, .caption1, 1)
        case .actorComment: return text(actorComment, .body, 0)
        case .options, .posterImage, .contentImage, .like, .comment, .share, .actorImage: return nil
        }
    }

    /// The leaves of the cell in drawing order (`Leaf`, `ID.leaves`), with their fixed sizes (images, the options
    /// button); every build arranges these same nodes. The content image has no fixed height here: each build
    /// derives it from its width.
    public func leaves(in environment: Environment) -> [Node] {
        Leaf.allCases.map { leaf in
            switch leaf {
            case .posterImage, .actorImage:
                return Node(id: leaf.id, kind: .image, fixedWidth: Self.imageSide, fixedHeight: Self.imageSide)
            case .contentImage:
                return Node(id: leaf.id, kind: .image)
            case .options:
                var options = Node(
                    id: leaf.id, kind: .button, fixedWidth: Self.optionsSide, fixedHeight: Self.optionsSide,
                    style: NodeStyle(background: Color(red: 229, green: 229, blue: 234), cornerRadius: 12))
                options.accessibility.label = "More options"  // an icon button (docs/accessibility.md, missingLabel)
                return options
            case .like, .comment, .share:
                let title = Self.buttonTitles[leaf.rawValue - Leaf.like.rawValue]
                // The Increase Contrast blue: the default tint, systemBlue, is 4.02:1 on white, under the 4.5:1 a
                // 13 pt title needs (docs/accessibility.md, lowContrast).
                return Node(
                    id: leaf.id, kind: .button,
                    text: TextContent(
                        title, style: Self.buttonStyle, lines: Self.lines(1, environment),
                        color: .systemBlueIncreasedContrast))
            case .action, .posterName, .posterHeadline, .posterTime, .posterComment, .contentTitle, .contentDomain,
                .actorComment:
                return .text(leaf.id, text(of: leaf, in: environment)!)
            }
        }
    }

    /// The leaves by position in `leaves(in:)`, so a build can address them without looking their ids up.
    enum Leaf: Int, CaseIterable {
        case action, options, posterImage, posterName, posterHeadline, posterTime, posterComment, contentImage
        case contentTitle, contentDomain, like, comment, share, actorImage, actorComment

        /// The leaf's node id.
        var id: String { ID.leaves[rawValue] }
        /// The three buttons of row (f), in order.
        static let buttons: [Leaf] = [.like, .comment, .share]
    }

    /// Node ids shared by every engine's build of the cell, so their frames can be compared.
    public enum ID {
        public static let cell = "cell"
        public static let action = "action", options = "options"
        public static let posterImage = "posterImage", posterName = "posterName"
        public static let posterHeadline = "posterHeadline", posterTime = "posterTime"
        public static let posterComment = "posterComment", contentImage = "contentImage"
        public static let contentTitle = "contentTitle", contentDomain = "contentDomain"
        public static let like = "like", comment = "comment", share = "share"
        public static let buttons = [like, comment, share]
        public static let actorImage = "actorImage", actorComment = "actorComment"
        /// Every leaf id, in drawing order.
        public static let leaves = [
            action, options, posterImage, posterName, posterHeadline, posterTime, posterComment, contentImage,
            contentTitle, contentDomain, like, comment, share, actorImage, actorComment,
        ]
    }
}
