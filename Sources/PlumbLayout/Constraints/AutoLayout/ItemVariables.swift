import PlumbCore

/// The four solver variables of one item (a node or a container), in the constraint tree's root coordinates.
struct ItemVariables {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(id: String) {
        left = Variable("\(id).left")
        top = Variable("\(id).top")
        width = Variable("\(id).width")
        height = Variable("\(id).height")
    }
}

/// A rectangle made of linear expressions: an item, or one of a container's layout guides.
struct GuideRect {
    var left: LinearExpression
    var top: LinearExpression
    var width: LinearExpression
    var height: LinearExpression

    init(_ item: ItemVariables) {
        left = LinearExpression(item.left)
        top = LinearExpression(item.top)
        width = LinearExpression(item.width)
        height = LinearExpression(item.height)
    }

    /// The rectangle shrunk by constant insets (a margins or safe-area guide).
    func inset(by insets: EdgeInsets) -> GuideRect {
        var guide = self
        guide.left = left + insets.left
        guide.top = top + insets.top
        guide.width = width - insets.horizontal
        guide.height = height - insets.vertical
        return guide
    }

    /// The expression for an Auto Layout attribute; leading and trailing follow `direction`.
    ///
    /// Under right-to-left, leading and trailing are positions measured in reading direction — the negated right
    /// and left edges — so `a.leading == b.leading + 16` puts `a` 16 pt inward from `b`'s right edge, as in UIKit.
    ///
    /// - Parameter baselines: distances from the top to the first and last baselines (text), or `nil` for items
    ///   without text, whose baselines are their bottom edge, as for a plain `UIView`.
    func expression(
        _ attribute: LayoutAttribute, direction: LayoutDirection, baselines: (first: Double, last: Double)?
    ) -> LinearExpression {
        let right = left + width
        switch attribute {
        case .left: return left
        case .right: return right
        case .top: return top
        case .bottom: return top + height
        case .leading: return direction == .rtl ? -1 * right : left
        case .trailing: return direction == .rtl ? -1 * left : right
        case .width: return width
        case .height: return height
        case .centerX: return left + 0.5 * width
        case .centerY: return top + 0.5 * height
        case .firstBaseline: return baselines.map { top + $0.first } ?? top + height
        case .lastBaseline: return baselines.map { top + $0.last } ?? top + height
        }
    }
}

extension ItemVariables {
    /// `GuideRect(self).inset(by: insets).expression(attribute, …)`, built directly: the same terms in the same
    /// order and the same constants bit for bit (each constant is the same sum of the same products), without the
    /// four intermediate expressions. A layout builds several hundred of these per solve.
    func expression(
        _ attribute: LayoutAttribute, direction: LayoutDirection, baselines: (first: Double, last: Double)?,
        insets: EdgeInsets = .zero
    ) -> LinearExpression {
        let cl = 0 + insets.left, ct = 0 + insets.top
        let cw = 0 + -insets.horizontal, ch = 0 + -insets.vertical
        func form(_ terms: [Term], _ constant: Double) -> LinearExpression {
            LinearExpression(terms: terms, constant: constant)
        }
        switch attribute {
        case .left: return form([Term(left)], cl)
        case .right: return form([Term(left), Term(width)], cl + cw)
        case .top: return form([Term(top)], ct)
        case .bottom: return form([Term(top), Term(height)], ct + ch)
        case .leading:
            return direction == .rtl ? form([Term(left, -1), Term(width, -1)], (cl + cw) * -1) : form([Term(left)], cl)
        case .trailing:
            return direction == .rtl ? form([Term(left, -1)], cl * -1) : form([Term(left), Term(width)], cl + cw)
        case .width: return form([Term(width)], cw)
        case .height: return form([Term(height)], ch)
        case .centerX: return form([Term(left), Term(width, 0.5)], cl + cw * 0.5)
        case .centerY: return form([Term(top), Term(height, 0.5)], ct + ch * 0.5)
        case .firstBaseline:
            return baselines.map { form([Term(top)], ct + $0.first) } ?? form([Term(top), Term(height)], ct + ch)
        case .lastBaseline:
            return baselines.map { form([Term(top)], ct + $0.last) } ?? form([Term(top), Term(height)], ct + ch)
        }
    }
}
