// Foundation is imported here so that this module, compiled with `-static-stdlib` in release builds, carries the
// autolink entries of the static Foundation's own dependencies (see the target in Package.swift).
import Foundation
import PlumbCLI
import PlumbGallery

// The stock `plumb`: the CLI with Plumb's gallery. A team builds its own the same way, with its layouts
// (docs/swift.md). The gallery is built when a verb first reads it, so `plumb diff` and `--help` start without it.
PlumbCommand.main(registry: { Gallery.manualLayouts }, gallery: { Gallery.entries })
