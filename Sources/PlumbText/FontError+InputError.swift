import PlumbCore

/// Missing or unreadable fonts are the user's to install: the CLI reports them with exit 2 (`InputError`).
extension FontError: InputError {}
