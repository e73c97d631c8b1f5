import Foundation
import PlumbBuilder
import PlumbCore
import PlumbLayout
import Testing

/// No PlumbBuilder type shares a name with a SwiftUI type, so a file importing both reads and compiles unambiguously
/// (docs/swift.md, "Names"). SwiftUI is not on Linux, so the names are checked against its documentation index
/// (Tests/Fixtures/swiftui/swiftui-type-names.txt), read from PlumbBuilder's sources. This file also imports
/// Foundation (which SwiftUI re-exports), PlumbCore and PlumbLayout (which builder code imports with it) and names
/// every type unqualified, so a clash with any of them does not compile.
@Suite struct BuilderNamesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// SwiftUI's public type names, one a line after the `#` header.
    static func swiftUINames() throws -> Set<String> {
        let text = try String(
            contentsOf: root.appendingPathComponent("Tests/Fixtures/swiftui/swiftui-type-names.txt"), encoding: .utf8)
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") })
    }

    /// The public types PlumbBuilder declares (`public struct`, `enum`, `protocol`, `class`, `typealias`), split into
    /// current names and the old names kept as deprecated aliases (`@available(*, deprecated, renamed:)`).
    static func builderNames() throws -> (current: Set<String>, deprecated: [String: String]) {
        let folder = root.appendingPathComponent("Sources/PlumbBuilder")
        let declaration = /public (?:final )?(?:struct|enum|protocol|class|typealias) (\w+)/
        let renamed = /@available\(\*, deprecated, renamed: "(\w+)"\)/
        var current: Set<String> = [], deprecated: [String: String] = [:]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                guard let name = line.firstMatch(of: declaration)?.1 else { continue }
                if index > 0, let newName = lines[index - 1].firstMatch(of: renamed)?.1 {
                    deprecated[String(name)] = String(newName)
                } else {
                    current.insert(String(name))
                }
            }
        }
        return (current, deprecated)
    }

    @Test func noBuilderTypeHasASwiftUIName() throws {
        let swiftUI = try Self.swiftUINames()
        let names = try Self.builderNames().current
        #expect(names.count >= 30, "read \(names.sorted())")
        #expect(names.intersection(swiftUI).isEmpty, "shared with SwiftUI: \(names.intersection(swiftUI).sorted())")
    }

    /// The list is SwiftUI's: the names the builder used to share are in it, and so are the ones it avoided.
    @Test func theListIsSwiftUIs() throws {
        let swiftUI = try Self.swiftUINames()
        #expect(swiftUI.count > 900)
        let shared = ["HStack", "VStack", "Text", "Image", "Button", "Section", "TextField", "ProgressView", "Slider"]
        #expect(Set(shared + ["Stepper", "Anchor", "Label", "Toggle", "Divider"]).isSubset(of: swiftUI))
    }

    /// Every old name still compiles, as an alias of the new name it says.
    @Test func everyOldNameIsADeprecatedAliasOfANewName() throws {
        let (current, deprecated) = try Self.builderNames()
        #expect(deprecated.count == 13, "\(deprecated)")
        for (old, new) in deprecated { #expect(current.contains(new), "\(old) → \(new)") }
        let swiftUI = try Self.swiftUINames()
        // `Stack` was renamed to match its siblings; `Dimension` is Foundation's (`NSDimension`).
        #expect(Set(deprecated.keys).subtracting(swiftUI) == ["Stack", "Dimension"])
    }

    /// Every public type, named unqualified next to Foundation, PlumbCore and PlumbLayout: this only compiles if
    /// none clashes with theirs. The list must hold every type `builderNames` reads, so a new type is named here too.
    @Test func everyTypeIsNamedNextToFoundationAndPlumb() throws {
        let types: [Any.Type] = [
            Box.self, TextLabel.self, ImageView.self, SystemButton.self, Switch.self, Separator.self,
            StackView.self, HStackView.self, VStackView.self, Manual.self, Sections.self, LayoutSection.self,
            Constraints.self, TextFieldControl.self, SegmentedControl.self, PageControl.self, ProgressBar.self,
            SliderControl.self, StepperControl.self, ActivityIndicator.self, NavigationBar.self, TabBar.self,
            LayoutAnchor<XAxis>.self, XAxis.self, YAxis.self, AnchorDimension.self, AnchorItem.self,
            AnchorExpression<XAxis>.self, ConstraintAnchors.self, TypedConstraint.self, LayoutPriority.self,
            ConstraintBuilder.self, NodeTreeBuilder.self, (any LayoutElement).self, (any TextElement).self,
            (any StackElement).self,
        ]
        let named = Set(types.map { "\($0)".replacing(/^any |<.*>$/, with: "") })
        #expect(named == (try Self.builderNames().current))
    }
}
