import PlumbCore
import PlumbLayout

/// The stack keys of a spec as modifiers of the `UIStackView` elements (`HStackView`, `VStackView`, `StackView`,
/// and any `Node`): on anything else they do not compile.
extension StackElement {
    /// `padding:` of a stack: insets around its arranged children. As in a spec, a stack with padding arranges
    /// inside it (`isLayoutMarginsRelativeArrangement` on); call `.marginsRelative(false)` after this to turn it off.
    public func padding(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) -> Self {
        changingStack(#function) {
            $0.padding = EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            $0.isLayoutMarginsRelative = true
        }
    }

    /// `padding:` of a stack, the same on every side.
    public func padding(_ all: Double) -> Self { padding(top: all, leading: all, bottom: all, trailing: all) }

    /// `marginsRelative:` (`isLayoutMarginsRelativeArrangement`).
    public func marginsRelative(_ value: Bool) -> Self {
        changingStack(#function) { $0.isLayoutMarginsRelative = value }
    }

    /// `baselineRelative:` (`isBaselineRelativeArrangement`).
    public func baselineRelative(_ value: Bool) -> Self { changingStack(#function) { $0.isBaselineRelative = value } }

    /// `mode:`: `direct` (Plumb's own stack engine) or `uikit` (UIStackView's constraints, solved).
    public func stackMode(_ mode: StackMode) -> Self { changingStack(#function) { $0.mode = mode } }

    /// `axis:` of a stack.
    public func axis(_ axis: Axis) -> Self { changingStack(#function) { $0.axis = axis } }

    /// `alignment:` of a stack (across its axis).
    public func stackAlignment(_ alignment: StackAlignment) -> Self {
        changingStack(#function) { $0.alignment = alignment }
    }

    /// `spacing:` of a stack.
    public func spacing(_ spacing: Double) -> Self { changingStack(#function) { $0.spacing = spacing } }

    /// `distribution:` of a stack.
    public func distribution(_ distribution: StackDistribution) -> Self {
        changingStack(#function) { $0.distribution = distribution }
    }

    /// This element with `change` made to its stack parameters. Only a `Node` can be other than a stack here: that
    /// stops with a sentence naming the node and the modifier.
    private func changingStack(_ modifier: String, _ change: (inout StackParameters) -> Void) -> Self {
        changing { node in
            guard case .stack(var parameters) = node.layout else {
                preconditionFailure(
                    "node \(node.id.debugDescription) is not a stack, so .\(modifier) does not apply: stack modifiers "
                        + "apply to HStackView, VStackView, StackView and stack nodes")
            }
            change(&parameters)
            node.layout = .stack(parameters)
        }
    }
}
