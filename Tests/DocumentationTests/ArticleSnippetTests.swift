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
        let blocks = try DocumentationCatalog.codeBlocks().filter {
            $0.language == "swift" && !PackageManifest.isManifest($0.text)
        }
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

    func testEveryPackageManifestOfAnArticleLoadsWithThisPackage() throws {
        let manifests = try DocumentationCatalog.codeBlocks().filter { PackageManifest.isManifest($0.text) }
        XCTAssertFalse(manifests.isEmpty)
        for manifest in manifests {
            XCTAssertTrue(
                manifest.text.contains(PackageManifest.articlePath),
                "\(manifest.article):\(manifest.line): depend on Typhoon with \(PackageManifest.articlePath)")
            let outcome = try PackageManifest.load(manifest.text)
            XCTAssertEqual(
                outcome.status, 0, "\(manifest.article):\(manifest.line): SwiftPM cannot load it:\n\(outcome.output)")
        }
    }

    func testTheAssemblyReferenceExampleIsACompiledSnippet() throws {
        let texts = Set(try DocumentationCatalog.snippets().map(\.text))
        let examples = try DocumentationCatalog.referenceExamples()
        XCTAssertFalse(examples.isEmpty)
        for example in examples where !texts.contains(example.text) {
            XCTFail("\(example.article):\(example.line): this example is not a snippet of Tests/DocumentationTests")
        }
    }

    func testEveryAssemblyDeclaredInTheDocumentationRestatesUncheckedSendable() throws {
        let declarations = try DocumentationCatalog.documentationTexts().flatMap { page in
            page.text.matches(of: /class\s+(\w+)\s*:\s*([^{\n]*)/).map { match in
                (
                    page: page.name, name: String(match.output.1),
                    inheritance: match.output.2.trimmingCharacters(in: .whitespaces)
                )
            }
        }
        // An assembly is a class whose superclass (the first inherited type) is one.
        var assemblies: Set<String> = ["Assembly"]
        var count = 0
        repeat {
            count = assemblies.count
            for declaration in declarations {
                let superclass = declaration.inheritance.split(separator: ",").first?.trimmingCharacters(
                    in: .whitespaces)
                if let superclass, assemblies.contains(superclass) { assemblies.insert(declaration.name) }
            }
        } while assemblies.count != count
        let declared = declarations.filter { assemblies.contains($0.name) }
        XCTAssertGreaterThan(declared.count, 20)
        for declaration in declared where !declaration.inheritance.contains("@unchecked Sendable") {
            XCTFail(
                """
                \(declaration.page): `class \(declaration.name): \(declaration.inheritance)` does not restate \
                `@unchecked Sendable`, so a copy of it compiles with a warning
                """)
        }
    }

    func testEveryMessageWrapsOnThePage() throws {
        for block in try DocumentationCatalog.codeBlocks() where block.language == "text" {
            XCTAssertTrue(
                block.options.contains { $0.hasPrefix("wrap=") },
                "\(block.article):\(block.line): write ```text, wrap=64 so that the message wraps instead of scrolling")
        }
    }

    func testEveryMessageQuotedInAnArticleIsAssertedByATest() throws {
        let sources = try DocumentationCatalog.testSourceText()
        // A message of several lines (a compiler's output) is asserted in a multi-line string
        // literal, whose lines are indented in the source.
        let unindented = sources.components(separatedBy: "\n")
            .map { String($0.drop(while: { $0 == " " })) }.joined(separator: "\n")
        for block in try DocumentationCatalog.codeBlocks() where block.language == "text" {
            XCTAssertTrue(
                sources.contains(block.text) || unindented.contains(block.text),
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
        let blocks = try DocumentationCatalog.codeBlocks() + DocumentationCatalog.referenceExamples()
        let shown = Set(blocks.map(\.text))
        for snippet in try DocumentationCatalog.snippets() where !shown.contains(snippet.text) {
            XCTFail("\(snippet.file):\(snippet.line): snippet \(snippet.name) is not shown in any article")
        }
    }

    func testTheRootPageLinksEveryArticle() throws {
        let articles = try DocumentationCatalog.articles()
        let root = try XCTUnwrap(articles.first { $0.name == "Typhoon.md" }?.text)
        for article in articles where !DocumentationCatalog.isSymbolPage(article.text) {
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

    func testTheBlockReaderSeparatesTheLanguageFromItsOptions() {
        let blocks = DocumentationCatalog.codeBlocks(in: "```text, wrap=64\nA message.\n```\n", article: "Example.md")
        XCTAssertEqual(blocks.map(\.language), ["text"])
        XCTAssertEqual(blocks.map(\.options), [["wrap=64"]])
    }
}
