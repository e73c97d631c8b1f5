import PlumbCore
import PlumbSpec

/// A spec's `stories:` as subjects of their own (spec format: "Stories").
extension SpecSource {
    /// The source of a spec file's root (or of one story, then named `spec/story`).
    init(spec: Spec, storySlug: String? = nil) {
        self.init(
            name: spec.name, root: { environment in spec.root(for: environment) }, matrix: spec.matrix,
            threshold: spec.threshold,
            fullContent: spec.fullContent, fonts: spec.fonts, specRoot: spec.root, file: spec.file, title: spec.title,
            caption: spec.caption)
        self.storySlug = storySlug
        self.canvas = spec.canvas
        self.fixedRootWidth = spec.fixedRootWidth
    }

    /// The subjects of `argument`: the spec itself, or each of its stories (only `story` when given: its name or
    /// its file-name form, case-insensitively).
    ///
    /// - Throws: `CLIFailure.badInput` for a spec error, or a `--story` the spec does not have.
    static func resolveStories(_ argument: String, options: MatrixOptions) throws -> [SpecSource] {
        let source = try resolve(argument, options: options)
        guard !source.stories.isEmpty else { return [source] }
        var stories = source.stories
        if let wanted = options.story {
            stories = stories.filter {
                $0.slug == SpecStory.slug(wanted) || $0.name.lowercased() == wanted.lowercased()
            }
            guard !stories.isEmpty else {
                let names = source.stories.map(\.slug)
                throw CLIFailure.badInput(
                    "\(argument): no story \(wanted.debugDescription)\(Suggestion.didYouMean(SpecStory.slug(wanted), in: names)) (expected one of: \(names.joined(separator: ", ")))"
                )
            }
        }
        return stories.map { story in
            var source = SpecSource(spec: story.spec, storySlug: story.slug)
            // On a sheet each story is headed by the spec's title and the story's name; the caption is the spec's.
            source.title = source.title.map { "\($0): \(story.name)" }
            source.caption = nil
            return source
        }
    }

    /// One subject for `plumb layout`, which prints one tree: the `--story` asked for, else the spec's root as
    /// written (its `args:` without a story's).
    static func resolveOne(_ argument: String, options: MatrixOptions) throws -> SpecSource {
        guard options.story != nil else { return try resolve(argument, options: options) }
        return try resolveStories(argument, options: options)[0]
    }
}
