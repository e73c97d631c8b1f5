import PlumbCore

/// Where the status bar's time and icons go on one screen, in the root's points.
///
/// The status bar occupies the top safe-area inset UIKit gives a full-screen root (`DevicePresets`), and its layout
/// follows the device's kind, read from that inset as docs/devices.md lists it: 20 pt for a phone with a Home button
/// (iPhone SE: the time centred, signal and Wi-Fi leading, the battery trailing, 12 pt text), 24 pt for an iPad (the
/// time leading, Wi-Fi and battery trailing, 12 pt), 44–53 pt for a phone with a notch and 54 pt or more for one
/// with the Dynamic Island (the time centred in the ear before the sensor housing, the icons in the ear after it,
/// 17 pt semibold). Sizes are those of Apple's iOS UI design kit (iOS 17, Figma) and of Simulator screenshots,
/// to about a point (docs/uikit-semantics.md, "Device chrome"). Right to left mirrors the places, not the glyphs.
struct StatusBarGeometry: Equatable {
    /// The device kinds whose status bars are laid out differently.
    enum Family: String, CaseIterable {
        case homeButton, pad, notch, dynamicIsland
    }

    var family: Family
    /// The status bar's height: the top safe-area inset.
    var height: Double
    /// The line through the middle of the time and the icons.
    var centerY: Double
    /// The box the time "9:41" is centred in.
    var timeBox: Rect
    /// The time's point size (semibold, not scaled by Dynamic Type).
    var timeSize: Double
    /// The signal bars, the Wi-Fi fan and the battery (with its cap), each `nil` when the family does not show it.
    var signal: Rect?
    var wifi: Rect
    var battery: Rect

    /// The status bar for a screen `width` wide whose top safe-area inset is `top`, or `nil` when there is none (an
    /// iPhone in landscape hides it; a width environment without a safe area has nowhere to put it).
    init?(width: Double, top: Double, direction: LayoutDirection) {
        guard top > 0, width >= 100 else { return nil }
        height = top
        let family = Self.family(top: top)
        self.family = family
        let large = family == .notch || family == .dynamicIsland
        // Icons: 17 × 11 signal, 15.5 × 11 Wi-Fi, 27 × 12 battery (13 with the cap's width) on a phone without a Home
        // button; 10 % smaller on the 20–24 pt bars.
        let k = large ? 1.0 : 0.9
        let signalSize = Size(width: 17 * k, height: 11 * k)
        let wifiSize = Size(width: 15.5 * k, height: 11 * k)
        let batterySize = Size(width: 27 * k, height: 12 * k)
        let gap = 5 * k
        timeSize = large ? 17 : 12
        let centerY = family == .dynamicIsland ? top - 29.5 : top / 2
        self.centerY = centerY
        func box(_ x: Double, _ size: Size) -> Rect {
            Rect(x: x, y: centerY - size.height / 2, width: size.width, height: size.height)
        }
        let timeHeight = (large ? 17.0 : 12.0) * 1.4
        var timeBox: Rect, signal: Rect?, wifi: Rect, battery: Rect
        switch family {
        case .notch, .dynamicIsland:
            // The sensor housing: the Dynamic Island is 126 pt wide; a notch about 41 % of a 390 pt screen (162 pt)
            // and 46 % of the 375 pt mini's.
            let sensor = family == .dynamicIsland ? 126 : (width < 380 ? 174 : 162)
            let ear = (width - Double(sensor)) / 2
            timeBox = Rect(x: 0, y: centerY - timeHeight / 2, width: ear, height: timeHeight)
            let group = signalSize.width + gap + wifiSize.width + gap + batterySize.width
            var x = width - ear + (ear - group) / 2
            signal = box(x, signalSize)
            x += signalSize.width + gap
            wifi = box(x, wifiSize)
            x += wifiSize.width + gap
            battery = box(x, batterySize)
        case .homeButton:
            signal = box(6, signalSize)
            wifi = box(6 + signalSize.width + gap, wifiSize)
            battery = box(width - 6 - batterySize.width, batterySize)
            timeBox = Rect(x: 0, y: centerY - timeHeight / 2, width: width, height: timeHeight)
        case .pad:
            signal = nil
            timeBox = Rect(x: 20, y: centerY - timeHeight / 2, width: 40, height: timeHeight)
            battery = box(width - 20 - batterySize.width, batterySize)
            wifi = box(battery.minX - gap - wifiSize.width, wifiSize)
        }
        if direction == .rtl {
            func mirrored(_ rect: Rect) -> Rect {
                Rect(x: width - rect.maxX, y: rect.y, width: rect.width, height: rect.height)
            }
            timeBox = mirrored(timeBox)
            signal = signal.map(mirrored)
            wifi = mirrored(wifi)
            battery = mirrored(battery)
        }
        self.timeBox = timeBox
        self.signal = signal
        self.wifi = wifi
        self.battery = battery
    }

    /// The family a top inset implies (docs/devices.md's presets: 20 SE, 24 iPads, 47–50 notch, 59–62 island).
    static func family(top: Double) -> Family {
        switch top {
        case ..<22: .homeButton
        case ..<30: .pad
        case ..<54: .notch
        default: .dynamicIsland
        }
    }
}

/// The home indicator: a capsule centred at the bottom of a screen with a bottom safe-area inset.
///
/// 134 × 5 pt on phones narrower than 428 pt, 148 × 5 on the larger ones, 208 × 5 on a phone in landscape and
/// 315 × 5 on an iPad; its bottom edge 8 pt above the screen's (Apple's iOS UI design kit; Simulator screenshots).
/// A phone with a Home button has no bottom inset and no indicator.
enum HomeIndicatorGeometry {
    /// The capsule's rectangle on a screen of `size` whose bottom inset is `bottom`, or `nil` without one.
    static func capsule(size: Size, bottom: Double, isPad: Bool) -> Rect? {
        guard bottom > 0, size.width >= 150 else { return nil }
        let landscape = size.width > size.height
        let width: Double =
            isPad ? 315 : landscape ? 208 : size.width >= 428 ? 148 : 134
        return Rect(x: (size.width - width) / 2, y: size.height - 8 - 5, width: width, height: 5)
    }
}
