import PlumbCore
import PlumbLayout
import PlumbSpec

extension Subject {
    /// The subject of a spec file's root as written (or of one of its stories: pass the story's spec and `story`),
    /// named as the user named it (`source`).
    public init(spec: Spec, source: String, manualLayouts: ManualLayoutRegistry = .init(), story: Story? = nil) {
        self.init(
            name: spec.name, source: source, matrix: spec.matrix ?? .default, manualLayouts: manualLayouts,
            tree: { environment in spec.root(for: environment) })
        threshold = spec.threshold
        fullContent = spec.fullContent
        fonts = spec.fonts.map(\.path)
        systemFont = spec.systemFont?.path
        title = spec.title
        caption = spec.caption
        canvas = spec.canvas
        chrome = spec.chrome
        file = spec.file
        fixedRootWidth = spec.fixedRootWidth
        warnings = spec.warnings.map(\.description)
        self.story = story
    }

    /// One subject per story of `spec` (only `wanted`, by its name or file-name form, case-insensitively, when
    /// given), or the spec itself when it has no stories.
    ///
    /// On a sheet each story is headed by the spec's title and the story's name; the caption is the spec's alone.
    ///
    /// - Parameter strict: a `wanted` story must exist even in a spec without stories (a test names one story);
    ///   otherwise such a spec is its own one subject (the CLI's `--story` picks among the specs that have them).
    /// - Throws: `SubjectError.noSuchStory` for a `wanted` story the spec does not have.
    public static func stories(
        of spec: Spec, source: String, manualLayouts: ManualLayoutRegistry = .init(), wanted: String? = nil,
        strict: Bool = false
    ) throws(SubjectError) -> [Subject] {
        if strict, let wanted, spec.stories.isEmpty { throw .noSuchStory(argument: source, wanted: wanted, known: []) }
        guard !spec.stories.isEmpty else { return [Subject(spec: spec, source: source, manualLayouts: manualLayouts)] }
        var stories = spec.stories
        if let wanted {
            stories = stories.filter {
                $0.slug == SpecStory.slug(wanted) || $0.name.lowercased() == wanted.lowercased()
            }
            guard !stories.isEmpty else {
                throw .noSuchStory(argument: source, wanted: wanted, known: spec.stories.map(\.slug))
            }
        }
        return stories.map { story in
            var subject = Subject(
                spec: story.spec, source: source, manualLayouts: manualLayouts,
                story: Story(name: story.name, slug: story.slug))
            subject.title = subject.title.map { "\($0): \(story.name)" }
            subject.caption = nil
            return subject
        }
    }
}
