import PlumbBuilder
import PlumbCore
import PlumbLayout
import Testing

/// What the compiler cannot catch is said by name: a constraint naming a node its tree does not hold (the first,
/// string spelling `c.titel`, or an element never put in the tree), a text or stack modifier on a `Node` of another
/// kind, an element without an id named in a constraint. Misuse the types rule out is shown in docs/swift.md.
@Suite struct BuilderMisuseTests {
    /// The settings cell with its constraints written the first way, by id string, one name misspelled.
    static func misspelled() -> Node {
        let c = ConstraintAnchors()
        let declarations = [
            c.titel.leading == c.superview.leading + 16, c.toggle.leading == c.title.trailing + 8,
        ]
        return Node(
            id: "cell", layout: .constraints(ConstraintParameters(declarations: declarations.map(\.declaration))),
            children: [TextLabel("Larger Text", id: "title").node, Switch(id: "toggle").node])
    }

    @Test func aMisspelledNodeIsNamedWithTheNearestId() {
        let unknown = UnknownConstraintNode.all(in: Self.misspelled())
        #expect(
            unknown == [
                UnknownConstraintNode(
                    node: "titel", container: "cell", constraint: "titel.leading == superview.leading + 16",
                    suggestion: "title")
            ])
        #expect(
            unknown.first?.description
                == "constraint `titel.leading == superview.leading + 16` in container \"cell\" names node \"titel\", "
                + "which is not in its constraint tree (did you mean \"title\"?); name a node of the container or of a "
                + "constraints container nested in it")
    }

    /// An element named in a constraint but never put in the tree is found too; one in a nested constraints
    /// container, or the outer container named from an inner one, is in the tree.
    @Test func onlyNodesOutsideTheConstraintTreeAreUnknown() {
        let badge = ImageView(id: "badge", width: 20, height: 20)
        let avatar = ImageView(id: "avatar", width: 40, height: 40)
        let inner = Constraints(id: "inner") {
            avatar
        } constraints: { superview in
            avatar.leading == superview.leading
            badge.top == avatar.top
        }
        let forgotten = TextLabel("Never added", id: "subtitle")
        let outer = Constraints(id: "outer") {
            inner
            badge
        } constraints: { superview in
            inner.leading == superview.leading
            badge.trailing == avatar.trailing
            forgotten.top == badge.bottom
        }
        let unknown = UnknownConstraintNode.all(in: VStackView(id: "screen") { outer }.node)
        #expect(unknown.map(\.node) == ["subtitle"])
        #expect(unknown.first?.container == "outer")
    }

    /// The engine stops on an unknown name with the same sentence, where it used to lay out a detached item.
    @Test func layingOutAnUnknownNodeStopsWithItsName() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let context = LayoutContext(environment: Environment(width: 375), measurer: FixedAdvanceMeasurer())
            _ = LayoutEngine.layout(BuilderMisuseTests.misspelled(), name: "cell", context: context)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("names node \"titel\", which is not in its constraint tree (did you mean \"title\"?)"))
    }

    @Test func aTextModifierOnANodeWithoutTextNamesBoth() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Node(id: "avatar", kind: .image).textColor(.systemRed)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("node \"avatar\" (image) has no text for .textColor(_:) to change"))
    }

    @Test func aStackModifierOnANodeThatIsNoStackNamesBoth() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Node(id: "card").spacing(8)
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("node \"card\" is not a stack, so .spacing(_:) does not apply"))
    }

    @Test func anElementWithoutAnIdNamedInAConstraintSaysSo() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = TextLabel("Title").leading
        }
        let stderr = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(stderr.contains("a label written without `id:` is named in a constraint (`.leading`)"))
    }
}
