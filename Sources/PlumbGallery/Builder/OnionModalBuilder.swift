import PlumbBuilder
import PlumbCore

/// `OnionModal` written with PlumbBuilder: constraints containers nested three deep, a stack inside.
enum OnionModalBuilder {
    typealias ID = OnionModal.ID

    static func root(environment: Environment, body: String = OnionModal.bodyText) -> Node {
        Constraints(id: ID.navigation) {
            Button(id: ID.close).accessibilityLabel("Close").background(.systemFill).cornerRadius(
                OnionModal.closeSize / 2
            ).overlaps(ID.template)
            template(environment: environment, body: body)
        } constraints: { c in
            c.close.top == c.superview.safeAreaLayoutGuide.top - OnionModal.barHeight
            c.close.leading == c.superview.leadingMargin
            c.close.width == OnionModal.closeSize
            c.close.height == OnionModal.closeSize
            c.template.leading == c.superview.leading
            c.superview.trailing == c.template.trailing
            c.template.top == c.superview.top
            c.superview.bottom == c.template.bottom
        }
        .background(.white)
        .additionalSafeAreaInsets(EdgeInsets(top: OnionModal.barHeight))
        .node
    }

    static func template(environment: Environment, body: String) -> Node {
        Constraints(id: ID.template) {
            Constraints(id: ID.contentArea) {
                content(environment: environment, body: body)
            } constraints: { c in
                c.content.leading == c.superview.leading
                c.superview.trailing == c.content.trailing
                c.content.top >= c.superview.top
                c.content.bottom <= c.superview.bottom
                (c.content.centerY == c.superview.centerY).priority(500)
            }
            VStack(id: ID.actions, spacing: OnionModal.buttonSpacing) {
                Button("Turn On", id: ID.primary, style: .headline).textColor(.white).background(
                    .systemBlueIncreasedContrast
                ).cornerRadius(12)
                Button("Not Now", id: ID.secondary).textColor(.systemBlueIncreasedContrast)
            }
            .padding(top: OnionModal.targetRoom, bottom: OnionModal.targetRoom)
            .compressionResistance(horizontal: 750, vertical: 1000)
        } constraints: { c in
            c.actions.leading == c.superview.leadingMargin
            c.actions.trailing == c.superview.trailingMargin
            c.actions.bottom == c.superview.bottomMargin
            c.contentArea.leading == c.superview.leadingMargin
            c.contentArea.trailing == c.superview.trailingMargin
            c.contentArea.top == c.superview.topMargin
            c.contentArea.bottom == c.actions.top - OnionModal.actionsGap
        }
        .layoutMargins(.insets(EdgeInsets(all: SystemLayoutMargins.insets(forWidth: environment.width).left)))
        .node
    }

    static func content(environment: Environment, body: String) -> Node {
        VStack(id: ID.content, spacing: OnionModal.contentSpacing, alignment: .center) {
            Image(id: ID.illustration, width: OnionModal.illustrationSize, height: OnionModal.illustrationSize)
                .hidden(environment.category.isAccessibilityCategory)
            Text("Order updates", id: ID.title, style: .title2, weight: .bold, alignment: .center).accessibilityTraits(
                .header
            ).alignSelf(.fill)
            Text(body, id: ID.body, alignment: .center).alignSelf(.fill).compressionResistance(
                horizontal: 750, vertical: 749)
        }
        .node
    }
}
