/// Finds the roots of a document: each storyboard scene's view controller's view, each XIB top-level view.
enum IBRoots {
    /// Top-level XIB objects that are not views.
    private static let nonViews: Set<String> = [
        "placeholder", "customObject", "viewController", "tableViewController", "navigationController",
        "tabBarController", "gestureRecognizer", "tapGestureRecognizer", "panGestureRecognizer",
        "swipeGestureRecognizer", "longPressGestureRecognizer", "pinchGestureRecognizer", "barButtonItem",
        "navigationItem", "tabBarItem", "exit", "viewControllerPlaceholder", "userDefinedRuntimeAttributes",
        "collectionViewFlowLayout", "searchDisplayController", "menu", "arrayController",
    ]

    static func find(in document: IBElement, file: String) throws(IBError) -> [IBRoot] {
        var roots: [IBRoot] = []
        if let scenes = document.child("scenes") {
            for scene in scenes.children("scene") {
                guard let objects = scene.child("objects") else { continue }
                for controller in objects.children where !nonControllerObjects.contains(controller.name) {
                    guard let view = controller.children.first(where: { $0["key"] == "view" && $0["id"] != nil })
                    else { continue }
                    let name =
                        controller["storyboardIdentifier"] ?? controller["userLabel"] ?? view["userLabel"]
                        ?? controller["id"] ?? view["id"]!
                    roots.append(IBRoot(name: name, view: view, controller: controller))
                }
            }
        } else if let objects = document.child("objects") {
            for object in objects.children where !nonViews.contains(object.name) && object["id"] != nil {
                guard object.child("rect", key: "frame") != nil else { continue }
                roots.append(IBRoot(name: object["userLabel"] ?? object["id"]!, view: object, controller: nil))
            }
        }
        return uniqueNames(roots)
    }

    /// Scene objects that hold no view of their own to lay out.
    private static let nonControllerObjects: Set<String> = [
        "placeholder", "customObject", "exit", "viewControllerPlaceholder", "navigationController",
        "tabBarController", "splitViewController", "pageViewController",
    ]

    /// Names made unique: a second root named like an earlier one gets its object id appended.
    private static func uniqueNames(_ roots: [IBRoot]) -> [IBRoot] {
        var seen = Set<String>()
        return roots.map { root in
            var root = root
            if !seen.insert(root.name).inserted { root.name += "-" + (root.view["id"] ?? "") }
            seen.insert(root.name)
            return root
        }
    }
}
