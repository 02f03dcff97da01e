/// Turns the text of a configuration value into a value of some type, chosen by name.
///
/// Use it to inject configuration values of your own types: a value written
/// `Color(#ff8800)` is handed to the converter whose ``typeName`` is `"Color"`, and a plain
/// value injected into a property of a type named `Color` is too. Register a converter with
/// `ComponentFactory.register(_:)`, or list it as a component whose declared type is
/// `any TypeConverter`. A converter you register under the name of a built-in one (`URL`,
/// `NSURL`) replaces it.
public protocol TypeConverter {
    /// The name that picks this converter: the `Name` in `Name(text)`.
    ///
    /// Use the name of the type the converter makes, as written in Swift (`"Color"`), so that
    /// plain values injected into properties of that type find it too.
    var typeName: String { get }

    /// Makes a value from the text of a configuration value.
    ///
    /// Use it to parse the text between the parentheses of `Name(text)` (with surrounding
    /// white space removed), or the whole value when no name is written.
    /// - Parameter string: The text to convert.
    /// - Returns: The value, which must be of the type the definition wants.
    /// - Throws: Any error, when the text does not describe a value; its description becomes
    ///   the reason in the ``TyphoonError/unconvertibleConfigValue(key:value:type:source:definition:reason:)``
    ///   that reports it.
    func convert(_ string: String) throws -> Any
}
