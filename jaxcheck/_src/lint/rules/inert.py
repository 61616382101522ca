"""Inert statics: a static parameter that shapes nothing in the code it is compiled into.

A static argument swept over a few listed values (``for region in KC``, ``for lead in
LEADS``) compiles once per value, and JC103 leaves such a sweep alone: a static mode, size
or head name is usually one program per value on purpose. Not when the jitted function
uses the parameter for nothing that changes the program: it only prints or labels it
(``jax.debug.print("{}", tag)``, an f-string), or only reads numbers out of a table of the
module with it (``kc_ini, kc_mid, kc_end = KC[region]``). Then every value compiles the same
program again with other constants folded in; the numbers could be traced arguments, the
label printed outside. :func:`inert_static` says so for one parameter of the def a call
reaches.
"""

from __future__ import annotations

import ast

from ..project import Ref
from ..scope import FunctionNode
from .checker import Checker
from .modules import assigned
from .nodes import short

#: calls whose arguments only show a value: printing, logging, profiler labels
_SHOWN = frozenset({"print", "named_scope"})
_LOGGED = frozenset({"info", "debug", "warning"})


def inert_static(checker: Checker, call: ast.Call, param: str) -> str | None:
    """How static ``param`` of the jitted def ``call`` reaches is used when it is used for
    nothing that shapes the program: ``"is only printed ..."``, ``"only looks up numbers in
    KC"``; None when any use may shape it (a test, a size, a call of the project's, a table
    of other things), or when the def is not in view."""
    func, module = _jitted_def(checker, call)
    if func is None or module is None:
        return None
    args = func.args
    if param not in {a.arg for a in args.posonlyargs + args.args + args.kwonlyargs}:
        return None
    uses = _uses(func, param)
    if not uses:
        return None
    tables: set[str] = set()
    shown = False
    for use, parents in uses:
        table = _table_key(checker, module, use, parents)
        if table is not None:
            tables.add(table)
        elif _shown(parents):
            shown = True
        else:
            return None
    if tables:
        return f"only looks up numbers in `{', '.join(sorted(tables))}`" + (
            " and is printed" if shown else "")
    return "is only printed or formatted into a label"


def _jitted_def(checker: Checker, call: ast.Call):
    """The def a call of a jitted function traces, and the module view it is in."""
    project, view = checker.project, checker.view
    if project is None or view is None:
        return None, None
    ref = project.resolve(view, call.func, checker.current_class, guess=False)
    if not isinstance(ref, Ref):
        return None, None
    func = project.node(ref)
    if not isinstance(func, FunctionNode) or not func.decorator_list:
        return None, None
    return func, project.views[ref.module]


def _uses(func: FunctionNode, param: str) -> list[tuple[ast.Name, list[ast.AST]]]:
    """Every read of ``param`` in ``func``'s body, with its ancestors (nearest last); a
    rebinding of the name makes the reading unknowable, and gives a use of None."""
    out: list[tuple[ast.Name, list[ast.AST]]] = []

    def visit(node: ast.AST, parents: list[ast.AST]) -> bool:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda,
                                  ast.ClassDef)):
                continue  # a nested scope: its own names
            if isinstance(child, ast.Name) and child.id == param:
                if not isinstance(child.ctx, ast.Load):
                    return False
                out.append((child, [*parents, node]))
            elif not visit(child, [*parents, node]):
                return False
        return True

    for stmt in func.body:
        if not visit(stmt, []):
            return []
    return out


def _shown(parents: list[ast.AST]) -> bool:
    """Read inside the arguments of a call that only shows it, or inside an f-string that
    is itself only shown (or goes nowhere but such a call)."""
    for node in reversed(parents):
        if isinstance(node, ast.Call):
            if not isinstance(node.func, ast.Name | ast.Attribute):
                return False
            name = ast.unparse(node.func)  # print, jax.debug.print, logger.info
            base, _, last = name.rpartition(".")
            return last in _SHOWN or (last in _LOGGED and "log" in base.lower())
        if isinstance(node, (ast.JoinedStr, ast.FormattedValue, ast.keyword, ast.Starred)):
            continue
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Mod, ast.Add)):
            continue  # "%s" % tag, tag + " done": what the call shows
        if isinstance(node, ast.Attribute) and node.attr == "format":
            continue
        return False
    return False


def _table_key(checker: Checker, view, use: ast.Name, parents: list[ast.AST]) -> str | None:
    """The name of a module table whose values are all numbers, when ``use`` is its key:
    ``KC[region]`` or ``KC.get(region)``."""
    parent = parents[-1] if parents else None
    table = None
    if isinstance(parent, ast.Subscript) and parent.slice is use and \
            isinstance(parent.value, ast.Name):
        table = parent.value.id
    elif isinstance(parent, ast.Call) and parent.args and parent.args[0] is use and \
            isinstance(parent.func, ast.Attribute) and parent.func.attr == "get" and \
            isinstance(parent.func.value, ast.Name):
        table = parent.func.value.id
    if table is None:
        return None
    values = assigned(checker.project, view, table)
    if len(values) != 1 or not isinstance(values[0], ast.Dict) or len(values[0].values) < 3:
        return None  # (two entries, P and S: a pair of modes, one program each by design)
    leaves = [leaf for v in values[0].values for leaf in _leaves(v)]
    if not leaves or any(leaf is None for leaf in leaves):
        return None
    if not any(isinstance(leaf, float) for leaf in leaves):
        return None  # ints may be sizes: a program per size is by design
    return table


def _leaves(expr: ast.expr) -> list[object]:
    """The numbers a table's value is made of (None for anything else)."""
    if isinstance(expr, ast.Constant) and type(expr.value) in (int, float):
        return [expr.value]
    if isinstance(expr, ast.UnaryOp) and isinstance(expr.op, ast.USub):
        return _leaves(expr.operand)
    if isinstance(expr, (ast.Tuple, ast.List)):
        return [leaf for e in expr.elts for leaf in _leaves(e)] or [None]
    if isinstance(expr, ast.Dict):
        return [leaf for e in expr.values for leaf in _leaves(e)] or [None]
    return [None]


def swept_inert(checker: Checker, expr: ast.expr, param: str, callee: str,
                call: ast.Call | None) -> bool:
    """Report JC103 for a static that a loop sweeps over a few values, where JC103 would
    leave the sweep alone as by design, when ``param`` is inert in the def (above)."""
    how = inert_static(checker, call, param) if call is not None else None
    if how is None:
        return False
    fix = ("look the numbers up before the call and pass them as traced arguments "
           f"(jnp.asarray(...)), not `{param}`") if how.startswith("only looks") else \
        f"show the label outside the jitted function and drop `{param}` from its arguments"
    checker.report(expr, "JC103", f"`{short(expr)}` takes a new value on each pass, and "
                   f"static `{param}` of `{callee}` {how}: each value compiles the same "
                   f"program again; {fix}")
    return True
