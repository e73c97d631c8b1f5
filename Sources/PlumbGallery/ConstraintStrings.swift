import PlumbCore

/// Parses constraint strings written in gallery code: VFL (`H:…`, `V:…`) or one linear relation each.
///
/// The gallery's strings are fixed and tested, so a parse error is a programming error and stops with the
/// string and the column.
func constraints(_ strings: [String]) -> ConstraintParameters {
    var declarations: [ConstraintDeclaration] = []
    for string in strings {
        do throws(ConstraintSyntaxError) {
            if string.hasPrefix("H:") || string.hasPrefix("V:") {
                declarations += try VisualFormatParser.parse(string)
            } else {
                declarations.append(try LinearConstraintParser.parse(string))
            }
        } catch {
            preconditionFailure("gallery constraint \(string.debugDescription): \(error)")
        }
    }
    return ConstraintParameters(declarations: declarations)
}
