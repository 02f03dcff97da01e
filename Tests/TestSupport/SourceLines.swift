import Foundation

// Helpers shared by the test targets.

/// The line of a fixture file on which `text` first appears, so that tests of messages that name
/// a listing's file:line do not break when the fixture is reformatted.
public func line(of text: String, inFixture file: String, near testFile: String = #filePath) -> Int {
    position(of: text, inFixture: file, near: testFile).line
}

/// Where the `Component(…)` listing that starts with `text` is in a fixture file, as
/// `line:column`, the way messages name it: Swift's `#column` in a default argument is the column
/// of the call's opening parenthesis.
public func listing(of text: String, inFixture file: String, near testFile: String = #filePath) -> String {
    let found = position(of: text, inFixture: file, near: testFile)
    let parenthesis = text.firstIndex(of: "(").map { text.distance(from: text.startIndex, to: $0) } ?? 0
    return "\(found.line):\(found.column + parenthesis)"
}

private func position(of text: String, inFixture file: String, near testFile: String) -> (line: Int, column: Int) {
    let folder = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    let candidates = [folder.appendingPathComponent(file), folder.appendingPathComponent("Support/\(file)")]
    for url in candidates {
        guard let source = try? String(contentsOf: url, encoding: .utf8) else { continue }
        let lines = source.components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            if let range = line.range(of: text) {
                return (index + 1, line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
    }
    return (0, 0)
}
