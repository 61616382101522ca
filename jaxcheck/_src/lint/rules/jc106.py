"""JC106 positional-and-keyword: one argument of a jitted function passed by position on
one call and by keyword on another.

Judged as each scope ends (:func:`scope_done`), against how the calls of the whole
project passed each parameter so far: two calls recompile once both have run in one
process, which the source shows for two calls of one module, of one folder, or of two
modules one of which imports the other (:meth:`~..project.Project.reaches`). How a call
passes each parameter (:func:`layout`) is read through what the source shows of it: a
``functools.partial`` that bound some of them, a ``*args`` that fills the required
parameters after it by position, a ``**kwargs`` that fills them by keyword.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from ..scope import FunctionNode, JitInfo
from . import spreads
from .arguments import passed
from .checker import Checker, Scope
from .dead import never_runs
from .finding import Rule
from .nodes import short

RULE = Rule("JC106", "positional-and-keyword", "one argument of a jitted function passed by "
            "position on one call and by keyword on another", """\
JAX keys its cache on how each argument was passed: f(x, s) and f(x, scale=s) are two
entries, so the second compiles again even with equal values. Flagged when the project
calls one of its jitted functions both ways for the same parameter, in one function or in
two (both run in one process: a training and an evaluation loop, two tests, a module and
one it imports). A call is read as JAX receives it: a functools.partial's bound keywords
are keywords (partial(f, dt=dt)(s) passes dt by keyword), a *args fills the required
parameters after it by position and a **kwargs fills them by keyword; a parameter with a
default that *args or **kwargs may or may not fill is not judged, nor is
equinox.filter_jit, which binds each call to the signature (one key either way). A
traced parameter with a default, left out on one call and given on another, is two
entries too (f(x) and f(x, lr=0.1)); so is a static one left out on one call and given
its very default on another (f(x) and f(x, deterministic=True)). Another value of a static
flag is another configuration, compiled once each by design, and not reported. A **opts
is read as the keys it holds where the source lists them (a dict literal or dict(...),
here, as a parameter's default or at module level); one whose keys follow the data ({k:
req[k] for k in FIELDS if k in req}) is another layout for each set of keys.

A jitted function handed in counts as well: given to a callback object (ValidationHook(nll,
...), which calls self.loss_fn(params, counts=c)) or to a function as a parameter.

Fix: pass the argument one way everywhere (by keyword is the clearer).

jaxcheck run reports this as cause `arg_signature`.""",
            fix="pass the argument one way everywhere")

#: how many earlier ways of passing one parameter are kept to compare with (per project)
KEPT = 32


@dataclass(frozen=True)
class Layout:
    """How one call passes the parameters of a jitted function: each it fills, by
    position or by keyword, with the expression that fills it (a ``*args`` or
    ``**kwargs`` for the ones it fills through them), and the ones it may or may not fill
    (through ``*args``/``**kwargs``: not judged)."""

    passed: tuple[tuple[str, str, ast.expr], ...]
    unknown: frozenset[str]


def layout(info: JitInfo, call: ast.Call, through: ast.Call | None = None,
           spread: frozenset[str] | None = None) -> Layout:
    """How ``call`` passes ``info``'s parameters; ``through``: the ``partial(f, ...)``
    the call goes through (its bound arguments come first, its keywords are keywords,
    the call's own override them); ``spread``: the keywords the call's ``**kwargs``
    holds, when the source lists them (:mod:`.spreads`)."""
    params = info.params or []
    offset = 1 if info.bound else 0
    args = [*(through.args[1:] if through is not None else ()), *call.args]
    keywords = [*(through.keywords if through is not None else ()), *call.keywords]
    star = next((i for i, a in enumerate(args) if isinstance(a, ast.Starred)), None)
    double = next((k.value for k in keywords if k.arg is None), None)
    named = {k.arg: k.value for k in keywords if k.arg is not None}
    if double is not None and spread is not None and sum(
            k.arg is None for k in keywords) == 1:
        named = {**{key: double for key in spread}, **named}  # **opts: the keys it lists
        double = None
    passed = [(params[i + offset], "by position", a) for i, a in enumerate(
        args[:star] if star is not None else args) if i + offset < len(params)]
    passed += [(name, "by keyword", value) for name, value in named.items()
               if name in params or name in info.names]  # static keyword-only too
    unknown: set[str] = set()
    first = (star if star is not None else len(args)) + offset
    for param in params[first:]:
        if param in named:
            continue
        if star is None and double is None:
            continue  # left to its default
        if param in info.optional or (star is not None and double is not None):
            unknown.add(param)  # *args or **kwargs may fill it, or not
        elif star is not None:  # required: only *args can fill it, by position
            passed.append((param, "by position", args[star]))
        else:  # required: only **kwargs can fill it, by keyword
            passed.append((param, "by keyword", double))
    if double is not None:
        unknown |= {p for p in info.optional if p not in named and p not in params}
    return Layout(tuple(passed), frozenset(unknown))


def scope_done(checker: Checker, scope: Scope) -> None:
    """A parameter passed by position on one call, by keyword on another, or a default
    left out on one call and given on another: anywhere in the project (the calls of every
    module linted so far, compared where both run in one process), or in the module when
    it is linted alone."""
    project = checker.project
    seen = project.memo.setdefault("passed", {}) if project is not None and \
        len(project.views) > 1 else checker.passed
    calls = [(info, call, None) for info, call in scope.calls] + scope.through
    for info, call, through in calls:
        if not info.params or never_runs(checker, call, scope):
            continue  # (if land_only: ... with land_only False on every call: never made)
        double = next((k.value for k in call.keywords if k.arg is None), None)
        spread = spreads.spread(checker, scope, double) if double is not None else None
        if spread is not None and spread.varies is not None and info.optional \
                and scope.func is not None and (spread.keys is None
                                                or spread.keys & info.optional):
            checker.report(call, "JC106", f"the keywords `**{short(double, 20)}` passes to "
                           f"`{short(call.func)}` follow the data ({spread.varies}): JAX "
                           "keys its cache on which arguments a call gives, so each set "
                           "compiles again; pass every keyword on every call (fill the "
                           "missing ones with their defaults)")
            continue
        read = layout(info, call, through, spread.keys if spread is not None else None)
        given = {param for param, _, _ in read.passed}
        here = (checker.path, call.lineno)
        module = checker.view.name if checker.view is not None else checker.path
        values = {param: expr for param, _, expr in read.passed}
        for param in sorted(info.optional):
            if not info.known or param in read.unknown:
                continue
            now = "given" if param in given else "left to its default"
            if param in info.names or (param in info.params and (
                    info.params.index(param) in info.nums)):
                # static: another value given is another configuration, on purpose; the
                # default itself given (deterministic=True) is a second entry of the same
                if param in given and not same(constant(checker, values[param]),
                                               info.defaults, param) and not any(
                        same(v, info.defaults, param)
                        for v in _callers_give(checker, scope, values[param])):
                    continue
                now = "given its default" if param in given else now
            before = _compared(checker, seen, (id(info), f"{param}?"), now, here, module,
                               info)
            if before is not None:
                _keep(seen, (id(info), f"{param}?"), ("reported", here, module, info))
                node = call if param not in values or through is None else values[param]
                checker.report(node, "JC106", f"`{param}` of `{short(call.func)}` is {now} "
                               f"here and {before[0]} {where(checker, before[1])}: JAX keys "
                               "its cache on the arguments a call gives, so this compiles "
                               "again; give it on every call (or on none)")
        if info.filter:
            # equinox.filter_jit binds the arguments to the signature first: one cache
            # key whether by position or by keyword (measured with equinox 0.13 on jax
            # 0.4.38 to 0.10.2); a default left out is still a key of its own
            continue
        for param, style, expr in read.passed:
            before = _compared(checker, seen, (id(info), param), style, here, module, info)
            if before is not None:
                how = f" (through `{short(expr, 20)}`)" if isinstance(expr, ast.Starred) \
                    or expr is next((k.value for k in call.keywords if k.arg is None),
                                    None) else ""
                checker.report(expr, "JC106", f"`{param}` of `{short(call.func)}` is passed "
                               f"{style}{how} here and {before[0]} "
                               f"{where(checker, before[1])}: JAX caches the two apart and "
                               "compiles again; pass it one way everywhere")


def _compared(checker: Checker, seen: dict, key: tuple, now: str, here: tuple[str, int],
              module: str, info: JitInfo) -> tuple | None:
    """The last way ``key`` was passed by a call that runs in one process with this one
    (this module, its folder, or a module linked to it by imports), when no such call
    passed it as ``now`` (a layout met before finds JAX's entry); this call's way is kept
    when it is new."""
    folder = here[0].rpartition("/")[0]
    linked = [r for r in seen.setdefault(key, []) if together(checker, r, module, folder)]
    if any(r[0] in (now, "reported") for r in linked):
        return None  # passed this way before (JAX's entry is there), or told already
    _keep(seen, key, (now, here, module, info))
    return linked[-1] if linked else None


def _keep(seen: dict, key: tuple, record: tuple) -> None:
    kept = seen.setdefault(key, [])
    kept.append(record)
    if len(kept) > KEPT:
        del kept[0]


def together(checker: Checker, record: tuple, module: str, folder: str) -> bool:
    """Whether a call of ``record`` and one of ``module`` (in ``folder``) run in one
    process: one module, one folder (a program and its modules, tests that pytest runs
    together), or two modules one of which imports the other, through the project."""
    other = record[2]
    if other == module or record[1][0].rpartition("/")[0] == folder:
        return True
    project = checker.project
    return project is not None and (project.reaches(module, other)
                                    or project.reaches(other, module))


def constant(checker: Checker, expr: ast.expr) -> ast.expr:
    """The constant a module-level name stands for (``TRUNCATION = 0.7``, here or in the
    project module it is imported from), else ``expr`` itself."""
    if not isinstance(expr, ast.Name):
        return expr
    values = checker.module.assigns.get(expr.id, [])
    if not values and checker.project is not None and checker.view is not None:
        values = checker.project.constant(checker.view, expr.id)
    return values[0] if len(values) == 1 and isinstance(values[0], ast.Constant) else expr


def _callers_give(checker: Checker, scope: Scope, expr: ast.expr) -> list[ast.expr]:
    """The constants the callers of the function around ``scope`` hand its parameter
    ``expr`` (``seasonal_strength(series, 24)`` for ``period=period``): what a static
    passed on from a parameter is, where the callers show it."""
    func = scope.func
    if not isinstance(expr, ast.Name) or not isinstance(func, FunctionNode) or \
            scope.assigns.get(expr.id) or expr.id not in {
                a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs}:
        return []
    sites = passed(checker, func, checker.current_class, expr.id) or ()
    return [arg for _, arg in sites if isinstance(arg, ast.Constant)]


def same(expr: ast.expr, defaults: dict[str, object], param: str) -> bool:
    """Whether ``expr`` is a constant equal to ``param``'s constant default, or, for a
    bool default, a test computed from other values (``explore is False``, ``not eval``):
    True on some calls and False on others, so its default on some."""
    if param in defaults and type(defaults[param]) is bool and (
            isinstance(expr, ast.Compare) or isinstance(expr, ast.UnaryOp)
            and isinstance(expr.op, ast.Not)):
        return True
    if param not in defaults or not isinstance(expr, ast.Constant):
        return False
    default = defaults[param]
    return type(expr.value) is type(default) and expr.value == default


def where(checker: Checker, site: tuple[str, int]) -> str:
    """``on line 12`` in this file, ``at train.py:12`` in another."""
    path, line = site
    return f"on line {line}" if path == checker.path else f"at {path}:{line}"
