import Testing

@testable import PlumbSpec

/// An iOS developer writes the UIKit property they know (`textColor`, `numberOfLines`); the error names the spec's key.
@Suite struct UIKitPropertyNameTests {
    func message(_ text: String) -> String {
        do {
            _ = try SpecLoader().parse(text, file: "s.yaml")
            return ""
        } catch {
            return error.description
        }
    }

    @Test func uikitNamesSuggestTheSpecKey() {
        let cases = [
            ("textColor: red", "UIKit's `textColor` is `color` in a spec"),
            ("numberOfLines: 0", "UIKit's `numberOfLines` is `lines` in a spec"),
            ("backgroundColor: red", "UIKit's `backgroundColor` is `background` in a spec"),
            ("alpha: 0.5", "UIKit's `alpha` is `opacity` in a spec"),
        ]
        for (line, suggestion) in cases {
            let text = "root:\n  id: r\n  children:\n    - {id: t, text: Hi, \(line)}\n"
            #expect(message(text).contains(suggestion), "\(line): \(message(text))")
        }
    }

    /// A close spelling wins over the UIKit table, and a UIKit name whose spec key is not allowed where it is
    /// written gets no suggestion (`matrix:` has no `color`).
    @Test func spellingFirstAndOnlyAllowedKeys() {
        #expect(message("root:\n  id: r\n  colour: red\n").contains("(did you mean `color`?)"))
        let inMatrix = message("matrix: {textColor: red}\nroot:\n  id: r\n")
        #expect(inMatrix.contains("unknown key `textColor`"))
        #expect(!inMatrix.contains("UIKit's"))
    }

    /// The allowed keys are listed once each, although several key groups allow `alignment`.
    @Test func allowedKeysListedOnce() {
        let text = message("root:\n  id: r\n  children:\n    - {id: t, text: Hi, textColor: red}\n")
        let list = text.components(separatedBy: "expected one of: ").last ?? ""
        let keys = list.dropLast().components(separatedBy: ", ")
        #expect(keys.count == Set(keys).count)
        #expect(keys.contains("alignment"))
    }

    /// A UIKit class name where a `kind:` or `layout:` is expected names the spec's value.
    @Test func uikitClassNamesSuggestTheSpecValue() {
        #expect(message("root:\n  id: r\n  kind: UILabel\n").contains("(UIKit's `UILabel` is `text` in a spec)"))
        #expect(message("root:\n  id: r\n  kind: imageView\n").contains("(UIKit's `imageView` is `image` in a spec)"))
        #expect(
            message("root:\n  id: r\n  layout: UIStackView\n").contains("(UIKit's `UIStackView` is `stack` in a spec)"))
        // `kind: stack` is no kind: the suggestion is only made where the value is allowed.
        #expect(!message("root:\n  id: r\n  kind: HStack\n").contains("UIKit's"))
    }
}
