import Foundation

extension Config {
    /// Reads a configuration file found by name among a bundle's resources.
    ///
    /// Use it for files shipped with the app, as Typhoon's `[TyphoonConfigPostProcessor
    /// forResourceNamed:]` did: `try Config(named: "Knights.properties")` reads the main bundle's
    /// file, `try Config(named: "Knights.properties", in: .module)` a Swift package target's
    /// resources. A name can include a folder of the resources (`"Fixtures/Knights.properties"`).
    ///
    /// - Parameters:
    ///   - name: The file's name with its extension, `.properties`, `.json` or `.plist`.
    ///   - bundle: The bundle whose resources hold the file; the main bundle unless you say.
    /// - Throws: ``TyphoonError/missingConfigResource(name:bundle:resources:)`` naming the bundle
    ///   when it has no such file, ``TyphoonError/unknownConfigFormat(file:)`` for another
    ///   extension, and what ``init(contentsOf:)`` throws for a file that is not well formed.
    public init(named name: String, in bundle: Bundle = .main) throws {
        guard let config = try ConfigResource.config(named: name, in: bundle) else {
            let place = ConfigResource.place(of: bundle)
            throw TyphoonError.missingConfigResource(name: name, bundle: place.bundle, resources: place.resources)
        }
        self = config
    }
}
