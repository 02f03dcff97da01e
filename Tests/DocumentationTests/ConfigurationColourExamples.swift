import Foundation
import TyphoonAutoInjection
import XCTest

// Examples of the colours section of ConfigurationAndTypeConverters.md.

// snippet: config-colour
final class Theme {
    var accent = ConfigColor(red: 0, green: 0, blue: 0)
    var shade = ConfigColor(red: 0, green: 0, blue: 0)
}

class ThemeAssembly: Assembly, @unchecked Sendable {
    func theme() -> Theme {
        define {
            Theme()
        } configuration: { definition in
            definition.injectProperty(\.accent, with: self.config("theme.accent"))
            definition.injectProperty(\.shade, with: self.config("theme.shade"))
        }
    }
}
// end-snippet

final class ConfigurationColourTests: XCTestCase {
    func testColoursAreReadInTyphoonsAndCSSForms() throws {
        // snippet: config-colour-read
        let themes = ThemeAssembly().activate()
        themes.attach(try Config(properties: "theme.accent=#336699\ntheme.shade=rgba(0, 0, 0, 0.5)"))
        let theme = themes.theme()  // accent: red 0.2, green 0.4, blue 0.6, alpha 1
        // end-snippet
        XCTAssertEqual(theme.accent, ConfigColor(red: 0.2, green: 0.4, blue: 0.6))
        XCTAssertEqual(theme.shade, ConfigColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    }
}
