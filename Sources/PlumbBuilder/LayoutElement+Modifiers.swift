import PlumbCore

/// One modifier per node key of a spec (docs/spec-format.md), each returning a changed copy.
extension LayoutElement {
    private func with(_ change: (inout Node) -> Void) -> Self {
        var copy = self
        change(&copy.node)
        return copy
    }

    /// `size: [w, h]`: the intrinsic content size; either may be `nil` (`UIView.noIntrinsicMetric`).
    public func intrinsicSize(width: Double?, height: Double?) -> Self {
        with {
            $0.intrinsicWidth = width
            $0.intrinsicHeight = height
        }
    }

    /// `width:` / `height:`: a size the node always has, whatever its content wants.
    public func size(width: Double? = nil, height: Double? = nil) -> Self {
        with {
            if let width { $0.fixedWidth = width }
            if let height { $0.fixedHeight = height }
        }
    }

    /// `frame: [x, y, w, h]`: the frame inside an `absolute` parent (a `Box` with children).
    public func frame(x: Double, y: Double, width: Double, height: Double) -> Self {
        with { $0.frame = Rect(x: x, y: y, width: width, height: height) }
    }

    /// `hidden:`: takes no space in stacks and is not drawn.
    public func hidden(_ hidden: Bool = true) -> Self { with { $0.hidden = hidden } }

    /// `hugging: [h, v]`: content hugging priorities (`setContentHuggingPriority`).
    public func hugging(horizontal: Double, vertical: Double) -> Self {
        with { $0.hugging = AxisPriorities(horizontal: horizontal, vertical: vertical) }
    }

    /// `compression: [h, v]`: compression resistance priorities (`setContentCompressionResistancePriority`).
    public func compressionResistance(horizontal: Double, vertical: Double) -> Self {
        with { $0.compression = AxisPriorities(horizontal: horizontal, vertical: vertical) }
    }

    /// `background:`.
    public func background(_ color: Color) -> Self { with { $0.style.background = color } }

    /// `borderColor:` and `borderWidth:`.
    public func border(_ color: Color, width: Double = 1) -> Self {
        with {
            $0.style.borderColor = color
            $0.style.borderWidth = width
        }
    }

    /// `cornerRadius:`.
    public func cornerRadius(_ radius: Double) -> Self { with { $0.style.cornerRadius = radius } }

    /// `on:` of a switch.
    public func isOn(_ isOn: Bool = true) -> Self { with { $0.isOn = isOn } }

    /// `spacingAfter:`: in a stack, the space after this child instead of the stack's spacing (`setCustomSpacing`).
    public func spacingAfter(_ spacing: Double) -> Self { with { $0.spacingAfter = spacing } }

    /// `alignSelf:`: in a stack, this child's own cross-axis alignment.
    public func alignSelf(_ alignment: StackAlignment) -> Self { with { $0.alignSelf = alignment } }

    /// `overlap: allowed`: this container's descendants may overlap each other without a lint.
    public func allowsOverlap(_ allowed: Bool = true) -> Self { with { $0.allowsOverlap = allowed } }

    /// `overlap: [id, …]`: this node may overlap those (a badge on an avatar).
    public func overlaps(_ ids: String...) -> Self { with { $0.overlapsWith = ids } }

    /// `layoutMargins:`: this container's own `directionalLayoutMargins` (left = leading). A stack given layout
    /// margins arranges inside them, as in a spec (`.marginsRelative(false)` after this turns that off).
    public func layoutMargins(_ margins: LayoutMargins) -> Self {
        with {
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
    public func additionalSafeAreaInsets(_ insets: EdgeInsets) -> Self { with { $0.additionalSafeAreaInsets = insets } }

    /// `insetsLayoutMarginsFromSafeArea:`.
    public func insetsLayoutMarginsFromSafeArea(_ value: Bool) -> Self {
        with { $0.insetsLayoutMarginsFromSafeArea = value }
    }

    // MARK: Text keys (text and button nodes)

    /// `style:` and `weight:` of a text or button.
    public func font(_ style: TextStyle, weight: FontWeight? = nil) -> Self {
        withText {
            $0.style = style
            $0.weight = weight
        }
    }

    /// `lines:`: at most this many lines, 0 for unlimited (`numberOfLines`).
    public func lines(_ lines: Int) -> Self { withText { $0.lines = lines } }

    /// `alignment:` of a text (`NSTextAlignment`).
    public func textAlignment(_ alignment: TextAlignment) -> Self { withText { $0.alignment = alignment } }

    /// `color:` of a text or a button title.
    public func textColor(_ color: Color) -> Self { withText { $0.color = color } }

    private func withText(_ change: (inout TextContent) -> Void) -> Self {
        with { node in
            precondition(
                node.text != nil,
                "node \(node.id.debugDescription) has no text: text modifiers apply to Text and Button")
            change(&node.text!)
        }
    }

    // MARK: Stack keys

    /// `padding:` of a stack: insets around its arranged children. As in a spec, a stack with padding arranges
    /// inside it (`isLayoutMarginsRelativeArrangement` on); call `.marginsRelative(false)` after this to turn it off.
    public func padding(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> Self {
        withStack {
            $0.padding = EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            $0.isLayoutMarginsRelative = true
        }
    }

    /// `padding:` of a stack, the same on every side.
    public func padding(_ all: Double) -> Self { padding(top: all, leading: all, bottom: all, trailing: all) }

    /// `marginsRelative:` (`isLayoutMarginsRelativeArrangement`).
    public func marginsRelative(_ value: Bool) -> Self { withStack { $0.isLayoutMarginsRelative = value } }

    /// `baselineRelative:` (`isBaselineRelativeArrangement`).
    public func baselineRelative(_ value: Bool) -> Self { withStack { $0.isBaselineRelative = value } }

    /// `mode:`: `direct` (Plumb's own stack engine) or `uikit` (UIStackView's constraints, solved).
    public func stackMode(_ mode: StackMode) -> Self { withStack { $0.mode = mode } }

    private func withStack(_ change: (inout StackParameters) -> Void) -> Self {
        with { node in
            guard case .stack(var parameters) = node.layout else {
                preconditionFailure(
                    "node \(node.id.debugDescription) is not a stack: stack modifiers apply to HStack, VStack and Stack"
                )
            }
            change(&parameters)
            node.layout = .stack(parameters)
        }
    }
}
