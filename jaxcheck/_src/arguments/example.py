"""Example factories: the user's own code builds the arguments of a function target.

A declaration may name a factory instead of an ``args`` spec
(``@jaxcheck.entrypoint(example=make_example)``, ``example = "pkg.testing:make_example"``
in ``[[tool.jaxcheck.entrypoints]]``, ``--example pkg.testing:make_example``). The
factory's keyword parameters are the named dimensions (``def make_example(B=8)`` with
``dims = { B = [1, 8] }`` is called once per value). It returns the positional
arguments as a tuple (``(state, batch)``; one argument is ``(model,)``), or
:class:`Args` when some are passed by keyword. Anything else is a usage error (exit 2);
a factory that raises is the target's failure (exit 3), as the target raising would be.

The factory runs where the target runs (in the worker under ``--isolate``), once per
``dims`` value; every variation is derived from a copy of what it returned, never
from a second call (a second ``TrainState.create`` is a new cache key by itself).
"""

from __future__ import annotations

import inspect
import os
import traceback
from collections.abc import Callable
from typing import Any

from ..model.report import ErrorInfo
from ..util import exits
from ..util.errors import UsageError

FIX = ("return a tuple of positional arguments, e.g. (state, batch), or "
       "jaxcheck.Args(...) for keyword arguments")


class Args:
    """The arguments of one call, positional and keyword: what an example factory
    returns when the target takes keyword arguments.

    ``return jaxcheck.Args(state, batch, lr=0.1)`` calls ``train_step(state, batch, lr=0.1)``.
    A factory whose target takes positional arguments only may return a plain tuple.
    """

    __slots__ = ("args", "kwargs")

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args = args
        self.kwargs = kwargs

    def __repr__(self) -> str:
        parts = [type(a).__name__ for a in self.args]
        parts += [f"{k}={type(v).__name__}" for k, v in self.kwargs.items()]
        return f"Args({', '.join(parts)})"


def name_of(factory: Any) -> str:
    return getattr(factory, "__qualname__", None) or getattr(factory, "__name__", None) \
        or type(factory).__name__


def load(spec: Any, where: str) -> Callable[..., Any]:
    """The factory a declaration names: a callable as is, ``"module:function"`` imported.

    Raises :class:`UsageError` (exit 2) for a missing module or function, or a
    value that is neither."""
    if callable(spec):
        return spec
    if isinstance(spec, str) and ":" not in spec:
        from ..target.locate import respelled

        fixed = respelled(spec)  # `mod.fn`: the same hint a target gets
        if fixed:
            raise UsageError(f"{where}: example factory {spec!r}: {fixed}")
    if not isinstance(spec, str) or ":" not in spec:
        raise UsageError(f"{where}: example must name a factory function as "
                         f"\"module:function\" (e.g. \"mypkg.testing:make_example\"), got "
                         f"{spec!r}")
    from ..target.locate import load as load_target

    try:
        found = load_target(spec).obj
    except UsageError as e:
        raise UsageError(f"{where}: example factory {spec!r}: {e}") from None
    if not callable(found):
        raise UsageError(f"{where}: example factory {spec!r} is a "
                         f"{type(found).__name__}, not a function; name a function that "
                         "returns the target's arguments")
    return found


def dimensions(factory: Callable[..., Any]) -> list[str]:
    """The factory's keyword parameters: the named dimensions it accepts."""
    try:
        params = inspect.signature(factory).parameters.values()
    except (TypeError, ValueError):
        return []
    return [p.name for p in params
            if p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY)]


def check(factory: Callable[..., Any], dims: dict[str, Any], where: str) -> None:
    """Dimensions the factory does not take, and required parameters no dimension
    gives, are usage errors (exit 2) before anything runs."""
    from ..target.locate import did_you_mean

    try:
        sig = inspect.signature(factory)
    except (TypeError, ValueError):
        return
    accepts_any = any(p.kind is p.VAR_KEYWORD for p in sig.parameters.values())
    known = dimensions(factory)
    for dim in dims:
        if dim not in known and not accepts_any:
            raise UsageError(f"{where}: dims {dim}: the example factory "
                             f"{name_of(factory)}{sig} has no parameter {dim!r}"
                             f"{did_you_mean(dim, known)}; a factory's keyword parameters "
                             "are the named dimensions")
    positional = [p.name for p in sig.parameters.values()
                  if p.default is p.empty and p.kind is p.POSITIONAL_ONLY]
    if positional:  # --dim gives a factory's parameters by keyword: never these
        raise UsageError(f"{where}: the example factory {name_of(factory)}{sig} needs "
                         f"{', '.join(positional)}, positional-only, which no --dim can "
                         "give: give each a default, or make it a keyword parameter")
    missing = [p.name for p in sig.parameters.values()
               if p.default is p.empty and p.kind not in (p.VAR_POSITIONAL, p.VAR_KEYWORD)
               and p.name not in dims]
    if missing:
        raise UsageError(f"{where}: the example factory {name_of(factory)}{sig} needs "
                         f"{', '.join(missing)}: give each a default, or values with "
                         + " ".join(f"--dim {m}=N" for m in missing))


def normalize(value: Any, factory: Any) -> tuple[tuple, dict]:
    """(args, kwargs) from what a factory returned; anything else is a usage error."""
    if isinstance(value, Args):
        return tuple(value.args), dict(value.kwargs)
    if type(value) is tuple:  # a namedtuple is one argument, not the argument list
        return value, {}
    what = "None" if value is None else f"a {type(value).__name__}"
    raise UsageError(f"{name_of(factory)} returned {what}; {FIX}")


def call(factory: Callable[..., Any], dims: dict[str, Any], target: Any = None
         ) -> tuple[tuple, dict] | ErrorInfo:
    """Call the factory; its exception is the target's failure (an :class:`ErrorInfo`
    with the user's traceback), a wrong return a :class:`UsageError`.

    The factory is the user's code run in jaxcheck's process, as the target is
    (``util/exits.py``): ``os._exit`` in it is the target's crash (exit 3, never a
    silent pass), ``SystemExit`` the target's error, not jaxcheck exiting; a process it
    forks that returns here ends here, so only one report is ever printed.
    ``KeyboardInterrupt`` is not caught: it interrupts the run (exit 130)."""
    pid = os.getpid()
    try:
        with exits.trap_os_exit():
            value = factory(**dims)
    except exits.Exited as e:
        return ErrorInfo("Crashed", f"the example factory {name_of(factory)} called "
                         f"os._exit({e.code}): the process would have ended there, "
                         "without a report", traceback.format_exc())
    except (Exception, SystemExit) as e:
        exits.returned(pid, e)
        tb = traceback.format_exc()
        return ErrorInfo(type(e).__name__,
                         f"the example factory {name_of(factory)} raised: {e}", tb)
    exits.returned(pid)
    args, kwargs = normalize(value, factory)
    if target is not None:
        _not_a_pair(args, kwargs, target, factory)
    return args, kwargs


def _not_a_pair(args: tuple, kwargs: dict, target: Any, factory: Any) -> None:
    """``return (state, batch), {}``, the ``(args, kwargs)`` pair other tools take, calls
    the target with two arguments, a tuple and a dict. When the target cannot take
    those two but takes what the pair holds, that is a usage error with the fix, not
    the target's ``TypeError``."""
    if kwargs or len(args) != 2 or type(args[0]) is not tuple or not isinstance(args[1], dict):
        return
    try:
        sig = inspect.signature(target)
    except (TypeError, ValueError):
        return
    try:
        sig.bind(*args)
        return  # the target takes a tuple and a dict, as returned
    except TypeError:
        pass
    try:
        sig.bind(*args[0], **args[1])
    except TypeError:
        return  # neither fits: the target's own error says why
    raise UsageError(f"{name_of(factory)} returned a pair (args, kwargs), which calls the "
                     "target with two arguments, a tuple and a dict; return "
                     "jaxcheck.Args(*args, **kwargs), or the tuple of positional arguments "
                     "alone")
