/// The listing of an async definition method.
extension Component {
    /// Lists an async definition method
    /// (``Assembly/defineAsync(scope:arguments:initializer:configuration:function:fileID:line:column:)``),
    /// so that `try await factory.component(_:)` finds it by type.
    ///
    /// ```swift
    /// override var components: [Component] {
    ///     [Component(Self.database, eager: true)]
    /// }
    /// ```
    ///
    /// Only async callers reach it: a synchronous look-up of its type throws
    /// ``TyphoonError/asyncComponentReachedSynchronously(component:requiredBy:)``, and an eager
    /// one is built by ``ComponentFactory/activate()``, not when the factory is made.
    ///
    /// - Parameters:
    ///   - method: The definition method, as `Self.database`.
    ///   - implements: Other types it is found by (protocols it conforms to).
    ///   - primary: Whether it wins a tie with other components of a type.
    ///   - eager: Whether ``ComponentFactory/activate()`` builds it.
    ///   - fileID: Identifies the listing; leave the default.
    ///   - line: Identifies the listing; leave the default.
    ///   - column: Identifies the listing; leave the default.
    public init<A: Assembly, T>(
        _ method: @escaping (A) -> () async throws -> T,
        implements: Any.Type...,
        primary: Bool = false,
        eager: Bool = false,
        fileID: StaticString = #fileID,
        line: UInt = #line,
        column: UInt = #column
    ) {
        let name = "\(typeName(A.self)) component of type \(typeName(T.self)) listed at \(fileID):\(line):\(column)"
        let method = UncheckedSendable(method)
        self.init(
            A.self, T.self, implements: implements, primary: primary, eager: eager,
            fileID: fileID, line: line, column: column,
            call: { _ in failedLookUp(TyphoonError.asyncComponentReachedSynchronously(component: name, requiredBy: nil))
            },
            typed: nil,
            asyncCall: { assembly in try await method.value(uncheckedDowncast(assembly, to: A.self))() })
    }
}

extension Candidate {
    /// The listing of an async definition method, if this candidate is one.
    var asyncComponent: Component? {
        guard case .component(let component, _) = kind, component.asyncCall != nil else { return nil }
        return component
    }
}
