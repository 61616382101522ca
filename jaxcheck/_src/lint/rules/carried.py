"""Whether an object made at one place can reach a jit whole, or only its fields do.

A pytree class's static field given a new value on each call is a new tree structure
only for a jit that is given the object (or a copy that keeps the field). Code that
keeps metadata beside its arrays often hands a jit only the arrays: ``for scene in
scenes(): offsets(scene.features())``, with ``features`` returning a dict of array
fields. :func:`only_fields` reads where the object goes: a name it is given, or the
loops over the generator that yields it, and every use there.
"""

from __future__ import annotations

import ast

from ..scope import FunctionNode, statements


def only_fields(checker, func: FunctionNode, made: ast.Call) -> bool:
    """The object ``made`` (in ``func``) is used only through its attributes, and the
    methods called on it do not return it (or a copy of it): it never reaches a jit
    whole. False when a use is unknown (passed on, returned, stored)."""
    cls = _made_class(checker, made)
    statement = next((s for s in ast.walk(func) if isinstance(s, ast.stmt) and any(
        n is made for n in _own_values(s))), None)
    if statement is None:
        return False
    if isinstance(statement, ast.Assign) and len(statement.targets) == 1 and isinstance(
            statement.targets[0], ast.Name) and statement.value is made:
        return _used_by_fields(checker, [func], statement.targets[0].id, cls)
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Yield) and \
            statement.value.value is made and checker.project is not None:
        bodies = []
        for view in checker.project.views.values():
            for loop in ast.walk(view.tree() or ast.Module([], [])):
                if not (isinstance(loop, ast.For) and isinstance(loop.target, ast.Name)
                        and isinstance(loop.iter, ast.Call)):
                    continue
                called = loop.iter.func
                name = called.id if isinstance(called, ast.Name) else called.attr \
                    if isinstance(called, ast.Attribute) else None
                if name == func.name:
                    bodies.append((loop, loop.target.id))
        if not bodies:
            return False
        return all(_used_by_fields(checker, [loop], target, cls) for loop, target in bodies)
    return False


def _own_values(statement: ast.stmt) -> list[ast.expr]:
    """The values a simple statement holds directly (an assignment's, a yield's)."""
    if isinstance(statement, ast.Assign):
        return [statement.value]
    if isinstance(statement, ast.Expr) and isinstance(statement.value, ast.Yield):
        return [statement.value.value] if statement.value.value is not None else []
    return []


def _made_class(checker, made: ast.Call) -> ast.ClassDef | None:
    project, view = checker.project, checker.view
    if project is None or view is None:
        return None
    ref = project.resolve(view, made.func, checker.current_class, guess=False)
    node = project.node(ref) if ref is not None else None
    return node if isinstance(node, ast.ClassDef) else None


def _used_by_fields(checker, roots: list[ast.AST], name: str, cls: ast.ClassDef | None
                    ) -> bool:
    """Every load of ``name`` under ``roots`` is ``name.attr``, and each method so called
    returns neither ``self`` nor a copy of it."""
    parents = {id(child): node for root in roots for node in ast.walk(root)
               for child in ast.iter_child_nodes(node)}
    uses = [n for root in roots for n in ast.walk(root)
            if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load)]
    if not uses:
        return False
    for use in uses:
        parent = parents.get(id(use))
        if not isinstance(parent, ast.Attribute) or parent.value is not use:
            return False
        above = parents.get(id(parent))
        if isinstance(above, ast.Call) and above.func is parent and \
                not _method_drops_self(cls, parent.attr):
            return False
    return True


def _method_drops_self(cls: ast.ClassDef | None, method: str) -> bool:
    """``cls.method`` returns values that name ``self`` only as ``self.<field>``."""
    if cls is None:
        return False
    func = next((n for n in cls.body if isinstance(n, FunctionNode) and n.name == method),
                None)
    if func is None:
        return False
    returns = [n.value for n in statements(func.body) if isinstance(n, ast.Return)]
    if not returns or any(r is None for r in returns):
        return False
    for r in returns:
        bases = {id(n.value) for n in ast.walk(r) if isinstance(n, ast.Attribute)}
        if any(isinstance(n, ast.Name) and n.id == "self" and id(n) not in bases
               for n in ast.walk(r)):
            return False
        if any(isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and
               n.func.attr == "replace" for n in ast.walk(r)):
            return False
    return True
