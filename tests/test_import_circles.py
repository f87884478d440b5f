"""No import circles in lib/: a module never needs, even lazily, one that needs it back."""

import ast
import os

LIB = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "lib")


def _imports():
    """{module: the lib modules it imports anywhere in its text}, a package's own not counted."""
    paths = {}
    for folder, _, files in os.walk(LIB):
        for f in files:
            if f.endswith(".py"):
                name = os.path.relpath(os.path.join(folder, f), LIB)[:-3].replace(os.sep, ".")
                paths[name[:-9] if name.endswith(".__init__") else name] = os.path.join(folder, f)
    out = {}
    for name, path in paths.items():
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        found = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                found |= {a.name for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.module:
                found |= {node.module} | {node.module + "." + a.name for a in node.names}
        parents = {name.rsplit(".", k)[0] for k in range(1, name.count(".") + 1)}
        out[name] = {m for m in found if m in paths and m not in parents and m != name}
    return out


def _circle_from(start, edges):
    """A path start -> ... -> start through the import graph, or None."""
    todo, seen = [(start, [start])], set()
    while todo:
        node, path = todo.pop()
        for nxt in edges[node]:
            if nxt == start:
                return path + [start]
            if nxt not in seen:
                seen.add(nxt)
                todo.append((nxt, path + [nxt]))
    return None


def test_no_module_in_lib_imports_itself_round_a_circle():
    edges = _imports()
    assert len(edges) > 100 and "vegas.ai.reward" in edges["vegas.ai.prior"]
    circles = [c for c in (_circle_from(m, edges) for m in sorted(edges)) if c]
    assert circles == []
