import Foundation

// MARK: - Constraints across the axis

extension UIStackView {
    /// The alignment a stack uses: the baseline alignments become `leading`/`trailing` on a vertical stack.
    var effectiveAlignment: Alignment {
        guard axisStorage == .vertical else { return alignmentStorage }
        switch alignmentStorage {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignmentStorage
        }
    }

    /// The constraints across the axis, as UIKit's stack view makes them. `fill`: the first view pinned to
    /// both cross edges of the canvas and the others to it (`UISV-alignment`). The other alignments line
    /// the views up with the first (`UISV-alignment`: edge, centre or baseline) inside an invisible
    /// spanner (`_UILayoutSpacer` `'UISV-alignment-spanner'`) that encloses every view
    /// (`UISV-spanning-boundary`, the aligned edge at 999.5) and hugs them at 51 (`UISV-spanning-fit`);
    /// the spanner and the first view are tied to the canvas (`UISV-canvas-connection`); each view's cross
    /// size leans to 0 at 25 (`UISV-ambiguity-suppression`), below any hugging, so a view without an
    /// intrinsic cross size is not ambiguous. Baseline alignments also let the stack hug at 49
    /// (`UISV-canvas-fit`).
    func addAlignmentConstraints(_ views: [UIView], into b: inout StackConstraintBuilder) {
        let a = StackAxisAttributes(axis: axisStorage)
        let canvas = arrangementCanvas
        let first = views[0]
        let alignment = effectiveAlignment
        if alignment == .fill {
            b.add(canvas, a.crossLeading, .equal, first, a.crossLeading, id: "UISV-canvas-connection")
            b.add(first, a.crossTrailing, .equal, canvas, a.crossTrailing, id: "UISV-canvas-connection")
            for view in views.dropFirst() {
                b.add(first, a.crossLeading, .equal, view, a.crossLeading, id: "UISV-alignment")
                b.add(first, a.crossTrailing, .equal, view, a.crossTrailing, id: "UISV-alignment")
            }
            return
        }
        let aligned: NSLayoutConstraint.Attribute
        switch alignment {
        case .leading: aligned = a.crossLeading
        case .trailing: aligned = a.crossTrailing
        case .center: aligned = a.crossCenter
        case .firstBaseline: aligned = .firstBaseline
        default: aligned = .lastBaseline
        }
        for view in views.dropFirst() { b.add(first, aligned, .equal, view, aligned, id: "UISV-alignment") }

        let spanner = b.guide(identifier: "UISV-alignment-spanner") { _UILayoutSpacer() }
        let edgeTie = UILayoutPriority(999.5)
        for view in views {
            switch alignment {
            case .leading:
                b.add(spanner, a.crossLeading, .equal, view, a.crossLeading, priority: edgeTie, id: "UISV-spanning-boundary")
                b.add(spanner, a.crossTrailing, .greaterThanOrEqual, view, a.crossTrailing, id: "UISV-spanning-boundary")
            case .trailing:
                b.add(spanner, a.crossLeading, .lessThanOrEqual, view, a.crossLeading, id: "UISV-spanning-boundary")
                b.add(spanner, a.crossTrailing, .equal, view, a.crossTrailing, priority: edgeTie, id: "UISV-spanning-boundary")
            default:
                b.add(spanner, a.crossLeading, .lessThanOrEqual, view, a.crossLeading, id: "UISV-spanning-boundary")
                b.add(spanner, a.crossTrailing, .greaterThanOrEqual, view, a.crossTrailing, id: "UISV-spanning-boundary")
            }
        }
        b.add(spanner, a.crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(51), id: "UISV-spanning-fit")
        switch alignment {
        case .leading:
            b.add(canvas, a.crossLeading, .equal, first, a.crossLeading, id: "UISV-canvas-connection")
            b.add(spanner, a.crossTrailing, .equal, canvas, a.crossTrailing, id: "UISV-canvas-connection")
        case .trailing:
            b.add(canvas, a.crossLeading, .equal, spanner, a.crossLeading, id: "UISV-canvas-connection")
            b.add(first, a.crossTrailing, .equal, canvas, a.crossTrailing, id: "UISV-canvas-connection")
        case .center:
            b.add(canvas, a.crossLeading, .equal, spanner, a.crossLeading, id: "UISV-canvas-connection")
            b.add(spanner, a.crossTrailing, .equal, canvas, a.crossTrailing, id: "UISV-canvas-connection")
            b.add(canvas, a.crossCenter, .equal, first, a.crossCenter, id: "UISV-canvas-connection")
        default:
            b.add(canvas, a.crossLeading, .equal, spanner, a.crossLeading, id: "UISV-canvas-connection")
            b.add(spanner, a.crossTrailing, .equal, canvas, a.crossTrailing, id: "UISV-canvas-connection")
            b.add(canvas, a.crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49), id: "UISV-canvas-fit")
        }
        for view in views {
            b.add(view, a.crossSize, .equal, nil, .notAnAttribute, priority: UILayoutPriority(25), id: "UISV-ambiguity-suppression")
        }
    }
}
