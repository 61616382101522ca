"""What the project's calls of one jitted function pass one of its parameters.

A jitted function compiles once per signature, over every call of it in the process: a
training loop in ``main.py`` that passes ``int32`` masks and an evaluation helper in
``evaluate.py`` that passes ``uint8`` ones give one function two compiles, though each
module alone passes one dtype. :func:`across` reads the argument at each call of the
function that the project shows, with a reading of values (dtypes, key kinds) given by
the rule, each where the call is. Calls in tests are left out: each test of a suite
passes what it tests.
"""

from __future__ import annotations

import ast
from collections.abc import Callable

from ..flow import kept, remember
from .callees import at_site
from .checker import Callee, Checker, Scope
from .dtypes import bound, dtypes
from .instances import resolve_callee
from .yields import generator_yields, yielded_items

#: a reading of values: ``reading(checker, expr, scope)``, a set of names
Reading = Callable[[Checker, ast.expr, Scope], set[str]]


def across(checker: Checker, call: ast.Call, scope: Scope, param: str, reading: Reading,
           others: bool = False) -> set[str]:
    """What ``reading`` gives the argument ``param`` at each call of ``call``'s jitted
    function in the project (``others``: at each call but this one); empty when the
    function is not a jitted def of the project."""
    project = checker.project
    target = resolve_callee(checker, call, scope) if project is not None else None
    if target is None or not target[2]:
        return set()
    ref, func, _, _, cls = target
    owner = project.views[ref.module]
    reader = Callee(owner.scope() or checker.module, project, owner,
                    cls.name if cls is not None else None)

    def compute() -> list[tuple[int, set[str]]]:
        found = []
        for site, arg in arguments(reader, ref, func, param):
            there = at_site(reader, site)
            if there is not None:
                found.append((id(site.outer), reading(there[0], arg, there[1])))
        return found

    per_call = remember(_KEPT, func, (id(func), param, id(reading)), compute)
    return set().union(*(one for at, one in per_call if not (others and at == id(call))))


def dtypes_at(checker: Checker, expr: ast.expr, scope: Scope) -> set[str]:
    """The dtypes of ``expr`` (:func:`.dtypes.dtypes`), and of a loop's name over a
    generator of the project (``for xb, yb, mb in eval_batches(...)``, a comprehension's
    too): what the generator yields there."""
    found = dtypes(checker, expr, scope)
    if found or not isinstance(expr, ast.Name) or expr.id in scope.assigns:
        return found
    # the loops whose span holds the name, or before it (a for's names outlive it: the
    # last batch, read after the loop), the nearest last
    around = [(node.lineno, node.col_offset, target, it)
              for node, target, it, is_for in loop_spans(checker, scope)
              if (node.lineno, node.col_offset) <= (expr.lineno, expr.col_offset) <= (
                  node.end_lineno or node.lineno, node.end_col_offset or 0) or
              is_for and (node.end_lineno or node.lineno) < expr.lineno]
    for *_, target, it in sorted(around, key=lambda a: (a[0], a[1]), reverse=True):
        if isinstance(target, ast.Name) and target.id == expr.id:
            return yielded(checker, it, scope)
        if isinstance(target, ast.Tuple):
            for i, elt in enumerate(target.elts):
                if isinstance(elt, ast.Name) and elt.id == expr.id:
                    return yielded(checker, it, scope, i)
    return set()


def loop_spans(checker: Checker, scope: Scope) -> list:
    """``(node, target, iterable, is_for)`` for each ``for`` and comprehension of the
    scope's function (or module), not of functions nested in it; read once per function
    while a lint runs."""
    owner = scope.func if scope.func is not None else checker.tree

    def compute() -> list:
        found = []
        stack = list(owner.body)
        while stack:
            node = stack.pop()
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef |
                          ast.Lambda):
                continue
            if isinstance(node, ast.For | ast.AsyncFor):
                found.append((node, node.target, node.iter, True))
            elif isinstance(node, COMPREHENSIONS):
                found += [(node, g.target, g.iter, False) for g in node.generators]
            stack.extend(ast.iter_child_nodes(node))
        return found

    return remember(_SPANS, owner, id(owner), compute)


#: :func:`loop_spans`, per function, kept while a lint runs
_SPANS: dict = kept({})
COMPREHENSIONS = (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)


def arguments(reader: Callee, ref, func, param: str):
    """``(site, argument)`` for each call of the project that passes ``param`` of ``func``
    (a jitted def): by position or by name; handed-on references are not calls."""
    positional = [a.arg for a in func.args.posonlyargs + func.args.args]
    if "." in ref.name and positional:
        positional = positional[1:]  # self
    for site in reader.project.callers(ref):
        call = site.outer
        if site.how != "call" or call is None or call.func is not site.node or \
                site.func is not None and site.func.name.startswith("test"):
            continue
        arg = next((k.value for k in call.keywords if k.arg == param), None)
        if arg is None and param in positional:
            index = positional.index(param)
            if index < len(call.args) and not any(
                    isinstance(a, ast.Starred) for a in call.args[:index + 1]):
                arg = call.args[index]
        if arg is not None:
            yield site, arg


#: each jitted function's parameter, read at each of its calls, kept while a lint runs
_KEPT: dict = kept({})


def yielded(checker: Checker, it: ast.expr, scope: Scope, position: int | None = None
            ) -> set[str]:
    """The dtypes of each item of ``it``, when it calls a generator of the project (``for
    w in windows(stream)``): every value it yields (its item at ``position`` of each
    yielded tuple: ``for xb, yb in batches(images, labels)``), read in it with its
    parameters bound to what the call passes (``images``: a uint8 array)."""
    found = generator_yields(checker, it) if position is None else \
        yielded_items(checker, it, position)
    if found is None or not isinstance(it, ast.Call) or any(
            isinstance(a, ast.Starred) for a in it.args):
        return set()
    reader, inner, values = found
    params = [a.arg for a in inner.func.args.posonlyargs + inner.func.args.args]
    if params[:1] == ["self"]:
        params = params[1:]
    assigns = bound(checker, it, params, scope, {}, 1)
    for name, given in inner.assigns.items():
        assigns.setdefault(name, []).extend(given)
    inner = Scope(inner.func, inner.cls, {}, assigns, set())
    kinds: set[str] = set()
    for value in values:
        kinds |= dtypes(reader, value, inner)
    return kinds
