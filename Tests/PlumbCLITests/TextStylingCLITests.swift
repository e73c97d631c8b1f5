import Foundation
import Testing

/// Text styling through the real `plumb`: lints see the text as it is drawn (issue 19, point 3).
@Suite struct TextStylingCLITests {
    /// `UILabel.adjustsFontSizeToFitWidth` (Apple documentation: "the label reduces the font size until the text
    /// fits"): a title too long for a 150 pt column is truncated — a `truncatedText` finding — unless it shrinks,
    /// and then `plumb lint` finds nothing, because it measures the shrunk text the renderer draws. Below its
    /// `minimumScaleFactor` it is truncated again.
    @Test func lintsSeeTheShrunkText() throws {
        let folder = try TemporaryFolder()
        func spec(_ name: String, _ keys: String) throws -> String {
            try folder.file(
                "\(name).yaml",
                """
                name: \(name)
                lints: {truncatedText: error}
                root:
                  id: root
                  layout: stack
                  axis: vertical
                  alignment: leading
                  children:
                    - {id: title, kind: text, text: "Quarterly revenue summary", lines: 1, width: 150\(keys)}
                """)
        }
        let plain = try PlumbProcess.run(["lint", try spec("plain", ""), "--width", "320", "--category", "l"])
        #expect(plain.status == 1 && plain.stdout.contains("truncatedText"), "\(plain.stdout)\(plain.stderr)")
        let shrinking = try PlumbProcess.run(
            [
                "lint", try spec("shrinking", ", adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.5"), "--width",
                "320", "--category", "l",
            ])
        #expect(shrinking.status == 0, "\(shrinking.stdout)\(shrinking.stderr)")
        let floor = try PlumbProcess.run(
            [
                "lint", try spec("floor", ", adjustsFontSizeToFitWidth: true, minimumScaleFactor: 0.95"), "--width",
                "320", "--category", "l",
            ])
        #expect(floor.status == 1 && floor.stdout.contains("truncatedText"), "\(floor.stdout)\(floor.stderr)")
    }
}
