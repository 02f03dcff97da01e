import Foundation
import Testing
import TyphoonTesting

/// How far `verify()` checks a definition past a problem.
///
/// It reports the first problem a real call meets, then every problem of the injections that do
/// not depend on it (Docs/Behaviour.md, Patching and testing). The fixtures are in `VerifyReachFixtures.swift`.
@Suite struct VerifyReachTests {
    /// The problems `verify()` lists for a factory, in order, each as its definition and the first
    /// words of its message.
    static func problems(of factory: ComponentFactory) -> [String] {
        do {
            try factory.verify()
            return []
        } catch let TyphoonError.verificationFailed(problems, _) {
            return problems.map(shortened)
        } catch {
            return ["\(error)"]
        }
    }

    /// `Assembly.method(): No component matches …`, without the location and the fix.
    static func shortened(_ problem: String) -> String {
        guard let end = problem.range(of: "): ") else { return problem }
        let definition = problem[..<end.lowerBound].prefix { $0 != " " }
        return "\(definition): \(problem[end.upperBound...].prefix(36))"
    }

    @Test func aMissingMatchFollowedByAConfigurationKeyTypoIsReportedFirst() {
        let factory = ComponentFactory(assemblies: [SmithyAssembly()])
        #expect(
            Self.problems(of: factory) == [
                "SmithyAssembly.smith(): No component matches Halberd (requir",
                #"SmithyAssembly.smith(): No configuration value for key "smit"#,
            ])
    }

    @Test func aMissingMatchADoubledMatchAndATypoInOneDefinitionAreAllReported() {
        let factory = ComponentFactory(assemblies: [GuildAssembly()])
        #expect(
            Self.problems(of: factory) == [
                "GuildAssembly.master(): No component matches Halberd (requir",
                "GuildAssembly.master(): 2 components match Banneret (require",
                #"GuildAssembly.master(): No configuration value for key "guil"#,
            ])
    }

    /// The typo stops the first try; the next try skips that property and checks the rest.
    @Test func theInjectionsAfterATypoThatWouldStopTheProgramAreCheckedToo() {
        let factory = ComponentFactory(assemblies: [ForgeAssembly()])
        #expect(
            Self.problems(of: factory) == [
                #"ForgeAssembly.foreman(): No configuration value for key "forg"#,
                "ForgeAssembly.foreman(): No component matches Halberd (requir",
                "ForgeAssembly.foreman(): 2 components match Banneret (require",
            ])
    }

    @Test func aCycleInOnePropertysValueDoesNotStopCheckingTheOtherProperties() throws {
        let factory = ComponentFactory(assemblies: [WorkshopAssembly()])
        let (problems, _) = try failure(of: factory)
        #expect(problems.count == 2, "got \(problems)")
        #expect(problems.first?.contains("reached from WorkshopAssembly.trainer()") == true)
        #expect(problems.first?.contains("Circular dependency between initializers") == true)
        #expect(problems.last?.hasPrefix("WorkshopAssembly.trainer()") == true)
        #expect(problems.last?.contains(#"key "workshop.anvils""#) == true)
    }

    @Test func aProblemInTheInitializerEndsTheChecksOfThatDefinition() {
        let factory = ComponentFactory(assemblies: [GuildhallAssembly()])
        #expect(
            Self.problems(of: factory) == [
                #"GuildhallAssembly.guildmaster(): No configuration value for key "guil"#
            ])
    }
}

/// What `verify()` threw for a factory: its problems and what it did not verify.
func failure(of factory: ComponentFactory) throws -> (problems: [String], notVerified: [String]) {
    let error = try #require(throws: TyphoonError.self) { try factory.verify() }
    guard case .verificationFailed(let problems, let notVerified) = error else { throw error }
    return (problems, notVerified)
}

/// `verify()` never builds a definition marked `mustBePatchedInTests()` for real: it builds the
/// patch, or names the definition as not verified.
@Suite struct VerifyStrictPatchingTests {
    @Test func aDefinitionThatMustBePatchedIsNamedAsNotVerifiedAndNeverBuilt() throws {
        let report = try CourierAssembly().activate().verify()
        #expect(report.verified.isEmpty)
        #expect(
            report.notVerified == [
                "CourierAssembly.courier() (TestingTests/VerifyReachFixtures.swift:133): must be patched in tests"
                    + " (`mustBePatchedInTests()`) and has no patch, and verify() never builds it for real. To verify"
                    + " it, patch CourierAssembly.courier() (TestingTests/VerifyReachFixtures.swift:133) in the test"
                    + " (`.patching(…)`, or `patch(_:with:)` on the factory) before verify()."
            ])
        #expect(realCouriers.count == 0)
    }

    @Test func aDefinitionThatNeedsOneThatMustBePatchedIsNotVerifiedAndItsOtherInjectionsAreChecked() throws {
        let factory = ComponentFactory(assemblies: [DispatchAssembly()])
        let (problems, notVerified) = try failure(of: factory)
        #expect(problems.count == 1 && problems[0].contains(#"key "dispatch.routes""#), "got \(problems)")
        #expect(
            notVerified == [
                "DispatchAssembly.dispatch() (TestingTests/VerifyReachFixtures.swift:154): needs"
                    + " DispatchAssembly.courier() (TestingTests/VerifyReachFixtures.swift:146), which must be patched"
                    + " in tests (`mustBePatchedInTests()`) and has no patch; verify() never builds it for real, and"
                    + " checked only what does not need it. To verify it, patch DispatchAssembly.courier()"
                    + " (TestingTests/VerifyReachFixtures.swift:146) in the test (`.patching(…)`, or `patch(_:with:)`"
                    + " on the factory) before verify()."
            ])
        #expect(realCouriers.count == 0)
    }

    @Test(.activating(CourierAssembly.self))
    func inATestVerifyNamesAnUnpatchedDefinitionThatMustBePatchedAsNotVerified() throws {
        let report = try #require(ComponentFactory.default).verify()
        #expect(report.verified.isEmpty)
        #expect(report.notVerified.count == 1 && report.notVerified[0].hasPrefix("CourierAssembly.courier()"))
        #expect(realCouriers.count == 0)
    }

    @Test(.activating(CourierAssembly.self), .patching(CourierAssembly.courier) { Courier(route: "stub", ledger: nil) })
    func inATestVerifyBuildsTheTestsPatchOfADefinitionThatMustBePatched() throws {
        let report = try #require(ComponentFactory.default).verify()
        #expect(report.verified == ["CourierAssembly.courier()"])
        #expect(report.notVerified.isEmpty)
        #expect(realCouriers.count == 0)
    }
}
