/// A colour read from configuration: red, green, blue and alpha, each from 0 to 1.
///
/// Use it for a colour that a configuration file decides (a theme's accent, a brand colour)
/// on every platform; read it with `config("accent") as ConfigColor`. Where UIKit or AppKit
/// exists, `UIColor(_:)` and `NSColor(_:)` make the platform's colour from it, and a property
/// of type `UIColor` or `NSColor` reads the same texts directly.
///
/// The texts it is read from are Typhoon's: `#RRGGBB`, `#AARRGGBB` (alpha first, as Typhoon
/// reads it, not CSS's `#RRGGBBAA`), the same with `0x` instead of `#`, `r,g,b` and `r,g,b,a`
/// (red, green and blue from 0 to 255, alpha from 0 to 1), and the CSS spellings
/// `rgb(r,g,b)` and `rgba(r,g,b,a)`. Typhoon's `UIColor(…)` and `NSColor(…)` wrappers are
/// accepted around any of them.
public struct ConfigColor: Sendable, Equatable, Hashable {
    /// The red component, from 0 to 1.
    public var red: Double
    /// The green component, from 0 to 1.
    public var green: Double
    /// The blue component, from 0 to 1.
    public var blue: Double
    /// The opacity, from 0 (transparent) to 1 (opaque).
    public var alpha: Double

    /// A colour from its components, each from 0 to 1; opaque unless you give an alpha.
    ///
    /// Use it to compare a configured colour with an expected one, or as a default when a
    /// key is absent.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }
}
