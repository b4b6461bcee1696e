#!/usr/bin/env python3
"""Lists public members of non-final public classes that a subclass cannot override.

Reads the symbol graphs (JSON) that `swift symbolgraph-extract` wrote into a directory and reports every
method, property or subscript of a non-final public class that is declared `public` (not `open`), `static`,
`final`, or in an extension (Swift cannot override a member an extension declares), unless the allow-list
names it. Apple's Objective-C classes import every member as overridable, so ours must be too.

Usage: check-overridable.py SYMBOL_GRAPH_DIR ALLOWLIST
Exit status 1 (with a list) when a member is not overridable and not allowed; 0 otherwise.
Standard library only.
"""
import json
import os
import sys

MEMBER_KINDS = {"swift.method", "swift.property", "swift.subscript", "swift.type.method", "swift.type.property"}


def keywords(symbol):
    """The keywords of a symbol's declaration (`open`, `final`, `static`, `class`, ...)."""
    return {f["spelling"] for f in symbol.get("declarationFragments", []) if f["kind"] == "keyword"}


def read_allowlist(path):
    """Entries are `Type` (every member of the type) or `Type.member(label:)`; `#` starts a comment."""
    entries = set()
    with open(path, encoding="utf-8") as file:
        for line in file:
            entry = line.split("#", 1)[0].strip()
            if entry:
                entries.add(entry)
    return entries


def problems(graph_dir):
    """Yields (`Type.member`, reason, file:line) for every member a subclass cannot override."""
    for name in sorted(os.listdir(graph_dir)):
        if not name.endswith(".symbols.json") or "@" in name:
            continue
        with open(os.path.join(graph_dir, name), encoding="utf-8") as file:
            graph = json.load(file)
        symbols = {s["identifier"]["precise"]: s for s in graph["symbols"]}
        classes = {
            precise for precise, s in symbols.items()
            if s["kind"]["identifier"] == "swift.class"
            and s["accessLevel"] == "open"  # a `public` class cannot be subclassed outside its module
            and "final" not in keywords(s)
        }
        for relation in graph["relationships"]:
            if relation["kind"] != "memberOf" or relation["target"] not in classes:
                continue
            member = symbols.get(relation["source"])
            if member is None or member["kind"]["identifier"] not in MEMBER_KINDS:
                continue
            if member["accessLevel"] not in ("public", "open"):
                continue
            words = keywords(member)
            title = member["names"]["title"]
            if not title[:1].isalpha() and not title.startswith("_"):
                continue  # operators are static functions of the type, never overridable
            reason = None
            if "::SYNTHESIZED::" in relation["source"]:
                reason = "a protocol extension's default, not declared by the class"
            elif "swiftExtension" in member:
                reason = "declared in an extension"
            elif "final" in words:
                reason = "final"
            elif "static" in words:
                reason = "static (use `open class`)"
            elif member["accessLevel"] != "open":
                reason = "public, not open"
            if reason is None:
                continue
            location = member.get("location", {})
            where = location.get("uri", "").split("/Sources/", 1)[-1]
            line = location.get("position", {}).get("line", -1) + 1
            yield ".".join(member["pathComponents"]), reason, f"Sources/{where}:{line}"


def main():
    graph_dir, allowlist_path = sys.argv[1], sys.argv[2]
    allowed = read_allowlist(allowlist_path)
    found = []
    for path, reason, where in problems(graph_dir):
        owner = path.split(".", 1)[0]
        if path in allowed or owner in allowed:
            continue
        found.append(f"{where}: {path}: {reason}")
    if found:
        print(f"check-overridable: {len(found)} member(s) of open classes cannot be overridden", file=sys.stderr)
        print("(declare them `open` in the class body, or add them to scripts/overridable-allowlist.txt with why", file=sys.stderr)
        print("Apple's cannot be overridden either):", file=sys.stderr)
        for line in sorted(found):
            print("  " + line, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
