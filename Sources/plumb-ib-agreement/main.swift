import Foundation
import PlumbCore
import PlumbInterfaceBuilder
import PlumbPipeline

// plumb-ib-agreement DIR… [--text-sizes stored|measured|both] [--details]: lays out every root of every .xib and
// .storyboard under DIR at its canvas device and compares Plumb's frames with the stored ones (IBAgreement). Run
// through Scripts/ib-agreement; docs/interface-builder.md ("Measured") reports its figures.

var arguments = Array(CommandLine.arguments.dropFirst())
var modes: [IBTreeOptions.TextSizes] = [.stored, .measured]
var details = false
var folders: [String] = []
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--text-sizes":
        let value = arguments.isEmpty ? "" : arguments.removeFirst()
        if value == "both" {
            modes = [.stored, .measured]
        } else if let mode = IBTreeOptions.TextSizes(rawValue: value) {
            modes = [mode]
        } else {
            FileHandle.standardError.write(Data("ib-agreement: --text-sizes stored|measured|both\n".utf8))
            exit(2)
        }
    case "--details": details = true
    default: folders.append(argument)
    }
}
guard !folders.isEmpty else {
    FileHandle.standardError.write(
        Data("usage: Scripts/ib-agreement DIR… [--text-sizes stored|measured|both] [--details]\n".utf8))
    exit(2)
}

let files = AgreementFiles.find(in: folders)
for mode in modes {
    var tally = AgreementTally()
    for file in files {
        tally.add(AgreementRun.compare(file: file, mode: mode))
    }
    print(tally.report(title: "text sizes \(mode.rawValue)", files: files.count, details: details))
}
