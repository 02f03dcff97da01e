import Foundation
import Testing
import Typhoon

/// Bundle resources read by name and injected as `String`, `Data` or `URL`, and unregistering a
/// converter.
@Suite struct BundleResourceTests {
    @Test func aResourceIsInjectedAsItsText() {
        let crier = CrierAssembly().activate().crier()
        #expect(crier.greeting == "Welcome to Camelot.\n")
    }

    @Test func aResourceIsInjectedAsItsBytes() {
        let crier = CrierAssembly().activate().crier()
        #expect(crier.scroll == Data("Welcome to Camelot.\n".utf8))
    }

    @Test func aResourceIsInjectedAsItsURL() {
        let crier = CrierAssembly().activate().crier()
        #expect(crier.source.lastPathComponent == "greeting.txt")
    }

    @Test func aResourceWithoutAnExtensionIsFoundByItsName() throws {
        #expect(try BundleResource("Fixtures/HERALD", in: .module).string() == "no extension\n")
    }

    @Test func aMissingResourceIsThrownNamingItAndTheBundle() {
        let assembly = CrierAssembly().activate()
        #expect {
            let _: String = try assembly.resourceValue("Fixtures/missing.txt", in: .module)
        } throws: { error in
            guard case .missingResource(let name, let bundle, _) = error as? TyphoonError else { return false }
            return name == "Fixtures/missing.txt" && bundle == Bundle.module.bundlePath
        }
    }

    @Test func anUnregisteredConverterNoLongerConverts() throws {
        let factory = ComponentFactory(
            assemblies: [CrierAssembly()], configs: [try Config(properties: "home=URL(camelot)")])
        factory.register(CastleURLConverter())
        #expect(try factory.configValue("home", as: URL.self).absoluteString == "https://castles.example/camelot")
        #expect(factory.unregister(CastleURLConverter()))
        #expect(try factory.configValue("home", as: URL.self).absoluteString == "camelot")
    }

    @Test func unregisteringAConverterThatIsNotRegisteredChangesNothing() {
        let factory = CrierAssembly().activate().factory
        #expect(!factory.unregister(CastleURLConverter()))
    }
}

final class Crier {
    let greeting: String
    let scroll: Data
    let source: URL
    init(greeting: String, scroll: Data, source: URL) {
        self.greeting = greeting
        self.scroll = scroll
        self.source = source
    }
}

final class CrierAssembly: Assembly, @unchecked Sendable {
    func crier() -> Crier {
        define {
            Crier(
                greeting: self.resource("Fixtures/greeting.txt", in: .module),
                scroll: self.resource("Fixtures/greeting.txt", in: .module),
                source: self.resource("Fixtures/greeting.txt", in: .module))
        }
    }
}

/// Replaces the built-in `URL` conversion: a castle's name becomes its address.
struct CastleURLConverter: TypeConverter {
    let typeName = "URL"
    func convert(_ string: String) throws -> Any { URL(string: "https://castles.example/\(string)")! }
}
