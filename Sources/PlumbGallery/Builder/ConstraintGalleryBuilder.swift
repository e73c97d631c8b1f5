import PlumbBuilder
import PlumbCore

/// `AnchoredSeparators` and `SelfSizingCells` written with typed anchors.
enum ConstraintGalleryBuilder {
    static func anchoredSeparators() -> Node {
        Constraints(id: "screen") {
            Text("1.2 km", id: "distance", style: .footnote, lines: 1, alignment: .center)
            Separator(id: "leftSeparator")
            Separator(id: "rightSeparator")
        } constraints: { c in
            c.distance.centerX == c.superview.centerX
            c.distance.bottom == c.superview.bottom - 50
            c.distance.width == 70
            c.distance.height == 30
            c.leftSeparator.leading == c.superview.leadingMargin
            c.leftSeparator.trailing == c.distance.leading - 8
            c.leftSeparator.top == c.distance.top
            c.leftSeparator.height == c.distance.height
            c.rightSeparator.leading == c.distance.trailing + 8
            c.rightSeparator.trailing == c.superview.trailingMargin
            c.rightSeparator.top == c.distance.top
            c.rightSeparator.height == c.distance.height
        }
        .size(height: 160)
        .background(Color(hex: "#F2F2F7")!)
        .node
    }

    static func selfSizingCells() -> Node {
        let texts = Array(SelfSizingCells.texts.enumerated())
        return Constraints(id: "list") {
            for (index, text) in texts {
                Constraints(id: "cell\(index)") {
                    Text(text, id: "label\(index)")
                } constraints: { c in
                    c["label\(index)"].leading == c.superview.leading + 16
                    c.superview.trailing == c["label\(index)"].trailing + 16
                    c["label\(index)"].top == c.superview.top + 12
                    c.superview.bottom >= c["label\(index)"].bottom + 12
                }
                .background(.white)
            }
        } constraints: { c in
            for (index, _) in texts {
                c["cell\(index)"].leading == c.superview.leading
                c.superview.trailing == c["cell\(index)"].trailing
            }
            c.cell0.top == c.superview.top
            for (index, _) in texts.dropFirst() {
                c["cell\(index)"].top == c["cell\(index - 1)"].bottom + 1
            }
            c.superview.bottom == c["cell\(texts.count - 1)"].bottom
        }
        .background(Color(hex: "#C6C6C8")!)
        .node
    }
}
