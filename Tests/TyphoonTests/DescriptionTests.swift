import TestSupport
import Testing
import Typhoon

/// The `description` of a factory and of an assembly, and ``ComponentFactory/definitions``.
@Suite struct DescriptionTests {
    @Test func aFactoryListsEachDefinitionThatRanWithItsScopeTypesAndPlace() throws {
        let assembly = LanternAssembly().activate()
        _ = assembly.light()
        let light = try #require(assembly.factory.definitions.first)
        #expect(light.name == "LanternAssembly.light()")
        #expect(light.scope == .singleton)
        #expect(light.declaredType == "Light")
        #expect(light.listedTypes == ["Light"])
        #expect(light.location == "TyphoonTests/PostProcessing.swift:\(lineOfDefine(after: "func light()"))")
    }

    @Test func aFactoryListsAListedComponentWhoseMethodHasNotRunByItsListing() {
        let assembly = LanternAssembly().activate()
        let lantern = assembly.factory.definitions.first { $0.declaredType == "Lantern" }
        #expect(lantern?.method == nil)
        #expect(lantern?.scope == nil)
        #expect(lantern?.location.hasPrefix("TyphoonTests/PostProcessing.swift:") == true)
    }

    @Test func printingAFactoryPrintsItsAssembliesAndDefinitionsOneALine() {
        let assembly = LanternAssembly().activate()
        _ = assembly.light()
        let lines = "\(assembly.factory)".split(separator: "\n").map(String.init)
        #expect(lines.first == "ComponentFactory (loaded), 1 assembly:")
        #expect(lines[1] == "  LanternAssembly, 3 definitions:")
        #expect(
            lines[2]
                == "    LanternAssembly.light() singleton -> Light, listed as Light, at TyphoonTests/PostProcessing.swift:\(lineOfDefine(after: "func light()"))"
        )
        #expect(lines[3].hasPrefix("    LanternAssembly component -> Lantern, listed as Lantern, listed at "))
        #expect(lines[3].hasSuffix(", not called yet"))
    }

    @Test func printingAnAssemblyBeforeActivationListsItsComponents() {
        let lines = "\(LanternAssembly())".split(separator: "\n").map(String.init)
        #expect(lines.first == "LanternAssembly (not activated), 3 listed components:")
        #expect(
            lines.dropFirst().map { $0.components(separatedBy: " listed at ")[0] } == [
                "  Lantern", "  Light", "  LanternCounter",
            ])
    }

    @Test func printingAnActivatedAssemblyListsItsDefinitions() {
        let assembly = LanternAssembly().activate()
        _ = assembly.wicks()
        let lines = "\(assembly)".split(separator: "\n").map(String.init)
        #expect(lines.first == "LanternAssembly, 4 definitions:")
        #expect(
            lines[1].hasPrefix("  LanternAssembly.wicks() objectGraph -> Int, at TyphoonTests/PostProcessing.swift:"))
    }

    @Test func aFactoryListsAnAsyncDefinitionThatRanAsAsyncWithItsScopeTypesAndPlace() async throws {
        let assembly = OilLampAssembly().activate()
        _ = try await assembly.tank()
        let tank = try #require(assembly.factory.definitions.first)
        #expect(tank.name == "OilLampAssembly.tank()")
        #expect(tank.isAsync)
        #expect(tank.scope == .lazySingleton)
        #expect(tank.declaredType == "OilTank")
        #expect(tank.listedTypes == ["OilTank"])
        #expect(tank.location == "TyphoonTests/AsyncDescription.swift:\(lineOfAsyncDefine(after: "func tank()"))")
    }

    @Test func aFactoryListsAnAsyncDefinitionThatIsNotListedOnceItRan() async throws {
        let assembly = OilLampAssembly().activate()
        _ = try await assembly.lamp()
        let lamp = assembly.factory.definitions.first { $0.name == "OilLampAssembly.lamp()" }
        #expect(lamp?.isAsync == true)
        #expect(lamp?.scope == .objectGraph)
        #expect(lamp?.listedTypes == [])
    }

    @Test func aListedAsyncComponentWhoseMethodHasNotRunIsMarkedAsync() {
        let assembly = OilLampAssembly().activate()
        let tank = assembly.factory.definitions.first { $0.declaredType == "OilTank" }
        #expect(tank?.isAsync == true)
        #expect(tank?.method == nil)
        #expect(tank?.description.hasPrefix("OilLampAssembly async component -> OilTank, listed as OilTank,") == true)
    }

    @Test func printingAFactoryPrintsAnAsyncDefinitionWithAsyncBeforeItsScope() async throws {
        let assembly = OilLampAssembly().activate()
        _ = try await assembly.lamp()
        let lines = "\(assembly.factory)".split(separator: "\n").map(String.init)
        #expect(lines[1] == "  OilLampAssembly, 2 definitions:")
        // The lamp's definition runs first: its initializer awaits the tank's.
        #expect(
            lines[2]
                == "    OilLampAssembly.lamp() async objectGraph -> OilLamp, at TyphoonTests/AsyncDescription.swift:\(lineOfAsyncDefine(after: "func lamp()"))"
        )
        #expect(
            lines[3]
                == "    OilLampAssembly.tank() async lazySingleton -> OilTank, listed as OilTank, at TyphoonTests/AsyncDescription.swift:\(lineOfAsyncDefine(after: "func tank()"))"
        )
    }

    @Test func printingAnActivatedAssemblyListsItsAsyncDefinitionsAfterItsPlainOnes() async throws {
        let assembly = OilLampAssembly().activate()
        _ = try await assembly.tank()
        _ = assembly.wickLength()
        let lines = "\(assembly)".split(separator: "\n").map(String.init)
        #expect(lines.first == "OilLampAssembly, 2 definitions:")
        #expect(lines[1].hasPrefix("  OilLampAssembly.wickLength() objectGraph -> Int, at "))
        #expect(lines[2].hasPrefix("  OilLampAssembly.tank() async lazySingleton -> OilTank, listed as OilTank, at "))
    }

    @Test func printingAnAssemblyBeforeActivationMarksItsAsyncComponents() {
        let lines = "\(OilLampAssembly())".split(separator: "\n").map(String.init)
        #expect(lines.first == "OilLampAssembly (not activated), 1 listed component:")
        #expect(lines[1].hasPrefix("  OilTank (async) listed at TyphoonTests/AsyncDescription.swift:"))
    }
}

/// The line of the first `define` after a text in the fixture file.
private func lineOfDefine(after text: String) -> Int {
    line(of: text, inFixture: "Support/PostProcessing.swift") + 1
}

/// The line of the first `defineAsync` after a text in the async fixture file.
private func lineOfAsyncDefine(after text: String) -> Int {
    line(of: text, inFixture: "Support/AsyncDescription.swift") + 1
}
