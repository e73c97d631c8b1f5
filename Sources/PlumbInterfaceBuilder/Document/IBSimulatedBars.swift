/// The bars a scene's view controller sits between — a navigation bar above, a tab bar or toolbar below — and
/// whether each is translucent, as the scene's simulated metrics name them or, where the metrics are Interface
/// Builder's default ("Inferred"), as the controllers holding the scene do: a navigation or tab bar controller
/// through a relationship segue, or the navigation controller of the scene a `show` (push) segue comes from.
///
/// What the bars do to the safe area is `IBCanvas`'s: a translucent bar lies over the view and grows its safe area
/// by the bar's height; an opaque one (`translucent="NO"`) is outside the view, which starts below it (UIKit's
/// `edgesForExtendedLayout` with `extendedLayoutIncludesOpaqueBars` false).
enum IBSimulatedBars {
    /// One bar at the top or bottom of a scene.
    struct Bar: Equatable {
        var height: Double
        var translucent: Bool
    }

    /// UIKit's bar heights on an iPhone in portrait: `UINavigationBar` 44 pt (96 with a large title, 74 with a
    /// prompt), `UITabBar` 49 pt, `UIToolbar` 44 pt; in landscape on an iPhone (compact height) all three are
    /// 32 pt, and on an iPad 50 pt (large title 102).
    struct Heights {
        var navigationBar = 44.0
        var largeTitleGrowth = 52.0
        var promptGrowth = 30.0
        var tabBar = 49.0
        var toolbar = 44.0

        static func of(_ document: IBDocument) -> Heights {
            if document.deviceID?.hasPrefix("ipad") == true {
                return Heights(navigationBar: 50, tabBar: 50, toolbar: 50)
            }
            if document.landscape { return Heights(navigationBar: 32, tabBar: 32, toolbar: 32) }
            return Heights()
        }
    }

    /// The bars of `controller`'s scene in `document`.
    static func bars(of controller: IBElement, in document: IBDocument) -> (top: Bar?, bottom: Bar?) {
        let heights = Heights.of(document)
        let graph = ControllerGraph(document.root)
        var top: Bar?? = explicitTop(controller, heights: heights)
        var bottom: Bar?? = explicitBottom(controller, heights: heights)
        var pushed = false
        var current = controller
        var seen = Set<String>()
        while let id = current["id"], seen.insert(id).inserted, top == nil || bottom == nil {
            if let container = graph.containers[id] {
                switch container.name {
                case "navigationController":
                    if top == nil {
                        top = navigationBar(of: container, for: controller, heights: heights)
                    }
                    if bottom == nil, container["toolbarHidden"] == "NO" {
                        bottom = .some(bar(container.child("toolbar", key: "toolbar"), height: heights.toolbar))
                    }
                case "tabBarController":
                    if bottom == nil, !(pushed && controller.flag("hidesBottomBarWhenPushed")) {
                        bottom = .some(bar(container.child("tabBar", key: "tabBar"), height: heights.tabBar))
                    }
                default: break
                }
                current = container
            } else if let source = graph.pushSources[id] {
                pushed = true
                current = source
            } else {
                break
            }
        }
        return (top ?? nil, bottom ?? nil)
    }

    /// The top bar the scene's own metrics name: `.some(nil)` for `<nil key="simulatedTopBarMetrics"/>` (none),
    /// `nil` when the metrics are inferred.
    private static func explicitTop(_ controller: IBElement, heights: Heights) -> Bar?? {
        guard let metrics = controller.children.first(where: { $0["key"] == "simulatedTopBarMetrics" }) else {
            return nil
        }
        guard metrics.name == "simulatedNavigationBarMetrics" else { return .some(nil) }
        let height = heights.navigationBar + (metrics.flag("prompted") ? heights.promptGrowth : 0)
        return .some(Bar(height: height, translucent: metrics["translucent"] != "NO" || extendsUnderOpaque(controller)))
    }

    /// The bottom bar the scene's own metrics name, as `explicitTop`.
    private static func explicitBottom(_ controller: IBElement, heights: Heights) -> Bar?? {
        guard let metrics = controller.children.first(where: { $0["key"] == "simulatedBottomBarMetrics" }) else {
            return nil
        }
        let translucent = metrics["translucent"] != "NO" || extendsUnderOpaque(controller)
        switch metrics.name {
        case "simulatedTabBarMetrics": return .some(Bar(height: heights.tabBar, translucent: translucent))
        case "simulatedToolbarMetrics": return .some(Bar(height: heights.toolbar, translucent: translucent))
        default: return .some(nil)
        }
    }

    /// A navigation controller's bar as `controller` sees it: none when hidden; a large title unless the scene's
    /// navigation item says `never`.
    private static func navigationBar(of container: IBElement, for controller: IBElement, heights: Heights) -> Bar?? {
        guard container["navigationBarHidden"] != "YES" else { return .some(nil) }
        let element = container.child("navigationBar", key: "navigationBar")
        let large =
            element?.flag("largeTitles") == true
            && controller.child("navigationItem")?["largeTitleDisplayMode"] != "never"
        var result = bar(element, height: heights.navigationBar + (large ? heights.largeTitleGrowth : 0))
        if extendsUnderOpaque(controller) { result.translucent = true }
        return .some(result)
    }

    private static func bar(_ element: IBElement?, height: Double) -> Bar {
        Bar(height: height, translucent: element?["translucent"] != "NO")
    }

    /// `extendedLayoutIncludesOpaqueBars="YES"`: the view reaches under opaque bars as under translucent ones.
    private static func extendsUnderOpaque(_ controller: IBElement) -> Bool {
        controller.flag("extendedLayoutIncludesOpaqueBars")
    }
}

/// Who holds each view controller of a storyboard: its navigation or tab bar controller (relationship segues) and,
/// for one pushed by a `show` segue, the controller whose scene the segue starts in.
private struct ControllerGraph {
    var containers: [String: IBElement] = [:]
    var pushSources: [String: IBElement] = [:]

    init(_ document: IBElement) {
        for scene in document.child("scenes")?.children("scene") ?? [] {
            let objects = scene.child("objects")?.children ?? []
            guard let controller = objects.first(where: { $0.name.hasSuffix("Controller") && $0["id"] != nil })
            else { continue }
            var segues: [IBElement] = []
            Self.collectSegues(controller, into: &segues)
            for segue in segues {
                guard let destination = segue["destination"] else { continue }
                switch (segue["kind"], segue["relationship"]) {
                case ("relationship", "rootViewController"?), ("relationship", "viewControllers"?):
                    if containers[destination] == nil { containers[destination] = controller }
                case ("show", _), ("push", _):
                    if pushSources[destination] == nil { pushSources[destination] = controller }
                default: break
                }
            }
        }
    }

    /// Every `<segue>` under `element` (a controller's connections, or a button's or cell's in its view).
    private static func collectSegues(_ element: IBElement, into segues: inout [IBElement]) {
        for child in element.children {
            if child.name == "segue" { segues.append(child) } else { collectSegues(child, into: &segues) }
        }
    }
}
