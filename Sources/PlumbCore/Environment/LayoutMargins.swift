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

/// The one source of Plumb's default layout margins: 16 pt on each side, 20 on containers 414 pt wide or wider.
///
/// UIKit gives a view controller's view `systemMinimumLayoutMargins` of 16 on compact iPhones and 20 on the
/// 414-pt-wide ones (Plus and Max models); DESIGN §4 and §11.2 use those numbers on every side. (UIKit's minimum
/// itself has 0 at the top and bottom; Plumb keeps 16/20 all round, as DESIGN §4 specifies.) A plain nested
/// container has UIKit's `UIView` default of 8 instead (`nested`).
public enum SystemLayoutMargins {
    /// Margins below `wideWidth`.
    public static let compact = 16.0
    /// Margins at `wideWidth` and above.
    public static let wide = 20.0
    /// The container width from which margins are `wide`.
    public static let wideWidth = 414.0
    /// A nested container's default margins (`UIView.layoutMargins`' default).
    public static let nested = 8.0

    /// 16 on each side, or 20 when `width` ≥ 414.
    public static func insets(forWidth width: Double) -> EdgeInsets {
        EdgeInsets(all: width >= wideWidth ? wide : compact)
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
