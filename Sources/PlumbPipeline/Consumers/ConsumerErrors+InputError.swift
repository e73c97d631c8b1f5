import PlumbCore

/// A `--name` template that does not read, or names two renders alike: bad input, exit 2 in the CLI.
extension RenderNameError: InputError {}

/// A contact sheet that cannot be made (an arrangement that does not work, a sheet too large): bad input.
extension SheetMaker.Failure: InputError {}
