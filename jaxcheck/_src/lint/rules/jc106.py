"""JC106 positional-and-keyword: one argument of a jitted function passed by position on
one call and by keyword on another.

Judged as each scope ends (:func:`scope_done`), against how the calls of the whole
module passed each parameter so far (two functions of one module that call it both ways
recompile once both have run).
"""

from __future__ import annotations

import ast

from .checker import Checker, Scope
from .finding import Rule
from .nodes import short

RULE = Rule("JC106", "positional-and-keyword", "one argument of a jitted function passed by "
            "position on one call and by keyword on another", """\
JAX keys its cache on how each argument was passed: f(x, s) and f(x, scale=s) are two
entries, so the second compiles again even with equal values. Flagged when the module calls
one of its jitted functions both ways for the same parameter, in one function or in two
(both run in one process: a training and an evaluation loop, two tests). A call through
*args or **kwargs is not judged: which parameters it fills is not in the source, nor is
equinox.filter_jit, which binds each call to the signature (one key either way). A
traced parameter with a default, left out on one call and given on another, is two
entries too (f(x) and f(x, lr=0.1)); so is a static one left out on one call and given
its very default on another (f(x) and f(x, deterministic=True)). Another value of a static
flag is another configuration, compiled once each by design, and not reported.

Fix: pass the argument one way everywhere (by keyword is the clearer).

jaxcheck run reports this as cause `arg_signature`.""",
            fix="pass the argument one way everywhere")


def scope_done(checker: Checker, scope: Scope) -> None:
    """A parameter passed by position on one call, by keyword on another, or a default
    left out on one call and given on another: anywhere in the project (the calls of every
    module linted so far), or in the module when it is linted alone."""
    project = checker.project
    seen = project.memo.setdefault("passed", {}) if project is not None and \
        len(project.views) > 1 else checker.passed
    for info, call in scope.calls:
        if not info.params or any(isinstance(a, ast.Starred) for a in call.args) \
                or any(k.arg is None for k in call.keywords):
            continue
        offset = 1 if info.bound else 0
        passed = [(info.params[i + offset], "by position", a) for i, a in enumerate(
            call.args) if i + offset < len(info.params)]
        passed += [(k.arg, "by keyword", k.value) for k in call.keywords
                   if k.arg in info.params or k.arg in info.names]  # static keyword-only
        given = {param for param, _, _ in passed}
        here = (checker.path, call.lineno)
        # across modules, calls are compared within one folder (a program and its modules;
        # a benchmark and a test of another folder do not run in one process)
        folder = checker.path.rpartition("/")[0]
        values = {param: expr for param, _, expr in passed}
        for param in sorted(info.optional):
            if not info.known:
                continue
            now = "given" if param in given else "left to its default"
            if param in info.names or (param in info.params and (
                    info.params.index(param) in info.nums)):
                # static: another value given is another configuration, on purpose; the
                # default itself given (deterministic=True) is a second entry of the same
                if param in given and not same(values[param], info.defaults, param):
                    continue
                now = "given its default" if param in given else now
            key = (id(info), f"{param}?", folder)
            before = seen.setdefault(key, (now, here, info))
            if before[0] not in (now, "reported"):
                seen[key] = ("reported", here, info)  # later calls hit one of the two
                checker.report(call, "JC106", f"`{param}` of `{short(call.func)}` is {now} "
                               f"here and {before[0]} {where(checker, before[1])}: JAX keys "
                               "its cache on the arguments a call gives, so this compiles "
                               "again; give it on every call (or on none)")
        if info.filter:
            # equinox.filter_jit binds the arguments to the signature first: one cache
            # key whether by position or by keyword (measured with equinox 0.13 on jax
            # 0.4.38 to 0.10.2); a default left out is still a key of its own
            continue
        for param, style, expr in passed:
            before = seen.setdefault((id(info), param, folder), (style, here, info))
            if before[0] != style:
                seen[(id(info), param, folder)] = (style, here, info)
                checker.report(expr, "JC106", f"`{param}` of `{short(call.func)}` is passed "
                               f"{style} here and {before[0]} {where(checker, before[1])}: "
                               "JAX caches the two apart and compiles again; pass it one way "
                               "everywhere")


def same(expr: ast.expr, defaults: dict[str, object], param: str) -> bool:
    """Whether ``expr`` is a constant equal to ``param``'s constant default."""
    if param not in defaults or not isinstance(expr, ast.Constant):
        return False
    default = defaults[param]
    return type(expr.value) is type(default) and expr.value == default


def where(checker: Checker, site: tuple[str, int]) -> str:
    """``on line 12`` in this file, ``at train.py:12`` in another."""
    path, line = site
    return f"on line {line}" if path == checker.path else f"at {path}:{line}"
