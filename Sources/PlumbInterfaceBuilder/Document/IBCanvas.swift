import PlumbCore

/// The screen a root is laid out on by default: the canvas device's scale, the root's stored size, and the safe
/// area UIKit gives it.
public enum IBCanvas {
    /// Whether `root` is a view controller's view: a scene's root, or a XIB view File's Owner's `view` outlet names.
    public static func isControllerView(_ root: IBRoot, in document: IBDocument) -> Bool {
        if root.controller != nil { return true }
        guard let id = root.view["id"], let objects = document.root.child("objects") else { return false }
        return objects.children("placeholder").contains { placeholder in
            placeholder.child("connections")?.children("outlet").contains {
                $0["property"] == "view" && $0["destination"] == id
            } ?? false
        }
    }

    /// A table or collection view cell (or a reusable header): laid out at its own size, with no safe area.
    static func isCell(_ view: IBElement) -> Bool {
        ["tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewHeaderFooterView"].contains(
            view.name)
    }

    /// The matrix of one environment at the root's canvas: its stored size (a scene root fills the screen) at the
    /// device's scale, with the device's safe area for a view controller's view.
    public static func matrix(for root: IBRoot, in document: IBDocument) -> Matrix {
        let device = document.device
        let frame = IBViewIndex.frame(of: root.view)
        var width = frame?.width ?? device?.width ?? 375
        var height = frame?.height ?? device?.height ?? 667
        if let device, root.controller != nil, frame == nil {
            width = document.landscape ? device.height : device.width
            height = document.landscape ? device.width : device.height
        }
        // Interface Builder shows every top-level view but a cell as on the device's screen: the device's safe
        // area and a view controller's system margins (observed: stored frames of XIB views pinned to their
        // margins, docs/interface-builder.md).
        let insets = isCell(root.view) ? .zero : device?.safeAreaInsets(landscape: document.landscape) ?? .zero
        return Matrix(
            widths: [width], scales: [device?.scale ?? 2], height: height, safeAreaInsets: insets,
            appearances: [document.dark ? .dark : .light])
    }
}
