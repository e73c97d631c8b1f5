import PlumbSnapshot

/// Why `plumb review` cannot start.
public enum ReviewError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The artifacts folder is missing or not a folder.
    case noFolder(String)
    /// Its `report.json` cannot be read.
    case report(ReportError)
    /// It has no `report.html` to show.
    case noPage(path: String)
    /// The report's check used another baselines folder than `Baselines` and `--baselines` does not name one.
    case accept(AcceptError)

    public var description: String {
        switch self {
        case .noFolder(let path):
            "\(path): no such folder (expected the artifacts folder of a finished check: plumb check … --artifacts DIR)"
        case .report(let error): error.description
        case .accept(let error): error.description
        case .noPage(let path):
            "\(path): cannot read the report page (was the folder written by plumb check --artifacts?)"
        }
    }
}
