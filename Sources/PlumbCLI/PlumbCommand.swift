import Foundation
import PlumbCore
import PlumbLayout
import Synchronization

/// The `plumb` command as a library, so a team builds its own `plumb` that knows its own manual layouts.
///
/// Every verb then sees them: `render`, `layout`, `lint`, `record`, `check`, `sheet` and `prune` accept specs with
/// `manual: <name>`, and `gallery:NAME` names the team's own entries.
///
/// ```swift
/// // Sources/plumb-team/main.swift, in the team's package (an executable target depending on PlumbCLI)
/// import PlumbCLI
/// PlumbCommand.main(layouts: [MessageCell.self, ProfileHeader.self])
/// ```
public enum PlumbCommand {
    /// Parses the process's arguments, runs the verb and exits with its code (0 ok, 1 a finding, 2 bad input).
    ///
    /// - Parameters:
    ///   - layouts: the team's manual layout types, named in specs by their `layoutName`.
    ///   - registry: further manual layouts as definitions (e.g. a layout shown with several view models).
    ///   - gallery: named layouts `gallery:NAME` resolves to; `plumb demo` and a bare `plumb record` use them all.
    public static func main(
        layouts: [any NamedManualLayout.Type] = [], registry: ManualLayoutRegistry = .init(), gallery: [GalleryEntry] = []
    ) -> Never {
        var manualLayouts = ManualLayoutRegistry(layouts: layouts).merging(registry)
        for entry in gallery { manualLayouts = entry.manualLayouts.merging(manualLayouts) }
        CLIRegistry.install(CLIRegistry(manualLayouts: manualLayouts, gallery: gallery))
        Plumb.main()
        exit(0)
    }
}

/// The layouts the CLI was started with: the manual layouts specs may name and the entries `gallery:NAME` names.
///
/// Set once by `PlumbCommand.main` before the arguments are parsed, and only read after that: it is the
/// entry point's argument, kept where the commands (and their worker threads) can read it.
struct CLIRegistry: Sendable {
    var manualLayouts: ManualLayoutRegistry
    var gallery: [GalleryEntry]

    /// The entry called `name`, if there is one.
    func galleryEntry(named name: String) -> GalleryEntry? {
        gallery.first { $0.name == name }
    }

    private static let installed = Mutex(CLIRegistry(manualLayouts: .init(), gallery: []))

    static func install(_ registry: CLIRegistry) {
        installed.withLock { $0 = registry }
    }

    /// The registry of this process.
    static var shared: CLIRegistry { installed.withLock { $0 } }
}
