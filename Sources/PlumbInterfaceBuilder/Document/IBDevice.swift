import PlumbCore

/// An Interface Builder canvas device (`<device id="retina6_12">`): its portrait screen in points, its scale and
/// the safe area UIKit gives a full-screen view on it.
///
/// Sizes are those listed in docs/interface-builder.md ("Devices"): Apple's screen sizes for the iPhone each id
/// stands for (retina6_12 is the 6.1" iPhone 15's 393 × 852), safe areas as UIKit reports them for a full-screen
/// root in the Simulator (status bar 20 pt on home-button phones; the sensor housing and home indicator elsewhere).
public struct IBDevice: Hashable, Sendable {
    public var id: String
    public var width: Double
    public var height: Double
    public var scale: Int
    /// Portrait insets: top (status bar or sensor housing) and bottom (home indicator).
    public var top: Double
    public var bottom: Double

    /// The device named `id`, or `nil` for one Plumb does not know (then the root's stored frame and 2× are used).
    public static func named(_ id: String) -> IBDevice? {
        table.first { $0.id == id }
    }

    /// The safe-area insets of a full-screen root in `orientation` ("portrait" or "landscape").
    public func safeAreaInsets(landscape: Bool) -> EdgeInsets {
        // An iPad keeps its status bar and home indicator in landscape (docs/devices.md).
        guard landscape, !id.hasPrefix("ipad") else { return EdgeInsets(top: top, bottom: bottom) }
        // Landscape: the sensor side's inset on both sides and 21 at the bottom on phones without a home button.
        return bottom > 0 ? EdgeInsets(left: top == 20 ? 0 : 44, bottom: 21, right: top == 20 ? 0 : 44) : .zero
    }

    static let table: [IBDevice] = [
        IBDevice(id: "retina3_5", width: 320, height: 480, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "retina4_0", width: 320, height: 568, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "retina4_7", width: 375, height: 667, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "retina5_5", width: 414, height: 736, scale: 3, top: 20, bottom: 0),
        IBDevice(id: "retina5_9", width: 375, height: 812, scale: 3, top: 44, bottom: 34),
        IBDevice(id: "retina6_0", width: 390, height: 844, scale: 3, top: 47, bottom: 34),
        IBDevice(id: "retina6_1", width: 414, height: 896, scale: 2, top: 44, bottom: 34),
        IBDevice(id: "retina6_5", width: 414, height: 896, scale: 3, top: 44, bottom: 34),
        IBDevice(id: "retina6_7", width: 428, height: 926, scale: 3, top: 47, bottom: 34),
        IBDevice(id: "retina6_12", width: 393, height: 852, scale: 3, top: 59, bottom: 34),
        IBDevice(id: "retina6_72", width: 430, height: 932, scale: 3, top: 59, bottom: 34),
        IBDevice(id: "retina6_3", width: 402, height: 874, scale: 3, top: 62, bottom: 34),
        IBDevice(id: "retina6_9", width: 440, height: 956, scale: 3, top: 62, bottom: 34),
        IBDevice(id: "ipad9_7", width: 768, height: 1024, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "ipad10_2", width: 810, height: 1080, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "ipad10_5", width: 834, height: 1112, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "ipad10_9rounded", width: 820, height: 1180, scale: 2, top: 24, bottom: 20),
        IBDevice(id: "ipad11", width: 834, height: 1194, scale: 2, top: 24, bottom: 20),
        IBDevice(id: "ipad12_9", width: 1024, height: 1366, scale: 2, top: 20, bottom: 0),
        IBDevice(id: "ipad12_9rounded", width: 1024, height: 1366, scale: 2, top: 24, bottom: 20),
    ]
}
