import PlumbCore

/// How a contact sheet arranges its renders: which axes run down the rows and which across the columns, and the
/// grids (sections) that result, each cell naming the entry drawn there.
///
/// By default rows are content-size categories and columns everything else that varies (width, scale, direction,
/// appearance, locale), one grid per spec. Naming `spec` among the rows or columns puts every spec in one grid.
/// An axis that varies but is named on neither side joins the columns. Rows and columns appear in the order the
/// matrix lists their environments.
public struct SheetArrangement: Sendable, Equatable {
    /// A spec's heading on the sheet.
    public struct Subject: Sendable {
        public var title: String
        public var caption: String?

        public init(title: String, caption: String? = nil) {
            self.title = title
            self.caption = caption
        }
    }

    /// An arrangement that cannot be made.
    public struct Problem: Error, CustomStringConvertible, Equatable {
        public var description: String
    }

    /// The grid's heading (the spec's title and caption), or `nil` for a grid of several specs.
    public var title: String?
    public var caption: String?
    public var rowTitles: [String]
    public var columnTitles: [String]
    /// `cells[row][column]`: the index of the entry drawn there, `nil` leaving the cell empty.
    public var cells: [[Int?]]

    /// The grids for `entries` of `subjects`, with `rows` and `columns` axes (`nil`: the defaults above).
    ///
    /// - Throws: `Problem` when an axis is named both for rows and for columns, or twice on one side.
    public static func arrange(
        _ entries: [SheetEntry], subjects: [Subject], rows: [SheetAxis]? = nil, columns: [SheetAxis]? = nil
    ) throws(Problem) -> [SheetArrangement] {
        let rowAxes = rows ?? [.category]
        for axes in [rowAxes, columns ?? []] {
            if let twice = axes.first(where: { axis in axes.filter { $0 == axis }.count > 1 }) {
                throw Problem(description: "the axis \(twice.rawValue) is named twice; name each axis once")
            }
        }
        if let shared = rowAxes.first(where: { (columns ?? []).contains($0) }) {
            throw Problem(
                description:
                    "the axis \(shared.rawValue) is named both for rows and for columns; each axis runs along one of them"
            )
        }
        var columnAxes = columns ?? SheetAxis.allCases.filter { $0 != .spec && !rowAxes.contains($0) }
        // An axis that varies but is named on neither side joins the columns, so no render is left out.
        columnAxes += SheetAxis.allCases.filter { axis in
            axis != .spec && !rowAxes.contains(axis) && !columnAxes.contains(axis)
                && Set(entries.map { axis.label(of: $0.environment) }).count > 1
        }
        let oneGrid = rowAxes.contains(.spec) || columnAxes.contains(.spec)
        let groups: [[Int]] =
            oneGrid
            ? [Array(entries.indices)]
            : subjects.indices.map { subject in entries.indices.filter { entries[$0].subject == subject } }.filter {
                !$0.isEmpty
            }
        return groups.map { indices in
            var grid = SheetArrangement(
                entries: entries, indices: indices, subjects: subjects, rows: rowAxes, columns: columnAxes,
                namedRows: rows != nil, namedColumns: columns != nil)
            if !oneGrid, let subject = indices.first.map({ subjects[entries[$0].subject] }) {
                grid.title = subject.title
                grid.caption = subject.caption
            }
            return grid
        }
    }

    private init(
        entries: [SheetEntry], indices: [Int], subjects: [Subject], rows: [SheetAxis], columns: [SheetAxis],
        namedRows: Bool,
        namedColumns: Bool
    ) {
        func label(_ axis: SheetAxis, _ entry: SheetEntry) -> String {
            axis == .spec ? subjects[entry.subject].title : axis.label(of: entry.environment)
        }
        /// The axes shown in labels: all of them when the user named them, else those that vary in this grid (the
        /// screen width at least, so that a column always has a heading).
        func shown(_ axes: [SheetAxis], named: Bool, fallback: SheetAxis?) -> [SheetAxis] {
            guard !named else { return axes }
            let varying = axes.filter { axis in Set(indices.map { label(axis, entries[$0]) }).count > 1 }
            return varying.isEmpty ? (fallback.map { axes.contains($0) ? [$0] : [] } ?? []) : varying
        }
        let rowShown = shown(rows, named: namedRows, fallback: rows.first)
        let columnShown = shown(columns, named: namedColumns, fallback: .width)
        func key(_ axes: [SheetAxis], _ entry: SheetEntry) -> [String] { axes.map { label($0, entry) } }
        var rowKeys: [[String]] = [], columnKeys: [[String]] = []
        for index in indices {
            let entry = entries[index]
            let row = key(rows, entry), column = key(columns, entry)
            if !rowKeys.contains(row) { rowKeys.append(row) }
            if !columnKeys.contains(column) { columnKeys.append(column) }
        }
        var cells = [[Int?]](repeating: [Int?](repeating: nil, count: columnKeys.count), count: rowKeys.count)
        var rowTitles = [String](repeating: "", count: rowKeys.count),
            columnTitles = [String](repeating: "", count: columnKeys.count)
        for index in indices {
            let entry = entries[index]
            let row = rowKeys.firstIndex(of: key(rows, entry))!,
                column = columnKeys.firstIndex(of: key(columns, entry))!
            if cells[row][column] == nil { cells[row][column] = index }
            rowTitles[row] = rowShown.map { label($0, entry) }.joined(separator: " · ")
            columnTitles[column] = columnShown.map { label($0, entry) }.joined(separator: " · ")
        }
        self.rowTitles = rowTitles
        self.columnTitles = columnTitles
        self.cells = cells
    }

    public static func == (lhs: SheetArrangement, rhs: SheetArrangement) -> Bool {
        lhs.title == rhs.title && lhs.caption == rhs.caption && lhs.rowTitles == rhs.rowTitles
            && lhs.columnTitles == rhs.columnTitles
            && lhs.cells == rhs.cells
    }
}
