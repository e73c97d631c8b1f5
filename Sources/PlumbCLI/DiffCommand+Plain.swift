/// `plumb diff EXPECTED ACTUAL` — two files and no options, the form CI runs in a loop — built without
/// argument-parser.
///
/// Parsing a command through argument-parser reflects over it and the built-in completion commands, about 1.5 ms of
/// a `plumb diff` that takes 25. This form has only one reading (both arguments are files; every option keeps its
/// default), so it is built directly. Anything else — an option, `--`, `-h`, a name starting with `-` — goes through
/// argument-parser as before, with its messages. `DiffCLITests.plainFormMatchesTheParsedForm` checks the two
/// agree: same output, same exit code.
extension DiffCommand {
    /// The option defaults, shared by the option declarations and `plain(_:)`.
    static let defaultThreshold = 0.1

    /// The command `arguments` parse to when they are exactly `diff EXPECTED ACTUAL` with neither argument starting
    /// with `-` (nor empty); otherwise nil, and the caller parses them.
    static func plain(_ arguments: [String]) -> DiffCommand? {
        guard arguments.count == 3, arguments[0] == configuration.commandName,
            arguments.dropFirst().allSatisfy({ !$0.isEmpty && !$0.hasPrefix("-") })
        else { return nil }
        var command = DiffCommand()
        command.expected = arguments[1]
        command.actual = arguments[2]
        command.threshold = defaultThreshold
        command.output = nil
        command.sideBySide = false
        command.tolerance = .defaults
        command.maxImagePixels = nil
        command.deprecatedMaxPixels = nil
        command.json = false
        return command
    }
}
