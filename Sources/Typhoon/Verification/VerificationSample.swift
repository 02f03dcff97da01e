/// A call of a definition with run-time arguments that ``ComponentFactory/verify(samples:)-9hdp``
/// makes, so that the definition is verified with those arguments.
///
/// Swift cannot list a method that takes parameters, so `verify()` reaches it only through a
/// listed definition that calls it, or through a sample:
/// `VerificationSample { (profiles: ProfileAssembly) in profiles.userDetails(for: User(name: "Ann")) }`.
public struct VerificationSample: Sendable {
    /// Calls the definition on the sandbox's assembly.
    let call: @Sendable (ComponentFactory) -> Void
    /// The assembly class, for the report.
    let assemblyName: String

    /// A sample call.
    ///
    /// - Parameter call: Calls a definition of the assembly `A` with sample arguments; it is given
    ///   the verification's own instance of `A`.
    public init<A: Assembly, T>(_ call: @escaping @Sendable (A) -> T) {
        self.call = { factory in _ = call(factory.assembly(A.self)) }
        assemblyName = typeName(A.self)
    }
}
