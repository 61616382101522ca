"""What a loop's names are given by a generator of the project: every value the generator
yields (``for batch in packed_stream(...)``), or, for a tuple target, the item of each
yielded tuple at the name's position (``for c, s in chunk_scales(chunks)``: ``s`` is what
each ``yield c, scale`` gives second).

The readings of values (:mod:`.scalars`, :mod:`.dtypes`, :mod:`.trees`) ask here and read
the values in the generator's own module, with its own bindings.
"""

from __future__ import annotations

import ast

from ..flow import function_bindings, loop_names
from ..project import Ref
from ..scope import FunctionNode, statements
from .checker import Callee, Checker, Scope


def generator_yields(checker: Checker | Callee, it: ast.expr, scope: Scope | None = None
                     ) -> tuple[Callee, Scope, list[ast.expr]] | None:
    """When ``it`` calls a generator of the project: a reader of its module, its scope, and
    every value it yields (a bare ``yield`` is None: no claim). None otherwise. With the
    caller's ``scope``, also a generator method of an object it shows the making of
    (``ds = WindDataset()``, then ``ds.train_batches(32)``)."""
    project, view = checker.project, checker.view
    if isinstance(it, ast.Name) and scope is not None and \
            len(scope.assigns.get(it.id, [])) == 1:
        it = scope.assigns[it.id][0]  # batches = list(weekly_batches()); for b in batches
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id in (
            "list", "tuple") and len(it.args) == 1 and not it.keywords:
        it = it.args[0]  # list(weekly_batches()): the generator's items, kept
    if project is None or view is None or not isinstance(it, ast.Call):
        return None
    ref = project.resolve(view, it.func, checker.current_class, guess=False)
    if ref is None and scope is not None and isinstance(it.func, ast.Attribute):
        from .instances import instance_of

        owner = instance_of(checker, it.func.value, scope)
        ref = project.method(owner[2], owner[1].name, it.func.attr) if owner else None
    if isinstance(ref, Ref) and "." not in ref.name and \
            ref.name in project.views[ref.module].read().classes:
        # for xb, yb, m in PaddedLoader(x, y, 64): what its __iter__ yields
        ref = project.method(project.views[ref.module], ref.name, "__iter__")
    func = project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(func, FunctionNode) or not project.yields(ref):
        return None
    owner = project.views[ref.module]
    module = owner.scope() or checker.module
    reader = Callee(module, project, owner, None)
    counters: set[str] = set()
    items: dict[str, ast.expr] = {}
    for node in ast.walk(func):  # for step in range(n): yield step, ... gives ints
        if isinstance(node, ast.For):
            counted, itemised = loop_names(node, module)
            counters |= counted
            items.update(itemised)
    inner = Scope(func, None, {}, function_bindings(func), set(), counters=counters,
                  items=items)
    values: list[ast.expr] = []
    for node in ast.walk(func):
        if isinstance(node, ast.Yield):
            if node.value is None:
                return None
            values.append(node.value)
    return reader, inner, values


def tuple_target(scope: Scope, name: str) -> tuple[ast.expr, int] | None:
    """``(iterable, position)`` when a ``for`` of the scope's function binds ``name`` as an
    item of a tuple target (``for c, s in chunk_scales(chunks)``: the iterable, 1)."""
    if scope.func is None:
        return None
    for st in statements(scope.func.body):
        if isinstance(st, ast.For | ast.AsyncFor) and isinstance(st.target, ast.Tuple):
            for i, elt in enumerate(st.target.elts):
                if isinstance(elt, ast.Name) and elt.id == name:
                    return st.iter, i
    return None


def yielded_items(checker: Checker | Callee, it: ast.expr, position: int
                  ) -> tuple[Callee, Scope, list[ast.expr]] | None:
    """As :func:`generator_yields`, each yielded tuple's item at ``position``; None when
    one yield is not a tuple of that many items."""
    found = generator_yields(checker, it)
    if found is None:
        return None
    reader, inner, values = found
    items = []
    for value in values:
        if not isinstance(value, ast.Tuple) or position >= len(value.elts) or any(
                isinstance(e, ast.Starred) for e in value.elts):
            return None
        items.append(value.elts[position])
    return reader, inner, items


def loop_tuple_item(name: str, loops: tuple) -> tuple[ast.Call, int] | None:
    """``(segments(6), 1)`` for ``mask`` of ``for xyz, mask in segments(6)`` (also under
    ``enumerate``): the call a loop's tuple target unpacks, and ``name``'s position."""
    if not loops or not isinstance(loops[-1].node, ast.For):
        return None
    target, it = loops[-1].node.target, loops[-1].node.iter
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and \
            it.func.id == "enumerate" and it.args and isinstance(target, ast.Tuple) and \
            len(target.elts) == 2:
        target, it = target.elts[1], it.args[0]
    if not (isinstance(target, ast.Tuple) and isinstance(it, ast.Call)):
        return None
    names = [e.id if isinstance(e, ast.Name) else None for e in target.elts]
    return (it, names.index(name)) if names.count(name) == 1 else None
