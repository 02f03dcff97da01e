/// Taking back a converter registered with ``ComponentFactory/register(_:)``.
extension ComponentFactory {
    /// Removes the converter registered under a converter's ``TypeConverter/typeName``: Typhoon's
    /// `unregisterTypeConverter:`.
    ///
    /// Use it when a converter registered for a phase of the app (a test, an import) must stop
    /// applying. Values written `Name(text)` then convert as before it was registered: with the
    /// built-in conversion of that name (`URL`), or a converter listed as a component, or not at
    /// all (``TyphoonError/unknownConverter(key:converter:source:definition:known:)``). A converter
    /// listed as a component is part of the wiring and is not removed.
    ///
    /// - Parameter converter: The converter, or any converter with the same `typeName`.
    /// - Returns: Whether a converter was registered under that name.
    @discardableResult
    public func unregister(_ converter: any TypeConverter) -> Bool {
        let typeName = converter.typeName
        let removed = core.lock.withLock { core.registeredConverters.removeValue(forKey: typeName) }
        return removed != nil
    }
}
