/// A named device: the screen's size in points, its scale, its safe area and its horizontal size class, in one
/// orientation (`iphone-16`, `iphone-16-landscape`).
///
/// A preset sets an environment's width, height, scale and safe-area insets at once; the root's layout margins then
/// follow the width as on the device (`SystemLayoutMargins`). The table is `DevicePresets.all` (docs/devices.md).
public struct DevicePreset: Hashable, Sendable {
    /// The preset's name as specs and flags write it.
    public var name: String
    public var width: Double
    public var height: Double
    public var scale: Int
    /// The screen's unsafe edges in this orientation (status bar or sensor housing, home indicator).
    public var safeAreaInsets: EdgeInsets
    public var sizeClass: SizeClass

    public init(
        name: String, width: Double, height: Double, scale: Int, safeAreaInsets: EdgeInsets, sizeClass: SizeClass
    ) {
        self.name = name
        self.width = width
        self.height = height
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        self.sizeClass = sizeClass
    }

    /// The preset named `name` (case-insensitive), or `nil`.
    public static func named(_ name: String) -> DevicePreset? {
        let lowered = name.lowercased()
        return DevicePresets.all.first { $0.name == lowered }
    }
}
