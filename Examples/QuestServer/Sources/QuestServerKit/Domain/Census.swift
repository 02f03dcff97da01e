/// How many knights there are, and how many quests in each status.
///
/// Use it for the status page (`GET /status`), which shows whether the data is what a client expects.
public struct Census: Codable, Sendable, Equatable {
    /// How many knights there are.
    public var knights: Int
    /// How many quests are open.
    public var openQuests: Int
    /// How many quests are assigned.
    public var assignedQuests: Int
    /// How many quests are completed.
    public var completedQuests: Int

    /// Makes a census.
    ///
    /// Use it in the repository, which counts.
    public init(knights: Int, openQuests: Int, assignedQuests: Int, completedQuests: Int) {
        self.knights = knights
        self.openQuests = openQuests
        self.assignedQuests = assignedQuests
        self.completedQuests = completedQuests
    }
}
