/// A rule the model applied in a way that tells a correct engine from one that breaks it, so
/// that the test can show that its default seeds reach each of them.
enum ModelRule: String, CaseIterable, Sendable {
    /// An initializer got an argument whose injections had run.
    case argumentArrivedInjected
    /// The after call-backs of two instances or more ran at the end of one resolution.
    case afterCallBacksAtTheEnd
    /// A prototype referred to from one level down got the one being built.
    case prototypeFoundOneLevelDown
    /// A prototype referred to from deeper down, while an instance of it was being built, was
    /// built anew.
    case prototypeBuiltAgainDeeper
    /// A prototype referred to from deeper down through prototypes alone, by another call than the
    /// one that referred to the instance being built, was built anew: the next turn may differ.
    case prototypeChainWentOnFromAnotherCall
    /// A prototype with a run-time argument, referred to from deeper down while two instances of
    /// it (same argument) were being built and a shared component was being built below the
    /// nearer one, was built anew: a later turn may find that component and end.
    case prototypeWithArgumentBuiltAgainPastASharedComponent
    /// A chain of prototypes that repeats for ever stopped.
    case prototypeChainStops
    /// A back-reference waited for an initializer to return.
    case backReferenceWaited
    /// A property injected with `with:` reached an initializer still running and stopped.
    case plainPropertyStops
    /// A method or a property by type reached an initializer still running and stopped.
    case injectionStops
    /// A subject was handed to `inject(_:)` and its call-backs ran.
    case subjectInjected
    /// A hook passed as a run-time argument went after its resolution had ended, and called.
    case argumentHookCalledAfterTheResolution
    /// A hook a configuration's closure captured went after its resolution had ended, and called.
    case capturedHookCalledAfterTheResolution
    /// A hook a patch's closure captured went once a later patch or a detach had returned, and called.
    case replacedPatchHookCalledAfterTheStep
    /// A hook called after its resolution's after call-backs had run.
    case hookCalledAfterTheAfterCallBacks
    /// A hook called an objectGraph definition the ended resolution had built: a new instance.
    case hookBuiltTheEndedGraphsInstanceAnew
    /// A hook called a singleton already built: the factory's instance.
    case hookGotTheSingleton
    /// A hook called a weak singleton still held: the shared one.
    case hookGotTheHeldWeakSingleton
    /// A hook called a patched definition: the patch's stub.
    case hookGotThePatch
}
