import TestSupport
import TyphoonAutoInjection
import XCTest

// Where a class keeps its wrappers comes from the runtime's field metadata, never from scanning
// an object's memory: these layouts broke the scan (Docs/Behaviour.md, Platforms and identity).

/// The wrapper is the first stored property, at the end of the object's header.
final class FirstFieldHolder {
    @InjectedClass var webService: HttpWebService
}

/// Wrappers behind a struct and a tuple stored in the class.
struct Panel {
    var title = "panel"
    @InjectedClass var webService: HttpWebService
}

final class NestedHolder {
    var count = 3
    var panel = Panel()
    var pair: (Int, InjectedProtocol<any ImageProvider>) = (1, InjectedProtocol())
}

/// A generic class, whose field offsets depend on its argument.
final class GenericHolder<Payload> {
    var payload: Payload
    @InjectedClass var webService: HttpWebService
    init(_ payload: Payload) { self.payload = payload }
}

/// A subclass in this module of a class with a wrapper in another module.
final class WrappedSubclass: WrappedBase {
    @InjectedClass var webService: HttpWebService
}

/// A class whose Mirror lists something else than its fields, in another order.
final class ReflectingHolder: CustomReflectable {
    var note = "note"
    @InjectedProtocol var imageProvider: any ImageProvider
    @InjectedClass var webService: HttpWebService
    var customMirror: Mirror { Mirror(self, children: ["webService": 1, "made up": "value"]) }
}

/// Wrappers kept where a fixed offset cannot reach them.
final class OptionalWrapperHolder {
    var spare: InjectedClass<HttpWebService>? = InjectedClass()
}

/// Wrappers kept in collections, whose elements live in storage of their own.
final class CollectionWrapperHolder {
    var spares = [InjectedClass<HttpWebService>()]
    var byName: [String: InjectedProtocol<any ImageProvider>] = ["disk": InjectedProtocol()]
    var contiguous = ContiguousArray([InjectedClass<HttpWebService>()])
    var optionalSpares: [InjectedClass<HttpWebService>]? = []
}

final class AnyWrapperHolder {
    var spare: Any
    init(_ spare: Any) { self.spare = spare }
}

enum Slot {
    case empty
    case wrapper(InjectedClass<HttpWebService>)
}

final class EnumWrapperHolder {
    var slot: Slot
    init(_ slot: Slot) { self.slot = slot }
}

final class LedgerAssembly: ServiceAssembly, @unchecked Sendable {
    func ledger() -> Ledger { define { Ledger() } }
    override var components: [Component] { super.components + [Component(Self.ledger)] }
}

final class SlotLayoutTests: XCTestCase {
    private let factory = LedgerAssembly().activate().factory

    func testAWrapperThatIsTheFirstStoredPropertyIsFilled() throws {
        let holder = FirstFieldHolder()
        try factory.inject(holder)
        XCTAssertTrue(holder.webService is CachingWebService)
    }

    func testWrappersInsideAStructAndATuplePropertyAreFilled() throws {
        let holder = NestedHolder()
        try factory.inject(holder)
        XCTAssertTrue(holder.panel.webService is CachingWebService)
        XCTAssertEqual(holder.pair.1.wrappedValue.name, "disk")
        XCTAssertEqual(holder.count, 3)
        XCTAssertEqual(holder.panel.title, "panel")
    }

    func testEveryInstanceOfAGenericClassIsFilledWhateverItsArgument() throws {
        let small = GenericHolder(1)
        let large = GenericHolder((1, 2, 3, "four"))
        try factory.inject(small)
        try factory.inject(large)
        XCTAssertTrue(small.webService is CachingWebService)
        XCTAssertTrue(large.webService is CachingWebService)
        XCTAssertEqual(large.payload.3, "four")
    }

    func testASubclassFillsItsOwnWrappersAndThoseItInheritsFromAnotherModule() throws {
        let holder = WrappedSubclass()
        try factory.inject(holder)
        XCTAssertTrue(holder.webService is CachingWebService)
        XCTAssertTrue(type(of: holder.baseLedger) == Ledger.self)
    }

    func testACustomMirrorDoesNotChangeWhatIsFilled() throws {
        let first = ReflectingHolder()
        let second = ReflectingHolder()
        try factory.inject(first)
        try factory.inject(second)
        XCTAssertEqual(second.imageProvider.name, "disk")
        XCTAssertTrue(second.webService is CachingWebService)
        XCTAssertEqual(second.note, "note")
    }

    func testAWrapperInAnOptionalPropertyIsAnErrorNamingIt() {
        XCTAssertThrowsError(try factory.inject(OptionalWrapperHolder())) { error in
            XCTAssertEqual(
                "\(error)",
                "OptionalWrapperHolder.spare keeps an auto-injected property wrapper inside a value of type Optional<InjectedClass<HttpWebService>>, where `inject(_:)` cannot fill it. To fix, declare the wrapper as a stored property of the class or of a struct it stores: `@InjectedClass var name: Type`."
            )
        }
    }

    func testWrappersInCollectionPropertiesAreAnErrorNamingEachProperty() {
        let fix =
            "where `inject(_:)` cannot fill it. To fix, declare the wrapper as a stored property of the class or of a struct it stores: `@InjectedClass var name: Type`."
        XCTAssertThrowsError(try factory.inject(CollectionWrapperHolder())) { error in
            XCTAssertEqual(
                "\(error)",
                """
                4 auto-injected properties of CollectionWrapperHolder cannot be filled, so none was:
                - CollectionWrapperHolder.spares keeps an auto-injected property wrapper inside a value of type Array<InjectedClass<HttpWebService>>, \(fix)
                - CollectionWrapperHolder.byName keeps an auto-injected property wrapper inside a value of type Dictionary<String, InjectedProtocol<ImageProvider>>, \(fix)
                - CollectionWrapperHolder.contiguous keeps an auto-injected property wrapper inside a value of type ContiguousArray<InjectedClass<HttpWebService>>, \(fix)
                - CollectionWrapperHolder.optionalSpares keeps an auto-injected property wrapper inside a value of type Optional<Array<InjectedClass<HttpWebService>>>, \(fix)
                """
            )
        }
    }

    func testAWrapperInAnAnyPropertyIsAnErrorOnlyForTheInstanceThatHasOne() throws {
        try factory.inject(AnyWrapperHolder(42))
        XCTAssertThrowsError(try factory.inject(AnyWrapperHolder(InjectedClass<HttpWebService>()))) { error in
            XCTAssertEqual(
                error as? TyphoonError,
                .unreachableWrapper(property: "AnyWrapperHolder.spare", holder: "InjectedClass<HttpWebService>"))
        }
        try factory.inject(AnyWrapperHolder("after"))
    }

    func testAWrapperInAnEnumsPayloadIsAnErrorNamingTheProperty() throws {
        try factory.inject(EnumWrapperHolder(.empty))
        XCTAssertThrowsError(try factory.inject(EnumWrapperHolder(.wrapper(InjectedClass())))) { error in
            XCTAssertEqual(
                error as? TyphoonError, .unreachableWrapper(property: "EnumWrapperHolder.slot", holder: "Slot"))
        }
    }
}
