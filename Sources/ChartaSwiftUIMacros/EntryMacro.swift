import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var tint: Color = .blue` in an extension of `EnvironmentValues`: a key type beside the
/// property, with the initial value as its default, and the property read and written through it.
public struct EntryMacro: AccessorMacro, PeerMacro {
    /// What the property is: its name, its type when written, and its initial value.
    struct Property {
        let name: String
        let type: TypeSyntax?
        let value: ExprSyntax?

        init?(_ declaration: some DeclSyntaxProtocol) {
            guard let variable = declaration.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
            else { return nil }
            name = identifier.identifier.trimmedDescription
            type = binding.typeAnnotation?.type.trimmed
            value = binding.initializer?.value.trimmed
        }

        var keyName: String { "__Key_\(name)" }
    }

    public static func expansion(
        of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        guard let property = Property(declaration) else { return [] }
        return [
            "get { self[\(raw: property.keyName).self] }",
            "set { self[\(raw: property.keyName).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let property = Property(declaration) else { return [] }
        let value = property.value?.description ?? "nil"
        let defaultValue: DeclSyntax =
            if let type = property.type {
                "static var defaultValue: \(type) { \(raw: value) }"
            } else {
                "nonisolated(unsafe) static let defaultValue = \(raw: value)"
            }
        return [
            """
            private struct \(raw: property.keyName): EnvironmentKey {
                \(defaultValue)
            }
            """
        ]
    }
}
