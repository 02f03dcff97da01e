import Testing
import TyphoonTesting

/// Each broken test meets one mistake through a throwing entry point.
///
/// It must fail with the container's message while the others run. Names say which must fail (`broken`) and which must
/// pass (`sound`): Scripts/check reads them.
@Suite(.activating(ProbeAssembly.self)) struct ByTypeProbes {
    private var factory: ComponentFactory { ComponentFactory.default! }

    @Test func broken_noMatch() throws { _ = try factory.component(NoMatch.self) }
    @Test func broken_twoMatches() throws { _ = try factory.component(TwoMatches.self) }
    @Test func broken_cycleOfInitializers() throws { _ = try factory.component(Ring.self) }
    @Test func broken_configTypo() throws { _ = try factory.component(ConfigTypo.self) }
    @Test func broken_unmarkedBackReference() throws { _ = try factory.component(Unmarked.self) }
    @Test func broken_forgottenArguments() throws { _ = try factory.component(Forgotten.self) }
    @Test func broken_wrapperInsideAComponent() throws { _ = try factory.component(Wrapped.self) }
    @Test func broken_assemblyNobodyActivated() throws { _ = try factory.component(Inactive.self) }
    @Test func broken_strictlyPatched() throws { _ = try factory.component(Strict.self) }

    @Test func sound_byType() throws { #expect(try factory.component(Sound.self).clock is SystemClock) }
    @Test func sound_sharedClock() throws {
        #expect(try factory.component(SystemClock.self) === factory.component(SystemClock.self))
    }
}

/// A suite that injects itself: a wrapper with no match fails each of its tests.
@Suite(.activating(ProbeAssembly.self)) final class InjectProbes {
    @InjectedProtocol var mailer: any Mailer

    init() throws { try inject(self) }

    @Test func broken_injectSelf() {}
}

/// A suite that injects itself soundly, and calls by reference what is sound.
@Suite(.activating(ProbeAssembly.self)) final class SoundInjectProbes {
    @InjectedClass var sound: Sound

    init() throws { try inject(self) }

    @Test func sound_injectSelf() { #expect(sound.clock != nil) }
    @Test func sound_byReference() {
        #expect(ComponentFactory.default!.assembly(ProbeAssembly.self).sound().clock != nil)
    }
}
