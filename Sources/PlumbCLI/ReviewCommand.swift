import ArgumentParser
import Foundation
import PlumbServe

/// `plumb review ARTIFACTS_DIR [--port N] [--baselines DIR] [--exit-when-done]`: a local review server for a
/// finished check, with Accept buttons that do what `plumb accept --only` does.
struct ReviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "review",
        abstract: "Serve a finished check's report on 127.0.0.1 with Accept and Accept all shown buttons.",
        discussion: """
            Prints a URL with a random token; open it in a browser (nothing is opened for you). Each failed \
            environment gets an Accept button, groups an Accept group button, and the bar at the top Accept all \
            shown (the environments the page's filters show). Accepting promotes the actual images and frames \
            exactly as plumb accept --only does, each file atomically. The server listens on 127.0.0.1 only, \
            refuses every request without the token, and serves only the files of ARTIFACTS_DIR. Accept writes only \
            into --baselines DIR, else Baselines in the working directory (the report is untrusted). Ctrl-C stops it.
            Exit codes: 0 stopped (Ctrl-C, or done with --exit-when-done), 2 bad input.
            """
    )

    @Argument(help: "The artifacts folder of a finished plumb check (--artifacts DIR).")
    var artifacts: String

    @Option(
        name: .long,
        help: ArgumentHelp("The port on 127.0.0.1 (default: a free one chosen at random).", valueName: "PORT"))
    var port: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The baselines folder Accept writes into (default: Baselines; never the one report.json names).",
            valueName: "DIR"))
    var baselines: String?

    @Flag(
        name: .customLong("exit-when-done"),
        help: "Stop once every failed environment is accepted, or Done is pressed in the page.")
    var exitWhenDone = false

    func run() throws {
        let port = try ServerPort.parse(port ?? 0)
        let session: ReviewSession
        session = try ReviewSession(artifactsFolder: artifacts, baselines: baselines)
        let exitWhenDone = self.exitWhenDone
        if exitWhenDone && session.acceptable.isEmpty {
            ServerPort.say("nothing to review: no failed environment in \(artifacts)")
            return
        }
        let server = try ServerPort.start(port: port) { access, stop in
            { request in
                switch access.admit(request) {
                case .refused(let response): response
                case .admitted(let request):
                    session.respond(to: request, guard: access, exitWhenDone: exitWhenDone, onFinish: stop)
                }
            }
        }
        ServerPort.say(
            "reviewing \(artifacts): \(session.acceptable.count) environment\(session.acceptable.count == 1 ? "" : "s") to accept"
        )
        ServerPort.say("open \(server.url)")
        ServerPort.say(
            exitWhenDone
                ? "stops when every change is accepted or Done is pressed, or on Ctrl-C" : "Ctrl-C stops the server")
        server.run()
        let accepted = session.accepted
        ServerPort.say(
            "review server stopped; \(accepted.count) baseline\(accepted.count == 1 ? "" : "s") accepted"
                + (accepted.isEmpty ? "" : ": " + accepted.joined(separator: ", ")))
    }
}
