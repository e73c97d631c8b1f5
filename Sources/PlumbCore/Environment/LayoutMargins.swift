/// A container's layout margins as a spec or Swift code gives them: fixed insets, or the system's margins.
///
/// Insets are *directional*, like `directionalLayoutMargins`: `left` is the leading inset and `right` the trailing
/// one, so they swap sides under right-to-left.
public enum LayoutMargins: Hashable, Sendable {
    /// These insets (left = leading, right = trailing).
    case insets(EdgeInsets)
    /// The system margins of a view controller's view: `SystemLayoutMargins.insets(forWidth:)` of the environment.
    case system

    /// The directional insets in `environment`.
    public func resolved(in environment: Environment) -> EdgeInsets {
        switch self {
        case .insets(let insets): insets
        case .system: SystemLayoutMargins.insets(forWidth: environment.width)
        }
    }
}

/// The one source of Plumb's default layout margins: 16 pt at the sides, 20 on containers 414 pt wide or wider, and
/// 0 at the top and bottom.
///
/// UIKit gives a view controller's root view its `systemMinimumLayoutMargins` (Apple's documentation: "the
/// minimum layout margins for the view controller's root view"), observed on iPhone as
/// `NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)` — 20 at the sides on the
/// 414-pt-wide Plus and Max models. So `V:[button]-|` on the root ends at the safe area's bottom, as on device. A
/// plain nested container has UIKit's `UIView` default of 8 on every side ("For most views, the default layout
/// margins are 8 points on each side", `directionalLayoutMargins`)
/// instead (`nested`).
public enum SystemLayoutMargins {
    /// Margins below `wideWidth`.
    public static let compact = 16.0
    /// Margins at `wideWidth` and above.
    public static let wide = 20.0
    /// The container width from which margins are `wide`.
    public static let wideWidth = 414.0
    /// A nested container's default margins (`UIView.layoutMargins`' default).
    public static let nested = 8.0

    /// 16 at the leading and trailing sides, or 20 when `width` ≥ 414; 0 at the top and bottom.
    public static func insets(forWidth width: Double) -> EdgeInsets {
        let side = width >= wideWidth ? wide : compact
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
}

extension EdgeInsets {
    /// The sum of two insets, side by side.
    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// Left and right exchanged: directional insets (left = leading) as physical ones under right-to-left, and back.
    public var horizontallySwapped: EdgeInsets {
        EdgeInsets(top: top, left: right, bottom: bottom, right: left)
    }
}
