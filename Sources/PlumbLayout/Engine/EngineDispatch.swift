import PlumbCore

/// Something done with a container's engine, whichever engine it is: `EngineDispatch` calls `run` with the
/// container's engine.
///
/// `run` is generic over the engine, so for each built-in engine it is compiled for that engine's own type and
/// calls its `ContainerEngine` requirements directly, with no existential box in between; only a team's own
/// engine, registered by name, arrives as an opened `any ContainerEngine`.
protocol EngineCall {
    associatedtype Result
    /// The call done with `engine`, the engine of `node`.
    func run<Engine: ContainerEngine>(_ engine: Engine, on node: Node, context: LayoutContext) -> Result
}

/// The one place a container's engine is chosen. Measuring (`NodeSizing`) and placing (`LayoutEngine`) both go
/// through `call(_:on:context:)`, and reach every engine through the `ContainerEngine` requirements.
enum EngineDispatch {
    /// `call` done with the engine that lays out `node`'s children: the built-in one for its layout, or for
    /// `.manual(NAME)` a team's own engine registered under that name (else the manual-layout engine). `nil` for a
    /// node with no layout.
    ///
    /// A direct stack's engine is made with the parameters this switch has just read, so it does not read them
    /// off the node again.
    @inline(__always)
    static func call<Call: EngineCall>(_ call: Call, on node: Node, context: LayoutContext) -> Call.Result? {
        switch node.layout {
        case .none:
            nil
        case .absolute:
            call.run(AbsoluteEngine(), on: node, context: context)
        case .manual(let name):
            if let own = context.manualLayouts.engine(named: name) {
                call.run(own, on: node, context: context)
            } else {
                call.run(ManualEngine(), on: node, context: context)
            }
        case .stack(let parameters):
            if parameters.mode == .uikit {
                call.run(UIKitStackEngine(), on: node, context: context)
            } else {
                call.run(StackEngine(parameters), on: node, context: context)
            }
        case .constraints:
            call.run(ConstraintEngine(), on: node, context: context)
        case .sections:
            call.run(SectionsEngine(), on: node, context: context)
        }
    }
}
