import PlumbCore

extension PlumbCore.Node {
    /// Rewrites the ids this subtree refers to — constraint items, `overlap:` lists, reading orders, sections'
    /// headers and footers — from the names a component wrote to the ids its instance gave them (`names`); ids
    /// not in `names` (already an inner instance's, or outside the component) stay.
    mutating func renameReferences(_ names: [String: String]) {
        func rename(_ id: String) -> String { names[id] ?? id }
        switch layout {
        case .constraints(var parameters):
            for index in parameters.declarations.indices {
                if case .node(let id) = parameters.declarations[index].item1 {
                    parameters.declarations[index].item1 = .node(rename(id))
                }
                if case .node(let id)? = parameters.declarations[index].item2 {
                    parameters.declarations[index].item2 = .node(rename(id))
                }
            }
            layout = .constraints(parameters)
        case .sections(.section(var section)):
            for index in section.boundaryItems.indices {
                section.boundaryItems[index].id = rename(section.boundaryItems[index].id)
            }
            layout = .sections(.section(section))
        default:
            break
        }
        if !overlapsWith.isEmpty { overlapsWith = overlapsWith.map(rename) }
        if let elements = accessibility.elements { accessibility.elements = elements.map(rename) }
        for index in children.indices { children[index].renameReferences(names) }
    }

    /// Gives nodes and constraints written in arguments from another file that file's name.
    mutating func relocateSources(_ relocation: ArgumentRelocation) {
        if let source, relocation.isArgument(source) { self.source = relocation.relocated(source) }
        if case .constraints(var parameters) = layout {
            for index in parameters.declarations.indices {
                if let source = parameters.declarations[index].source {
                    parameters.declarations[index].source = relocation.relocated(source)
                }
            }
            layout = .constraints(parameters)
        }
        for index in children.indices { children[index].relocateSources(relocation) }
    }
}
