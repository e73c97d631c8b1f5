import Foundation
import PlumbCore
import PlumbPipeline
import PlumbSpec

/// The strings of an assertion (docs/testing.md, "Localisation"): String Catalogs, `.strings` / `.stringsdict` files
/// in `xx.lproj` folders, or folders of them, a relative path taken from the folder of the test file.
enum TestStrings {
    static func table(_ paths: [String], relativeTo testFile: String) -> Result<StringsTable, TestStringsProblem> {
        let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
        let resolved = paths.map { path in
            (path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)).standardizedFileURL
                .path
        }
        do { return .success(try StringsLoader.load(resolved)) } catch {
            return .failure(TestStringsProblem(message: "strings: " + error.description))
        }
    }
}

/// Strings that did not load, or keyed texts they do not fit: reported as the assertion's failure.
public struct TestStringsProblem: Error, Sendable {
    public var message: String
}

extension LayoutUnderTest {
    /// This layout with its keyed texts (`key:` in a spec, `LocalizedText` on a `TextContent`) drawn from `paths`
    /// in each environment's locale: `LayoutUnderTest(tree).strings("Resources/Localizable.xcstrings")`.
    ///
    /// A file that does not read, a key no file defines or a format that does not fit its arguments fails the
    /// assertion, naming the file and key.
    public func strings(_ paths: String..., filePath: StaticString = #filePath) -> LayoutUnderTest {
        switch TestStrings.table(paths, relativeTo: "\(filePath)") {
        case .success(let table): return strings(table)
        case .failure(let problem):
            var layout = self
            layout.stringsProblem = problem.message
            return layout
        }
    }

    /// This layout with its keyed texts drawn from `table`.
    public func strings(_ table: StringsTable) -> LayoutUnderTest {
        var layout = self
        layout.stringsTable = table
        return layout
    }

    /// Why the strings of `subject` (this layout, resolved) cannot be used in its environments: a load error, an
    /// unknown locale literal, a key no file defines, a format that does not fit; `nil` when all is well.
    func localisationProblem(of subject: Subject) -> String? {
        if let stringsProblem { return stringsProblem }
        if let unknown = subject.environments.first(where: { !$0.localization.isKnown }) {
            return "locale " + LocaleCodes.problem(with: unknown.localization.rawValue)
        }
        guard let stringsTable, let environment = subject.environments.first else { return nil }
        return StringsCheck.problem(
            in: subject.tree(for: environment), table: stringsTable, specFile: "the layout under test")?
            .description
    }
}
