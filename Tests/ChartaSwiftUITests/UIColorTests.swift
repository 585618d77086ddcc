import ChartaSwiftUI
import Foundation
import Testing

/// UIKit's colours as chart code written for iOS uses them.
@Suite struct UIColorTests {
    @Test func colorsNameThemselvesByHueAndLightness() {
        #expect(UIColor(red: 0, green: 0, blue: 1, alpha: 1).accessibilityName == "blue")
        #expect(UIColor(red: 0, green: 0, blue: 0.4, alpha: 1).accessibilityName == "dark blue")
        #expect(UIColor(red: 1, green: 0.6, blue: 0.6, alpha: 1).accessibilityName == "light red")
        #expect(UIColor(white: 0.5, alpha: 1).accessibilityName == "gray")
        #expect(UIColor(white: 0, alpha: 1).accessibilityName == "black")
        #expect(UIColor(Color.green).accessibilityName.hasSuffix("green"))
    }
}
