/// An error caused by what the user gave — a spec, a flag, a file, a missing font — as opposed to a finding.
///
/// Each library's error type that can reach a user conforms, so one place turns errors into text and exit codes:
/// the CLI prints `error: <description>` and exits 2 for any `InputError` (`ErrorReport` in PlumbCLI), and the test
/// library shows the description as the failure. The description names the culprit and where it is, and says what
/// to do where there is something to do.
public protocol InputError: Error, CustomStringConvertible {}

extension FileWriteError: InputError {}
extension LintSettingError: InputError {}
extension ConstraintSyntaxError: InputError {}
