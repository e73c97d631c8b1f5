import PlumbCore
import PlumbRender

/// `--format`: the image format `plumb render` writes.
enum ImageFormatOption {
    /// - Throws: `UsageError.badValue` naming the value and the formats, with a suggestion.
    static func parse(_ text: String) throws -> ImageFormat {
        guard let format = ImageFormat(rawValue: text.lowercased()) else {
            let names = ImageFormat.allCases.map(\.rawValue)
            throw UsageError.badValue(
                flag: "--format", value: text, isNot: "an image format",
                suggestion: Suggestion.closest(to: text, in: names),
                expected: "png, svg or pdf")
        }
        return format
    }
}
