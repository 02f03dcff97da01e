extension PropertySite {
    /// The property's name (`quest` for `\Knight.quest`), or `nil` for a key path that names
    /// no plainly stored property.
    var propertyName: String? {
        let path = "\(keyPath.object)"
        guard !path.contains("<"), let dot = path.lastIndex(of: ".") else { return nil }
        return String(path[path.index(after: dot)...])
    }
}
