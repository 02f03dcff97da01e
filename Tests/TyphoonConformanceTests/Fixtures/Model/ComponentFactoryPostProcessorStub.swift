import Typhoon

/// Typhoon's `TyphoonComponentFactoryPostProcessorStubImpl`: a definition post-processor that
/// records that it was called.
final class ComponentFactoryPostProcessorStub: DefinitionPostProcessor, @unchecked Sendable {
    private(set) var postProcessingCalled = false

    func postProcess(_ definition: inout ProcessedDefinition) {
        postProcessingCalled = true
    }
}
