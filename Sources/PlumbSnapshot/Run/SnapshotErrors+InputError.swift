import PlumbCore
import PlumbRender

// The errors of a snapshot run, acceptance and reports name a file, spec or flag the user gave: the CLI reports
// each with exit 2 (`InputError`).
extension SnapshotRunError: InputError {}
extension BaselineError: InputError {}
extension AcceptError: InputError {}
extension ShardError: InputError {}
extension ShardTimingsError: InputError {}
extension RecordModeError: InputError {}
extension ReportError: InputError {}
extension ContactSheet.TooLarge: InputError {}
extension ShardArtifactError: InputError {}
