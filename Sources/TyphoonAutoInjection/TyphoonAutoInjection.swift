// Auto-injection is used alongside assemblies, so importing it imports the container too.
@_exported import Typhoon
