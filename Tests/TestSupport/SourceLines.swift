import Foundation

// Helpers shared by the test targets.

/// The line of a fixture file on which `text` first appears, so that tests of messages that name
/// a listing's file:line do not break when the fixture is reformatted.
public func line(of text: String, inFixture file: String, near testFile: String = #filePath) -> Int {
    let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    let candidates = [folder.appendingPathComponent(file), folder.appendingPathComponent("Support/\(file)")]
    for url in candidates {
        guard let source = try? String(contentsOf: url, encoding: .utf8) else { continue }
        if let index = source.components(separatedBy: "\n").firstIndex(where: { $0.contains(text) }) {
            return index + 1
        }
    }
    return 0
}
