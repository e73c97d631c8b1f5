import PlumbCore

/// A spec that does not read is bad input: the CLI reports it with exit 2 (`InputError`).
extension SpecError: InputError {}

/// A `--limits` value that does not read (`SpecLimits.updated(with:)`): bad input, its message as it is.
extension LimitsSyntaxError: InputError {
    public var description: String { message }
}

/// A `--strings` file that does not read: bad input, naming the flag and the file.
extension StringsError: InputError {}
