/// The body of `POST /quests/{id}/assignment`: `{"knightID": 1}`.
public struct Assignment: Codable, Sendable {
    /// The knight who takes the quest.
    public var knightID: Int64

    /// Makes an assignment.
    ///
    /// - Parameter knightID: The knight who takes the quest.
    public init(knightID: Int64) {
        self.knightID = knightID
    }

    /// Reads the body, naming the field when its number is not a 64-bit whole number.
    public init(from decoder: any Decoder) throws {
        knightID = try decoder.container(keyedBy: CodingKeys.self).decodeWholeNumber(forKey: .knightID)
    }

    private enum CodingKeys: String, CodingKey {
        case knightID
    }
}
