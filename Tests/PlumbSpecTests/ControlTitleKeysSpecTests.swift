import Foundation
import PlumbCore
import Testing

@testable import PlumbSpec

/// Tab bar item and segment titles written `{key: …}`: looked up in the spec's strings like a text node's `key:`
/// (with `args:` and `count:`), as an app sets `UITabBarItem(title: NSLocalizedString("tab.inbox", …))` and
/// `UISegmentedControl(items: [NSLocalizedString(…)])` (docs/spec-format.md, "System controls").
@Suite struct ControlTitleKeysSpecTests {
    static func spec(_ folder: StringsFolder, _ nodes: String) throws -> Spec {
        try LocalizationSpecTests.spec(folder, nodes)
    }

    static func control(_ spec: Spec, _ id: String, _ locale: String) -> ControlContent? {
        let root = spec.root(for: Environment(width: 375, localization: Localization(rawValue: locale)!))
        return root.depthFirst.first { $0.id == id }?.control
    }

    @Test func keyedTitlesTakeEachLocalesValue() throws {
        let folder = try StringsFolder()
        let spec = try Self.spec(
            folder,
            """
                - {id: tabs, kind: tabBar, selected: 0, items: [{key: inbox.title, text: Inbox (spec)}, Settings, {key: inbox.unread, count: 3}]}
                - {id: filter, kind: segmentedControl, segments: [{key: inbox.greeting, args: [Ana, 4]}, All]}

            """)
        #expect(Self.control(spec, "tabs", "base")?.items == ["Inbox", "Settings", "3 unread messages"])
        #expect(Self.control(spec, "tabs", "de")?.items == ["Posteingang", "Settings", "3 ungelesene Nachrichten"])
        #expect(Self.control(spec, "tabs", "ja")?.items.first == "受信トレイ")
        #expect(Self.control(spec, "filter", "de")?.items == ["4 Fotos von Ana", "All"])
        // A plain title stays as written, and a keyed one records its key.
        let tabs = try #require(Self.control(spec, "tabs", "de"))
        #expect(tabs.localizedItems.map { $0?.key } == ["inbox.title", nil, "inbox.unread"])
        #expect(tabs.localizedItems.allSatisfy { $0?.missingLocale == nil })
    }

    @Test func aKeyWithNoTranslationDrawsTheDevelopmentValueAndIsMarked() throws {
        let folder = try StringsFolder()
        let spec = try Self.spec(folder, "    - {id: tabs, kind: tabBar, items: [{key: inbox.markRead}]}\n")
        let german = try #require(Self.control(spec, "tabs", "de"))
        #expect(german.items == ["Mark all read"])
        #expect(german.localizedItems.first??.missingLocale == "de")
    }

    @Test func aKeyNoStringsFileDefinesIsAnError() throws {
        let folder = try StringsFolder()
        #expect {
            _ = try Self.spec(folder, "    - {id: tabs, kind: tabBar, items: [Home, {key: inbox.titel}]}\n")
        } throws: { error in
            let text = (error as? SpecError)?.description ?? ""
            return text.contains(
                "s.yaml: node \"tabs\": key \"inbox.titel\" is defined in no strings file (Localizable.xcstrings)")
                && text.contains("did you mean `inbox.title`?")
        }
    }

    @Test func aTitleMappingNeedsAKeyAndTakesOnlyTitleKeys() {
        SpecTestSupport.expectError(
            "root: {id: tabs, kind: tabBar, items: [{text: Home}]}",
            .missingKey(
                file: "s.yaml", line: 1, column: 40, key: "key", context: "a title of `items` written as a mapping"))
        SpecTestSupport.expectError(
            "root: {id: seg, kind: segmentedControl, segments: [{key: a, image: star}]}",
            .unknownKey(file: "s.yaml", line: 1, column: 61, key: "image", allowed: ["key", "text", "args", "count"]))
        SpecTestSupport.expectError(
            "root: {id: seg, kind: segmentedControl, segments: [[a]]}",
            .wrongType(
                file: "s.yaml", line: 1, column: 52, key: "segments",
                expected: "a list of at most 100 titles, each a string or {key: …}"))
    }
}
