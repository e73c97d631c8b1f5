import PlumbCore

/// Which `--width` items (`WidthItem`: a width, `fit`, a range `MIN...MAX`) a verb takes, and the one message shape
/// that refuses the others: `--width V is not <what the verb takes>: …; <the form given> is for <where it is taken>`.
enum WidthGrammar: Equatable {
    /// Widths and `fit`, any number: every verb but `bisect` (docs/flags.md).
    case list
    /// One range `MIN...MAX` (or one width, a range of one): `plumb bisect`.
    case range
    /// Widths and `fit`, any number: `plumb bisect --grow`.
    case growList

    /// The forms the verb takes.
    var forms: Set<WidthItem.Form> {
        switch self {
        case .list, .growList: [.width, .fit]
        case .range: [.width, .range]
        }
    }

    /// The items of `values` the verb takes.
    ///
    /// - Throws: `MatrixValueError` for an item that does not read; `UsageError.widthForm` for an item of a form the
    ///   verb does not take, or (`range`) more than one item.
    func items(_ values: [String]) throws -> [WidthItem] {
        let items = try WidthItem.list(values)
        let value = values.joined(separator: ",")
        if let refused = items.first(where: { !forms.contains($0.form) }) {
            throw UsageError.widthForm(value: value, form: refused.form, grammar: self)
        }
        if self == .range, items.count > 1 {
            throw UsageError.widthForm(value: value, form: .width, grammar: self)
        }
        return items
    }

    /// The refusal of `value`, whose items include one of `form` that the verb does not take.
    func refusal(of value: String, form: WidthItem.Form) -> String {
        let given = "--width \(value.debugDescription)"
        switch self {
        case .range:
            let elsewhere = form == .fit ? "fit is for --grow and the other verbs" : "a list of widths is for --grow"
            return "\(given) is not one range: plumb bisect takes --width MIN...MAX (e.g. 280...1024); \(elsewhere)"
        case .list:
            return
                "\(given) is not a list of widths: a range MIN...MAX is for plumb bisect; give widths or fit (e.g. 320,375,fit)"
        case .growList:
            return
                "\(given) is not a list of widths: --grow takes a list of widths (e.g. --width 320,375); a range MIN...MAX is for plumb bisect without --grow"
        }
    }
}
