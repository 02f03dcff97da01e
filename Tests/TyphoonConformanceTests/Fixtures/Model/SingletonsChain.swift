// A chain of two singletons and an object-graph component that closes it through an initializer.

/// Depends on B.
final class SingletonA {
    var dependencyOnB: SingletonB?
}

/// Depends on the component that is not a singleton.
final class SingletonB {
    var dependencyOnNotSingletonA: NotSingletonA?
}

/// Takes singleton A in its initializer.
final class NotSingletonA {
    var dependencyOnA: SingletonA?

    init(singletonA: SingletonA) {
        dependencyOnA = singletonA
    }
}
