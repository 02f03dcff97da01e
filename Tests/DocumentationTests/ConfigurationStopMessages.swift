import TestSupport
import Testing
import TyphoonAutoInjection

/// The stops of ConfigurationAndTypeConverters.md: a definition method cannot throw, so a
/// configuration value it cannot get stops the program.
///
/// Each test runs its scenario in an exit test (a child process) and reads the message a person
/// would see.
@Suite struct ConfigurationStopMessages {
    @Test func aMissingKeyStopsNamingTheKeyTheTypeTheDefinitionAndTheSources() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ConfiguredKnightAssembly().activate().knight()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"No configuration value for key "damsels.rescued" (wanted as Int), asked for by ConfiguredKnightAssembly.knight(); ConfiguredKnightAssembly reads no configuration: none is attached to it or named in its `configNames`, and the factory has no global ones. To fix, add "damsels.rescued" to a configuration ConfiguredKnightAssembly reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to ConfiguredKnightAssembly with `attach(_:)` or its `configNames`."#
        )
    }

    @Test func aMisspeltKeyStopsNamingTheClosestKeyTheConfigurationHolds() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let knights = ConfiguredKnightAssembly().activate()
            knights.attach(try! Config(properties: "damsel.rescued=12\nknight.motto=For the realm"))
            _ = knights.knight()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"No configuration value for key "damsels.rescued" (wanted as Int), asked for by ConfiguredKnightAssembly.knight(); read properties text. Did you mean "damsel.rescued"? To fix, correct the misspelt key (in the configuration or in `config(_:)`), or add "damsels.rescued" to a configuration ConfiguredKnightAssembly reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to ConfiguredKnightAssembly with `attach(_:)` or its `configNames`."#
        )
    }

    @Test func aKeyInAConfigurationAttachedToAnotherAssemblyStopsNamingThatAssembly() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let factory = ComponentFactory(assemblies: [ConfiguredKnightAssembly(), ConverterAssembly()])
            factory.assembly(ConverterAssembly.self).attach(
                try! Config(properties: ConfigurationFixtures.block("properties"), source: "Knights.properties"))
            _ = factory.assembly(ConfiguredKnightAssembly.self).knight()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"No configuration value for key "damsels.rescued" (wanted as Int), asked for by ConfiguredKnightAssembly.knight(); ConfiguredKnightAssembly reads no configuration: none is attached to it or named in its `configNames`, and the factory has no global ones. Assemblies with configurations of their own, which only their own definitions read: ConverterAssembly (Knights.properties). To fix, add "damsels.rescued" to a configuration ConfiguredKnightAssembly reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to ConfiguredKnightAssembly with `attach(_:)` or its `configNames`."#
        )
    }

    @Test func aValueThatDoesNotConvertStopsNamingTheValueAndTheReason() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let knights = ConfiguredKnightAssembly().activate()
            knights.attach(try! Config(properties: "damsels.rescued=a dozen"))
            _ = knights.knight()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"The configuration value "a dozen" of key "damsels.rescued" in properties text, read by ConfiguredKnightAssembly.knight(), cannot be converted to Int: it is not a whole number. To fix, change the value or the type it is read as."#
        )
    }

    @Test func aValueNamingAnUnregisteredConverterStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let knights = ConfiguredKnightAssembly().activate()
            knights.attach(
                try! Config(properties: ConfigurationFixtures.block("properties"), source: "Knights.properties"))
            _ = knights.knight()
        }
        #expect(
            stopMessage(inStandardError: result?.standardErrorContent)
                == #"The configuration value of key "banner" in Knights.properties, read by ConfiguredKnightAssembly.knight(), asks for the converter Banner, which is not registered (registered: ConfigColor, NSColor, NSURL, UIColor, URL, rgb, rgba). To fix, register a TypeConverter whose typeName is "Banner" with `factory.register(_:)` or list it as a component of type `any TypeConverter` (outside a factory, pass it in `converters:`)."#
        )
    }
}
