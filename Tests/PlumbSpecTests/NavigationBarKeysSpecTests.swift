import Foundation
import PlumbCore
import Testing

@testable import PlumbSpec

/// A navigation bar's back button (`backTitle:`) and bar button titles written `{key: …}`, looked up in the spec's
/// strings like a text node's `key:`, as an app sets `navigationItem.backButtonTitle` or a previous screen's `title`
/// and `UIBarButtonItem(title: NSLocalizedString(…))` (docs/spec-format.md, "System controls").
@Suite struct NavigationBarKeysSpecTests {
    @Test func aBackTitleAndBarButtonTitlesTakeEachLocalesValue() throws {
        let folder = try StringsFolder()
        let spec = try ControlTitleKeysSpecTests.spec(
            folder,
            """
                - {id: nav, kind: navigationBar, text: General, backTitle: {key: inbox.title, text: Inbox}, trailingItems: [{key: inbox.markRead}, Edit]}
                - {id: plain, kind: navigationBar, backTitle: Settings, leadingItems: [Cancel]}

            """)
        let base = try #require(ControlTitleKeysSpecTests.control(spec, "nav", "base"))
        #expect(base[NavigationBarKind.backTitle] == "Inbox")
        #expect(base.trailingItems == ["Mark all read", "Edit"])
        let german = try #require(ControlTitleKeysSpecTests.control(spec, "nav", "de"))
        #expect(german[NavigationBarKind.backTitle] == "Posteingang")
        #expect(german[NavigationBarKind.backTitleKey]?.key == "inbox.title")
        // A bar button key German lacks draws the development value and is marked for `missingTranslation`.
        #expect(german.trailingItems == ["Mark all read", "Edit"])
        #expect(german[NavigationBarKind.trailingItemKeys].first??.missingLocale == "de")
        let plain = try #require(ControlTitleKeysSpecTests.control(spec, "plain", "de"))
        #expect(plain[NavigationBarKind.backTitle] == "Settings" && plain[NavigationBarKind.backTitleKey] == nil)
        #expect(plain.leadingItems == ["Cancel"])
    }

    @Test func aBackTitleKeyNoStringsFileDefinesIsAnError() throws {
        let folder = try StringsFolder()
        #expect {
            _ = try ControlTitleKeysSpecTests.spec(
                folder, "    - {id: nav, kind: navigationBar, backTitle: {key: inbox.titel}}\n")
        } throws: { error in
            ((error as? SpecError)?.description ?? "").contains("key \"inbox.titel\" is defined in no strings file")
        }
    }

    @Test func badBackTitlesAreRefusedAtTheirKey() {
        SpecTestSupport.expectError(
            "root: {id: nav, kind: navigationBar, backTitle: [Settings]}",
            .wrongType(
                file: "s.yaml", line: 1, column: 49, key: "backTitle", expected: "a title: a string or {key: …}"))
        SpecTestSupport.expectError(
            "root: {id: nav, kind: navigationBar, backTitle: {text: Settings}}",
            .missingKey(
                file: "s.yaml", line: 1, column: 49, key: "key",
                context: "a title of `backTitle` written as a mapping"))
        SpecTestSupport.expectError(
            "root: {id: tabs, kind: tabBar, items: [A], backTitle: Settings}",
            .unsupported(
                file: "s.yaml", line: 1, column: 44, feature: "`backTitle`",
                reason: "it belongs to `kind: navigationBar`, and this node is a tabBar"))
    }
}
