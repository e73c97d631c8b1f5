import PlumbCore
import PlumbLayout

/// The settings cell computed by hand from the width (docs/design.md §11.1), the `layoutFor(width:)` way.
///
/// Rules: content insets 16 left and right, 12 top and bottom; 8 between text and switch.
/// - *Horizontal* (the seven non-accessibility categories): switch at x = W − 16 − 51; text from x = 16, as wide as
///   everything left of the gap (W − 16 − 51 − 8 − 16), height = measured text height rounded up; the taller of
///   text and switch sits at y = 12 and the other is centred on it.
/// - *Vertical* (AX1…AX5): text at (16, 12), width W − 32; switch at x = 16, 8 below the text.
/// Height = lowest maxY + 12. Under right-to-left both frames are mirrored, as UIKit flips leading and trailing.
public struct SettingsCellManualLayout: ManualLayout {
    public static let insets = EdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    public static let gap = 8.0

    public let titleFrame: Rect
    public let toggleFrame: Rect
    public let model: SettingsCellModel
    public var bottomInset: Double { Self.insets.bottom }

    public init(model: SettingsCellModel, width: Double, environment: Environment, measurer: any TextMeasuring) {
        self.model = model
        let insets = Self.insets
        let toggle = NodeKind.switchSize
        var title: Rect, toggleFrame: Rect
        if environment.category.isAccessibilityCategory {
            let textWidth = width - insets.horizontal
            let textHeight = measurer.integralSize(of: model.titleText, in: environment, width: textWidth).height
            title = Rect(x: insets.left, y: insets.top, width: textWidth, height: textHeight)
            toggleFrame = Rect(x: insets.left, y: title.maxY + Self.gap, width: toggle.width, height: toggle.height)
        } else {
            let textWidth = width - insets.left - toggle.width - Self.gap - insets.right
            let textHeight = measurer.integralSize(of: model.titleText, in: environment, width: textWidth).height
            let rowHeight = max(textHeight, toggle.height)
            title = Rect(
                x: insets.left, y: insets.top + (rowHeight - textHeight) / 2, width: textWidth, height: textHeight)
            toggleFrame = Rect(
                x: width - insets.right - toggle.width, y: insets.top + (rowHeight - toggle.height) / 2,
                width: toggle.width, height: toggle.height)
        }
        if environment.direction == .rtl {
            title = title.mirrored(inWidth: width)
            toggleFrame = toggleFrame.mirrored(inWidth: width)
        }
        self.titleFrame = title
        self.toggleFrame = toggleFrame
    }

    public var placements: [Placement] {
        [
            Placement(node: .text(SettingsCellModel.ID.title, model.titleText), frame: titleFrame),
            Placement(node: .switch(SettingsCellModel.ID.toggle, isOn: model.isOn), frame: toggleFrame),
        ]
    }
}
