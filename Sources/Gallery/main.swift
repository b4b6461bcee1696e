import UIKit
print("OpenUIKit Gallery: \(UIColor.systemBlue)")
