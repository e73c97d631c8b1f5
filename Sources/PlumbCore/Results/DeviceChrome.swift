/// What of the device's own drawing a render shows over the app: the status bar and the home indicator.
///
/// UIKit gives an app's root view safe-area insets for them (`Environment.safeAreaInsets`); the system draws them
/// in those insets, over the app. Plumb draws them the same way, after the tree, without changing a frame: a
/// spec's `chrome:` and `statusBarStyle:` (docs/spec-format.md, "Device chrome"). The default, `automatic`, shows
/// both on a full-screen device environment (a device preset whose root fills its screen) and nothing for a
/// component laid out at a width.
public struct DeviceChrome: Hashable, Sendable {
    /// Which bars are drawn: `nil` follows the environment (`automatic`).
    public var bars: Bars?
    /// The status bar's content colour (`UIViewController.preferredStatusBarStyle`).
    public var statusBarStyle: StatusBarStyle

    /// The bars a spec's `chrome:` names.
    public enum Bars: String, CaseIterable, Hashable, Sendable {
        /// Neither bar.
        case none
        /// The status bar only.
        case statusBar
        /// The status bar and the home indicator.
        case all
    }

    /// `UIStatusBarStyle`: `default` follows the appearance (dark content in light mode, light content in dark
    /// mode, as iOS 13 and later resolve it); the other two fix the content's colour whatever the appearance (a hero
    /// photo under the status bar asks for `lightContent`).
    public enum StatusBarStyle: String, CaseIterable, Hashable, Sendable {
        case `default`, lightContent, darkContent
    }

    public init(bars: Bars? = nil, statusBarStyle: StatusBarStyle = .default) {
        self.bars = bars
        self.statusBarStyle = statusBarStyle
    }

    /// Both bars on full-screen device environments, none elsewhere; content colour following the appearance.
    public static let automatic = DeviceChrome()

    /// Nothing drawn.
    public static let none = DeviceChrome(bars: Bars.none)

    /// What `chrome:` accepts, for messages.
    public static let expectedBars = "one of none, statusBar, all (or automatic, the default)"
    /// What `statusBarStyle:` accepts, for messages.
    public static let expectedStatusBarStyle = "one of default, lightContent, darkContent"

    /// Reads `chrome:` as written: `automatic` gives `nil` bars.
    ///
    /// - Returns: `nil` for anything else.
    public static func bars(named name: String) -> Bars?? {
        if name == "automatic" { return .some(nil) }
        return Bars(rawValue: name).map { .some($0) }
    }

    /// The bars drawn over a root of `size` in `environment`: the ones set, else both when the environment is a
    /// device preset and the root fills its screen, else none.
    public func resolvedBars(in environment: Environment, size: Size) -> Bars {
        if let bars { return bars }
        guard let device = environment.device, !environment.fitsWidth,
            abs(size.width - device.width) < 0.5, abs(size.height - device.height) < 0.5
        else { return .none }
        return .all
    }

    /// Whether the status bar's content is white in `environment`.
    public func hasLightContent(in environment: Environment) -> Bool {
        switch statusBarStyle {
        case .default: environment.appearance == .dark
        case .lightContent: true
        case .darkContent: false
        }
    }
}
