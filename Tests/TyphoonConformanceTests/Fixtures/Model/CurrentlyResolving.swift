// The classes of Typhoon's "currently resolving overwriting" test: a singleton whose two
// properties are built by initializers that reach back to it.

/// A singleton with two properties.
final class CROSingletonA {
    var prototypeA: CROPrototypeA?
    var prototypeB: CROPrototypeB?
}

/// Takes a B in its initializer.
final class CROSingletonB {
    let prototypeB: CROPrototypeB

    init(prototypeB: CROPrototypeB) {
        self.prototypeB = prototypeB
    }
}

/// Takes a B in its initializer.
final class CROPrototypeA {
    let prototypeB: CROPrototypeB

    init(prototypeB: CROPrototypeB) {
        self.prototypeB = prototypeB
    }
}

/// Takes the singleton, or an A, in its initializer.
final class CROPrototypeB {
    private(set) var singletonA: CROSingletonA?
    private(set) var prototypeA: CROPrototypeA?

    init(singletonA: CROSingletonA) {
        self.singletonA = singletonA
    }

    init(prototypeA: CROPrototypeA) {
        self.prototypeA = prototypeA
    }
}
