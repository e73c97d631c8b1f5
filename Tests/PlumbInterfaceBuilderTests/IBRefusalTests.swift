import Foundation
import PlumbCore
import PlumbInterfaceBuilder
import Testing

/// Hostile and malformed documents are refused with the file, the line and what was wrong — never expanded,
/// never a crash.
@Suite struct IBRefusalTests {
    private func refusal(_ text: String, limits: IBReadLimits = .default) -> IBError? {
        do {
            _ = try IBFixtures.parse(text, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    /// "Billion laughs": refused at the declaration, before any entity is expanded.
    @Test func anEntityBombIsRefusedAtItsDeclaration() throws {
        let bomb = """
            <?xml version="1.0"?>
            <!DOCTYPE document [
              <!ENTITY a "aaaaaaaaaa">
              <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
            ]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">&b;</document>
            """
        let error = try #require(refusal(bomb))
        #expect(error.problem == .documentTypeDeclaration)
        #expect(error.line == 2)
        #expect(error.column == 1)
        #expect(error.description.hasPrefix("test.xib:2:1: a document type or entity declaration"))
    }

    @Test func anExternalEntityIsRefused() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY secret SYSTEM "file:///etc/passwd">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch">&secret;</document>
            """
        #expect(refusal(text)?.problem == .documentTypeDeclaration)
    }

    @Test func malformedXMLNamesItsLine() throws {
        let text = IBFixtures.xib("<subviews>\n<label id=\"a\">\n</subviews>")
        let error = try #require(refusal(text))
        guard case .malformed = error.problem else {
            Issue.record("expected malformed, got \(error)")
            return
        }
        #expect((error.line ?? 0) >= 8, "\(error)")
    }

    @Test func aMacOSDocumentIsRefused() throws {
        let text = IBFixtures.xib("").replacingOccurrences(of: "iOS.CocoaTouch", with: "MacOSX.Cocoa")
        #expect(refusal(text)?.problem == .notIOS(runtime: "MacOSX.Cocoa"))
    }

    @Test func aDocumentThatIsNotInterfaceBuilderIsRefused() throws {
        #expect(refusal("<plist version=\"1.0\"><dict/></plist>")?.problem == .notInterfaceBuilder(root: "plist"))
    }

    /// Two objects with one id would make a constraint's item (and the tree) ambiguous — the way a cycle of views
    /// could be written.
    @Test func aDuplicateIdIsRefusedAtItsSecondUse() throws {
        let text = IBFixtures.xib(
            """
            <subviews>
                <view contentMode="scaleToFill" id="top-vw-001">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
            </subviews>
            """)
        let error = try #require(refusal(text))
        #expect(error.problem == .duplicateID("top-vw-001"))
        #expect(error.line == 8)
    }

    /// A constraint naming a view of another root (or none) is refused with the constraint's line.
    @Test func aConstraintNamingAnUnknownItemIsRefused() throws {
        let text = IBFixtures.xib(
            """
            <constraints>
                <constraint firstItem="top-vw-001" firstAttribute="width" secondItem="elsewhere" secondAttribute="width" id="bad-cn-001"/>
            </constraints>
            """)
        let document = try IBFixtures.parse(text)
        #expect(throws: IBError.self) { try IBTreeBuilder.tree(of: document.roots[0], in: document) }
        do {
            _ = try IBTreeBuilder.tree(of: document.roots[0], in: document)
        } catch {
            #expect(error.problem == .unknownConstraintItem(id: "elsewhere", constraint: "\"bad-cn-001\""))
            #expect(error.line == 8)
        }
    }

    @Test func budgetsAreEnforced() throws {
        let deep = IBFixtures.xib(
            String(repeating: "<subviews>", count: 40) + String(repeating: "</subviews>", count: 40))
        #expect(refusal(deep, limits: IBReadLimits(depth: 20))?.problem == .tooDeep(limit: 20))
        #expect(refusal(deep, limits: IBReadLimits(elements: 30))?.problem == .tooManyElements(limit: 30))
        let long = IBFixtures.xib("<userDefinedRuntimeAttributes note=\"\(String(repeating: "x", count: 5000))\"/>")
        #expect(
            refusal(long, limits: IBReadLimits(attributeLength: 4096))?.problem
                == .attributeTooLong(name: "note", bytes: 5000, limit: 4096))
        #expect(
            refusal(long, limits: IBReadLimits(bytes: 1000))?.problem == .tooLarge(bytes: long.utf8.count, limit: 1000))
    }

    @Test func aBadNumberIsRefusedWithItsElement() throws {
        let text = IBFixtures.xib(
            """
            <constraints>
                <constraint firstAttribute="width" constant="wide" id="bad-cn-001"/>
            </constraints>
            """)
        let document = try IBFixtures.parse(text)
        do {
            _ = try IBTreeBuilder.tree(of: document.roots[0], in: document)
            Issue.record("a constant of \"wide\" was read")
        } catch {
            #expect(error.problem == .badValue(element: "constraint", attribute: "constant", value: "wide"))
        }
    }
}
