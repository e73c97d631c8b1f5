import Foundation

/// A temporary folder of strings files and a spec beside them, removed when released.
final class StringsFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plumb-strings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes `contents` to `name` (folders made as needed) and returns its path.
    @discardableResult
    func write(_ name: String, _ contents: String) throws -> String {
        try write(name, Data(contents.utf8))
    }

    @discardableResult
    func write(_ name: String, _ data: Data) throws -> String {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file.path
    }

    /// A catalog with `inbox.title` in en/de/ja/ar, an English-and-German plural `inbox.unread`, a format with two
    /// arguments `inbox.greeting` (German swaps them positionally), and `inbox.markRead` only in English.
    static let catalog = """
        {
          "sourceLanguage": "en",
          "strings": {
            "inbox.title": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Inbox"}},
              "de": {"stringUnit": {"state": "translated", "value": "Posteingang"}},
              "ja": {"stringUnit": {"state": "translated", "value": "受信トレイ"}},
              "ar": {"stringUnit": {"state": "translated", "value": "البريد الوارد"}}}},
            "inbox.unread": {"localizations": {
              "en": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld unread message"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld unread messages"}}}}},
              "de": {"variations": {"plural": {
                "one": {"stringUnit": {"state": "translated", "value": "%lld ungelesene Nachricht"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld ungelesene Nachrichten"}}}}},
              "ar": {"variations": {"plural": {
                "zero": {"stringUnit": {"state": "translated", "value": "لا رسائل"}},
                "one": {"stringUnit": {"state": "translated", "value": "رسالة واحدة"}},
                "two": {"stringUnit": {"state": "translated", "value": "رسالتان"}},
                "few": {"stringUnit": {"state": "translated", "value": "%lld رسائل"}},
                "many": {"stringUnit": {"state": "translated", "value": "%lld رسالة"}},
                "other": {"stringUnit": {"state": "translated", "value": "%lld رسالة."}}}}}}},
            "inbox.greeting": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "%@ sent you %lld photos"}},
              "de": {"stringUnit": {"state": "translated", "value": "%2$lld Fotos von %1$@"}}}},
            "inbox.markRead": {"localizations": {
              "en": {"stringUnit": {"state": "translated", "value": "Mark all read"}}}}
          },
          "version": "1.0"
        }
        """
}
