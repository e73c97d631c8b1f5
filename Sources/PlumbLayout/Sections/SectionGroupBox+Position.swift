import PlumbCore

extension SectionGroupBox {
    /// Step 5 of a section: each item's frame relative to the group's origin, once the group's size is final.
    ///
    /// 1. Fractions of an unknown height — a row whose height was estimated or uniform gives its
    ///    `fractionalHeight` items that fraction of its final height (`fractionalHeight(1)` stretches every
    ///    item to the tallest, the "stretch to the tallest item in a group" UIKit's estimated groups lack).
    /// 2. Along the axis — items one after another, the minimum interItemSpacing and edge spacing between
    ///    them; the group's free length is shared equally by every flexible spacing along the axis (flexible
    ///    interItemSpacing gaps and flexible leading/trailing edge spacing of a row, top/bottom of a column).
    /// 3. Across the axis — each item at its before-edge spacing; free space moves it when that edge is flexible
    ///    (all of it, or half when both edges are flexible, which centres it).
    /// 4. Content insets — the frame is the slot less the item's content insets on non-estimated axes.
    func itemFrames() -> [Rect] {
        let axis = group.axis
        let sizes = finalSlotSizes()  // 1
        let share = flexibleShare(sizes)  // 2
        let spacing = group.interItemSpacing
        var frames: [Rect] = []
        var position = 0.0
        for (index, slot) in slots.enumerated() {
            if index > 0 { position += spacing.minimum + (spacing.isFlexible ? share : 0) }
            position += Self.length(of: slot.item.edgeSpacing.before(along: axis), share: share)
            let cross = crossOffset(slot.item.edgeSpacing, length: axis.cross(sizes[index]))  // 3
            let rect = axis.rect(
                main: position, cross: cross, mainLength: axis.main(sizes[index]), crossLength: axis.cross(sizes[index])
            )
            frames.append(SectionItemSizing.applyContentInsets(rect, slot.item))  // 4
            position +=
                axis.main(sizes[index]) + Self.length(of: slot.item.edgeSpacing.after(along: axis), share: share)
        }
        return frames
    }

    /// Rule 1: each slot's size, with `fractionalHeight` items of a row of unknown height resolved against the
    /// group's final height.
    func finalSlotSizes() -> [Size] {
        slots.map { slot in
            guard group.axis == .horizontal, !heightWasKnown,
                case .fractionalHeight(let fraction) = slot.item.size.height
            else {
                return slot.size
            }
            return Size(width: slot.size.width, height: fraction * size.height)
        }
    }

    /// Rule 2: what each flexible spacing along the axis gets beyond its minimum — the free length shared
    /// equally, nothing when the items fill or overflow the group.
    func flexibleShare(_ sizes: [Size]) -> Double {
        let axis = group.axis
        let gaps = max(0, slots.count - 1)
        var used = Double(gaps) * group.interItemSpacing.minimum
        var flexible = group.interItemSpacing.isFlexible ? gaps : 0
        for (slot, size) in zip(slots, sizes) {
            for edge in [slot.item.edgeSpacing.before(along: axis), slot.item.edgeSpacing.after(along: axis)] {
                used += edge?.minimum ?? 0
                if edge?.isFlexible == true { flexible += 1 }
            }
            used += axis.main(size)
        }
        guard flexible > 0 else { return 0 }
        return max(0, axis.main(size) - used) / Double(flexible)
    }

    /// Rule 3: the offset across the axis of an item `length` long in this group.
    func crossOffset(_ spacing: EdgeSpacing, length: Double) -> Double {
        let across = group.axis.other
        let before = spacing.before(along: across), after = spacing.after(along: across)
        let start = before?.minimum ?? 0
        let free = group.axis.cross(size) - start - length - (after?.minimum ?? 0)
        guard free > 0, before?.isFlexible == true else { return start }
        return start + (after?.isFlexible == true ? free / 2 : free)
    }

    /// The length of an edge spacing: its minimum, plus `share` when it is flexible.
    static func length(of spacing: ItemSpacing?, share: Double) -> Double {
        guard let spacing else { return 0 }
        return spacing.minimum + (spacing.isFlexible ? share : 0)
    }
}
