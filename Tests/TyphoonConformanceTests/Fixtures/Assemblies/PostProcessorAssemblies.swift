import Foundation
import Typhoon

/// The definitions of `test_post_processor_registration`: one definition post-processor, listed.
final class DefinitionPostProcessorAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] { [Component(Self.postProcessor)] }

    func postProcessor() -> ComponentFactoryPostProcessorStub {
        define(scope: .singleton) { ComponentFactoryPostProcessorStub() }
    }
}

/// The definitions of `test_post_processors_applied`: two definition post-processors and a knight.
final class TwoDefinitionPostProcessorsAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] {
        [Component(Self.firstPostProcessor), Component(Self.secondPostProcessor), Component(Self.knight)]
    }

    func firstPostProcessor() -> ComponentFactoryPostProcessorStub {
        define(scope: .singleton) { ComponentFactoryPostProcessorStub() }
    }

    func secondPostProcessor() -> ComponentFactoryPostProcessorStub {
        define(scope: .singleton) { ComponentFactoryPostProcessorStub() }
    }

    func knight() -> Knight {
        define { Knight() }
    }
}

/// The definitions of `test_component_post_processor_registration`: one instance post-processor.
final class InstancePostProcessorAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] { [Component(Self.postProcessor)] }

    func postProcessor() -> InstancePostProcessorMock {
        define(scope: .singleton) { InstancePostProcessorMock() }
    }
}

/// A knight alone, for `test_component_post_processors_applied_in_order`.
final class LoneKnightAssembly: Assembly, @unchecked Sendable {
    override var components: [Component] { [Component(Self.knight)] }

    func knight() -> Knight {
        define { Knight() }
    }
}

/// Typhoon's `NSNullTypeConverter`: `NSNull(…)` is the null object.
final class NullTypeConverter: TypeConverter, @unchecked Sendable {
    let typeName = "NSNull"
    func convert(_ string: String) throws -> Any { NSNull() }
}

/// `MiddleAgesAssembly` with the infrastructure components that
/// `test_before_activation_preattaches_infrastructure_components` attaches before activation,
/// listed: a definition post-processor, an instance post-processor and a converter.
final class InfrastructureMiddleAgesAssembly: MiddleAgesAssembly, @unchecked Sendable {
    override var components: [Component] {
        super.components + [
            Component(Self.definitionPostProcessor), Component(Self.instancePostProcessor),
            Component(Self.nullConverter, implements: (any TypeConverter).self),
        ]
    }

    func definitionPostProcessor() -> ComponentFactoryPostProcessorStub {
        define(scope: .singleton) { ComponentFactoryPostProcessorStub() }
    }

    func instancePostProcessor() -> InstancePostProcessorMock {
        define(scope: .singleton) { InstancePostProcessorMock() }
    }

    func nullConverter() -> NullTypeConverter {
        define(scope: .singleton) { NullTypeConverter() }
    }
}
