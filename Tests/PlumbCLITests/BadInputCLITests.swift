import Foundation
import Testing

/// Malformed specs and flags: exit 2, a message with file:line and what was expected, and nothing written.
@Suite struct BadInputCLITests {
    @Test(arguments: [
        (
            "bad-yaml.yaml", "root:\n  id: a\n  kind: text: body\n",
            ":3:13: invalid YAML: mapping values are not allowed"
        ),
        (
            "unknown-key.yaml", "root:\n  id: a\n  colour: red\n",
            ":3:3: unknown key `colour` (did you mean `color`?) (expected one of: id, kind"
        ),
        (
            "unknown-kind.yaml", "root:\n  id: a\n  kind: carousel\n",
            ":3:9: `kind` is \"carousel\", expected one of box, text, image, switch, button, separator, textField, segmentedControl, pageControl, progressView, slider, stepper, activityIndicator, navigationBar, tabBar"
        ),
        (
            "negative-width.yaml", "root:\n  id: a\n  width: -10\n",
            ":3:10: `width` is \"-10\", expected a number from 0 to 1000000"
        ),
        ("nan-width.yaml", "root:\n  id: a\n  width: .nan\n", ":3:10: `width` is \".nan\", expected a finite number"),
        (
            "inf-frame.yaml", "root:\n  id: a\n  children:\n    - {id: b, frame: [0, 0, .inf, 10]}\n",
            ":4:29: `frame` is \".inf\", expected a finite number"
        ),
    ])
    func malformedSpecExitsTwoNamingFileAndLineAndWritesNothing(name: String, text: String, message: String) throws {
        let folder = try TemporaryFolder()
        let good = try folder.file("good.yaml", "root: {id: ok, width: 10, height: 10}\n")
        let spec = try folder.file(name, text)
        let out = folder.url.appendingPathComponent("out")
        let run = try PlumbProcess.run(["render", good, spec, "--width", "320", "-o", out.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains(spec + message), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: out.path), "a failed run must write nothing")
        let layout = try PlumbProcess.run(["layout", spec, "--width", "320"])
        #expect(layout.status == 2 && layout.stdout.isEmpty)
    }

    @Test(arguments: [
        (["--width=-1"], "--width -1 is out of range"), (["--width", "nan"], "--width \"nan\" is not a finite number"),
        (["--width", "0"], "--width 0 is out of range"), (["--width", "1e9"], "--width 1e9 is out of range"),
        (["--width", "375", "--category", "huge"], "--category \"huge\" is not a content-size category"),
        (["--width", "375", "--scale", "7"], "--scale \"7\" is not supported (expected 1, 2 or 3)"),
        (["--width", "375", "--direction", "up"], "--direction \"up\" is not a direction"),
    ])
    func badEnvironmentFlagsExitTwo(flags: [String], message: String) throws {
        let run = try PlumbProcess.run(["layout", "gallery:settings-cell"] + flags)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func missingFilesAndUnknownGalleryEntriesExitTwo() throws {
        let missing = try PlumbProcess.run(["layout", "/nonexistent/spec.yaml", "--width", "320"])
        #expect(missing.status == 2 && missing.stderr.contains("/nonexistent/spec.yaml: cannot read the spec"))
        let gallery = try PlumbProcess.run(["layout", "gallery:nope", "--width", "320"])
        #expect(
            gallery.status == 2
                && gallery.stderr.contains(
                    "gallery:nope: no such gallery entry (expected one of: gallery:settings-cell")
        )
        let usage = try PlumbProcess.run(["layout", "--width", "320"])
        #expect(usage.status == 2 && usage.stderr.contains("Missing expected argument '<spec>'"), "\(usage.stderr)")
        let both = try PlumbProcess.run(["layout", "gallery:settings-cell", "--width", "320", "--device", "iphone-16"])
        #expect(
            both.status == 2 && both.stderr.contains("plumb layout takes --width W or --device NAME, not both"),
            "\(both.stderr)")
        let verb = try PlumbProcess.run(["frobnicate"])
        #expect(verb.status == 2)
    }
}
