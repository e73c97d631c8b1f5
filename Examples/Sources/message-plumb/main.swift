import MessageKit
import PlumbCLI
import PlumbLayout

// The team's own `plumb`: every verb (render, lint, record, check, sheet, …) knows `manual: message-cell`, and
// `gallery:profile-header` names the builder tree.
PlumbCommand.main(
    layouts: [MessageCell.self],
    gallery: [
        GalleryEntry(
            name: "profile-header", summary: "The profile header (PlumbBuilder)", root: ProfileHeader.root(environment:)
        )
    ])
