import Foundation

/// The knight of Typhoon's test model: a quest, a few values, collections of friends, a fort, a
/// kingdom, and a "favourite quest" kept behind accessor methods as Typhoon's fake property is.
///
/// Knights are told apart by identity, so that they can be members of a `Set`.
class Knight: Hashable {
    var quest: (any Quest)?
    /// Any value at all, as Typhoon's `id<NSObject> foobar`.
    var foobar: Any?
    var damselsRescued = 0
    var hasHorseWillTravel = false
    var favoriteDamsels: [Any]?
    var friends: Set<Knight>?
    var friendsDictionary: [String: Knight]?
    var homeFort: Fort?
    var name: String?
    var kingdom: Kingdom?
    private var storedFavoriteQuest: (any Quest)?

    init() {}

    convenience init(quest: (any Quest)?) {
        self.init(quest: quest, damselsRescued: 0)
    }

    convenience init(quest: (any Quest)?, damselsRescued: Int) {
        self.init()
        self.quest = quest
        self.damselsRescued = damselsRescued
    }

    convenience init(quest: (any Quest)?, favoriteDamsels: [Any]) {
        self.init()
        self.quest = quest
        self.favoriteDamsels = favoriteDamsels
    }

    convenience init(damselsRescued: Int, foo foobar: Any?) {
        self.init()
        self.damselsRescued = damselsRescued
        self.foobar = foobar
    }

    /// A factory method, as Typhoon's class-method initializer `knightWithDamselsRescued:`.
    class func knight(damselsRescued: Int) -> Knight {
        Knight(damselsRescued: damselsRescued, foo: nil)
    }

    /// A knight that cannot be made: Typhoon's `initNilInstance`.
    class func nilInstance() -> Knight? { nil }

    /// A property made of accessor methods, as Typhoon's "fake property" `favoriteQuest`.
    var favoriteQuest: (any Quest)? {
        get { storedFavoriteQuest }
        set { setFavoriteQuest(newValue) }
    }

    func setFavoriteQuest(_ quest: (any Quest)?) {
        storedFavoriteQuest = quest
    }

    func setQuest(_ quest: (any Quest)?, andDamselsRescued damselsRescued: Int) {
        self.quest = quest
        self.damselsRescued = damselsRescued
    }

    func setFoobar(_ foobar: Any?, andHasHorse hasHorse: Bool, friends: Set<Knight>?) {
        self.foobar = foobar
        hasHorseWillTravel = hasHorse
        self.friends = friends
    }

    static func == (lhs: Knight, rhs: Knight) -> Bool { lhs === rhs }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
