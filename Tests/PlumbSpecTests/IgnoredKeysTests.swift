import Testing

@testable import PlumbCore
@testable import PlumbSpec

/// No key is accepted and ignored: a key a node's place or kind leaves without effect is refused at
/// file:line:column with what to write instead (docs/spec-format.md, "Keys a system control refuses"). UIKit's
/// rules behind each: UIStackView and Auto Layout set their views' frames (Apple, "UIStackView": "the stack view
/// manages the layout of its arranged subviews"); UITextField has no `numberOfLines`; a bar's standard appearance
/// (`UINavigationBarAppearance`, `UITabBarAppearance`) draws its own opaque background.
@Suite struct IgnoredKeysTests {
    func error(_ yaml: String) -> String? {
        do {
            _ = try SpecLoader().parse(yaml, file: "s.yaml")
            return nil
        } catch {
            return error.description
        }
    }

    @Test func frameOnAChildOfAStackIsRefusedWithWhatToWriteInstead() throws {
        let message = try #require(
            error(
                """
                root:
                  id: column
                  layout: stack
                  children:
                    - {id: title, kind: text, text: Hi, frame: [0, 0, 100, 20]}
                """))
        #expect(
            message.hasPrefix(
                "s.yaml:5:41: `frame` on a child of a `stack` container is not supported: its `stack` parent places and sizes its children"
            ), "\(message)")
        #expect(message.contains("give the child `width:` / `height:`"), "\(message)")
        let constraints = try #require(
            error(
                "root:\n  id: r\n  layout: constraints\n  children:\n    - {id: a, kind: text, text: Hi, frame: [0, 0, 1, 1]}\n"
            ))
        #expect(constraints.contains("`frame` on a child of a `constraints` container"), "\(constraints)")
        let root = try #require(error("root:\n  id: r\n  frame: [0, 0, 100, 100]\n"))
        #expect(root.hasPrefix("s.yaml:3:3: `frame` on the root is not supported"), "\(root)")
        #expect(
            error(
                "root:\n  id: r\n  layout: absolute\n  children:\n    - {id: a, kind: text, text: Hi, frame: [0, 0, 1, 1]}\n"
            )
                == nil)
    }

    @Test func keysAControlWouldLeaveWithoutEffectAreRefused() throws {
        let lines = try #require(error("root:\n  id: f\n  kind: textField\n  text: Hi\n  lines: 2\n"))
        #expect(
            lines.hasPrefix("s.yaml:5:3: `lines` on `kind: textField` is not supported: a text field shows one line"),
            "\(lines)")
        let title = try #require(error("root:\n  id: bar\n  kind: navigationBar\n  text: Inbox\n  style: title1\n"))
        #expect(title.contains("`style` on `kind: navigationBar` is not supported"), "\(title)")
        let on = try #require(error("root:\n  id: b\n  kind: button\n  text: Hi\n  on: true\n"))
        #expect(on.hasPrefix("s.yaml:5:3: `on` on `kind: button` is not supported: `on` is a switch's state"), "\(on)")
        #expect(error("root:\n  id: s\n  kind: switch\n  on: true\n") == nil)
        let tabs = try #require(error("root:\n  id: tabs\n  kind: tabBar\n  items: [A, B]\n  background: red\n"))
        #expect(tabs.contains("`background` on `kind: tabBar` is not supported"), "\(tabs)")
        #expect(
            error("root:\n  id: bar\n  kind: navigationBar\n  text: Inbox\n  largeTitle: true\n  background: red\n")
                == nil)
        #expect(
            error(
                "root:\n  id: f\n  kind: textField\n  text: Hi\n  background: white\n  cornerRadius: 17\n  borderWidth: 1\n  borderColor: separator\n"
            )
                == nil, "a text field draws its own layer style")
    }
}
