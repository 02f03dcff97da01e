import Foundation

/// The keys of a bundle's Info.plist that Typhoon reads, each a list of strings.
///
/// Foundation finds the Info.plist: on Apple platforms where the bundle's layout puts it; with
/// swift-corelibs-foundation (Linux) at `Contents/Info.plist` when the bundle has a `Contents`
/// folder, at `Resources/Info.plist` when it has a `Resources` folder, and at the bundle's top
/// otherwise.
struct InfoPlist {
    let bundle: Bundle

    /// The strings listed under `key`; empty when the key is absent.
    ///
    /// - Throws: ``TyphoonError/invalidInfoPlistValue(key:bundle:found:)`` when the key holds
    ///   anything but an array of strings.
    func strings(forKey key: String) throws(TyphoonError) -> [String] {
        guard let value = bundle.infoDictionary?[key] else { return [] }
        guard let items = value as? [Any] else {
            throw .invalidInfoPlistValue(key: key, bundle: bundle.bundlePath, found: Self.kind(of: value))
        }
        var strings: [String] = []
        for item in items {
            guard let string = item as? String else {
                throw .invalidInfoPlistValue(
                    key: key, bundle: bundle.bundlePath, found: "an array whose item \(item) is not a string")
            }
            strings.append(string)
        }
        return strings
    }

    /// What a value that should have been an array is, in words.
    private static func kind(of value: Any) -> String {
        switch value {
        case let string as String: return "the string \"\(string)\""
        case is [String: Any], is [AnyHashable: Any]: return "a dictionary"
        default: return "the value \(value)"
        }
    }
}
