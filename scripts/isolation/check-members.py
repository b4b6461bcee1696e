#!/usr/bin/env python3
"""Lists members of `@preconcurrency` classes (explicitly, or through a superclass) in Sources/UIKit and
Sources/QuartzCore whose signature mentions a `@MainActor` or `@Sendable` function type (directly or through a
typealias) but that lack their own `@preconcurrency`; exits 1 when there are any.

Why: Swift 6.3 mangles such a member without the concurrency attributes (as `@preconcurrency` asks), but a
subclass compiled in another batch-mode frontend job references it with them, so debug builds fail to link
("undefined reference to ...YbScMYc...") depending on how the files are partitioned. The member's own
`@preconcurrency` makes both sides agree. Run by scripts/check-isolation.sh.
"""
import pathlib
import re
import sys

ROOTS = ["Sources/UIKit", "Sources/QuartzCore"]
CLASS = re.compile(r"^\s*((?:@[\w.]+(?:\([^)]*\))?\s+)*)(?:(?:open|public|internal|private|fileprivate|final)\s+)*"
                   r"class\s+(\w+)(?:<[^>]*>)?\s*(?::\s*([\w.]+))?")
MEMBER = re.compile(r"^(\s*)((?:@[\w.]+(?:\([^)]*\))?\s+)*)((?:(?:open|public|internal|private|fileprivate|final|"
                    r"override|required|convenience|dynamic|nonisolated|lazy|weak|unowned|class|static)"
                    r"(?:\([^)]*\))?\s+)*)(func|var|let|init|subscript)\b")


def code_of(line):
    """The line without string literals and comments (good enough for brace counting)."""
    return re.sub(r"//.*", "", re.sub(r'"(?:\\.|[^"\\])*"', '""', line))


def is_class_line(line):
    """The class declaration match on `line`, or None."""
    return None if re.search(r"\bclass (func|var)\b", line) else CLASS.match(line)


def attributes_above(lines, index):
    text, k = "", index - 1
    while k >= 0 and lines[k].strip().startswith("@"):
        text += lines[k]
        k -= 1
    return text


def signature(lines, index):
    """The declaration from `lines[index]` up to its body's `{` (or the end of a balanced line)."""
    text, depth = "", 0
    for line in lines[index:]:
        for ch in code_of(line):
            if ch in "([":
                depth += 1
            elif ch in ")]":
                depth -= 1
            elif ch == "{" and depth == 0:
                return text
            text += ch
        if depth == 0:
            return text
        text += " "
    return text


def main():
    files = [p for root in ROOTS for p in sorted(pathlib.Path(root).rglob("*.swift"))]
    sources = {p: p.read_text().split("\n") for p in files}
    classes = {}
    for lines in sources.values():
        for i, line in enumerate(lines):
            m = is_class_line(line)
            if m:
                own = "@preconcurrency" in attributes_above(lines, i) + (m.group(1) or "")
                classes[m.group(2)] = (own, m.group(3))

    def preconcurrency(name, seen=()):
        if name not in classes or name in seen:
            return False
        own, superclass = classes[name]
        return own or (superclass is not None and preconcurrency(superclass, seen + (name,)))

    aliases = {m.group(1) for lines in sources.values()
               for m in re.finditer(r"typealias\s+(\w+)\s*=\s*([^\n]*)", "\n".join(lines))
               if re.search(r"@(Sendable|MainActor)\b", m.group(2))}
    concurrency = re.compile(r"@(Sendable|MainActor)\b" + (r"|\b(" + "|".join(sorted(aliases)) + r")\b" if aliases else ""))

    missing = []
    for path, lines in sources.items():
        stack = []
        for i, line in enumerate(lines):
            top = stack[-1] if stack else None
            if top and preconcurrency(top):
                m = MEMBER.match(line)
                if m:
                    body = signature(lines, i)[m.end(2):]
                    if concurrency.search(body) and "@preconcurrency" not in m.group(2) + attributes_above(lines, i):
                        missing.append(f"{path}:{i + 1}: {line.strip()[:100]}")
            code = code_of(line)
            opened, closed = code.count("{"), code.count("}")
            m = is_class_line(line)
            if m and opened:
                stack.append(m.group(2))
                opened -= 1
            stack.extend([None] * opened)
            del stack[len(stack) - min(closed, len(stack)):]
    if missing:
        print("These members of @preconcurrency classes have a @MainActor/@Sendable function type but no "
              "@preconcurrency of their own (debug builds may fail to link):", file=sys.stderr)
        print("\n".join(missing), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
