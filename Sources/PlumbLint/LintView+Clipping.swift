import PlumbCore

extension LintView {
    /// Whether a node clips what its descendants draw: a scroll container's viewport, an orthogonal section, or
    /// `clipsToBounds` — the clips the renderer applies (`Renderer`'s scopes).
    func clipsDescendants(_ index: Int) -> Bool {
        let node = entry(index).node
        return node.clipsDescendants || node.style.decoration?.clipsToBounds == true
    }

    /// The part of the root in which `index` can be seen: the intersection of the frames of its ancestors that clip
    /// their descendants; `nil` when no ancestor clips. An empty rectangle when they share no area.
    ///
    /// Content outside it is scrolled out of view (a scroll container's) or cut (`clipsToBounds`).
    func visibleArea(of index: Int) -> Rect? {
        var area: Rect?
        var current = entry(index).parent
        while let c = current {
            if clipsDescendants(c) {
                let frame = entry(c).frame
                area = area.map { $0.intersection(frame) ?? Rect(x: frame.x, y: frame.y, width: 0, height: 0) } ?? frame
            }
            current = entry(c).parent
        }
        return area
    }

    /// The part of the root outside which what `index` draws is cut off: the intersection of the frames of the
    /// node itself when it sets `clipsToBounds` and of its clipping ancestors, a scroll container's only across its
    /// scroll axis (along it, content beyond the viewport is scrolled out of view, not cut, and so is content
    /// inside it for every clip further out); `nil` when nothing cuts it.
    func cutArea(of index: Int) -> Rect? {
        let far = 1e12
        var area: Rect?
        // Axes along which a scroll container on the way up scrolls: content there is brought into view by
        // scrolling it, so no clip further out cuts along them either (a card scrolled sideways in an orthogonal
        // section of a vertical list is not cut by the list's edges).
        var scrollsHorizontally = false, scrollsVertically = false
        var current: Int? = index
        while let c = current {
            let node = entry(c).node
            if c == index ? node.style.decoration?.clipsToBounds == true : clipsDescendants(c) {
                let frame = entry(c).frame
                if let axis = node.scrollAxis {
                    if axis == .vertical { scrollsVertically = true } else { scrollsHorizontally = true }
                } else if node.layout.clipsDescendants {
                    // An orthogonal section scrolls sideways.
                    scrollsHorizontally = true
                }
                let shown = Rect(
                    x: scrollsHorizontally ? -far : frame.x, y: scrollsVertically ? -far : frame.y,
                    width: scrollsHorizontally ? 2 * far : frame.width,
                    height: scrollsVertically ? 2 * far : frame.height)
                area = area.map { $0.intersection(shown) ?? Rect(x: shown.x, y: shown.y, width: 0, height: 0) } ?? shown
            }
            current = entry(c).parent
        }
        return area
    }
}
