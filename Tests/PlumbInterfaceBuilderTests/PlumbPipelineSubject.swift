import PlumbCore
import PlumbInterfaceBuilder
import PlumbPipeline

/// A tree laid out through the pipeline, as every verb lays a subject out.
enum PlumbPipelineSubject {
    static func make(tree: IBTree, matrix: Matrix) -> Subject {
        Subject(name: "test", matrix: matrix, tree: tree.root)
    }

    static func frames(_ subject: Subject) throws -> [String: Rect] {
        let result = try Run(subjects: [subject], workers: 1).map { _, layout, _ in layout.result }[0]
        var frames: [String: Rect] = [:]
        for entry in result.entries { frames[entry.id] = entry.frame }
        return frames
    }
}
