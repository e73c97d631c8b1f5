/// The devices Plumb knows by name: current iPhones and iPads, each in portrait and in landscape.
///
/// Sizes (points) and scales are those of Apple's HIG, Layout › Specifications › iOS and iPadOS device screen sizes.
/// Safe-area insets are those UIKit reports for a full-screen view controller's root view on each device in Xcode's
/// Simulator (status bar or sensor housing on top, home indicator at the bottom; in landscape the sensor side's inset
/// on both sides and 21 pt at the bottom). docs/devices.md lists the table with these sources.
public enum DevicePresets {
    /// One device family: its portrait size, scale, portrait safe area (top, bottom), landscape safe area (sides,
    /// bottom) and whether it is regular width in landscape.
    private struct Family {
        var names: [String]
        var width: Double, height: Double, scale: Int
        var top: Double, bottom: Double
        var landscapeSides: Double, landscapeBottom: Double, landscapeTop: Double = 0
        var isPad = false
        var regularInLandscape = false
    }

    private static let families: [Family] = [
        Family(
            names: ["iphone-se-3"], width: 375, height: 667, scale: 2, top: 20, bottom: 0, landscapeSides: 0,
            landscapeBottom: 0),
        Family(
            names: ["iphone-13-mini"], width: 375, height: 812, scale: 3, top: 50, bottom: 34, landscapeSides: 50,
            landscapeBottom: 21),
        Family(
            names: ["iphone-14", "iphone-16e"], width: 390, height: 844, scale: 3, top: 47, bottom: 34,
            landscapeSides: 47, landscapeBottom: 21),
        Family(
            names: ["iphone-14-plus"], width: 428, height: 926, scale: 3, top: 47, bottom: 34, landscapeSides: 47,
            landscapeBottom: 21,
            regularInLandscape: true),
        Family(
            names: ["iphone-15", "iphone-15-pro", "iphone-16"], width: 393, height: 852, scale: 3, top: 59, bottom: 34,
            landscapeSides: 59, landscapeBottom: 21),
        Family(
            names: ["iphone-15-plus", "iphone-15-pro-max", "iphone-16-plus"], width: 430, height: 932, scale: 3,
            top: 59, bottom: 34,
            landscapeSides: 59, landscapeBottom: 21, regularInLandscape: true),
        Family(
            names: ["iphone-16-pro", "iphone-17", "iphone-17-pro"], width: 402, height: 874, scale: 3, top: 62,
            bottom: 34,
            landscapeSides: 62, landscapeBottom: 21),
        Family(
            names: ["iphone-16-pro-max", "iphone-17-pro-max"], width: 440, height: 956, scale: 3, top: 62, bottom: 34,
            landscapeSides: 62, landscapeBottom: 21, regularInLandscape: true),
        Family(
            names: ["ipad-mini-6"], width: 744, height: 1133, scale: 2, top: 24, bottom: 20, landscapeSides: 0,
            landscapeBottom: 20,
            landscapeTop: 24, isPad: true),
        Family(
            names: ["ipad-10", "ipad-air-11"], width: 820, height: 1180, scale: 2, top: 24, bottom: 20,
            landscapeSides: 0,
            landscapeBottom: 20, landscapeTop: 24, isPad: true),
        Family(
            names: ["ipad-pro-11"], width: 834, height: 1194, scale: 2, top: 24, bottom: 20, landscapeSides: 0,
            landscapeBottom: 20,
            landscapeTop: 24, isPad: true),
        Family(
            names: ["ipad-air-13", "ipad-pro-12-9"], width: 1024, height: 1366, scale: 2, top: 24, bottom: 20,
            landscapeSides: 0,
            landscapeBottom: 20, landscapeTop: 24, isPad: true),
        Family(
            names: ["ipad-pro-13"], width: 1032, height: 1376, scale: 2, top: 24, bottom: 20, landscapeSides: 0,
            landscapeBottom: 20,
            landscapeTop: 24, isPad: true),
    ]

    /// Every preset, portrait then landscape for each device, in the order of docs/devices.md.
    public static let all: [DevicePreset] = families.flatMap { family in
        family.names.flatMap { name in
            [
                DevicePreset(
                    name: name, width: family.width, height: family.height, scale: family.scale,
                    safeAreaInsets: EdgeInsets(top: family.top, left: 0, bottom: family.bottom, right: 0),
                    sizeClass: family.isPad ? .regular : .compact),
                DevicePreset(
                    name: name + "-landscape", width: family.height, height: family.width, scale: family.scale,
                    safeAreaInsets: EdgeInsets(
                        top: family.landscapeTop, left: family.landscapeSides, bottom: family.landscapeBottom,
                        right: family.landscapeSides),
                    sizeClass: family.isPad || family.regularInLandscape ? .regular : .compact),
            ]
        }
    }

    /// The names of every preset, for messages.
    public static var names: [String] { all.map(\.name) }
}
