import PlumbBuilder
import PlumbCore

/// The profile screen's header, written with PlumbBuilder: a row of avatar and names that becomes a column at
/// accessibility sizes, and a follow button pinned under it with typed constraints.
public enum ProfileHeader {
    public static func root(environment: Environment) -> Node {
        let large = environment.category.isAccessibilityCategory
        return Constraints(id: "header") {
            Stack(large ? .vertical : .horizontal, id: "identity", spacing: 12, alignment: large ? .leading : .center) {
                Image(id: "photo", width: 64, height: 64).background(Color(hex: "#FF9F0A")!).cornerRadius(32)
                VStack(id: "names", spacing: 2) {
                    Text("Grace Hopper", id: "name", style: .title2, weight: .bold)
                    Text("@grace · Rear Admiral, compiler pioneer", id: "handle", style: .subheadline).textColor(
                        Color(hex: "#6C6C70")!)
                }
            }
            Button("Follow", id: "follow", style: .headline).textColor(.white).background(.systemBlue).cornerRadius(10)
        } constraints: { c in
            c.identity.leading == c.superview.leadingMargin
            c.identity.trailing == c.superview.trailingMargin
            c.identity.top == c.superview.topMargin
            c.follow.top == c.identity.bottom + 16
            c.follow.leading == c.superview.leadingMargin
            c.follow.trailing == c.superview.trailingMargin
            (c.follow.height >= 44).priority(.required)
            c.superview.bottomMargin == c.follow.bottom
        }
        .background(.white)
        .node
    }
}
