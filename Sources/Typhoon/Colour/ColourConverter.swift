/// The built-in converters for colours: Typhoon's `UIColor(…)` and `NSColor(…)`, this
/// project's `ConfigColor(…)`, and CSS's `rgb(…)` and `rgba(…)`.
///
/// Each makes the colour type the property wants (``ConfigColor``, or `UIColor` or `NSColor`
/// where that framework exists), whatever its name, so that a configuration written for
/// Typhoon on iOS reads the same on Linux.
struct ColourConverter: BuiltInConverter {
    static let names = ["ConfigColor", "UIColor", "NSColor", "rgb", "rgba"]

    let typeName: String

    func convert(_ string: String) throws -> Any {
        try colour(from: string)
    }

    func convert(_ text: String, to target: Any.Type) throws(ConversionFailure) -> Any {
        let colour = try colour(from: text)
        return ColourConversions.platformColor(colour, as: target) ?? colour
    }

    /// `rgb` and `rgba` take exactly their number of components; the type names take any form.
    private func colour(from text: String) throws(ConversionFailure) -> ConfigColor {
        switch typeName {
        case "rgb": try ConfigColor.components(text, count: 3)
        case "rgba": try ConfigColor.components(text, count: 4)
        default: try ConfigColor.from(text)
        }
    }
}
