import Testing

@testable import PlumbCore
@testable import PlumbPipeline
@testable import PlumbSnapshot

/// `plumb render --name` templates: every placeholder, the default layout, and the refusals.
@Suite struct RenderNameTemplateTests {
    let fitted = Environment(
        width: 375, category: .accessibilityLarge, scale: 3, direction: .rtl, appearance: .dark, localization: .pseudo,
        fitsWidth: true)

    @Test func everyPlaceholderIsFilledFromTheEnvironment() throws {
        let template = try RenderNameTemplate(
            "{spec}/{width}_{category}_{scale}_{direction}_{appearance}_{locale}_{device}_{label}")
        #expect(
            template.name(spec: "card", environment: fitted)
                == "card/fit_ax2_3_rtl_dark_pseudo_fit_fit-ax2@3x-rtl-dark-pseudo")
        let device = try #require(
            Matrix(devices: [DevicePreset.named("iphone-16")!], categories: [.large]).environments.first)
        #expect(
            template.name(spec: "card", environment: device) == "card/393_l_3_ltr_light_base_iphone-16_iphone-16-l@3x")
        #expect(template.placeholders == Set(RenderNameTemplate.Placeholder.allCases))
    }

    /// The default is Plumb's own layout, `<spec>/<label>` (docs/design.md §9), and `.png` at the end is dropped.
    @Test func theDefaultIsSpecSlashLabel() throws {
        let environment = Environment(width: 320, scale: 2)
        #expect(RenderNameTemplate.default.name(spec: "card", environment: environment) == "card/320w-l@2x")
        #expect(try RenderNameTemplate("{spec}@{scale}x.png").name(spec: "card", environment: environment) == "card@2x")
    }

    @Test(arguments: [
        ("{spec}-{size}", "unknown placeholder {size}"),
        ("{spec}-{Category}", "unknown placeholder {Category} (did you mean `category`?)"),
        ("{spec", "a `{` is never closed"),
        ("spec}", "a `}` closes no placeholder"),
        ("/abs/{label}", "it is an absolute path"),
        ("a/../{label}", "it has an empty, `.` or `..` folder"),
        ("{spec}/", "it has an empty, `.` or `..` folder"),
        (".png", "it is empty"),
    ])
    func badTemplatesAreRefusedWithTheReason(template: String, problem: String) {
        #expect {
            try RenderNameTemplate(template)
        } throws: { error in
            (error as? RenderNameError)?.description.contains(problem) == true
        }
    }

    /// Two renders that would share a file are refused, naming both and the placeholders that tell them apart; the
    /// same spec in the same environment twice is one render.
    @Test func collisionsNameBothRendersAndWhatDiffers() throws {
        let template = try RenderNameTemplate("{spec}-{scale}x")
        let l = Environment(width: 320), ax = Environment(width: 320, category: .accessibilityExtraExtraExtraLarge)
        let same = [RenderNameTemplate.Render(spec: "card", source: "card.yaml", environment: l)]
        #expect(try template.names(for: same + same) == ["card-1x", "card-1x"])
        #expect {
            try template.names(for: same + [.init(spec: "card", source: "card.yaml", environment: ax)])
        } throws: { error in
            (error as? RenderNameError)?.problem
                == "card.yaml at 320w-l and card.yaml at 320w-ax5 would both be written to card-1x.png; add {category} or {label}"
        }
        #expect {
            try template.names(for: same + [.init(spec: "card", source: "other/card.yaml", environment: l)])
        } throws: { error in
            (error as? RenderNameError)?.problem.hasSuffix("give the specs different names (`name:`)") == true
        }
    }
}
