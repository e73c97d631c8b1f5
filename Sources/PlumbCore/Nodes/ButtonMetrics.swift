/// The space a button keeps around its title, shared by layout (intrinsic size) and drawing.
///
/// Plumb uses the insets of iOS 15's plain `UIButton.Configuration`: 7 pt above and below, 12 pt at the sides.
public enum ButtonMetrics {
    public static let contentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
}
