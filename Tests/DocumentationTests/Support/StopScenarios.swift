import Foundation
import TyphoonAutoInjection

/// The scenarios of the articles that stop the program; see ``StopMessages``.
enum StopScenarios {
    static func run(_ scenario: String) {
        switch scenario {
        case "notActivated":
            _ = KnightAssembly().knight()
        case "factoryReleased":
            var factory: ComponentFactory? = ComponentFactory(assemblies: [KnightAssembly()])
            let knights = factory!.assembly(KnightAssembly.self)
            factory = nil
            _ = knights.knight()
        case "noComponentForProperty":
            _ = ArmedKnightAssembly().activate().armedKnight()
        case "circularInitializers":
            _ = FarmAssembly().activate().chicken()
        case "argumentsNotPassed":
            _ = ProfileAssembly().activate().greeting(for: User(name: "Ann"))
        case "unsupportedArgument":
            _ = ProfileAssembly().activate().mapController(centredOn: Coordinates(latitude: 51.5, longitude: -0.1))
        case "notADefinition":
            let network = NetworkComponents().activate()
            network.patch({ APIClient(baseURL: "http://stub.invalid") }) { APIClient(baseURL: "http://stub.invalid") }
        case "assemblyNotInFactory":
            _ = ComponentFactory(assemblies: [KnightAssembly()]).assembly(ArmouryAssembly.self)
        case "unfilledProperty":
            _ = ChannelBrowserController().imageProvider
        case "missingConfigKey":
            _ = ConfiguredKnightAssembly().activate().knight()
        case "unconvertibleConfigValue":
            let knights = ConfiguredKnightAssembly().activate()
            knights.attach(try! Config(properties: "damsels.rescued=a dozen"))
            _ = knights.knight()
        case "unknownConverter":
            let knights = ConfiguredKnightAssembly().activate()
            knights.attach(
                try! Config(properties: ConfigurationFixtures.block("properties"), source: "Knights.properties"))
            _ = knights.knight()
        default:
            fatalError("unknown scenario \(scenario)")
        }
    }
}
