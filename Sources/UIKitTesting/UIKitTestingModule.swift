import UIKit
/// The headless driver.
public enum UIKitTestingModule {}
