import Foundation
import InterfaceBuilder

/// The values a nib's (or storyboard's) elements resolve to, kept by object id across instantiations: the
/// first instantiation reads each element's attributes (string lookups, number parsing, colours and
/// fonts) into `NibViewAttributes`, `NibLabelAttributes` and `NibControlAttributes`; later ones apply
/// them without reading the element again. Elements without an id (older cells' content views) are
/// read every time. Not public API.
///
/// - Complexity: one dictionary lookup per object and kind after the first instantiation.
@MainActor
final class NibPlanCache {
    private var views = Table<NibViewAttributes>()
    private var labels = Table<NibLabelAttributes>()
    private var controls = Table<NibControlAttributes>()

    /// One kind of values by object: by the reader's `IBObject.ordinal` in an array (no hashing), by id for
    /// objects made in code.
    struct Table<Attributes> {
        var byOrdinal: [Attributes?] = []
        var byID: [String: Attributes] = [:]
    }
    /// How many objects, created objects and constraints the last instantiation had, so the next one
    /// reserves its tables once.
    var sizes = Sizes()

    /// Table sizes of the last instantiation.
    struct Sizes {
        var objects = 0, created = 0, constraints = 0

        mutating func note(objects: Int, created: Int, constraints: Int) {
            self.objects = max(self.objects, objects)
            self.created = max(self.created, created)
            self.constraints = max(self.constraints, constraints)
        }
    }

    /// `object`'s view attributes.
    func viewAttributes(of object: IBObject, context: NibValueContext) -> NibViewAttributes {
        Self.attributes(of: object, in: &views, context: context)
    }

    /// `object`'s label attributes.
    func labelAttributes(of object: IBObject, context: NibValueContext) -> NibLabelAttributes {
        Self.attributes(of: object, in: &labels, context: context)
    }

    /// `object`'s control attributes.
    func controlAttributes(of object: IBObject, context: NibValueContext) -> NibControlAttributes {
        Self.attributes(of: object, in: &controls, context: context)
    }

    private static func attributes<Attributes: NibElementAttributes>(of object: IBObject, in table: inout Table<Attributes>,
                                                                    context: NibValueContext) -> Attributes {
        if object.ordinal >= 0 {
            if object.ordinal < table.byOrdinal.count, let known = table.byOrdinal[object.ordinal] { return known }
            let attributes = Attributes(object, context: context)
            if table.byOrdinal.count <= object.ordinal {
                table.byOrdinal.append(contentsOf: repeatElement(nil, count: object.ordinal + 1 - table.byOrdinal.count))
            }
            table.byOrdinal[object.ordinal] = attributes
            return attributes
        }
        if object.id.isEmpty { return Attributes(object, context: context) }
        if let known = table.byID[object.id] { return known }
        let attributes = Attributes(object, context: context)
        table.byID[object.id] = attributes
        return attributes
    }
}

/// Values read from an element once (`NibPlanCache`).
protocol NibElementAttributes {
    @MainActor init(_ object: IBObject, context: NibValueContext)
}

extension NibViewAttributes: NibElementAttributes {}
extension NibLabelAttributes: NibElementAttributes {}
extension NibControlAttributes: NibElementAttributes {}
