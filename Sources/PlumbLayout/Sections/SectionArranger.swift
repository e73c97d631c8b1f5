import PlumbCore

/// One section laid out at a width, left to right, in section coordinates (origin at its top-left corner).
struct SectionArrangement {
    /// One frame per child of the section node, hidden ones included (an empty frame at the content's origin).
    var frames: [Rect]
    /// The section's fitting height: top boundary items, content insets and groups, bottom boundary items.
    var height: Double
    /// The section's width, or for an orthogonal section the leading inset, the row of groups and the trailing
    /// inset, which may be more.
    var contentWidth: Double
}

/// The layout of one section, step by step as UICollectionViewCompositionalLayout resolves it: items are sized in
/// their group, groups in the section's content area (docs/uikit-semantics.md §4). See `arrange`.
struct SectionArranger {
    let node: Node
    let section: SectionLayout
    let width: Double
    let context: LayoutContext

    /// The section's children in their two roles; hidden children take neither.
    struct Children {
        var boundaryItems: [(index: Int, node: Node, item: BoundaryItem)]
        var items: [(index: Int, node: Node)]
    }

    /// The steps, in order:
    ///
    /// 1. Children — boundary items (named by id) apart from items; hidden children take no part.
    /// 2. The content area — the section's width less `contentInsets`: the top-level group's container.
    /// 3. Groups — the group repeats over the items; each takes items while they fit, sizes them (absolute,
    ///    fractional of the group, estimated by measuring) and equalises `uniformAcrossSiblings` items.
    /// 4. `uniformAcrossSiblings` on the group — every group of the section grows to the largest.
    /// 5. Items in each group — fractions of the group's final height, spacing (fixed, then flexible), edge
    ///    spacing, then content insets.
    /// 6. Groups in the section — one under another `interGroupSpacing` apart, or side by side when orthogonal.
    /// 7. Boundary items — headers above the content insets, footers below, each extending the section.
    func arrange() -> SectionArrangement {
        let children = partitionChildren()  // 1
        let content = contentArea()  // 2
        var groups = fillGroups(children.items, content: content)  // 3
        shareUniformGroupSizes(&groups)  // 4
        let itemFrames = groups.map { $0.itemFrames() }  // 5
        let row = arrangeGroups(groups)  // 6
        let boundary = placeBoundaryItems(children.boundaryItems, contentHeight: row.contentHeight)  // 7
        return assemble(children, groups: groups, itemFrames: itemFrames, row: row, boundary: boundary)
    }

    /// Step 1: a child whose id a boundary item names is that header or footer; every other visible child is an
    /// item, in order.
    func partitionChildren() -> Children {
        var children = Children(boundaryItems: [], items: [])
        for (index, child) in node.children.enumerated() where !child.hidden {
            if let item = section.boundaryItem(child.id) {
                children.boundaryItems.append((index, child, item))
            } else {
                children.items.append((index, child))
            }
        }
        return children
    }

    /// Step 2: the top-level group's container — `NSCollectionLayoutEnvironment.container` less the section's
    /// `contentInsets`. Its width is the section's; its height is the environment's height, when it has one (the
    /// visible height of the screen), else unknown, and a top-level `fractionalHeight` then behaves as estimated.
    func contentArea() -> (width: Double, height: Double?) {
        let insets = section.contentInsets
        return (max(0, width - insets.horizontal), context.environment.height.map { max(0, $0 - insets.vertical) })
    }

    /// Step 3: groups until every item is placed; each group starts again from the first subitem.
    func fillGroups(_ items: [(index: Int, node: Node)], content: (width: Double, height: Double?)) -> [SectionGroupBox]
    {
        let sizer = SectionGroupSizer(group: section.group, container: content, context: context)
        var groups: [SectionGroupBox] = []
        var next = items[...]
        while !next.isEmpty {
            let group = sizer.fill(next)
            precondition(!group.slots.isEmpty, "a group always takes at least one item")
            next = next.dropFirst(group.slots.count)
            groups.append(group)
        }
        return groups
    }

    /// Step 4: `uniformAcrossSiblings` on the section's group shares the largest group's width or height with
    /// every group of the section ("when specified on the outermost group for a section, the largest size will
    /// be shared across the entire section").
    func shareUniformGroupSizes(_ groups: inout [SectionGroupBox]) {
        if section.group.size.width.isUniformAcrossSiblings, let widest = groups.map(\.size.width).max() {
            for index in groups.indices { groups[index].size.width = widest }
        }
        if section.group.size.height.isUniformAcrossSiblings, let tallest = groups.map(\.size.height).max() {
            for index in groups.indices { groups[index].size.height = tallest }
        }
    }

    /// Step 6: each group's origin in the content area, and the content's extent. A vertical section stacks
    /// groups at the leading edge; an orthogonal one puts them side by side along the top, past the trailing
    /// edge if they need to.
    func arrangeGroups(_ groups: [SectionGroupBox]) -> (origins: [Point], contentWidth: Double, contentHeight: Double) {
        var origins: [Point] = []
        var position = 0.0
        for (index, group) in groups.enumerated() {
            if index > 0 { position += section.interGroupSpacing }
            origins.append(section.isOrthogonal ? Point(x: position, y: 0) : Point(x: 0, y: position))
            position += section.isOrthogonal ? group.size.width : group.size.height
        }
        let insets = section.contentInsets
        if section.isOrthogonal {
            let tallest = groups.map(\.size.height).max() ?? 0
            return (origins, max(width, insets.left + position + insets.right), tallest)
        }
        return (origins, width, position)
    }

    /// Step 7: boundary items stacked above (top alignments) and below (bottom alignments) the content, in the
    /// order given. Each sits in a band as wide as the section, less the content insets' leading and trailing
    /// values when `supplementariesFollowContentInsets`; `top` and `bottom` centre it in the band, leading and
    /// trailing pin it to an edge. Frames are relative to the section's top; bottom ones still need the offset
    /// of everything above them.
    func placeBoundaryItems(
        _ items: [(index: Int, node: Node, item: BoundaryItem)], contentHeight: Double
    ) -> (frames: [Int: Rect], topHeight: Double, bottomHeight: Double) {
        let insets = section.contentInsets
        let bandX = section.supplementariesFollowContentInsets ? insets.left : 0
        let bandWidth = max(0, width - (section.supplementariesFollowContentInsets ? insets.horizontal : 0))
        var frames: [Int: Rect] = [:]
        var top = 0.0, bottom = 0.0
        for (index, child, item) in items {
            let size = SectionItemSizing.boundarySize(child, item.size, band: bandWidth, context: context)
            let x: Double
            switch item.alignment {
            case .topLeading, .bottomLeading: x = bandX
            case .topTrailing, .bottomTrailing: x = bandX + bandWidth - size.width
            case .top, .bottom: x = bandX + (bandWidth - size.width) / 2
            }
            if item.alignment.isTop {
                frames[index] = Rect(x: x, y: top, width: size.width, height: size.height)
                top += size.height
            } else {
                frames[index] = Rect(x: x, y: bottom, width: size.width, height: size.height)
                bottom += size.height
            }
        }
        return (frames, top, bottom)
    }

    /// Puts the steps' results in section coordinates, one frame per child.
    func assemble(
        _ children: Children, groups: [SectionGroupBox], itemFrames: [[Rect]],
        row: (origins: [Point], contentWidth: Double, contentHeight: Double),
        boundary: (frames: [Int: Rect], topHeight: Double, bottomHeight: Double)
    ) -> SectionArrangement {
        let insets = section.contentInsets
        let contentOrigin = Point(x: insets.left, y: boundary.topHeight + insets.top)
        let footerY = contentOrigin.y + row.contentHeight + insets.bottom
        var frames = Array(repeating: Rect(origin: contentOrigin, size: .zero), count: node.children.count)
        for (index, frame) in boundary.frames {
            let isTop = children.boundaryItems.first { $0.index == index }!.item.alignment.isTop
            frames[index] = isTop ? frame : frame.offsetBy(dx: 0, dy: footerY)
        }
        for (group, (origin, rects)) in zip(groups, zip(row.origins, itemFrames)) {
            for (slot, rect) in zip(group.slots, rects) {
                frames[slot.child] = rect.offsetBy(dx: contentOrigin.x + origin.x, dy: contentOrigin.y + origin.y)
            }
        }
        return SectionArrangement(
            frames: frames, height: footerY + boundary.bottomHeight, contentWidth: row.contentWidth)
    }
}
