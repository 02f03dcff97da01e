#if canImport(UIKit)
    import UIKit
#elseif canImport(AppKit)
    import AppKit
#endif

/// The standard conversions to colour types: ``ConfigColor`` everywhere, and the platform's
/// colour type where UIKit or AppKit exists.
enum ColourConversions {
    static let table: [ObjectIdentifier: StandardConversions.Conversion] = {
        var table: [ObjectIdentifier: StandardConversions.Conversion] = [
            ObjectIdentifier(ConfigColor.self): { value throws(ConversionFailure) in try ConfigColor.from(value.text) }
        ]
        #if canImport(UIKit)
            table[ObjectIdentifier(UIColor.self)] = { value throws(ConversionFailure) in
                UIColor(try ConfigColor.from(value.text))
            }
        #elseif canImport(AppKit)
            table[ObjectIdentifier(NSColor.self)] = { value throws(ConversionFailure) in
                NSColor(try ConfigColor.from(value.text))
            }
        #endif
        return table
    }()

    /// `colour` as the platform's colour type when `target` is that type, else `nil`.
    static func platformColor(_ colour: ConfigColor, as target: Any.Type) -> Any? {
        #if canImport(UIKit)
            if target == UIColor.self { return UIColor(colour) }
        #elseif canImport(AppKit)
            if target == NSColor.self { return NSColor(colour) }
        #endif
        return nil
    }
}
