import Foundation

/// A type a bundle resource is injected as: `String`, `Data` or `URL`.
///
/// ``Assembly/resource(_:in:)`` reads a resource as the type the definition needs; these three
/// conform, as the forms Typhoon's `TyphoonBundleResource` offered (`asString`, `data`, `url`).
public protocol BundleResourceContent {
    /// Reads a resource as this type.
    ///
    /// - Parameter resource: The resource, found.
    /// - Returns: The resource's contents as this type.
    /// - Throws: ``TyphoonError/unreadableResource(name:file:reason:)``.
    static func read(_ resource: BundleResource) throws(TyphoonError) -> Self
}

extension String: BundleResourceContent {
    /// The resource's text, as UTF-8.
    public static func read(_ resource: BundleResource) throws(TyphoonError) -> String {
        try resource.string()
    }
}

extension Data: BundleResourceContent {
    /// The resource's bytes.
    public static func read(_ resource: BundleResource) throws(TyphoonError) -> Data {
        try resource.data()
    }
}

extension URL: BundleResourceContent {
    /// The resource's file URL; nothing is read.
    public static func read(_ resource: BundleResource) throws(TyphoonError) -> URL {
        resource.url
    }
}
