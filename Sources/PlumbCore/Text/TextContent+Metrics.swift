extension TextContent {
    /// The content-size category the text is drawn at in `environment`: the environment's, capped at `maxCategory`
    /// (as UIKit caps a view's traits at its `maximumContentSizeCategory`).
    public func category(in environment: Environment) -> ContentSizeCategory {
        guard let maxCategory else { return environment.category }
        return min(environment.category, maxCategory)
    }

    /// The font size and leading the text is drawn with in `environment`.
    public func metrics(in environment: Environment) -> TypeMetrics {
        DynamicTypeTable.metrics(style, category(in: environment))
    }
}
