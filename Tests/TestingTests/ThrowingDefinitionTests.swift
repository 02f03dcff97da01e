import Testing
import TyphoonTesting

/// A definition written with `defineThrowing` throws its error to whoever called it, at every
/// level, and a call that throws keeps nothing it built.
@Suite struct ThrowingDefinitionTests {
    @Test func theInitializersErrorReachesTheCallerAsItIs() {
        let office = OfficeAssembly().activate()
        #expect(throws: RegisterError.locked) { try office.register() }
    }

    @Test func itReachesTheCallerThroughAnotherThrowingDefinition() {
        let office = OfficeAssembly().activate()
        #expect(throws: RegisterError.locked) { try office.accountant() }
    }

    @Test func aFailedCallPublishesNothingItBuiltAndCallsNothingBack() throws {
        let office = OfficeAssembly().activate()
        #expect(throws: RegisterError.locked) { try office.register() }
        #expect(office.clerks.count == 1, "the clerk was built for the register")
        #expect(office.openings.count == 0, "no after call-back ran")
        _ = office.clerk()
        #expect(office.clerks.count == 2, "the clerk of the failed call was not kept")
        office.lock.isLocked = false
        let register = try office.register()
        #expect(try office.register() === register, "the singleton is kept once a call succeeds")
        #expect(office.openings.count == 1)
    }

    @Test func aDefinitionThatCatchesTheErrorGoesOnWithoutAnythingOfTheFailedCall() throws {
        let office = OfficeAssembly().activate()
        let accountant = try office.cautiousAccountant()
        #expect(accountant.register.path == "memory")
        _ = office.clerk()
        #expect(office.clerks.count == 2, "the clerk built for the failed register was not kept")
        #expect(office.openings.count == 0)
    }

    @Test func aLookUpByTypeThrowsItNamingTheDefinitionAndPublishesNothing() throws {
        let office = OfficeAssembly().activate()
        let expected = TyphoonError.definitionThrew(
            definition: "OfficeAssembly.register()", error: "TestingTests.RegisterError.locked")
        #expect(throws: expected) { try office.factory.component(Register.self) }
        #expect(
            expected.description
                == "OfficeAssembly.register(), built for a look-up by type, threw TestingTests.RegisterError.locked. To fix, make what it needs available, or call it by reference (`try assembly.method()`) to handle its error."
        )
        _ = office.clerk()
        #expect(office.clerks.count == 2)
    }

    @Test func injectThrowsItForAWrapper() {
        let office = OfficeAssembly().activate()
        #expect(
            throws: TyphoonError.definitionThrew(
                definition: "OfficeAssembly.register()", error: "TestingTests.RegisterError.locked")
        ) { try office.inject(RegisterReader()) }
    }

    @Test func verifyReportsIt() {
        let office = OfficeAssembly().activate()
        #expect(
            throws: TyphoonError.verificationFailed(
                problems: [
                    "OfficeAssembly.register() (TestingTests/ThrowingDefinitionFixtures.swift:61): OfficeAssembly.register(), built for a look-up by type, threw TestingTests.RegisterError.locked. To fix, make what it needs available, or call it by reference (`try assembly.method()`) to handle its error."
                ], notVerified: [])
        ) { try office.verify() }
    }

    @Test func aMissingConfigurationValueReadWithConfigValueThrows() {
        let office = OfficeAssembly().activate()
        #expect(
            throws: TyphoonError.missingConfigKey(
                key: "register.path", type: "String", definition: "OfficeAssembly.configuredRegister()",
                assembly: "OfficeAssembly", sources: [], configuredAssemblies: [], closestKeys: [])
        ) { try office.configuredRegister() }
    }

    @Test func aCycleOfThrowingDefinitionsThrows() {
        let office = OfficeAssembly().activate()
        #expect(throws: TyphoonError.circularInitializers(path: ["OfficeAssembly.hen()", "egg()", "hen()"])) {
            try office.hen()
        }
        // Nothing of the failed calls is left in the resolution: the next call fails the same way.
        #expect(throws: TyphoonError.circularInitializers(path: ["OfficeAssembly.hen()", "egg()", "hen()"])) {
            try office.hen()
        }
    }

    @Test func forgottenArgumentsThrowOnEveryCall() {
        let office = OfficeAssembly().activate()
        let expected = TyphoonError.argumentsNotPassed(definition: "OfficeAssembly.page(number:)", scope: .singleton)
        #expect(throws: expected) { try office.page(number: 1) }
        #expect(throws: expected) { try office.page(number: 2) }
    }

    @Test func aBuiltTypeThatIsNotTheDeclaredOneThrows() {
        let office = OfficeAssembly().activate()
        #expect(
            throws: TyphoonError.declaredTypeMismatch(
                definition: "OfficeAssembly.misdeclared()", declared: "Accountant", built: "Clerk")
        ) { try office.misdeclared() }
    }

    @Test func anAssemblyNotActivatedThrows() {
        #expect(
            throws: TyphoonError.notActivated(assembly: "OfficeAssembly", definition: "OfficeAssembly.register()")
        ) { try OfficeAssembly().register() }
    }
}
