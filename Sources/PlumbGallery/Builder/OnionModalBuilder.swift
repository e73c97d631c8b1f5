import PlumbBuilder
import PlumbCore

/// `OnionModal` written with PlumbBuilder: constraints containers nested three deep, a stack inside.
enum OnionModalBuilder {
    typealias ID = OnionModal.ID

    static func root(environment: Environment, body: String = OnionModal.bodyText) -> Constraints {
        let close = SystemButton(id: ID.close).accessibilityLabel("Close").background(.systemFill).cornerRadius(
            OnionModal.closeSize / 2
        ).overlaps(ID.template)
        let template = template(environment: environment, body: body)
        return Constraints(id: ID.navigation) {
            close
            template
        } constraints: { superview in
            close.top == superview.safeAreaLayoutGuide.top - OnionModal.barHeight
            close.leading == superview.leadingMargin
            close.width == OnionModal.closeSize
            close.height == OnionModal.closeSize
            template.leading == superview.leading
            superview.trailing == template.trailing
            template.top == superview.top
            superview.bottom == template.bottom
        }
        .background(.white)
        .additionalSafeAreaInsets(EdgeInsets(top: OnionModal.barHeight))
    }

    static func template(environment: Environment, body: String) -> Constraints {
        let content = content(environment: environment, body: body)
        let contentArea = Constraints(id: ID.contentArea) {
            content
        } constraints: { superview in
            content.leading == superview.leading
            superview.trailing == content.trailing
            content.top >= superview.top
            content.bottom <= superview.bottom
            (content.centerY == superview.centerY).priority(500)
        }
        let actions = VStackView(id: ID.actions, spacing: OnionModal.buttonSpacing) {
            SystemButton("Turn On", id: ID.primary, style: .headline).textColor(.white).background(
                .systemBlueIncreasedContrast
            ).cornerRadius(12)
            SystemButton("Not Now", id: ID.secondary).textColor(.systemBlueIncreasedContrast)
        }
        .padding(top: OnionModal.targetRoom, bottom: OnionModal.targetRoom)
        .compressionResistance(horizontal: 750, vertical: 1000)
        return Constraints(id: ID.template) {
            contentArea
            actions
        } constraints: { superview in
            actions.leading == superview.leadingMargin
            actions.trailing == superview.trailingMargin
            actions.bottom == superview.bottomMargin
            contentArea.leading == superview.leadingMargin
            contentArea.trailing == superview.trailingMargin
            contentArea.top == superview.topMargin
            contentArea.bottom == actions.top - OnionModal.actionsGap
        }
        .layoutMargins(.insets(EdgeInsets(all: SystemLayoutMargins.insets(forWidth: environment.width).left)))
    }

    static func content(environment: Environment, body: String) -> VStackView {
        VStackView(id: ID.content, spacing: OnionModal.contentSpacing, alignment: .center) {
            ImageView(id: ID.illustration, width: OnionModal.illustrationSize, height: OnionModal.illustrationSize)
                .hidden(environment.category.isAccessibilityCategory)
            TextLabel("Order updates", id: ID.title, style: .title2, weight: .bold, alignment: .center)
                .accessibilityTraits(.header).alignSelf(.fill)
            TextLabel(body, id: ID.body, alignment: .center).alignSelf(.fill).compressionResistance(
                horizontal: 750, vertical: 749)
        }
    }
}
