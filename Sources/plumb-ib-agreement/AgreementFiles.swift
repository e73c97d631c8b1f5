import Foundation

/// The Interface Builder files under the folders named, sorted, hidden folders skipped.
enum AgreementFiles {
    static func find(in folders: [String]) -> [String] {
        var files: [String] = []
        for folder in folders {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else { continue }
            guard isFolder.boolValue else {
                files.append(folder)
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: folder)
            while let relative = enumerator?.nextObject() as? String {
                let lowered = relative.lowercased()
                guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }),
                    lowered.hasSuffix(".xib") || lowered.hasSuffix(".storyboard")
                else { continue }
                files.append(folder + "/" + relative)
            }
        }
        return files.sorted()
    }
}
