import MessageKit
import PlumbCLI
import PlumbPipeline

// The team's own `plumb`: every verb (render, lint, record, check, sheet, …) knows `manual: message-cell`, and
// `gallery:profile-header` names the builder tree.
PlumbCommand.main(
    layouts: [MessageCell.self],
    gallery: [
        Subject(
            name: "profile-header", summary: "The profile header (PlumbBuilder)", tree: ProfileHeader.root(environment:)
        )
    ])
