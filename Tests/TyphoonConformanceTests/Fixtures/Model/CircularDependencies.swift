// The classes of Typhoon's circular-dependency tests. The references are strong on both sides,
// as in Typhoon, so that whichever end a test holds keeps the other alive.

/// Depends on B through a setter method.
final class ClassADependsOnB {
    private(set) var dependencyOnB: ClassBDependsOnA?

    func setDependencyOnB(_ dependency: ClassBDependsOnA) {
        dependencyOnB = dependency
    }
}

/// Depends on A through a setter method.
final class ClassBDependsOnA {
    private(set) var dependencyOnA: ClassADependsOnB?

    func setDependencyOnA(_ dependency: ClassADependsOnB) {
        dependencyOnA = dependency
    }
}

/// Depends on D and on E, which both depend on it.
final class ClassCDependsOnDAndE {
    var dependencyOnD: ClassDDependsOnC?
    var dependencyOnE: ClassEDependsOnC?
}

/// Depends on C.
final class ClassDDependsOnC {
    var dependencyOnC: ClassCDependsOnDAndE?
}

/// Depends on C.
final class ClassEDependsOnC {
    var dependencyOnC: ClassCDependsOnDAndE?
}

/// Takes its dependency in its initializer.
final class PrototypeInitInjected {
    let prototypePropertyInjected: PrototypePropertyInjected

    init(dependency: PrototypePropertyInjected) {
        prototypePropertyInjected = dependency
    }
}

/// Takes its dependencies through properties; `checkThatPropertyAHasPropertyBandC()` reports
/// whether the component in `propertyA` was complete when it was called.
final class PrototypePropertyInjected {
    var prototypeInitInjected: PrototypeInitInjected?
    var propertyA: PrototypePropertyInjected?
    var propertyB: PrototypePropertyInjected?
    var propertyC: PrototypePropertyInjected?
    private(set) var propertyAWasComplete: Bool?

    func checkThatPropertyAHasPropertyBandC() {
        propertyAWasComplete = propertyA != nil && propertyA?.propertyB != nil && propertyA?.propertyC != nil
    }
}
