/// The first names of the builder's elements, each SwiftUI's name for something else (`HStack` here was a
/// `UIStackView`, not SwiftUI's stack), kept so code written with them still compiles. docs/swift.md ("Names")
/// maps each to its new name and UIKit class. In a file that imports SwiftUI too, an old name is ambiguous where
/// it is a type (`-> Text`), so such a file uses the new names.

@available(*, deprecated, renamed: "HStackView")
public typealias HStack = HStackView
@available(*, deprecated, renamed: "VStackView")
public typealias VStack = VStackView
@available(*, deprecated, renamed: "StackView")
public typealias Stack = StackView
@available(*, deprecated, renamed: "TextLabel")
public typealias Text = TextLabel
@available(*, deprecated, renamed: "ImageView")
public typealias Image = ImageView
@available(*, deprecated, renamed: "SystemButton")
public typealias Button = SystemButton
@available(*, deprecated, renamed: "LayoutSection")
public typealias Section = LayoutSection
@available(*, deprecated, renamed: "TextFieldControl")
public typealias TextField = TextFieldControl
@available(*, deprecated, renamed: "ProgressBar")
public typealias ProgressView = ProgressBar
@available(*, deprecated, renamed: "SliderControl")
public typealias Slider = SliderControl
@available(*, deprecated, renamed: "StepperControl")
public typealias Stepper = StepperControl
@available(*, deprecated, renamed: "LayoutAnchor")
public typealias Anchor = LayoutAnchor
@available(*, deprecated, renamed: "AnchorDimension")
public typealias Dimension = AnchorDimension
