import PlumbBuilder
import PlumbCore

/// The profile screen's header, written with PlumbBuilder: a row of avatar and names that becomes a column at
/// accessibility sizes, and a follow button pinned under it with typed constraints.
public enum ProfileHeader {
    public static func root(environment: Environment) -> Node {
        let large = environment.category.isAccessibilityCategory
        let identity = StackView(
            large ? .vertical : .horizontal, id: "identity", spacing: 12, alignment: large ? .leading : .center
        ) {
            ImageView(id: "photo", width: 64, height: 64).background(Color(hex: "#FF9F0A")!).cornerRadius(32)
            VStackView(id: "names", spacing: 2) {
                TextLabel("Grace Hopper", id: "name", style: .title2, weight: .bold)
                TextLabel("@grace · Rear Admiral, compiler pioneer", id: "handle", style: .subheadline).textColor(
                    Color(hex: "#6C6C70")!)
            }
        }
        let follow = SystemButton("Follow", id: "follow", style: .headline).textColor(.white).background(.systemBlue)
            .cornerRadius(10)
        return Constraints(id: "header") {
            identity
            follow
        } constraints: { superview in
            identity.leading == superview.leadingMargin
            identity.trailing == superview.trailingMargin
            identity.top == superview.topMargin
            follow.top == identity.bottom + 16
            follow.leading == superview.leadingMargin
            follow.trailing == superview.trailingMargin
            (follow.height >= 44).priority(.required)
            superview.bottomMargin == follow.bottom
        }
        .background(.white)
        .node
    }
}
