import PlumbBuilder
import PlumbCore

/// `AnchoredSeparators` and `SelfSizingCells` written with typed anchors.
enum ConstraintGalleryBuilder {
    static func anchoredSeparators() -> Constraints {
        let distance = TextLabel("1.2 km", id: "distance", style: .footnote, lines: 1, alignment: .center)
        let leftSeparator = Separator(id: "leftSeparator")
        let rightSeparator = Separator(id: "rightSeparator")
        return Constraints(id: "screen") {
            distance
            leftSeparator
            rightSeparator
        } constraints: { superview in
            distance.centerX == superview.centerX
            distance.bottom == superview.bottom - 50
            distance.width == 70
            distance.height == 30
            leftSeparator.leading == superview.leadingMargin
            leftSeparator.trailing == distance.leading - 8
            leftSeparator.top == distance.top
            leftSeparator.height == distance.height
            rightSeparator.leading == distance.trailing + 8
            rightSeparator.trailing == superview.trailingMargin
            rightSeparator.top == distance.top
            rightSeparator.height == distance.height
        }
        .size(height: 160)
        .background(Color(hex: "#F2F2F7")!)
    }

    static func selfSizingCells() -> Constraints {
        let cells = SelfSizingCells.texts.enumerated().map { index, text in
            let label = TextLabel(text, id: "label\(index)")
            return Constraints(id: "cell\(index)") {
                label
            } constraints: { superview in
                label.leading == superview.leading + 16
                superview.trailing == label.trailing + 16
                label.top == superview.top + 12
                superview.bottom >= label.bottom + 12
            }
            .background(.white)
        }
        return Constraints(id: "list") {
            cells
        } constraints: { superview in
            for cell in cells {
                cell.leading == superview.leading
                superview.trailing == cell.trailing
            }
            cells[0].top == superview.top
            for (above, below) in zip(cells, cells.dropFirst()) {
                below.top == above.bottom + 1
            }
            superview.bottom == cells[cells.count - 1].bottom
        }
        .background(Color(hex: "#C6C6C8")!)
    }
}
