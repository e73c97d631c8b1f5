import Foundation
import PlumbCore
import PlumbLayout
import PlumbPipeline

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
    ///   - gallery: named subjects `gallery:NAME` resolves to; `plumb demo` and a bare `plumb record` use them all.
    public static func main(
        layouts: [any NamedManualLayout.Type] = [], registry: ManualLayoutRegistry = .init(),
        gallery: [Subject] = []
    ) -> Never {
        main(layouts: layouts, registry: { registry }, gallery: { gallery })
    }

    /// As `main(layouts:registry:gallery:)`, with the registry and the gallery built on first use: verbs that
    /// never read them (`diff`, `merge-reports`, `--help`) then start without building them. The stock `plumb`
    /// starts this way.
    ///
    /// ```swift
    /// PlumbCommand.main(registry: { Gallery.manualLayouts }, gallery: { Gallery.entries })
    /// ```
    public static func main(
        layouts: [any NamedManualLayout.Type] = [], registry: @escaping @Sendable () -> ManualLayoutRegistry,
        gallery: @escaping @Sendable () -> [Subject]
    ) -> Never {
        let typed = ManualLayoutRegistry(layouts: layouts)
        CLIRegistry.install {
            let gallery = gallery()
            var manualLayouts = typed.merging(registry())
            for entry in gallery { manualLayouts = entry.manualLayouts.merging(manualLayouts) }
            return CLIRegistry(manualLayouts: manualLayouts, gallery: gallery)
        }
        Plumb.main()
        exit(0)
    }
}

/// The layouts the CLI was started with: the manual layouts specs may name and the entries `gallery:NAME` names.
///
/// Installed once by `PlumbCommand.main` before the arguments are parsed, as a function that builds it, and built
/// the first time a command reads it (under the lock, so worker threads reading it at once build it once): it is
/// the entry point's argument, kept where the commands (and their worker threads) can read it.
struct CLIRegistry: Sendable {
    var manualLayouts: ManualLayoutRegistry
    var gallery: [Subject]

    /// The registry once built, or what builds it.
    private enum State {
        case built(CLIRegistry)
        case pending(@Sendable () -> CLIRegistry)
    }

    private static let installed = Locked(State.built(CLIRegistry(manualLayouts: .init(), gallery: [])))

    /// Installs the function that builds the registry; it runs when `shared` is first read.
    static func install(building make: @escaping @Sendable () -> CLIRegistry) {
        installed.withLock { $0 = .pending(make) }
    }

    /// The registry of this process.
    static var shared: CLIRegistry {
        installed.withLock { state in
            switch state {
            case .built(let registry):
                return registry
            case .pending(let make):
                let registry = make()
                state = .built(registry)
                return registry
            }
        }
    }
}

/// A named subject that `gallery:NAME` names: `PlumbCommand.main(gallery:)` takes subjects now.
@available(*, deprecated, renamed: "Subject")
public typealias GalleryEntry = Subject
