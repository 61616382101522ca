"""Declared entrypoints: ``@jaxcheck.entrypoint(...)`` and ``[[tool.jaxcheck.entrypoints]]``.

A declaration says how jaxcheck should call a function (``args``, ``dims``) and
what it expects (``expect``, ``max_compiles``). Declaring costs nothing: the
decorator records the declaration and returns the function unchanged; specs are
parsed only when jaxcheck runs.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar, get_args

from ..model.kinds import Mode, Policy

AXES = ("value", "weak_type", "scalar_type", "dtype", "shape", "container")
POLICIES: tuple[str, ...] = get_args(Policy)
#: Without declared expectations: new data must never recompile; the rest is shown.
DEFAULT_EXPECT = {"value": "hit", "weak_type": "any", "scalar_type": "any", "dtype": "any",
                  "shape": "any", "container": "any"}

F = TypeVar("F", bound=Callable[..., Any])

_ATTR = "__jaxcheck_entrypoint__"
_REGISTRY: dict[str, list[tuple[str, Any]]] = {}


class DeclarationError(ValueError):
    """A declaration that cannot be used (bad expect, dims or max_compiles)."""


@dataclass(frozen=True)
class Declaration:
    args: str | None = None
    dims: Mapping[str, tuple[int, ...]] = field(default_factory=dict)
    expect: Mapping[str, Any] = field(default_factory=dict)
    max_compiles: int | None = None
    #: a function target that compiles nothing (not jitted, calls nothing jitted) passes.
    allow_no_compile: bool = False
    #: an example factory (a callable, or "module:function") that builds the arguments.
    example: Any = None
    #: path patterns: which leaves to vary, and which subtrees to vary as one.
    vary: tuple[str, ...] = ()
    group: tuple[str, ...] = ()
    #: "trace" or "execute": how this target's calls are made; None: the run's choice
    #: (``RunOptions.mode_for``).
    mode: Mode | None = None

    def declared_policy(self, axis: str, path: str) -> Policy | None:
        """The policy the declaration itself gives ``axis`` at ``path``, or None."""
        value = self.expect.get(axis)
        if isinstance(value, Mapping):
            root = path.split("[")[0].split(".")[0]
            return next((value[k] for k in (path, root, "*") if k in value), None)
        return value

    def policy(self, axis: str, path: str) -> Policy:
        """The expectation for ``axis`` at ``path``: ``"hit"``, ``"recompile"``, ``"any"``
        or ``"error"``."""
        value = self.expect.get(axis)
        if isinstance(value, Mapping):
            root = path.split("[")[0].split(".")[0]
            for key in (path, root, "*"):
                if key in value:
                    return value[key]
            value = None
        return value if value is not None else DEFAULT_EXPECT[axis]


#: the most base calls ``dims`` may ask for (the product of each name's number of sizes):
#: each new size compiles at least once, so 10,000 would keep a CI job busy for hours
MAX_DIM_CALLS = 256


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def declaration(args: str | None = None, dims: Mapping[str, Any] | None = None,
                expect: Mapping[str, Any] | None = None,
                max_compiles: int | None = None, where: str = "entrypoint",
                allow_no_compile: bool | None = None, example: Any = None,
                vary: Any = None, group: Any = None, mode: Any = None) -> Declaration:
    """Validate the fields of a declaration; raises :class:`DeclarationError`."""
    from .settings import MODES

    if mode is not None and mode not in MODES:
        raise DeclarationError(f"{where}: mode must be \"trace\" or \"execute\", got "
                               f"mode = {mode!r}")
    if args is not None and not isinstance(args, str):
        raise DeclarationError(f"{where}: args must be a spec string, e.g. \"f32[8,128], float\"")
    if dims is not None and not isinstance(dims, Mapping):
        raise DeclarationError(f"{where}: dims must map names to lists of sizes, e.g. "
                               f"dims = {{ B = [1, 8] }}; got dims = {dims!r}")
    clean_dims: dict[str, tuple[int, ...]] = {}
    for name, values in (dims or {}).items():
        if _is_int(values):
            values = [values]
        if not isinstance(name, str) or not name.isidentifier():
            raise DeclarationError(f"{where}: dims: {name!r} is not a name (an identifier)")
        if (not isinstance(values, list | tuple) or not values
                or not all(_is_int(v) and v >= 0 for v in values)):
            raise DeclarationError(f"{where}: dims: {name!r} needs one or more "
                                   f"non-negative integer sizes, got {values!r}")
        clean_dims[name] = tuple(values)
    calls = 1
    for values in clean_dims.values():
        calls *= len(values)
    if calls > MAX_DIM_CALLS:
        sizes = " × ".join(f"{len(v):,} {n}" for n, v in clean_dims.items())
        raise DeclarationError(f"{where}: dims ask for {calls:,} base calls ({sizes}), "
                               f"each compiling at least once: at most {MAX_DIM_CALLS}; "
                               "keep the sizes that matter (the smallest, the largest, "
                               "one between)")
    if expect is not None and not isinstance(expect, Mapping):
        raise DeclarationError(f"{where}: expect must map axes to policies, e.g. "
                               f"expect = {{ weak_type = \"hit\" }}; got expect = {expect!r}")
    clean_expect: dict[str, Any] = {}
    for axis, value in (expect or {}).items():
        if axis not in AXES:
            raise DeclarationError(
                f"{where}: unknown expect axis {axis!r} (expected one of {', '.join(AXES)})")
        items = value.items() if isinstance(value, Mapping) else [("", value)]
        for path, policy in items:
            if not isinstance(policy, str) or policy not in POLICIES:
                raise DeclarationError(
                    f"{where}: expect {axis}{'.' + str(path) if path else ''} = {policy!r}: "
                    f"use one of {', '.join(repr(p) for p in POLICIES)}")
        clean_expect[axis] = dict(value) if isinstance(value, Mapping) else value
    if max_compiles is not None and (not _is_int(max_compiles) or max_compiles < 1):
        raise DeclarationError(f"{where}: max_compiles must be a positive integer (a target "
                               f"compiles its functions at least once), got {max_compiles!r}")
    if allow_no_compile is not None and not isinstance(allow_no_compile, bool):
        raise DeclarationError(f"{where}: allow_no_compile must be true or false, got "
                               f"{allow_no_compile!r}")
    if example is not None and not callable(example) and not (
            isinstance(example, str) and example.count(":") >= 1 and example.strip(":")):
        raise DeclarationError(f"{where}: example must be a factory function, or "
                               f"\"module:function\" naming one (e.g. "
                               f"\"mypkg.testing:make_example\"); got example = {example!r}")
    if example is not None and args is not None:
        raise DeclarationError(f"{where}: give args (a spec) or example (a factory), not both")
    patterns = {}
    for key, value in (("vary", vary), ("group", group)):
        if isinstance(value, str):
            value = [value]
        if value is not None and (not isinstance(value, list | tuple) or not all(
                isinstance(p, str) and p.strip() for p in value)):
            raise DeclarationError(f"{where}: {key} must be a list of path patterns, e.g. "
                                   f"{key} = [\"batch.*\", \"params\"]; got {key} = {value!r}")
        patterns[key] = tuple(p.strip() for p in value or ())
    return Declaration(args=args, dims=clean_dims, expect=clean_expect,
                       max_compiles=max_compiles, allow_no_compile=bool(allow_no_compile),
                       example=example, mode=mode, **patterns)


def entrypoint(args: str | None = None, *, example: Any = None,
               dims: Mapping[str, Any] | None = None,
               expect: Mapping[str, Any] | None = None,
               max_compiles: int | None = None,
               allow_no_compile: bool = False, vary: Any = None,
               group: Any = None, mode: Any = None) -> Callable[[F], F]:
    """Declare a function as a jaxcheck entrypoint; the function itself is unchanged.

    ``jaxcheck run module:fun`` then calls it with ``args`` (when no ``--args``
    is given), and ``jaxcheck run module`` runs every entrypoint the module
    declares::

        @jaxcheck.entrypoint(args="f32[B,128], float", dims={"B": [1, 8]},
                             expect={"weak_type": "hit"})
        @jax.jit
        def step(x, lr): ...

    ``expect`` maps a variation axis (value, weak_type, dtype, shape, container)
    to ``"hit"`` (must not recompile), ``"recompile"``, ``"any"`` (either) or
    ``"error"`` (the call raises for that input; a variation that raised fails
    otherwise), or to a mapping from argument path to one of these. ``max_compiles`` bounds the
    compiles of the base calls (one per ``dims`` value). A function that compiles
    nothing (not jitted, and calling nothing jitted) fails the check, since there is
    nothing to check; ``allow_no_compile=True`` lets it pass.

    Real arguments (a model, a train state, a batch) come from an *example factory*
    in your code instead of a spec::

        def make_example(B=8):
            model = MLP(key=jax.random.key(0))
            return (model, jnp.zeros((B, 16)))  # or jaxcheck.Args(model, x=..., lr=0.1)

        @jaxcheck.entrypoint(example=make_example, dims={"B": [1, 8]})
        @jax.jit
        def step(model, x): ...

    The factory's keyword parameters are the named dimensions. Every leaf is varied
    from a copy of what it returns; the floating-point arrays of a model or a
    ``params``/``mu``/``nu`` subtree as one group. ``vary`` (path patterns such as
    ``"batch.*"``) selects what to vary; ``group`` names more subtrees to vary as one.

    ``mode`` (``"trace"`` or ``"execute"``) is how jaxcheck calls it when the run does
    not say (``--mode``). A function target is traced by default: which change of its
    arguments recompiles is a question a trace answers, without compiling; declare
    ``mode="execute"`` for one whose recompiles depend on placement or sharding.
    """
    decl = declaration(args, dims, expect, max_compiles, allow_no_compile=allow_no_compile,
                       example=example, vary=vary, group=group, mode=mode)

    def register(fn: F) -> F:
        try:
            setattr(fn, _ATTR, decl)
        except (AttributeError, TypeError):  # a frozen wrapper (equinox's filter_jit)
            object.__setattr__(fn, _ATTR, decl)
        module = getattr(fn, "__module__", None) or ""
        name = getattr(fn, "__qualname__", None) or getattr(fn, "__name__", repr(fn))
        entries = _REGISTRY.setdefault(module, [])
        entries[:] = [(n, f) for n, f in entries if n != name]  # re-import replaces
        entries.append((name, fn))
        return fn

    return register


def declared(fn: Any) -> Declaration | None:
    try:
        found = getattr(fn, _ATTR, None)
    except Exception:  # the object's own __getattr__ raised: it declares nothing
        return None
    return found if isinstance(found, Declaration) else None


def declared_in(module_name: str) -> list[tuple[str, Any]]:
    """(qualified name, function) of every entrypoint declared in a module, in order."""
    return list(_REGISTRY.get(module_name, []))
