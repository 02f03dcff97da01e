import Foundation
import Testing
import TyphoonTesting

/// `verify()` builds every listed component in a sandbox and throws one error listing every
/// problem, each with its definition and file:line.
@Suite struct VerifyTests {
    static let castleProblems = [
        #"CastleAssembly.squire() (TestingTests/VerifyFixtures.swift:63): No component matches Sword (required by CastleAssembly.squire() property \Squire.sword). To fix, list a definition that returns Sword in an assembly's `components` (or name Sword in `implements:`), or inject it by reference."#,
        #"CastleAssembly.questingSquire() (TestingTests/VerifyFixtures.swift:74): 2 components match Quest (required by CastleAssembly.questingSquire() property \Squire.quest): CastleAssembly.grail(), CastleAssembly.dragon(). To fix, mark one of them `primary: true` in its `Component(…)` listing, or inject by reference."#,
        #"CastleAssembly.stable() (TestingTests/VerifyFixtures.swift:82): No component matches Horse (required by Stable.horse). To fix, list a definition that returns Horse in an assembly's `components` (or name Horse in `implements:`), or inject it by reference."#,
        #"CastleAssembly.herald() (TestingTests/VerifyFixtures.swift:87): CastleAssembly component of type Banner listed at TestingTests/VerifyFixtures.swift:127:46 is isolated to the main actor and was asked for off it, where it cannot be built, injected or called back. To fix, ask on the main actor, or await the async form, which hops there: `try await factory.component(_:)` or `try await factory.inject(_:)`."#,
        #"CastleAssembly.tower() (TestingTests/VerifyFixtures.swift:96): No configuration value for key "tower.height" (wanted as Int), asked for by CastleAssembly.tower(); read properties text. To fix, add "tower.height" to a configuration CastleAssembly reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to CastleAssembly with `attach(_:)` or its `configNames`."#,
        #"CastleAssembly.keep() (TestingTests/VerifyFixtures.swift:103): The configuration value "tall" of key "keep.height" in properties text, read by CastleAssembly.keep(), cannot be converted to Int: it is not a whole number. To fix, change the value or the type it is read as."#,
        #"CastleAssembly.egg() (TestingTests/VerifyFixtures.swift:112), reached from CastleAssembly.chicken(): Circular dependency between initializers: CastleAssembly.chicken() -> egg() -> chicken(). None of them can be built, because each needs the other before it exists. To fix, inject one side with `injectProperty` or `injectMethod` instead of its initializer."#,
        #"CastleAssembly.moat() (TestingTests/VerifyFixtures.swift:115): The initializer of CastleAssembly.moat() threw TestingTests.MoatError.dry. A definition method cannot throw, so CastleAssembly.moat() had no component to return. To fix, handle the error in the initializer (catch it and build a fallback), or check what it needs before asking for the component."#,
        #"CastleAssembly.book() (TestingTests/VerifyFixtures.swift:119): CastleAssembly.page(number:) takes parameters but passes none of them in `arguments:`, so its singleton scope would give every call the instance built for the first call's parameters, for the factory's life. To fix, pass them: `define(arguments: …) { … }`, or give it the prototype scope if they do not tell instances apart."#,
    ]

    static let castleNotVerified = [
        "CastleAssembly component of type Banner listed at TestingTests/VerifyFixtures.swift:127:46: isolated to the main actor, and verify() builds on a thread of its own"
    ]

    @Test func aWiringWithOneOfEachMistakeGivesOneErrorListingThemAll() {
        let factory = ComponentFactory(assemblies: [CastleAssembly()], configs: [castleConfig])
        #expect(
            throws: TyphoonError.verificationFailed(problems: Self.castleProblems, notVerified: Self.castleNotVerified)
        ) {
            try factory.verify()
        }
    }

    @Test func theMessageNumbersTheProblemsAndNamesWhatWasNotVerified() {
        let error = TyphoonError.verificationFailed(
            problems: Array(Self.castleProblems.suffix(2)), notVerified: Self.castleNotVerified)
        #expect(
            error.description == """
                verify() found 2 problems in the wiring:
                1. \(Self.castleProblems[7])
                2. \(Self.castleProblems[8])
                Not verified:
                - \(Self.castleNotVerified[0])
                To fix, correct each problem as its message says, then verify again.
                """)
    }

    @Test(.timeLimit(.minutes(1)))
    func afterAProblemThatWouldHaveStoppedTheProgramOtherFactoriesStillBuildSingletons() throws {
        let castle = CastleAssembly().activate(with: [], configs: [castleConfig])
        #expect(throws: TyphoonError.self) { try castle.verify() }
        // The verification thread that met the cycle gave its claims back before it parked.
        let other = CastleAssembly().activate()
        #expect(other.gate() === other.gate())
    }

    @Test func aWiringWithoutMistakesReportsWhatItVerified() throws {
        let factory = ComponentFactory(assemblies: [TreasuryAssembly()])
        factory.patch(TreasuryAssembly.moat) { Self.filledMoat() }
        let report = try factory.verify()
        #expect(report.verified == ["TreasuryAssembly.treasury()", "TreasuryAssembly.moat()"])
        #expect(report.notVerified.isEmpty)
    }

    @Test func theFactoryVerifiedKeepsItsPatchesAndGetsNoneOfTheSandboxsInstances() throws {
        let assembly = CountedTreasuryAssembly().activate()
        let stub = Self.filledMoat()
        assembly.patch(assembly.moat) { stub }
        let before = CountedTreasuryAssembly.built.count
        try assembly.verify()
        #expect(CountedTreasuryAssembly.built.count == before + 1, "the sandbox built its own treasury")
        #expect(assembly.moat() === stub, "the patch is still installed")
        _ = assembly.treasury()
        #expect(CountedTreasuryAssembly.built.count == before + 2, "the factory verified had no treasury yet")
    }

    @Test func aDefinitionWithArgumentsIsVerifiedWithASample() {
        let factory = ComponentFactory(assemblies: [ScrollAssembly()])
        let sample = VerificationSample { (scrolls: ScrollAssembly) in scrolls.scroll(title: "kings") }
        #expect(
            throws: TyphoonError.verificationFailed(
                problems: [
                    #"ScrollAssembly.scroll(title:) (TestingTests/VerifyFixtures.swift:161): No configuration value for key "scroll.kings" (wanted as Int), asked for by ScrollAssembly.scroll(title:); ScrollAssembly reads no configuration: none is attached to it or named in its `configNames`, and the factory has no global ones. To fix, add "scroll.kings" to a configuration ScrollAssembly reads: share one with every assembly as a global configuration (`ComponentFactory(assemblies:configs:)` or `activate(with:configs:)`), or attach one to ScrollAssembly with `attach(_:)` or its `configNames`."#
                ], notVerified: [])
        ) {
            try factory.verify(samples: [sample])
        }
    }

    @Test func aDefinitionWithArgumentsThatNothingReachedIsNamedAsNotVerified() throws {
        let scrolls = ScrollAssembly().activate()
        scrolls.attach(try Config(properties: "scroll.laws = 3\n"))
        _ = scrolls.scroll(title: "laws")
        let report = try scrolls.verify(samples: [])
        #expect(
            report.notVerified == [
                "ScrollAssembly.scroll(title:) (TestingTests/VerifyFixtures.swift:161) takes run-time arguments, and no listed definition or sample reached it"
            ])
    }

    /// A moat whose initializer does not throw, for patches.
    static func filledMoat() -> Moat {
        try! Moat(filled: true)
    }
}
