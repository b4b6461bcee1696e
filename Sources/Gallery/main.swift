import UIKit
print("OpenUIKit Gallery on cairo \(cairoVersionString)")
