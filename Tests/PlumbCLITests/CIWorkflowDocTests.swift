import Foundation
import Testing

/// docs/ci.md's workflow, as a team copies it into its own repository (issue 31.10): the install line is the one
/// list `Scripts/bootstrap` installs from (`Scripts/packages`), so a package that is not Plumb builds and finds its
/// pinned fonts; and the check runs over the matrix the documented record wrote, so no shard fails with "missing
/// baseline".
@Suite struct CIWorkflowDocTests {
    static let root = ReadmeTests.root

    static func workflow() throws -> String {
        let doc = try String(contentsOf: root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let start = try #require(doc.range(of: "`.github/workflows/snapshots.yml`:\n\n```yaml\n"))
        return doc[start.upperBound...].components(separatedBy: "\n```\n")[0]
    }

    @Test func theInstallLineIsTheBuildListBootstrapReads() throws {
        let line = try #require(
            try Self.workflow().split(separator: "\n").first { $0.hasPrefix("  PACKAGES: ") })
        let printed = Process()
        printed.executableURL = Self.root.appendingPathComponent("Scripts/bootstrap")
        printed.arguments = ["--print-build-packages"]
        let out = Pipe()
        printed.standardOutput = out
        try printed.run()
        let list = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        printed.waitUntilExit()
        #expect(printed.terminationStatus == 0)
        #expect(line.dropFirst("  PACKAGES: ".count) + "\n" == list, "docs/ci.md: \(line)")
        // What the first team's CI day lacked: librsvg's headers (the build stops) and the Noto fallbacks (every
        // snapshot fails "pinned fonts missing").
        for package in ["librsvg2-dev", "fonts-noto-color-emoji", "fonts-noto-cjk", "fonts-noto-ui-core"] {
            #expect(
                list.split(separator: " ").contains { $0.trimmingCharacters(in: .newlines) == package }, "\(package)")
        }
    }

    /// A team records with `plumb record Specs/` (each spec over its own `matrix:`); a check with an axis flag such
    /// as `--category all` would look for baselines no record wrote, and fail every shard with "missing baseline".
    @Test func theCheckStepUsesTheMatrixTheRecordWrote() throws {
        let workflow = try Self.workflow()
        let check = try #require(workflow.range(of: "message-plumb\" check Specs/"))
        let command = workflow[check.lowerBound...].components(separatedBy: "\n      - ")[0]
        for axis in ["--category", "--width", "--scale", "--direction", "--locale", "--appearance", "--device"] {
            #expect(!command.contains(axis + " "), "\(command)")
        }
        #expect(command.contains("--record never"))
    }
}
