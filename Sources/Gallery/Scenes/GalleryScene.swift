import UIKit
import UIKitTesting

/// One screen of the Gallery: a name (also the PNG file name) and the view controller that shows it.
@MainActor
struct GalleryScene {
    /// A short, file-name-safe name.
    let name: String
    /// What the scene shows, for the window title and the console.
    let title: String
    /// Builds the scene's view controller.
    let make: @MainActor () -> UIViewController
    /// An optional demonstration the PNG writer runs after showing the scene and before taking its picture
    /// (a drag, a tap), so the picture shows an interaction's result. Default: none.
    var demonstrate: (@MainActor (HeadlessHost) -> Void)? = nil
    /// Whether the scene's animations run forever (repeating animations, a display link): the PNG writer
    /// then does not wait for the scene to become idle around `demonstrate`, which lets them run a while
    /// instead, so the picture shows them part way rather than at t = 0. Default false.
    var animatesContinuously = false

    /// Every scene, in the order the Gallery shows them.
    static let all: [GalleryScene] = [
        GalleryScene(name: "navigation", title: "The Gallery as a navigation app: scenes under a large title") {
            GalleryNavigationRootViewController.makeNavigationApp(scenes: GalleryScene.scenes)
        },
        GalleryScene(name: "navigation-push", title: "A scene pushed in the navigation app, half-way through the slide",
                     make: { GalleryNavigationRootViewController.makeNavigationApp(scenes: GalleryScene.scenes) },
                     demonstrate: GalleryNavigationRootViewController.demonstratePush, animatesContinuously: true),
    ] + scenes

    /// The scenes the navigation app lists (every scene but the navigation ones).
    static let scenes: [GalleryScene] = [
        GalleryScene(name: "foundation", title: "Views, layers, text, images and symbols") { FoundationSceneViewController() },
        GalleryScene(name: "seed004-tracking-control", title: "Seed 004: a UIControl reporting touch tracking") { UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()! },
        GalleryScene(name: "controls", title: "Buttons, switch, slider, stepper") { ControlsSceneViewController() },
        GalleryScene(name: "segmented-controls", title: "UISegmentedControl: titles, symbols, momentary, dark, right to left") { SegmentedControlSceneViewController() },
        GalleryScene(name: "animation", title: "Animations: curves, springs, keyframes, a property animator, a display link",
                     make: { AnimationSceneViewController() }, demonstrate: AnimationSceneViewController.demonstrate,
                     animatesContinuously: true),
        GalleryScene(name: "transitions", title: "Transitions: cross-dissolve, flip, push, curl", make: { TransitionsSceneViewController() },
                     demonstrate: TransitionsSceneViewController.demonstrate),
        GalleryScene(name: "seed001-scroll", title: "Seed 001: a UITableViewController's scrolling followed by key-value observation, a cell count beside the indicator",
                     make: { Seed001ScrollSceneViewController(style: .plain) }, demonstrate: Seed001ScrollSceneViewController.demonstrate),
        GalleryScene(name: "table-settings", title: "UITableView: an inset-grouped Settings table (value1 cells, switches, footers)") { TableSettingsSceneViewController() },
        GalleryScene(name: "table-contacts", title: "UITableView: contacts with floating headers and a section index",
                     make: { TableContactsSceneViewController() }, demonstrate: TableContactsSceneViewController.demonstrate),
        GalleryScene(name: "table-mail", title: "UITableView: a mail inbox with swipe actions",
                     make: { TableMailSceneViewController() }, demonstrate: TableMailSceneViewController.demonstrate),
        GalleryScene(name: "table-mail-editing", title: "UITableView: the inbox in editing mode (delete controls, reorder grips)") { TableMailEditingSceneViewController() },
        GalleryScene(name: "paging", title: "Paging scroll view") { PagingSceneViewController() },
        GalleryScene(name: "zooming", title: "Zooming an image") { ZoomingSceneViewController() },
        GalleryScene(name: "nested-scroll", title: "Horizontal scroll views inside a vertical one") { NestedScrollSceneViewController() },
        GalleryScene(name: "seed000-collection", title: "Seed 000: a collection view's scroll events, both answers") { Seed000SceneViewController() },
        GalleryScene(name: "collection-view-controller", title: "A UICollectionViewController subclass: colour swatches, long-press reordering",
                     make: { CollectionViewControllerSceneViewController() }, demonstrate: CollectionViewControllerSceneViewController.demonstrate),
        GalleryScene(name: "photos", title: "Photo grid: thousands of items, multi-select") { PhotoGridSceneViewController() },
        GalleryScene(name: "million", title: "A million items") { MillionItemsSceneViewController() },
        GalleryScene(name: "seed003-list", title: "Seed 003: a grouped list with custom content configurations") { UIStoryboard(name: "SimpleCustomCell", bundle: nil).instantiateInitialViewController()! },
        GalleryScene(name: "settings", title: "Inset-grouped settings list") { SettingsListSceneViewController() },
        GalleryScene(name: "sidebar", title: "Sidebar outline") { SidebarOutlineSceneViewController() },
        GalleryScene(name: "app-store", title: "Orthogonally scrolling sections") { AppStoreSceneViewController() },
        GalleryScene(name: "swipe-actions", title: "Swipe actions", make: { SwipeActionsSceneViewController() },
                     demonstrate: SwipeActionsSceneViewController.demonstrate),
        GalleryScene(name: "reorder-list", title: "Reordering a playlist with reorder grips", make: { ReorderListSceneViewController() },
                     demonstrate: ReorderListSceneViewController.demonstrate),
        GalleryScene(name: "photo-viewer", title: "Photos from JPEG files (UIImage(named:), EXIF orientation), pinch and rotate",
                     make: { PhotoViewerSceneViewController() }, demonstrate: PhotoViewerSceneViewController.demonstrate),
        GalleryScene(name: "compositing", title: "Layer masks, blend modes, transparency layers, opacity groups") { CompositingSceneViewController() },
        GalleryScene(name: "animator-scrub", title: "A property animator scrubbed with a slider, played and reversed",
                     make: { AnimatorScrubSceneViewController() }, demonstrate: AnimatorScrubSceneViewController.demonstrate),
        GalleryScene(name: "focus-prefetch", title: "Collection view focus with the arrow keys, prefetching logged",
                     make: { FocusPrefetchSceneViewController() }, demonstrate: FocusPrefetchSceneViewController.demonstrate),
        GalleryScene(name: "autolayout", title: "Auto Layout: a sign-up form in stacks, a card, constraint animation", make: { AutoLayoutSceneViewController() }, demonstrate: AutoLayoutSceneViewController.demonstrate), GalleryScene(name: "self-sizing-feed", title: "A self-sizing feed of Auto Layout cells") { SelfSizingFeedSceneViewController() },
        GalleryScene(name: "text-input", title: "Text input: a sign-in form, a search field, notes in a text view",
                     make: { TextInputSceneViewController() }, demonstrate: TextInputSceneViewController.demonstrate),
        GalleryScene(name: "symbols", title: "System symbols: hand-drawn and Material Icons glyphs, weights, palette and hierarchical colours") { SymbolsSceneViewController() },
        // Traits: dark mode, Dynamic Type, right to left (issue 14)
        GalleryScene(name: "appearance-dark", title: "Dark mode: a navigation bar, controls in stacks and an inset-grouped list") {
            let navigation = AppearanceSampleViewController.inNavigation(strings: .english, rootTitle: "Settings")
            navigation.overrideUserInterfaceStyle = .dark
            return navigation
        },
        GalleryScene(name: "dynamic-type", title: "Dynamic Type: text styles at Large, Extra Extra Large and Accessibility Large") {
            DynamicTypeSceneViewController()
        },
        GalleryScene(name: "right-to-left", title: "Right to left: Hebrew and Arabic in a navigation bar, stacks and a list") {
            let navigation = AppearanceSampleViewController.inNavigation(strings: .hebrewAndArabic, rootTitle: "ראשי")
            navigation.traitOverrides.layoutDirection = .rightToLeft
            return navigation
        },
        // Presentation, alerts and tabs (issue 15 part B)
        GalleryScene(name: "presentation-sheet", title: "Presentation: a sheet with medium and large detents and a grabber",
                     make: { PresentationSceneViewController() }, demonstrate: PresentationSceneViewController.tap("Sheet with detents")),
        GalleryScene(name: "presentation-alert", title: "Presentation: an alert",
                     make: { PresentationSceneViewController() }, demonstrate: PresentationSceneViewController.tap("Alert")),
        GalleryScene(name: "presentation-action-sheet", title: "Presentation: an action sheet",
                     make: { PresentationSceneViewController() }, demonstrate: PresentationSceneViewController.tap("Action sheet")),
        GalleryScene(name: "presentation-popover", title: "Presentation: a popover pointing at its button",
                     make: { PresentationSceneViewController() }, demonstrate: PresentationSceneViewController.tap("Popover")),
        GalleryScene(name: "tab-bar", title: "A tab bar controller: four tabs, selected images, a badge") { TabBarSceneViewController() },
        GalleryScene(name: "split-view", title: "A double-column split view: a sidebar beside photos (collapses in a narrow window)",
                     make: { SplitViewScene.make() }, demonstrate: SplitViewScene.demonstrate),
    ]
}
