import PlumbCLI
import PlumbGallery

// The stock `plumb`: the CLI with Plumb's own gallery. A team builds its own the same way, with its layouts
// (docs/swift.md).
PlumbCommand.main(registry: Gallery.manualLayouts, gallery: Gallery.entries)
