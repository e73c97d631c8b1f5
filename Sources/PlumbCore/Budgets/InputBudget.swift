/// One budget a reader of untrusted input keeps: what it counts, how much it allows, and whether `--limits` raises it.
///
/// Every input Plumb reads may come from a pull request anyone can open, so every reader stops at a stated size
/// (bytes, elements, nesting, expanded nodes, pixels, time) with an error naming the file. `plumb --limits` lists
/// them all from one registry (PlumbCLI's `InputBudgets.all`), and a test holds that list to the constants the
/// readers use.
public struct InputBudget: Sendable, Equatable {
    /// The reader that keeps it.
    public var reader: InputReader
    /// What is counted, as a noun phrase: "nodes in the whole tree".
    public var counted: String
    /// The kind of quantity.
    public var measure: Measure
    /// The default budget.
    public var value: Int
    /// The `--limits` name that raises (or lowers) it; `nil` when it is fixed.
    public var limitName: String?
    /// The most `--limits` may raise it to, what the process can hold; `nil` when it is fixed.
    public var maximum: Int?

    public init(
        _ reader: InputReader, _ counted: String, _ measure: Measure, _ value: Int, limitName: String? = nil,
        maximum: Int? = nil
    ) {
        self.reader = reader
        self.counted = counted
        self.measure = measure
        self.value = value
        self.limitName = limitName
        self.maximum = maximum
    }

    /// The kinds of quantity a budget bounds.
    public enum Measure: String, Sendable, CaseIterable {
        case bytes, characters, elements, nesting, expandedNodes = "expanded nodes", pixels, seconds, connections
    }
}

/// The readers of untrusted input, each keeping at least one `InputBudget`.
public enum InputReader: String, Sendable, CaseIterable {
    case specs = "specs (YAML)"
    case includes = "includes"
    case components = "components"
    case tokens = "tokens"
    case jsonBaselines = "JSON baselines"
    case png = "PNG"
    case jpeg = "JPEG"
    case svg = "SVG"
    case fonts = "fonts"
    case stringCatalogs = "String Catalogs"
    case stringsFiles = ".strings / .stringsdict"
    case assetCatalogs = "asset catalogs"
    case interfaceBuilder = "Interface Builder documents"
    case httpHeads = "HTTP request heads"
    case httpBodies = "HTTP request bodies"
    case reports = "reports and artifacts"
    case renders = "renders and sheets"
}
