import Foundation
import Testing

/// Keyed tab bar titles through the real `plumb` binary: a title whose key the strings do not translate into the
/// environment's locale draws the development-language value and is a `missingTranslation` finding, as a keyed
/// text is (docs/localisation.md).
@Suite struct ControlTitleKeysCLITests {
    static let catalog = """
        {"sourceLanguage": "en", "strings": {
          "tab.inbox": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Inbox"}},
            "de": {"stringUnit": {"state": "translated", "value": "Posteingang"}}}},
          "tab.settings": {"localizations": {
            "en": {"stringUnit": {"state": "translated", "value": "Settings"}}}}}}
        """

    @Test func anUntranslatedTitleIsAMissingTranslation() throws {
        let folder = try TemporaryFolder()
        _ = try folder.file("Localizable.xcstrings", Self.catalog)
        let spec = try folder.file(
            "tabs.yaml",
            """
            strings: Localizable.xcstrings
            root:
              id: screen
              layout: stack
              children:
                - {id: tabs, kind: tabBar, selected: 0, items: [{key: tab.inbox}, {key: tab.settings}]}
            """)
        let run = try PlumbProcess.run([
            "lint", spec, "--width", "375", "--locale", "en,de", "--lint", "missingTranslation=error",
        ])
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(
            run.stdout.contains("title of \"tabs\": key \"tab.settings\" has no translation in de"), "\(run.stdout)")
        #expect(!run.stdout.contains("tab.inbox"), "a translated title is no finding: \(run.stdout)")
        #expect(!run.stdout.contains("375w-l-en"), "English translates both: \(run.stdout)")
    }
}
