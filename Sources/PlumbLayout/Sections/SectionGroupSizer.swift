import PlumbCore

/// One item of a group while the section is laid out: the child, the subitem that sizes it and its slot.
struct GroupSlot {
    /// Position in the section node's `children`.
    let child: Int
    let node: Node
    let item: SectionItem
    /// The item's frame size before content insets, without edge spacing.
    var size: Size
}

/// One group of a section: the items it took and its size.
struct SectionGroupBox {
    let group: SectionGroup
    var slots: [GroupSlot]
    /// The group's size; step 4 may still grow it (`uniformAcrossSiblings` on the group).
    var size: Size
    /// Whether the group's height was known before its items were sized (absolute, or a fraction of a known
    /// height); when not, its items' `fractionalHeight` is resolved against its final height.
    let heightWasKnown: Bool
}

/// Step 3 of a section: which items one group takes and how big they and the group are.
struct SectionGroupSizer {
    let group: SectionGroup
    /// The top-level group's container: the section's content area (its height may be unknown).
    let container: (width: Double, height: Double?)
    let context: LayoutContext

    /// The group's width and height where they don't depend on its items: absolute, or fractions of the content area.
    var knownSize: (width: Double?, height: Double?) {
        (
            SectionItemSizing.resolve(group.size.width, width: container.width, height: container.height),
            SectionItemSizing.resolve(group.size.height, width: container.width, height: container.height)
        )
    }

    /// One group filled from the front of `items`, in three rules:
    ///
    /// 1. Fill — subitems are used in turn, from the first, and repeated while the next item still fits the
    ///    group's length along its axis (minimum spacing and edge spacing included); the first item is always
    ///    taken. A group whose length along its axis is not known has no limit and takes every item; a `count`
    ///    group takes `count` items, each `(length − gaps) / count` long, less its edge spacing.
    /// 2. `uniformAcrossSiblings` items grow to the largest such sibling in the group: widths first (estimated
    ///    heights are measured again at the new width), then heights.
    /// 3. The group's own size, where it is estimated: its items along the axis, the largest item across it.
    func fill(_ items: ArraySlice<(index: Int, node: Node)>) -> SectionGroupBox {
        let axis = group.axis
        let known = knownSize
        let limit = axis == .horizontal ? known.width : known.height
        let spacing = group.interItemSpacing.minimum
        let equalLength = group.count.flatMap { count in
            limit.map { ($0 - Double(count - 1) * spacing) / Double(count) }
        }
        var slots: [GroupSlot] = []
        var used = 0.0
        for (index, node) in items {
            if let count = group.count, slots.count == count { break }
            let item = group.subitems[slots.count % group.subitems.count]
            let edges = Self.edgeMinimum(item.edgeSpacing, along: axis)
            let main = equalLength.map { max(0, $0 - edges) }
            let size = slotSize(
                node, item, known: known, width: axis == .horizontal ? main : nil,
                height: axis == .vertical ? main : nil)
            let gap = slots.isEmpty ? 0 : spacing
            let extent = gap + axis.main(size) + edges
            if group.count == nil, let limit, !slots.isEmpty, used + extent > limit + 1e-9 { break }
            slots.append(GroupSlot(child: index, node: node, item: item, size: size))
            used += extent
        }
        equaliseUniformItems(&slots, known: known)
        return SectionGroupBox(
            group: group, slots: slots, size: groupSize(slots, known: known), heightWasKnown: known.height != nil)
    }

    /// An item's slot in this group, with the group's known lengths as the fractions' base.
    func slotSize(
        _ node: Node, _ item: SectionItem, known: (width: Double?, height: Double?), width: Double?, height: Double?
    ) -> Size {
        SectionItemSizing.slotSize(
            node, item, group: known, fallbackWidth: container.width, width: width, height: height, context: context)
    }

    /// Rule 2: `uniformAcrossSiblings` items take the largest such sibling's width, then height.
    func equaliseUniformItems(_ slots: inout [GroupSlot], known: (width: Double?, height: Double?)) {
        let uniformWidths = slots.indices.filter { slots[$0].item.size.width.isUniformAcrossSiblings }
        if let widest = uniformWidths.map({ slots[$0].size.width }).max() {
            for index in uniformWidths where slots[index].size.width != widest {
                slots[index].size = slotSize(
                    slots[index].node, slots[index].item, known: known, width: widest, height: nil)
            }
        }
        let uniformHeights = slots.indices.filter { slots[$0].item.size.height.isUniformAcrossSiblings }
        if let tallest = uniformHeights.map({ slots[$0].size.height }).max() {
            for index in uniformHeights { slots[index].size.height = tallest }
        }
    }

    /// Rule 3: the group's known lengths, else its items' extent: along the axis, the slots, their edge spacing
    /// and the minimum spacing between them; across it, the largest slot with its edge spacing.
    func groupSize(_ slots: [GroupSlot], known: (width: Double?, height: Double?)) -> Size {
        let axis = group.axis
        let gaps = Double(max(0, slots.count - 1)) * group.interItemSpacing.minimum
        let main = slots.reduce(gaps) { $0 + axis.main($1.size) + Self.edgeMinimum($1.item.edgeSpacing, along: axis) }
        let cross =
            slots.map { axis.cross($0.size) + Self.edgeMinimum($0.item.edgeSpacing, along: axis.other) }.max() ?? 0
        let fitted = axis.size(main: main, cross: cross)
        return Size(width: known.width ?? fitted.width, height: known.height ?? fitted.height)
    }

    /// The minimum edge spacing before and after an item along `axis`.
    static func edgeMinimum(_ spacing: EdgeSpacing, along axis: Axis) -> Double {
        (spacing.before(along: axis)?.minimum ?? 0) + (spacing.after(along: axis)?.minimum ?? 0)
    }
}

extension EdgeSpacing {
    /// The spacing before an item along `axis`: leading for a row, top for a column.
    func before(along axis: Axis) -> ItemSpacing? { axis == .horizontal ? leading : top }

    /// The spacing after an item along `axis`: trailing for a row, bottom for a column.
    func after(along axis: Axis) -> ItemSpacing? { axis == .horizontal ? trailing : bottom }
}
