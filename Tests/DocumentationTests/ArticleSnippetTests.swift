import XCTest

/// Keeps the articles honest: every Swift block of an article is a snippet of these test sources
/// (so it compiles and runs), and every quoted message is asserted by a test.
final class ArticleSnippetTests: XCTestCase {
    func testTheCatalogHasArticles() throws {
        XCTAssertGreaterThan(try DocumentationCatalog.articles().count, 10)
    }

    func testEverySwiftBlockOfEveryArticleIsACompiledSnippet() throws {
        let snippets = try DocumentationCatalog.snippets()
        let texts = Set(snippets.map(\.text))
        let blocks = try DocumentationCatalog.codeBlocks().filter { $0.language == "swift" }
        XCTAssertFalse(blocks.isEmpty)
        for block in blocks where !texts.contains(block.text) {
            XCTFail(
                """
                \(block.article):\(block.line): this swift block is not a snippet of Tests/DocumentationTests; \
                mark the same code with `// snippet: name` … `// end-snippet` in a test source. The block:
                \(block.text)
                """)
        }
    }

    func testEveryMessageQuotedInAnArticleIsAssertedByATest() throws {
        let sources = try DocumentationCatalog.testSourceText()
        for block in try DocumentationCatalog.codeBlocks() where block.language == "text" {
            XCTAssertTrue(
                sources.contains(block.text),
                "\(block.article):\(block.line): no test asserts this message: \(block.text)")
        }
    }

    func testEveryBlockNamesItsLanguage() throws {
        for block in try DocumentationCatalog.codeBlocks() where block.language.isEmpty {
            XCTFail("\(block.article):\(block.line): name the block's language (swift, text, properties, json, bash)")
        }
    }

    func testSnippetNamesAreUnique() throws {
        let names = try DocumentationCatalog.snippets().map(\.name)
        XCTAssertEqual(
            names.count, Set(names).count,
            "duplicated: \(names.filter { name in names.filter { $0 == name }.count > 1 })")
    }

    func testEverySnippetIsShownInAnArticle() throws {
        let shown = Set(try DocumentationCatalog.codeBlocks().map(\.text))
        for snippet in try DocumentationCatalog.snippets() where !shown.contains(snippet.text) {
            XCTFail("\(snippet.file):\(snippet.line): snippet \(snippet.name) is not shown in any article")
        }
    }

    func testTheRootPageLinksEveryArticle() throws {
        let articles = try DocumentationCatalog.articles()
        let root = try XCTUnwrap(articles.first { $0.name == "Typhoon.md" }?.text)
        for article in articles where article.name != "Typhoon.md" {
            let name = String(article.name.dropLast(".md".count))
            XCTAssertTrue(root.contains("<doc:\(name)>"), "Typhoon.md does not link <doc:\(name)>")
        }
    }

    func testTheBlockReaderTrimsCommonIndentationAndTrailingSpaces() {
        let markdown = "Text\n\n```swift\n    let a = 1  \n      .description\n```\n"
        let blocks = DocumentationCatalog.codeBlocks(in: markdown, article: "Example.md")
        XCTAssertEqual(blocks.map(\.text), ["let a = 1\n  .description"])
        XCTAssertEqual(blocks.first?.line, 3)
    }
}
