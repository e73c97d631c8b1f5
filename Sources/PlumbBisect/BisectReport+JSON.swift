import PlumbCore

extension BisectReport {
    /// The report as JSON (docs/cli.md, `plumb bisect --json`): the range, the work done, and per finding the
    /// intervals of widths on each lane, each with the finding at its edge in `plumb lint --json`'s form.
    public var jsonText: String {
        var out = "{\n  \"specs\": [\(specs.map(jsonString).joined(separator: ", "))],\n"
        out += "  \"lanes\": [\(lanes.map { jsonString($0.label) }.joined(separator: ", "))],\n"
        out +=
            "  \"widths\": {\"min\": \(formatNumber(widths.lowerBound)), \"max\": \(formatNumber(widths.upperBound))},\n"
        out += "  \"layouts\": \(layouts), \"gridWidths\": \(gridWidths),\n"
        out += "  \"findings\": ["
        out += groups.map { group in
            var text = "\n    {\"spec\": \(jsonString(group.spec)), \"kind\": \(jsonString(group.key.kind.rawValue)), "
            text +=
                "\"nodes\": [\(group.key.nodes.map(jsonString).joined(separator: ", "))], \"severity\": \(jsonString(group.severity.rawValue)), "
            text += "\"summary\": \(jsonString(group.summary)),\n     \"lanes\": ["
            text += group.lanes.map { lane in
                let env = lane.lane.template
                var item =
                    "\n      {\"lane\": \(jsonString(lane.lane.label)), \"category\": \(jsonString(env.category.name)), "
                item +=
                    "\"scale\": \(env.scale), \"direction\": \(jsonString(env.direction.rawValue)), \"locale\": \(jsonString(env.localization.rawValue)),\n"
                item += "       \"intervals\": ["
                item += lane.intervals.map { interval in
                    "\n        {\"from\": \(formatNumber(interval.from)), \"to\": \(formatNumber(interval.to)), "
                        + "\"below\": \(interval.below.map(formatNumber) ?? "null"), \"above\": \(interval.above.map(formatNumber) ?? "null"), "
                        + "\"summary\": \(jsonString(interval.summary)),\n         \"edge\": \(interval.edgeFinding.jsonText)}"
                }.joined(separator: ",")
                return item + "]}"
            }.joined(separator: ",")
            return text + "]}"
        }.joined(separator: ",")
        out += groups.isEmpty ? "]\n}" : "\n  ]\n}"
        return out
    }
}
