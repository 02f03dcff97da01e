/// What the model says a spec does.
enum ModelVerdict: Equatable {
    /// Every step builds.
    case runs
    /// A step stops with this cycle error.
    case stops(CycleStop)
    /// The model does not judge it (see ``Unjudged``).
    case unjudged

    var stop: CycleStop? {
        if case .stops(let stop) = self { return stop }
        return nil
    }
}
