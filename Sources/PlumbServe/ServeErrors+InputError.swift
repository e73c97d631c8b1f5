import PlumbCore

// A review folder that does not read or a port that cannot be opened: the CLI reports them with exit 2 (`InputError`).
extension ReviewError: InputError {}
extension ServeError: InputError {}
