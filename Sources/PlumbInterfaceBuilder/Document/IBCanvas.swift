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
    /// device's scale, with the safe area Interface Builder gives it (`safeAreaInsets(for:in:)`).
    public static func matrix(for root: IBRoot, in document: IBDocument) -> Matrix {
        let device = document.device
        let frame = IBViewIndex.frame(of: root.view)
        var width = frame?.width ?? device?.width ?? 375
        var height = frame?.height ?? device?.height ?? 667
        if let device, root.controller != nil, frame == nil {
            width = document.landscape ? device.height : device.width
            height = document.landscape ? device.width : device.height
        }
        return Matrix(
            widths: [width], scales: [device?.scale ?? 2], height: height,
            safeAreaInsets: safeAreaInsets(for: root, in: document, size: Size(width: width, height: height)),
            appearances: [document.dark ? .dark : .light])
    }

    /// The safe area of `root` laid out at `size`.
    ///
    /// Interface Builder shows every top-level view but a cell as on the device's screen: the device's safe area
    /// and a view controller's system margins (observed: stored frames of XIB views pinned to their margins,
    /// docs/interface-builder.md). A scene is on the screen only when it is the screen's size: a freeform scene, a
    /// popover's or one already sized to end at an opaque bar has no status bar or home indicator in it (observed:
    /// a 375 × 2000 scene under a translucent navigation bar stores its safe area's top at 44, 200 × 65 popovers
    /// at 0). A scene's bars (`IBSimulatedBars`) then add their height to the edge when translucent, or leave
    /// nothing there when opaque, since the view starts below them (observed: 64 under a navigation bar on a
    /// 375 × 667 canvas, 83 above a tab bar on 375 × 812; 0 under an opaque bar).
    static func safeAreaInsets(for root: IBRoot, in document: IBDocument, size: Size) -> EdgeInsets {
        guard let device = document.device, !isCell(root.view) else { return .zero }
        var insets = device.safeAreaInsets(landscape: document.landscape)
        guard let controller = root.controller else { return insets }
        let screen = document.landscape ? (device.height, device.width) : (device.width, device.height)
        if abs(size.width - screen.0) > 0.5 || abs(size.height - screen.1) > 0.5 { insets = .zero }
        let bars = IBSimulatedBars.bars(of: controller, in: document)
        if let top = bars.top { insets.top = top.translucent ? insets.top + top.height : 0 }
        if let bottom = bars.bottom { insets.bottom = bottom.translucent ? insets.bottom + bottom.height : 0 }
        return insets
    }
}
