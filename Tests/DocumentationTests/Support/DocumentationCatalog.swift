import Foundation

/// The articles of the documentation catalogs and the snippets of these test sources, read from disk so
/// that a test can check that every code block of an article is code that compiles and runs here.
enum DocumentationCatalog {
    /// The repository's root, three folders up from this file (`Tests/DocumentationTests/Support`).
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The guide, where the articles are.
    static let catalog = repositoryRoot.appendingPathComponent("Sources/Typhoon/Typhoon.docc")
    /// Every catalog built into the site: the guide and TyphoonAutoInjection's module page.
    static let catalogs = [
        catalog, repositoryRoot.appendingPathComponent("Sources/TyphoonAutoInjection/TyphoonAutoInjection.docc"),
        repositoryRoot.appendingPathComponent("Sources/TyphoonTesting/TyphoonTesting.docc"),
    ]
    static let testSources = repositoryRoot.appendingPathComponent("Tests/DocumentationTests")

    /// A fenced code block of an article.
    struct CodeBlock {
        let article: String
        let line: Int
        /// The first word of the fence's info string: `text` in ```` ```text, wrap=64 ````.
        let language: String
        /// What follows the language, comma-separated: DocC's code-block options such as `wrap=64`.
        let options: [String]
        let text: String
    }

    /// A `// snippet: name` … `// end-snippet` region of a test source.
    struct Snippet {
        let name: String
        let file: String
        let line: Int
        let text: String
    }

    /// Every `.md` file of the catalogs, by file name, sorted within each catalog.
    static func articles() throws -> [(name: String, text: String)] {
        try catalogs.flatMap { try files(in: $0, withExtension: "md") }.map { url in
            (url.lastPathComponent, try String(contentsOf: url, encoding: .utf8))
        }
    }

    /// Whether a page documents a symbol (its title is a double-backtick symbol link, as in
    /// `Typhoon.md`) rather than being an article of its own.
    static func isSymbolPage(_ text: String) -> Bool {
        text.hasPrefix("# ``")
    }

    /// The text of one article, e.g.
    ///
    /// `"ConfigurationAndTypeConverters.md"`.
    static func article(_ name: String) throws -> String {
        try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
    }

    /// Every fenced code block of every article.
    static func codeBlocks() throws -> [CodeBlock] {
        try articles().flatMap { codeBlocks(in: $0.text, article: $0.name) }
    }

    /// The fenced code blocks of one article's text.
    static func codeBlocks(in markdown: String, article: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var open: (line: Int, info: String, lines: [String])?
        for (index, line) in markdown.components(separatedBy: "\n").enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let current = open {
                if trimmed == "```" {
                    let info = current.info.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                    blocks.append(
                        CodeBlock(
                            article: article, line: current.line, language: info.first ?? "",
                            options: Array(info.dropFirst()), text: normalized(current.lines.joined(separator: "\n"))))
                    open = nil
                } else {
                    open?.lines.append(line)
                }
            } else if trimmed.hasPrefix("```") {
                open = (index + 1, String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces), [])
            }
        }
        return blocks
    }

    /// Sources whose doc comments hold complete examples: each must be a snippet of these test
    /// sources, as the articles' Swift blocks are.
    static let referenceSources = ["Sources/Typhoon/API/Assembly.swift"]

    /// The fenced code blocks in the doc comments of ``referenceSources``.
    static func referenceExamples() throws -> [CodeBlock] {
        try referenceSources.flatMap { path in
            let source = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            return codeBlocks(in: docComments(of: source), article: path)
        }
    }

    /// A source's `///` comments with the markers removed; every other line is left empty, so
    /// that line numbers stay those of the source.
    static func docComments(of source: String) -> String {
        source.components(separatedBy: "\n").map { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("///") else { return "" }
            let text = trimmed.dropFirst(3)
            return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }
        .joined(separator: "\n")
    }

    /// Everything a reader copies examples from: the catalogs' pages, the README and the doc comments
    /// of every source of the package.
    static func documentationTexts() throws -> [(name: String, text: String)] {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let sources = try files(in: repositoryRoot.appendingPathComponent("Sources"), withExtension: "swift").map {
            (
                String($0.path.dropFirst(repositoryRoot.path.count + 1)),
                docComments(of: try String(contentsOf: $0, encoding: .utf8))
            )
        }
        return try articles() + [("README.md", readme)] + sources
    }

    /// Every snippet of the test sources.
    static func snippets() throws -> [Snippet] {
        var snippets: [Snippet] = []
        for url in try files(in: testSources, withExtension: "swift") {
            let file = url.lastPathComponent
            let text = try String(contentsOf: url, encoding: .utf8)
            var open: (name: String, line: Int, lines: [String])?
            for (index, line) in text.components(separatedBy: "\n").enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix(snippetStart) {
                    let name = String(trimmed.dropFirst(snippetStart.count)).trimmingCharacters(in: .whitespaces)
                    open = (name, index + 1, [])
                } else if trimmed == snippetEnd, let current = open {
                    snippets.append(
                        Snippet(
                            name: current.name, file: file, line: current.line,
                            text: normalized(current.lines.joined(separator: "\n"))))
                    open = nil
                } else if open != nil {
                    open?.lines.append(line)
                }
            }
        }
        return snippets
    }

    /// The markers, kept apart so that this file does not mark a snippet itself.
    static let snippetStart = "// " + "snippet:"
    static let snippetEnd = "// " + "end-snippet"

    /// The text of every test source, for checking that a quoted message is asserted somewhere.
    static func testSourceText() throws -> String {
        try files(in: testSources, withExtension: "swift")
            .map { try String(contentsOf: $0, encoding: .utf8) }
            .joined(separator: "\n")
    }

    /// A block's text as compared: trailing spaces removed, leading and trailing blank lines
    /// dropped, and the indentation common to every non-blank line removed.
    static func normalized(_ text: String) -> String {
        var lines = text.components(separatedBy: "\n").map { line in
            String(line.reversed().drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" }).reversed())
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indentation =
            lines.filter { !$0.isEmpty }
            .map { $0.prefix(while: { $0 == " " }).count }
            .min() ?? 0
        return lines.map { $0.isEmpty ? $0 : String($0.dropFirst(indentation)) }.joined(separator: "\n")
    }

    private static func files(in directory: URL, withExtension pathExtension: String) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.pathExtension == pathExtension }
            .sorted { $0.path < $1.path }
    }
}
