// Test targets use assemblies and auto-injection, so importing TyphoonTesting imports both.
@_exported import TyphoonAutoInjection
