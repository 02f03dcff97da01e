/// Settings a knight's definitions read from another component.
final class ClassWithKnightSettings {
    var damselsRescued = 0
    var hasHorseWillTravel = false
    var fooString = ""
}
