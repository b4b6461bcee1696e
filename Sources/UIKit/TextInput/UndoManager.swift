import Foundation

/// Records changes so they can be undone and redone, as Foundation's `UndoManager` (which
/// swift-corelibs-foundation does not provide on Linux, so UIKit supplies it under Apple's name).
///
/// Undo and redo stacks of groups; each group holds the actions registered while it was open, run in
/// reverse order on undo. Actions registered while undoing go on the redo stack, while redoing on the
/// undo stack, as Foundation does. A registration outside any explicit group opens and closes a group of
/// its own (Foundation's `groupsByEvent` groups by run-loop turn instead; `groupsByEvent` is stored and
/// documented, and OpenUIKit's text controls open explicit groups). A new registration that is not an
/// undo or redo clears the redo stack. `levelsOfUndo` (0 = unlimited) drops the oldest groups.
/// Posts `NSUndoManagerCheckpoint`, `…WillUndoChange`, `…DidUndoChange`, `…WillRedoChange`,
/// `…DidRedoChange`, `…DidOpenUndoGroup` and `…DidCloseUndoGroup` as Foundation does.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    private struct Group {
        var actions: [() -> Void] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    private var openGroups: [Group] = []
    private var disabledCount = 0
    private var undoing = false
    private var redoing = false

    /// Creates an empty undo manager.
    public override init() { super.init() }

    /// Whether groups open and close with each run-loop turn (stored; see the class notes).
    open var groupsByEvent = true
    /// The most groups kept (0: unlimited).
    open var levelsOfUndo = 0 { didSet { trim() } }
    /// The run-loop modes of event grouping (stored).
    open var runLoopModes: [RunLoop.Mode] = [.default]

    /// How many groups are open.
    open var groupingLevel: Int { openGroups.count }
    /// Whether registrations are recorded.
    open var isUndoRegistrationEnabled: Bool { disabledCount == 0 }
    /// Whether an undo is running.
    open var isUndoing: Bool { undoing }
    /// Whether a redo is running.
    open var isRedoing: Bool { redoing }
    /// Whether there is a group to undo.
    open var canUndo: Bool { !undoStack.isEmpty || openGroups.contains { !$0.actions.isEmpty } }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the group `undo()` would undo.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the action name, as an Undo menu item shows it.
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// "Redo" followed by the action name.
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    /// "Undo <name>", or "Undo" without a name.
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    /// "Redo <name>", or "Redo" without a name.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }

    /// Opens a group: what is registered until the matching `endUndoGrouping()` undoes as one step.
    open func beginUndoGrouping() {
        openGroups.append(Group())
        NotificationCenter.default.post(name: .NSUndoManagerDidOpenUndoGroup, object: self)
    }

    /// Closes the innermost group (traps when none is open, as Foundation raises).
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            fatalError("endUndoGrouping called with no matching begin")
        }
        NotificationCenter.default.post(name: .NSUndoManagerCheckpoint, object: self)
        if openGroups.isEmpty {
            if !group.actions.isEmpty { push(group) }
        } else {
            openGroups[openGroups.count - 1].actions += group.actions
            if !group.name.isEmpty { openGroups[openGroups.count - 1].name = group.name }
        }
        NotificationCenter.default.post(name: .NSUndoManagerDidCloseUndoGroup, object: self)
    }

    /// Records `handler` to run on `target` when the current group is undone (redone, while undoing).
    @preconcurrency open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action: () -> Void = { [weak target] in if let target { handler(target) } }
        if openGroups.isEmpty {
            var group = Group()
            group.actions.append(action)
            push(group)
        } else {
            openGroups[openGroups.count - 1].actions.append(action)
        }
    }

    /// Names the current (or last closed) group.
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].name = actionName
        } else if undoing || redoing {
            return
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// Undoes the last group: its actions run in reverse order inside a new redo group. Closes an open
    /// top-level group first, as Foundation's undo does for the event group.
    open func undo() {
        if openGroups.count == 1 { endUndoGrouping() }
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillUndoChange, object: self)
        undoing = true
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() { action() }
        let inverse = openGroups.removeLast()
        undoing = false
        if !inverse.actions.isEmpty { redoStack.append(inverse) }
        NotificationCenter.default.post(name: .NSUndoManagerDidUndoChange, object: self)
    }

    /// Redoes the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: .NSUndoManagerWillRedoChange, object: self)
        redoing = true
        openGroups.append(Group(name: group.name))
        for action in group.actions.reversed() { action() }
        let inverse = openGroups.removeLast()
        redoing = false
        if !inverse.actions.isEmpty { undoStack.append(inverse); trim() }
        NotificationCenter.default.post(name: .NSUndoManagerDidRedoChange, object: self)
    }

    /// Undoes the innermost open group's actions and discards it.
    open func undoNestedGroup() {
        if let group = openGroups.popLast() {
            undoing = true
            for action in group.actions.reversed() { action() }
            undoing = false
        } else {
            undo()
        }
    }

    /// Stops recording registrations (nests).
    open func disableUndoRegistration() { disabledCount += 1 }
    /// Resumes recording registrations.
    open func enableUndoRegistration() { disabledCount = max(0, disabledCount - 1) }

    /// Forgets every group.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
    }

    /// Forgets every group (OpenUIKit cannot tell which actions a target registered once they are
    /// closures, so this removes all of them, a documented difference).
    open func removeAllActions(withTarget target: Any) { removeAllActions() }

    private func push(_ group: Group) {
        if undoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            if !redoing { redoStack.removeAll() }
            trim()
        }
    }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }
}

extension NSNotification.Name {
    /// Posted before a group closes and before undo or redo.
    public static let NSUndoManagerCheckpoint = NSNotification.Name("NSUndoManagerCheckpointNotification")
    /// Posted before `undo()` runs.
    public static let NSUndoManagerWillUndoChange = NSNotification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after `undo()` ran.
    public static let NSUndoManagerDidUndoChange = NSNotification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before `redo()` runs.
    public static let NSUndoManagerWillRedoChange = NSNotification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after `redo()` ran.
    public static let NSUndoManagerDidRedoChange = NSNotification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted after a group opened.
    public static let NSUndoManagerDidOpenUndoGroup = NSNotification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted after a group closed.
    public static let NSUndoManagerDidCloseUndoGroup = NSNotification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
