import Foundation
import TestSupport
import Testing
import TyphoonAutoInjection

/// A configuration value a definition cannot get stops the program with a message that points at
/// the definition that asked, what it read and where the configurations are.
///
/// Each test runs its scenario in an exit test (a child process) and reads the message a person
/// would see. The wirings are in `Support/Shop.swift`.
@Suite struct ConfigStopMessageTests {
    @Test func aKeyAttachedToAnotherAssemblyNamesTheDefinitionThatAskedAndHowToShareIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = ComponentFactory(assemblies: [ShopAssembly(), CoreAssembly()])
            factory.assembly(ShopAssembly.self).attach(
                try! Config(properties: "api.baseURL=https://shop.example.net", source: "Shop.properties"))
            _ = factory.assembly(CoreAssembly.self).apiClient()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"No configuration value for key "api.baseURL" (wanted as URL), asked for by CoreAssembly.apiClient(); CoreAssembly reads no configuration: none is attached to it or named in its `configNames`, and the factory has no global ones. Assemblies with configurations of their own, which only their own definitions read: ShopAssembly (Shop.properties). To fix, add "api.baseURL" to a configuration CoreAssembly reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to CoreAssembly with `attach(_:)` or its `configNames`."#
        )
    }

    @Test func aKeyReadInAnInitializerNamesThatDefinitionAndEverySourceRead() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let core = CoreAssembly().activate(
                with: [ShopAssembly()], configs: [try! Config(properties: "", source: "Global.properties")])
            core.attach(try! Config(properties: "api.baseURL=https://example.net", source: "Core.properties"))
            core.factory.assembly(ShopAssembly.self).attach(try! Config(properties: "", source: "Shop.properties"))
            _ = core.retryPolicy()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"No configuration value for key "api.retries" (wanted as Int), asked for by CoreAssembly.retryPolicy(); read Core.properties, Global.properties. Assemblies with configurations of their own, which only their own definitions read: ShopAssembly (Shop.properties). To fix, add "api.retries" to a configuration CoreAssembly reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to CoreAssembly with `attach(_:)` or its `configNames`."#
        )
    }

    @Test func anAssemblyWithDeclaredConfigNamesIsNamedWithItsFile() async throws {
        let castleFile = try #require(
            Bundle.module.url(forResource: "Castle", withExtension: "properties", subdirectory: "Fixtures"))
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = ComponentFactory(assemblies: [VillageAssembly(), CastleAssembly()])
            _ = factory.assembly(VillageAssembly.self).squire()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"No configuration value for key "knight.motto" (wanted as String), asked for by VillageAssembly.squire(); VillageAssembly reads no configuration: none is attached to it or named in its `configNames`, and the factory has no global ones. Assemblies with configurations of their own, which only their own definitions read: CastleAssembly ("#
                + castleFile.path
                + #"). To fix, add "knight.motto" to a configuration VillageAssembly reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to VillageAssembly with `attach(_:)` or its `configNames`."#
        )
    }

    @Test func aKeyAskedForOutsideAnyDefinitionSaysSo() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let core = CoreAssembly().activate()
            let _: URL = core.config("api.baseURL")
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"No configuration value for key "api.baseURL" (wanted as URL), asked for by CoreAssembly.config(_:) outside any definition; CoreAssembly reads no configuration: none is attached to it or named in its `configNames`, and the factory has no global ones. To fix, add "api.baseURL" to a configuration CoreAssembly reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to CoreAssembly with `attach(_:)` or its `configNames`."#
        )
    }

    @Test func aValueThatDoesNotConvertNamesTheDefinitionThatReadIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let core = CoreAssembly().activate()
            core.attach(try! Config(properties: "api.retries=three", source: "Core.properties"))
            _ = core.retryPolicy()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"The configuration value "three" of key "api.retries" in Core.properties, read by CoreAssembly.retryPolicy(), cannot be converted to Int: it is not a whole number. To fix, change the value or the type it is read as."#
        )
    }

    @Test func aValueNamingAnUnregisteredConverterNamesTheDefinitionThatReadIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let core = CoreAssembly().activate()
            core.attach(try! Config(properties: "api.baseURL=Endpoint(shop)", source: "Core.properties"))
            _ = core.apiClient()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"The configuration value of key "api.baseURL" in Core.properties, read by CoreAssembly.apiClient(), asks for the converter Endpoint, which is not registered (registered: ConfigColor, NSColor, NSURL, UIColor, URL, rgb, rgba). To fix, register a TypeConverter whose typeName is "Endpoint" with `factory.register(_:)` or list it as a component of type `any TypeConverter` (outside a factory, pass it in `converters:`)."#
        )
    }
}
