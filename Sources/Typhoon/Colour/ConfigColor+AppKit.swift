#if canImport(AppKit) && !canImport(UIKit)
    import AppKit

    extension NSColor {
        /// The AppKit colour of a configured colour, with the same components, made as
        /// Typhoon's `NSColor` converter makes it.
        ///
        /// Use it when a component takes an `NSColor` but the colour is read as ``ConfigColor``
        /// (a property of type `NSColor` reads configuration texts directly).
        public convenience init(_ colour: ConfigColor) {
            self.init(red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha)
        }
    }
#endif
