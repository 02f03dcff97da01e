/// One case of an option (``OptionMatcher``): which values it matches, and what it picks.
struct OptionCase<Value, Picked> {
    /// The case as the message of an unmatched value names it (`"grail"`, `is Array<Any>`).
    let label: String
    /// Whether the option's value picks this case.
    let matches: (Value) -> Bool
    /// Gives the option's component: the picked definition's call.
    let pick: () throws -> Picked
}
