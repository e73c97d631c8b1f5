import Foundation

/// One `Contents.json` of an asset catalog, read with the catalog's byte limit, as a JSON object.
///
/// Xcode writes these files (and ignores keys it does not know), so only the shape Plumb reads is checked: the
/// top level must be an object, and each accessor says what it expected when a value has another type.
struct ContentsJSON {
    /// The file, for errors.
    let file: String
    /// The top-level object.
    let object: [String: Any]

    /// Reads `url`, refusing a file over `limits.jsonBytes`, text that is not JSON, and a top level that is not an
    /// object.
    ///
    /// - Throws: `AssetError` naming the file and, for a syntax error, its line.
    static func read(_ url: URL, limits: AssetLimits) throws(AssetError) -> ContentsJSON {
        let path = url.path
        let data = try CatalogFiles.contents(of: url, limit: limits.jsonBytes, what: "Contents.json")
        return try parse(data, file: path)
    }

    /// Parses `data` as the `Contents.json` at `file` (the fuzz target's entry too).
    static func parse(_ data: Data, file: String) throws(AssetError) -> ContentsJSON {
        let value: Any
        do { value = try JSONSerialization.jsonObject(with: data) } catch {
            let detail = ((error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String) ?? "not JSON"
            throw AssetError(
                file: file, line: line(of: detail, in: data),
                problem: "is not valid JSON (\(detail.trimmingCharacters(in: CharacterSet(charactersIn: "."))))")
        }
        guard let object = value as? [String: Any] else {
            throw AssetError(file: file, problem: "is not a JSON object (expected {\"info\": …} as Xcode writes it)")
        }
        return ContentsJSON(file: file, object: object)
    }

    /// The line of the byte offset a Foundation JSON error names (`around character 12`), or 0.
    static func line(of detail: String, in data: Data) -> Int {
        guard let range = detail.range(of: "character ") else { return 0 }
        let digits = detail[range.upperBound...].prefix { $0.isNumber }
        guard let offset = Int(digits) else { return 0 }
        return 1 + data.prefix(offset).reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// The array of objects under `key` (`colors`, `images`, `symbols`), empty when absent.
    func objects(_ key: String) throws(AssetError) -> [[String: Any]] {
        guard let value = object[key] else { return [] }
        guard let list = value as? [Any], let objects = list as? [[String: Any]] else {
            throw AssetError(file: file, problem: "`\(key)` is not a list of objects (expected [{\"idiom\": …}, …])")
        }
        return objects
    }

    /// `properties.<key>` as a string or a boolean, `nil` when absent.
    func property(_ key: String) -> Any? {
        (object["properties"] as? [String: Any])?[key]
    }

    /// A string under `key` of `entry`, `nil` when absent.
    func string(_ key: String, in entry: [String: Any], context: String) throws(AssetError) -> String? {
        guard let value = entry[key] else { return nil }
        guard let text = value as? String else {
            throw AssetError(file: file, problem: "\(context): `\(key)` is not a string")
        }
        return text
    }
}
