import PlumbCore

/// The `sections` engine: UICollectionViewCompositionalLayout computed for a static screen.
///
/// Two kinds of node use it. The container (`.sections(.container)`, the collection view) stacks its sections
/// top to bottom, `interSectionSpacing` apart, each as wide as the container. A section (`.sections(.section)`)
/// lays out its children: the ones its boundary items name as headers and footers, the rest as items that a group
/// repeats over — see `SectionArranger.arrange` for the steps. Items are measured through `NodeSizing`, so an
/// item can be a stack, a constraint container or another sections container.
///
/// Right-to-left: a section is laid out left to right and mirrored inside its own frame, so an orthogonal row
/// starts at the right edge and runs off to the left, and leading boundary items sit on the right.
public struct SectionsEngine: ContainerEngine {
    public init() {}

    /// A container's height is its sections' heights plus the spacing between them; a section's is its boundary
    /// items, content insets and groups. Both take the proposed width (0 when none is proposed: like
    /// `UICollectionView`, a sections container has no intrinsic width).
    public func measure(_ node: Node, proposal: ProposedSize, context: LayoutContext) -> Size {
        let width = proposal.width ?? 0
        if let height = proposal.height { return Size(width: width, height: height) }
        switch node.layout {
        case .sections(.container(let configuration)):
            let insets = Self.contentInsets(node, ContainerInsets.safeArea(of: node, frame: nil, context: context))
            let stack = SectionStack(node: node, configuration: configuration, safeArea: insets)
            return Size(width: width, height: stack.arrange(width: width, context: context).height)
        case .sections(.section(let section)):
            return Size(
                width: width,
                height: SectionArranger(node: node, section: section, width: width, context: context).arrange().height)
        default:
            return Size(width: width, height: 0)
        }
    }

    /// The safe area a collection view insets its sections by: none under `contentInsetAdjustmentBehavior: never`
    /// ("Do not adjust the scroll view insets", Apple's documentation), else its own.
    private static func contentInsets(_ node: Node, _ safeArea: EdgeInsets) -> EdgeInsets {
        node.contentInsetAdjustment == .never ? .zero : safeArea
    }

    /// The sections of a container, or the items and boundary items of a section, in root coordinates. An
    /// orthogonal section's items may lie beyond its frame; they are drawn clipped to it.
    public func place(_ node: Node, in frame: Rect, context: LayoutContext) -> [Placement] {
        let local: [Rect]
        switch node.layout {
        case .sections(.container(let configuration)):
            let insets = Self.contentInsets(node, ContainerInsets.safeArea(of: node, frame: frame, context: context))
            local =
                SectionStack(node: node, configuration: configuration, safeArea: insets).arrange(
                    width: frame.width, context: context
                ).frames
        case .sections(.section(let section)):
            local = SectionArranger(node: node, section: section, width: frame.width, context: context).arrange().frames
        default:
            return []
        }
        let rightToLeft = context.environment.direction == .rtl
        return zip(node.children, local).map { child, rect in
            let mirrored = rightToLeft ? rect.mirrored(inWidth: frame.width) : rect
            return Placement(node: child, frame: mirrored.offsetBy(dx: frame.x, dy: frame.y))
        }
    }

    /// The size of a section's content at `width`: for an orthogonal section, the leading content inset, the row
    /// of groups and the trailing inset, which may be wider than the section (a scroll view's `contentSize`);
    /// for any other section, its width. The height is the section's fitting height.
    ///
    /// - Returns: `nil` when `section` is not a section node.
    public static func contentSize(of section: Node, width: Double, context: LayoutContext) -> Size? {
        guard case .sections(.section(let layout)) = section.layout else { return nil }
        let arrangement = SectionArranger(node: section, section: layout, width: width, context: context).arrange()
        return Size(width: arrangement.contentWidth, height: arrangement.height)
    }
}

/// A sections container's children, one under another across the full width.
///
/// Like a `UICollectionView` with `contentInsetAdjustmentBehavior` `.automatic`, the content is inset by the
/// container's safe area at the top and bottom (its adjusted content inset): the first section starts below the
/// notch, and the container's fitting height ends below the last section by the bottom inset.
struct SectionStack {
    let node: Node
    let configuration: SectionsConfiguration
    /// The container's own safe-area insets; only `top` and `bottom` are used.
    var safeArea: EdgeInsets = .zero

    /// One frame per child (hidden ones get an empty frame where the next would start) and the total height.
    func arrange(width: Double, context: LayoutContext) -> (frames: [Rect], height: Double) {
        var frames: [Rect] = []
        var y = safeArea.top, bottom = safeArea.top, placedAny = false
        for child in node.children {
            guard !child.hidden else {
                frames.append(Rect(x: 0, y: y, width: 0, height: 0))
                continue
            }
            if placedAny { y += configuration.interSectionSpacing }
            let size = NodeSizing.size(of: child, proposal: ProposedSize(width: width), context: context)
            frames.append(Rect(x: 0, y: y, width: size.width, height: size.height))
            y += size.height
            bottom = y
            placedAny = true
        }
        return (frames, bottom + safeArea.bottom)
    }
}
