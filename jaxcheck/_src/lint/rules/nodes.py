"""Small readings of syntax that several rules share: a node's text cut short for a
message, the words of a piece of source, ``self.<name>``."""

from __future__ import annotations

import ast
import bisect
import re

#: the words of a piece of source (names a statement mentions)
WORD = re.compile(r"\w+")


def short(node: ast.AST, limit: int = 40) -> str:
    """``node`` as source, cut to ``limit`` characters (with ``...``) for a message."""
    text = ast.unparse(node)
    return text if len(text) <= limit else text[:limit - 3] + "..."


def self_attr(node: ast.AST) -> bool:
    """``self.<name>``: a method or attribute of the instance a method runs on."""
    return (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id == "self")


def class_def(tree: ast.Module, name: str | None) -> ast.ClassDef | None:
    """The class ``name`` defined at the top level of ``tree``, if any."""
    return next((n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name),
                None) if name is not None else None


def is_property(tree: ast.Module, cls: str, name: str) -> bool:
    """Whether class ``cls`` of ``tree`` defines ``name`` as a ``@property``."""
    node = class_def(tree, cls)
    return node is not None and any(
        isinstance(i, ast.FunctionDef | ast.AsyncFunctionDef) and i.name == name and any(
            isinstance(d, ast.Name) and d.id == "property" for d in i.decorator_list)
        for i in node.body)


def model_init(node: ast.AST, qualify) -> bool:
    """``model.init(key, x)``: a flax or haiku model's variables made from a key and a
    sample (a method named ``init`` of a project object, with two arguments or more; not
    a library function such as ``optax.adam(lr).init(params)``, which takes one).
    ``qualify``: the module's name resolver, which knows no local object."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
        node.func.attr == "init" and len(node.args) >= 2 and not qualify(node.func)


def on_lines(tree: ast.AST, lines: list[int], kinds, statements_only: bool = False):
    """The nodes of ``tree`` of ``kinds`` whose span holds one of ``lines`` (sorted): a
    subtree spanning none of them is not entered (``statements_only``: nor an expression),
    so a module that names a field on three lines is not walked whole for it."""
    stack = [tree]
    while stack:
        node = stack.pop()
        first = getattr(node, "lineno", None)
        if first is not None:
            at = bisect.bisect_left(lines, first)
            if at == len(lines) or lines[at] > (node.end_lineno or first):
                continue
            if isinstance(node, kinds):
                yield node
        stack.extend(n for n in ast.iter_child_nodes(node)
                     if not statements_only or isinstance(n, ast.stmt))


#: calls whose result is True or False, whatever they are given
PREDICATES = frozenset({"bool", "isinstance", "callable", "hasattr", "math.isnan",
                        "math.isinf", "math.isfinite"})


def truth_value(expr: ast.expr, qualify=None) -> bool:
    """``expr`` is True or False, two settings at most: a comparison, a ``not``, ``and``
    or ``or`` of such, or a predicate's call (``math.isnan(nodata)``; ``qualify``: the
    module's name resolver, without which only the builtins are known)."""
    if isinstance(expr, ast.Compare) or isinstance(expr, ast.UnaryOp) and isinstance(
            expr.op, ast.Not):
        return True
    if isinstance(expr, ast.BoolOp):
        return all(truth_value(v, qualify) for v in expr.values)
    if not isinstance(expr, ast.Call):
        return False
    name = qualify(expr.func) if qualify is not None else None
    return (name or (expr.func.id if isinstance(expr.func, ast.Name) else "")) in PREDICATES


def given_once(node: ast.AST, scope) -> list[ast.expr]:
    """The one value ``scope`` gives the name ``node`` (``pad = size - n``), if any."""
    values = scope.assigns.get(node.id, []) if isinstance(node, ast.Name) else []
    return [values[0]] if len(values) == 1 else []


def lacks_key(node: ast.expr, key: str) -> bool:
    """``node`` is a dict written without ``key`` (``{"id": "f1"}`` for ``"alpha"``)."""
    return isinstance(node, ast.Dict) and all(isinstance(k, ast.Constant) for k in node.keys) \
        and all(k.value != key for k in node.keys)
