import UIKit
import UIKitTesting

/// The Gallery as a navigation app: a list of every scene under the large title "Gallery"; choosing one
/// pushes it with its title (the scene shows below the bar, as it does on its own below the status bar).
/// The search field under the large title filters the list by title.
final class GalleryNavigationRootViewController: UITableViewController, UISearchResultsUpdating {
    private let scenes: [GalleryScene]
    private var filter = ""
    /// The scenes whose titles contain the search text.
    private var shownScenes: [GalleryScene] {
        filter.isEmpty ? scenes : scenes.filter { $0.title.localizedCaseInsensitiveContains(filter) }
    }

    init(scenes: [GalleryScene]) {
        self.scenes = scenes
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) { nil }

    /// The navigation controller the Gallery's window shows.
    static func makeNavigationApp(scenes: [GalleryScene]) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: GalleryNavigationRootViewController(scenes: scenes))
        navigation.navigationBar.prefersLargeTitles = true
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        navigationItem.largeTitleDisplayMode = .always
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "scene")
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search scenes"
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: UISearchController) {
        filter = searchController.searchBar.text ?? ""
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shownScenes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "scene", for: indexPath)
        cell.textLabel?.text = shownScenes[indexPath.row].title
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(GallerySceneContainerViewController(scene: shownScenes[indexPath.row]), animated: true)
    }

    /// The PNG writer's demonstration: open the third scene, and take the picture half-way through the push.
    static func demonstratePush(_ host: HeadlessHost) {
        guard let navigation = host.windows.last?.rootViewController as? UINavigationController,
              let root = navigation.topViewController as? GalleryNavigationRootViewController else { return }
        root.tableView(root.tableView, didSelectRowAt: IndexPath(row: 2, section: 0))
        host.advance(by: 0.1)
    }
}

/// Shows one scene pushed in the Gallery's navigation controller: the scene's controller as a child,
/// its view below the bar, with the scene's title in the bar.
final class GallerySceneContainerViewController: UIViewController {
    private let scene: GalleryScene
    private let content: UIViewController

    init(scene: GalleryScene) {
        self.scene = scene
        content = scene.make()
        super.init(nibName: nil, bundle: nil)
        title = content.title ?? scene.title
        navigationItem.largeTitleDisplayMode = .never
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The scene was drawn for a screen whose content starts below a 47-point status bar; here the bar
        // adds 44 points, so the scene moves down by them.
        let b = view.bounds
        content.view.frame = CGRect(x: 0, y: 44, width: b.width, height: b.height - 44)
    }
}
