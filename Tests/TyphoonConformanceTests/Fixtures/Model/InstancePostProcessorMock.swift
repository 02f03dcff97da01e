import Typhoon

/// Typhoon's `TyphoonInstancePostProcessorMock`: an instance post-processor of a given order that
/// runs a block, if one is set, on each component.
final class InstancePostProcessorMock: InstancePostProcessor, @unchecked Sendable {
    let order: Int
    var postProcessBlock: ((Any) -> Any)?

    init(order: Int = .max) {
        self.order = order
    }

    func postProcess(_ component: Any) -> Any {
        postProcessBlock?(component) ?? component
    }
}
