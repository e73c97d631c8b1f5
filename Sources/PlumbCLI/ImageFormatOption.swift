import PlumbCore
import PlumbRender

/// `--format`: the image format `plumb render` writes.
enum ImageFormatOption {
    /// - Throws: `CLIFailure.badInput` naming the value and the formats, with a suggestion.
    static func parse(_ text: String) throws -> ImageFormat {
        guard let format = ImageFormat(rawValue: text.lowercased()) else {
            let names = ImageFormat.allCases.map(\.rawValue)
            throw CLIFailure.badInput(
                "--format \(text.debugDescription) is not an image format\(Suggestion.didYouMean(text, in: names)) (expected png, svg or pdf)"
            )
        }
        return format
    }
}
