import Foundation
import PlumbSnapshot

/// How the running CLI names itself in the commands it prints (re-record, accept): `plumb` for Plumb's own binary
/// however it was started, and a team's own CLI (`PlumbCommand.main(layouts:)`) as it was invoked
/// (`.build/debug/message-plumb`, an absolute path inside the current folder made relative to it as every printed
/// path is, `PrintedPath`), so that each printed command runs as printed from where the user is.
enum ProgramName {
    /// The name, quoted for a POSIX shell when it needs it.
    static func current(arguments: [String] = CommandLine.arguments) -> String {
        guard let first = arguments.first, !first.isEmpty, (first as NSString).lastPathComponent != "plumb"
        else { return "plumb" }
        let invoked = PrintedPath.relative(first)
        let plain = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./:@%+=,-")
        if invoked.allSatisfy(plain.contains) { return invoked }
        return "'" + invoked.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
