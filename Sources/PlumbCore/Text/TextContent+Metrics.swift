extension TextContent {
    /// The content-size category the text is drawn at in `environment`: the environment's, capped at `maxCategory`
    /// (as UIKit caps a view's traits at its `maximumContentSizeCategory`).
    public func category(in environment: Environment) -> ContentSizeCategory {
        guard let maxCategory else { return environment.category }
        return min(environment.category, maxCategory)
    }

    /// The font size and leading the text is drawn with in `environment`.
    ///
    /// A fixed `fontSize` does not follow Dynamic Type: it keeps the style's ratio of leading to size at the default
    /// category (Large), as a font's line height scales with its size and not with the user's setting.
    public func metrics(in environment: Environment) -> TypeMetrics {
        if let fixed = fontSize {
            let base = DynamicTypeTable.metrics(style, .large)
            return TypeMetrics(size: fixed, leading: base.leading * fixed / base.size)
        }
        return DynamicTypeTable.metrics(style, category(in: environment))
    }
}
