#if canImport(UIKit)
    import UIKit

    extension UIColor {
        /// The UIKit colour of a configured colour, with the same components.
        ///
        /// Use it when a component takes a `UIColor` but the colour is read as ``ConfigColor``
        /// (a property of type `UIColor` reads configuration texts directly).
        public convenience init(_ colour: ConfigColor) {
            self.init(red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha)
        }
    }
#endif
