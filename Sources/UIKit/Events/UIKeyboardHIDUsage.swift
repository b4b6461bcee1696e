import Foundation

/// A key's USB HID usage code, as UIKit's `UIKeyboardHIDUsage` (iOS 13.4): every usage `UIKeyConstants.h`
/// defines, with Apple's Swift names and values (from the USB "HID Usage Tables" 1.1rc3), and Apple's
/// aliases as static properties. SDL's scancodes are these codes, so the window host passes them through;
/// a code that is not a usage here arrives as `.keyboardErrorUndefined`.
public enum UIKeyboardHIDUsage: Int, Sendable {
    /// ErrorRollOver.
    case keyboardErrorRollOver = 0x01
    /// POSTFail.
    case keyboardPOSTFail = 0x02
    /// ErrorUndefined.
    case keyboardErrorUndefined = 0x03
    /// a or A.
    case keyboardA = 0x04
    /// b or B.
    case keyboardB = 0x05
    /// c or C.
    case keyboardC = 0x06
    /// d or D.
    case keyboardD = 0x07
    /// e or E.
    case keyboardE = 0x08
    /// f or F.
    case keyboardF = 0x09
    /// g or G.
    case keyboardG = 0x0A
    /// h or H.
    case keyboardH = 0x0B
    /// i or I.
    case keyboardI = 0x0C
    /// j or J.
    case keyboardJ = 0x0D
    /// k or K.
    case keyboardK = 0x0E
    /// l or L.
    case keyboardL = 0x0F
    /// m or M.
    case keyboardM = 0x10
    /// n or N.
    case keyboardN = 0x11
    /// o or O.
    case keyboardO = 0x12
    /// p or P.
    case keyboardP = 0x13
    /// q or Q.
    case keyboardQ = 0x14
    /// r or R.
    case keyboardR = 0x15
    /// s or S.
    case keyboardS = 0x16
    /// t or T.
    case keyboardT = 0x17
    /// u or U.
    case keyboardU = 0x18
    /// v or V.
    case keyboardV = 0x19
    /// w or W.
    case keyboardW = 0x1A
    /// x or X.
    case keyboardX = 0x1B
    /// y or Y.
    case keyboardY = 0x1C
    /// z or Z.
    case keyboardZ = 0x1D
    /// 1 or !.
    case keyboard1 = 0x1E
    /// 2 or @.
    case keyboard2 = 0x1F
    /// 3 or #.
    case keyboard3 = 0x20
    /// 4 or $.
    case keyboard4 = 0x21
    /// 5 or %.
    case keyboard5 = 0x22
    /// 6 or ^.
    case keyboard6 = 0x23
    /// 7 or &.
    case keyboard7 = 0x24
    /// 8 or *.
    case keyboard8 = 0x25
    /// 9 or (.
    case keyboard9 = 0x26
    /// 0 or ).
    case keyboard0 = 0x27
    /// Return (Enter).
    case keyboardReturnOrEnter = 0x28
    /// Escape.
    case keyboardEscape = 0x29
    /// Delete (Backspace).
    case keyboardDeleteOrBackspace = 0x2A
    /// Tab.
    case keyboardTab = 0x2B
    /// Spacebar.
    case keyboardSpacebar = 0x2C
    /// - or _.
    case keyboardHyphen = 0x2D
    /// = or +.
    case keyboardEqualSign = 0x2E
    /// [ or {.
    case keyboardOpenBracket = 0x2F
    /// ] or }.
    case keyboardCloseBracket = 0x30
    /// \ or |.
    case keyboardBackslash = 0x31
    /// Non-US # or _.
    case keyboardNonUSPound = 0x32
    /// ; or :.
    case keyboardSemicolon = 0x33
    /// ' or ".
    case keyboardQuote = 0x34
    /// Grave accent and tilde.
    case keyboardGraveAccentAndTilde = 0x35
    /// , or <.
    case keyboardComma = 0x36
    /// . or >.
    case keyboardPeriod = 0x37
    /// / or ?.
    case keyboardSlash = 0x38
    /// Caps Lock.
    case keyboardCapsLock = 0x39
    /// F1.
    case keyboardF1 = 0x3A
    /// F2.
    case keyboardF2 = 0x3B
    /// F3.
    case keyboardF3 = 0x3C
    /// F4.
    case keyboardF4 = 0x3D
    /// F5.
    case keyboardF5 = 0x3E
    /// F6.
    case keyboardF6 = 0x3F
    /// F7.
    case keyboardF7 = 0x40
    /// F8.
    case keyboardF8 = 0x41
    /// F9.
    case keyboardF9 = 0x42
    /// F10.
    case keyboardF10 = 0x43
    /// F11.
    case keyboardF11 = 0x44
    /// F12.
    case keyboardF12 = 0x45
    /// Print Screen.
    case keyboardPrintScreen = 0x46
    /// Scroll Lock.
    case keyboardScrollLock = 0x47
    /// Pause.
    case keyboardPause = 0x48
    /// Insert.
    case keyboardInsert = 0x49
    /// Home.
    case keyboardHome = 0x4A
    /// Page Up.
    case keyboardPageUp = 0x4B
    /// Delete Forward.
    case keyboardDeleteForward = 0x4C
    /// End.
    case keyboardEnd = 0x4D
    /// Page Down.
    case keyboardPageDown = 0x4E
    /// Right Arrow.
    case keyboardRightArrow = 0x4F
    /// Left Arrow.
    case keyboardLeftArrow = 0x50
    /// Down Arrow.
    case keyboardDownArrow = 0x51
    /// Up Arrow.
    case keyboardUpArrow = 0x52
    /// Keypad NumLock or Clear.
    case keypadNumLock = 0x53
    /// Keypad /.
    case keypadSlash = 0x54
    /// Keypad *.
    case keypadAsterisk = 0x55
    /// Keypad -.
    case keypadHyphen = 0x56
    /// Keypad +.
    case keypadPlus = 0x57
    /// Keypad Enter.
    case keypadEnter = 0x58
    /// Keypad 1 or End.
    case keypad1 = 0x59
    /// Keypad 2 or Down Arrow.
    case keypad2 = 0x5A
    /// Keypad 3 or Page Down.
    case keypad3 = 0x5B
    /// Keypad 4 or Left Arrow.
    case keypad4 = 0x5C
    /// Keypad 5.
    case keypad5 = 0x5D
    /// Keypad 6 or Right Arrow.
    case keypad6 = 0x5E
    /// Keypad 7 or Home.
    case keypad7 = 0x5F
    /// Keypad 8 or Up Arrow.
    case keypad8 = 0x60
    /// Keypad 9 or Page Up.
    case keypad9 = 0x61
    /// Keypad 0 or Insert.
    case keypad0 = 0x62
    /// Keypad . or Delete.
    case keypadPeriod = 0x63
    /// Non-US \ or | (the section key § on Apple ISO keyboards).
    case keyboardNonUSBackslash = 0x64
    /// Application.
    case keyboardApplication = 0x65
    /// Power.
    case keyboardPower = 0x66
    /// Keypad =.
    case keypadEqualSign = 0x67
    /// F13.
    case keyboardF13 = 0x68
    /// F14.
    case keyboardF14 = 0x69
    /// F15.
    case keyboardF15 = 0x6A
    /// F16.
    case keyboardF16 = 0x6B
    /// F17.
    case keyboardF17 = 0x6C
    /// F18.
    case keyboardF18 = 0x6D
    /// F19.
    case keyboardF19 = 0x6E
    /// F20.
    case keyboardF20 = 0x6F
    /// F21.
    case keyboardF21 = 0x70
    /// F22.
    case keyboardF22 = 0x71
    /// F23.
    case keyboardF23 = 0x72
    /// F24.
    case keyboardF24 = 0x73
    /// Execute.
    case keyboardExecute = 0x74
    /// Help.
    case keyboardHelp = 0x75
    /// Menu.
    case keyboardMenu = 0x76
    /// Select.
    case keyboardSelect = 0x77
    /// Stop.
    case keyboardStop = 0x78
    /// Again.
    case keyboardAgain = 0x79
    /// Undo.
    case keyboardUndo = 0x7A
    /// Cut.
    case keyboardCut = 0x7B
    /// Copy.
    case keyboardCopy = 0x7C
    /// Paste.
    case keyboardPaste = 0x7D
    /// Find.
    case keyboardFind = 0x7E
    /// Mute.
    case keyboardMute = 0x7F
    /// Volume Up.
    case keyboardVolumeUp = 0x80
    /// Volume Down.
    case keyboardVolumeDown = 0x81
    /// Locking Caps Lock.
    case keyboardLockingCapsLock = 0x82
    /// Locking Num Lock.
    case keyboardLockingNumLock = 0x83
    /// Locking Scroll Lock.
    case keyboardLockingScrollLock = 0x84
    /// Keypad Comma.
    case keypadComma = 0x85
    /// Keypad Equal Sign for AS/400.
    case keypadEqualSignAS400 = 0x86
    /// International1.
    case keyboardInternational1 = 0x87
    /// International2.
    case keyboardInternational2 = 0x88
    /// International3.
    case keyboardInternational3 = 0x89
    /// International4.
    case keyboardInternational4 = 0x8A
    /// International5.
    case keyboardInternational5 = 0x8B
    /// International6.
    case keyboardInternational6 = 0x8C
    /// International7.
    case keyboardInternational7 = 0x8D
    /// International8.
    case keyboardInternational8 = 0x8E
    /// International9.
    case keyboardInternational9 = 0x8F
    /// LANG1 (the kana key on Apple's Japanese keyboards; Hangul/English on Korean ones).
    case keyboardLANG1 = 0x90
    /// LANG2 (the alphanumeric key on Apple's Japanese keyboards; Hanja on Korean ones).
    case keyboardLANG2 = 0x91
    /// LANG3 (Katakana).
    case keyboardLANG3 = 0x92
    /// LANG4 (Hiragana).
    case keyboardLANG4 = 0x93
    /// LANG5 (Zenkaku/Hankaku).
    case keyboardLANG5 = 0x94
    /// LANG6.
    case keyboardLANG6 = 0x95
    /// LANG7.
    case keyboardLANG7 = 0x96
    /// LANG8.
    case keyboardLANG8 = 0x97
    /// LANG9.
    case keyboardLANG9 = 0x98
    /// AlternateErase.
    case keyboardAlternateErase = 0x99
    /// SysReq/Attention.
    case keyboardSysReqOrAttention = 0x9A
    /// Cancel.
    case keyboardCancel = 0x9B
    /// Clear.
    case keyboardClear = 0x9C
    /// Prior.
    case keyboardPrior = 0x9D
    /// Return.
    case keyboardReturn = 0x9E
    /// Separator.
    case keyboardSeparator = 0x9F
    /// Out.
    case keyboardOut = 0xA0
    /// Oper.
    case keyboardOper = 0xA1
    /// Clear/Again.
    case keyboardClearOrAgain = 0xA2
    /// CrSel/Props.
    case keyboardCrSelOrProps = 0xA3
    /// ExSel.
    case keyboardExSel = 0xA4
    /// Left Control.
    case keyboardLeftControl = 0xE0
    /// Left Shift.
    case keyboardLeftShift = 0xE1
    /// Left Alt (Option).
    case keyboardLeftAlt = 0xE2
    /// Left GUI (Command).
    case keyboardLeftGUI = 0xE3
    /// Right Control.
    case keyboardRightControl = 0xE4
    /// Right Shift.
    case keyboardRightShift = 0xE5
    /// Right Alt (Option).
    case keyboardRightAlt = 0xE6
    /// Right GUI (Command).
    case keyboardRightGUI = 0xE7
    /// Reserved.
    case keyboard_Reserved = 0xFFFF

    /// The LANG1 key under its language name (Apple's alias of `keyboardLANG1`).
    public static var keyboardHangul: UIKeyboardHIDUsage { .keyboardLANG1 }
    /// The LANG2 key under its language name (Apple's alias of `keyboardLANG2`).
    public static var keyboardHanja: UIKeyboardHIDUsage { .keyboardLANG2 }
    /// The LANG1 key under its language name (Apple's alias of `keyboardLANG1`).
    public static var keyboardKanaSwitch: UIKeyboardHIDUsage { .keyboardLANG1 }
    /// The LANG2 key under its language name (Apple's alias of `keyboardLANG2`).
    public static var keyboardAlphanumericSwitch: UIKeyboardHIDUsage { .keyboardLANG2 }
    /// The LANG3 key under its language name (Apple's alias of `keyboardLANG3`).
    public static var keyboardKatakana: UIKeyboardHIDUsage { .keyboardLANG3 }
    /// The LANG4 key under its language name (Apple's alias of `keyboardLANG4`).
    public static var keyboardHiragana: UIKeyboardHIDUsage { .keyboardLANG4 }
    /// The LANG5 key under its language name (Apple's alias of `keyboardLANG5`).
    public static var keyboardZenkakuHankakuKanji: UIKeyboardHIDUsage { .keyboardLANG5 }

    /// The letter key for `letter` (a...z), for tests and the window host; an OpenUIKit addition.
    public static func letter(_ letter: Character) -> UIKeyboardHIDUsage? {
        guard let ascii = letter.lowercased().unicodeScalars.first?.value, (97...122).contains(ascii) else { return nil }
        return UIKeyboardHIDUsage(rawValue: 0x04 + Int(ascii - 97))
    }
}
