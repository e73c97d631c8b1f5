import PlumbCore

/// One modifier per node key of a spec (docs/spec-format.md) that any node takes, each returning a changed copy;
/// the text and stack keys are modifiers of `TextElement` and `StackElement`.
extension LayoutElement {
    /// `size: [w, h]`: the intrinsic content size; either may be `nil` (`UIView.noIntrinsicMetric`).
    public func intrinsicSize(width: Double?, height: Double?) -> Self {
        changing {
            $0.intrinsicWidth = width
            $0.intrinsicHeight = height
        }
    }

    /// `width:` / `height:`: a size the node always has, whatever its content wants.
    public func size(width: Double? = nil, height: Double? = nil) -> Self {
        changing {
            if let width { $0.fixedWidth = width }
            if let height { $0.fixedHeight = height }
        }
    }

    /// `frame: [x, y, w, h]`: the frame inside an `absolute` parent (a `Box` with children).
    public func frame(x: Double, y: Double, width: Double, height: Double) -> Self {
        changing { $0.frame = Rect(x: x, y: y, width: width, height: height) }
    }

    /// `hidden:`: takes no space in stacks and is not drawn.
    public func hidden(_ hidden: Bool = true) -> Self { changing { $0.hidden = hidden } }

    /// `hugging: [h, v]`: content hugging priorities (`setContentHuggingPriority`).
    public func hugging(horizontal: Double, vertical: Double) -> Self {
        changing { $0.hugging = AxisPriorities(horizontal: horizontal, vertical: vertical) }
    }

    /// `compression: [h, v]`: compression resistance priorities (`setContentCompressionResistancePriority`).
    public func compressionResistance(horizontal: Double, vertical: Double) -> Self {
        changing { $0.compression = AxisPriorities(horizontal: horizontal, vertical: vertical) }
    }

    /// `background:`.
    public func background(_ color: Color) -> Self { changing { $0.style.background = color } }

    /// `borderColor:` and `borderWidth:`.
    public func border(_ color: Color, width: Double = 1) -> Self {
        changing {
            $0.style.borderColor = color
            $0.style.borderWidth = width
        }
    }

    /// `cornerRadius:`.
    public func cornerRadius(_ radius: Double) -> Self { changing { $0.style.cornerRadius = radius } }

    /// `on:` of a switch.
    public func isOn(_ isOn: Bool = true) -> Self { changing { $0.isOn = isOn } }

    /// `spacingAfter:`: in a stack, the space after this child instead of the stack's spacing (`setCustomSpacing`).
    public func spacingAfter(_ spacing: Double) -> Self { changing { $0.spacingAfter = spacing } }

    /// `alignSelf:`: in a stack, this child's own cross-axis alignment.
    public func alignSelf(_ alignment: StackAlignment) -> Self { changing { $0.alignSelf = alignment } }

    /// `overlap: allowed`: this container's descendants may overlap each other without a lint.
    public func allowsOverlap(_ allowed: Bool = true) -> Self { changing { $0.allowsOverlap = allowed } }

    /// `overlap: [id, …]`: this node may overlap those (a badge on an avatar).
    public func overlaps(_ ids: String...) -> Self { changing { $0.overlapsWith = ids } }

    /// `layoutMargins:`: this container's own `directionalLayoutMargins` (left = leading). A stack given layout
    /// margins arranges inside them, as in a spec (`.marginsRelative(false)` after this turns that off).
    public func layoutMargins(_ margins: LayoutMargins) -> Self {
        changing {
            $0.layoutMargins = margins
            if case .stack(var parameters) = $0.layout {
                parameters.isLayoutMarginsRelative = true
                $0.layout = .stack(parameters)
            }
        }
    }

    /// `layoutMargins:` as directional insets.
    public func layoutMargins(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> Self {
        layoutMargins(.insets(EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)))
    }

    /// `additionalSafeAreaInsets:` (physical: left is left), like a navigation container's bar.
    public func additionalSafeAreaInsets(_ insets: EdgeInsets) -> Self {
        changing { $0.additionalSafeAreaInsets = insets }
    }

    /// `insetsLayoutMarginsFromSafeArea:`.
    public func insetsLayoutMarginsFromSafeArea(_ value: Bool) -> Self {
        changing { $0.insetsLayoutMarginsFromSafeArea = value }
    }
}
