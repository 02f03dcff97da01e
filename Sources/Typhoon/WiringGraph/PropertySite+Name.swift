extension PropertySite {
    /// The property's name (`quest` for `\Knight.quest`), or `nil` for a key path that names
    /// no plainly stored property.
    var propertyName: String? {
        Self.propertyName(of: keyPath.object)
    }

    /// The name of the property a key path names, or `nil` when it names no plainly stored one.
    static func propertyName(of keyPath: AnyKeyPath) -> String? {
        let path = "\(keyPath)"
        guard !path.contains("<"), let dot = path.lastIndex(of: ".") else { return nil }
        return String(path[path.index(after: dot)...])
    }
}
