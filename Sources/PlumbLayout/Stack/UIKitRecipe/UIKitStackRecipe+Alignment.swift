import PlumbCore

/// The cross-axis constraints of UIStackView's recipe (docs/uikit-semantics.md §3): `UISV-alignment`, the spanning guide
/// (`_UILayoutSpacer`) and `UISV-ambiguity-suppression`.
///
/// UIKit ties every arranged view to the first one (equal tops, centres, bottoms or baselines) and the first one,
/// or the spanning guide, to the canvas. Tying each view to the canvas directly is the same system; written that
/// way it also serves a child's own `alignSelf`, which UIStackView does not have.
extension UIKitStackRecipe {
    func alignment() {
        for item in items { alignmentConstraints(item) }
        baselineAlignment()
        spanner()
        for item in items where item.alignment != .fill {
            add((item.crossLength == 0) | Priority(25), "UISV-ambiguity-suppression \(item.node.id)")
        }
    }

    /// `UISV-alignment` and the cross-axis canvas connection for one view (hidden views included, as UIKit keeps
    /// them aligned): `fill` pins both edges to the canvas, `leading` the start edge, `trailing` the end edge,
    /// `center` the centre. Baseline alignments are added per group by `baselineAlignment`.
    private func alignmentConstraints(_ item: UIKitStackItem) {
        let id = item.node.id
        switch item.alignment {
        case .fill:
            add(item.crossStart == canvasCrossStart, "UISV-alignment \(id) start (fill)")
            add(item.crossEnd == canvasCrossEnd, "UISV-alignment \(id) end (fill)")
        case .leading:
            add(item.crossStart == canvasCrossStart, "UISV-alignment \(id) start (leading)")
        case .trailing:
            add(item.crossEnd == canvasCrossEnd, "UISV-alignment \(id) end (trailing)")
        case .center:
            add(item.crossCenter == 0.5 * (canvasCrossStart + canvasCrossEnd), "UISV-alignment \(id) center")
        case .firstBaseline, .lastBaseline:
            break
        }
    }

    /// `UISV-alignment` for `firstBaseline` / `lastBaseline` (horizontal stacks): the views of each group share
    /// one baseline, equal to the first view's of the group.
    private func baselineAlignment() {
        for group in [CrossAlignment.firstBaseline, .lastBaseline] {
            let members = items.filter { $0.alignment == group }
            guard let first = members.first else { continue }
            let isFirst = group == .firstBaseline
            let anchor = first.baseline(first: isFirst, top: first.crossStart, height: first.crossLength)
            for item in members.dropFirst() {
                add(
                    item.baseline(first: isFirst, top: item.crossStart, height: item.crossLength) == anchor,
                    "UISV-alignment \(item.node.id) baseline")
            }
        }
    }

    /// The spanning guide (`_UILayoutSpacer`) around the visible views that don't fill, pinned to the canvas's
    /// cross edges, with `UISV-spanning-fit` (its length == 0 @51) pulling it, and so a fitting stack, tight.
    ///
    /// `UISV-spanning-boundary` per view: `leading` — guide start == view start @999.5, guide end >= view end;
    /// `trailing` — guide end == view end @999.5, guide start <= view start; `center` — start <=, end >=.
    /// Baseline-aligned views get both inequalities, so every view stays inside the canvas. Where the group sits
    /// in a canvas taller than it is not pinned down by the recipe as captured (TZStackView pins the first view's
    /// top to the canvas, which lets a taller neighbour stick out above it); Plumb adds guide start == view start
    /// at priority 24 — below every priority UIKit uses, so it never stretches a view against its hugging — which
    /// lifts the group until its tallest ascent touches the canvas top, as the direct engine places it (see
    /// docs/stack-parity.md).
    private func spanner() {
        let spanning = visible.filter { $0.alignment != .fill }
        guard !spanning.isEmpty else { return }
        let start = Variable("spanner.start"), length = Variable("spanner.length")
        add(start == canvasCrossStart, "UISV-canvas-connection spanner start")
        add(start + length == canvasCrossEnd, "UISV-canvas-connection spanner end")
        for item in spanning {
            let id = item.node.id
            switch item.alignment {
            case .leading:
                add((start == item.crossStart) | Priority(999.5), "UISV-spanning-boundary \(id) start")
                add(start + length >= item.crossEnd, "UISV-spanning-boundary \(id) end")
            case .trailing:
                add((start + length == item.crossEnd) | Priority(999.5), "UISV-spanning-boundary \(id) end")
                add(start <= item.crossStart, "UISV-spanning-boundary \(id) start")
            case .center:
                add(start <= item.crossStart, "UISV-spanning-boundary \(id) start")
                add(start + length >= item.crossEnd, "UISV-spanning-boundary \(id) end")
            case .firstBaseline, .lastBaseline:
                add(start <= item.crossStart, "UISV-spanning-boundary \(id) start")
                add(start + length >= item.crossEnd, "UISV-spanning-boundary \(id) end")
                add((start == item.crossStart) | Priority(24), "baseline group to the top @24 (Plumb)")
            case .fill:
                break
            }
        }
        add((length == 0) | Priority(51), "UISV-spanning-fit")
    }
}
