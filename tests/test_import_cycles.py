"""No import cycle anywhere in agora/, between packages or between modules.

Every import counts, also those inside functions or under TYPE_CHECKING: a cycle hidden
in a function is still a cycle to a reader and to a compiler. The layers themselves are
import-linter's contracts (pyproject.toml, run by ./test); its acyclic_siblings contract
would miss a package whose __init__ imports a module that imports the package back, so
the cycles are found here, over every module.
"""

from __future__ import annotations

import grimp

Graph = dict[str, set[str]]


def agora_imports() -> Graph:
    """Each module of agora and the modules of agora it imports."""
    graph = grimp.build_graph("agora", cache_dir=None)
    return {module: graph.find_modules_directly_imported_by(module) for module in graph.modules}


def cycles(graph: Graph) -> list[list[str]]:
    """One cycle through each group of modules that import each other (a strongly connected
    component, Tarjan's), as the path that closes it, the groups in name order."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    groups: list[set[str]] = []

    def connect(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for nxt in sorted(graph.get(node, ())):
            if nxt not in index:
                connect(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = {node}
            while (member := stack.pop()) != node:
                group.add(member)
            if len(group) > 1 or node in graph.get(node, ()):
                groups.append(group)

    for node in sorted(graph):
        if node not in index:
            connect(node)
    return sorted((closing(graph, group) for group in groups), key=lambda path: path[0])


def closing(graph: Graph, group: set[str]) -> list[str]:
    """The shortest path from the group's first module back to itself, inside the group."""
    start = min(group)
    paths = [[start]]
    while paths:
        path = paths.pop(0)
        for nxt in sorted(graph[path[-1]] & group):
            if nxt == start:
                return [*path, start]
            if nxt not in path:
                paths.append([*path, nxt])
    raise AssertionError(f"{start} is in a cycle but no path leads back to it")


def test_the_cycle_finder_names_each_cycle_and_passes_a_tree() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == [["a", "b", "c", "a"]]
    assert cycles({"a": {"b", "c"}, "b": {"c"}, "c": set()}) == []
    assert cycles({"p": {"p.x"}, "p.x": {"p"}, "q": {"q"}, "r": {"p"}}) == [["p", "p.x", "p"], ["q", "q"]]


def test_the_graph_sees_imports_inside_functions() -> None:
    # agora.commands.bench imports the [rl] extra's modules only when it runs
    assert "agora.rl.bench" in agora_imports()["agora.commands.bench"]


def test_agora_has_no_import_cycle() -> None:
    found = cycles(agora_imports())
    assert not found, "import cycles:\n" + "\n".join(" -> ".join(path) for path in found)
