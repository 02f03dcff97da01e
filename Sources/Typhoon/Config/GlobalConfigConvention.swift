import Foundation

/// The global configurations an app's bundle names by convention, as Typhoon (Objective-C) found
/// them at start-up: every file listed under `TyphoonGlobalConfigFilenames` in the Info.plist,
/// then `config_<bundle identifier>.plist` when the bundle has one.
enum GlobalConfigConvention {
    /// The Info.plist key that lists global configuration files by name.
    static let filenamesKey = "TyphoonGlobalConfigFilenames"

    /// The bundle's global configurations, in the order a look-up reads them: the file named
    /// after the bundle identifier wins over the listed ones, which are read in their order.
    ///
    /// Files are read in the convention's order (the listed ones, then the one named after the
    /// identifier), so a problem in an earlier one is the one reported.
    static func configs(in bundle: Bundle) throws(TyphoonError) -> [Config] {
        var listed: [Config] = []
        for name in try InfoPlist(bundle: bundle).strings(forKey: filenamesKey) {
            guard let config = try ConfigResource.config(named: name, in: bundle) else {
                let place = ConfigResource.place(of: bundle)
                throw .missingGlobalConfig(name: name, bundle: place.bundle, resources: place.resources)
            }
            listed.append(config)
        }
        guard let identifier = bundle.bundleIdentifier,
            let byIdentifier = try ConfigResource.config(named: "config_\(identifier).plist", in: bundle)
        else { return listed }
        return [byIdentifier] + listed
    }
}
