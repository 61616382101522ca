"""Whose code a Python frame runs, and what JAX's own frames on the stack say.

:func:`frame_owner` is the one decision, for every module of jaxcheck, of whether a
file is JAX's, jaxcheck's, another library's or the user's: the call site of a
recompile is the innermost frame of the user's, a function defined by JAX or
jaxcheck is never the user's compile, and a function JAX's helpers received is the
user's when it was not defined inside JAX.

The rest reads JAX's own frames by function name (``jax/_src/api.py``,
``jax/_src/interpreters/ad.py``, the ``lax`` control-flow modules), which no public
API names: which transformation a compile belongs to, and which API call (such as
``lax.while_loop``) ran one of the user's functions outside jit.
"""

from __future__ import annotations

import contextlib
import functools
import inspect
import os
import sys
import sysconfig
from dataclasses import dataclass
from typing import Any, Literal

import jax
import jaxlib

#: as in the ``co_filename`` of JAX's code objects (not made absolute: compared as text).
JAX_DIR = os.path.dirname(jax.__file__)
_JAX_DIRS = (JAX_DIR + os.sep, os.path.dirname(jaxlib.__file__) + os.sep)
#: the jaxcheck package (``jaxcheck/``: this file is ``jaxcheck/_src/jaxcompat/frames.py``)
_JAXCHECK_DIR = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
_JAXCHECK_DIR += os.sep

Owner = Literal["jax", "jaxcheck", "library", "user"]

#: directories of installed packages wherever they live (another venv, ``pip --target``).
_PACKAGE_DIRS = (os.sep + "site-packages" + os.sep, os.sep + "dist-packages" + os.sep)


def _library_dirs() -> tuple[str, ...]:
    """The standard library and the installation's package directories."""
    dirs = set()
    for base in ({}, {"base": sys.base_prefix, "platbase": sys.base_exec_prefix}):
        paths = sysconfig.get_paths(vars=base) if base else sysconfig.get_paths()
        for key in ("stdlib", "platstdlib", "purelib", "platlib"):
            if paths.get(key):
                dirs.add(os.path.abspath(paths[key]) + os.sep)
    return tuple(sorted(dirs))


_LIBRARY_DIRS = _library_dirs()


#: Packages that wrap JAX's jit (their frames sit between the user's call and JAX;
#: skipped when looking for the user's call site). Recognised by file, never imported.
WRAPPER_PACKAGES = ("equinox", "flax")


def wrapper_dirs() -> tuple[str, ...]:
    """The directories of the jit-wrapping frameworks imported so far."""
    dirs = []
    for name in WRAPPER_PACKAGES:
        module = sys.modules.get(name)
        if module is not None and getattr(module, "__file__", None):
            dirs.append(os.path.dirname(os.path.abspath(module.__file__)) + os.sep)
    return tuple(dirs)


def in_wrapper(filename: str) -> bool:
    """Whether a frame's file is a jit-wrapping framework's own (equinox's ``filter_jit``):
    a library frame that says nothing of where a call came from."""
    return filename.startswith(wrapper_dirs())


@functools.lru_cache(maxsize=8192)
def frame_owner(filename: str) -> Owner:
    """Whose code the file of a frame (``code.co_filename``) holds.

    * ``"jax"``: jax or jaxlib;
    * ``"jaxcheck"``: jaxcheck itself (its hooks, runner, start-up code);
    * ``"library"``: the standard library (also frozen modules, ``<frozen runpy>``),
      an installed package (``site-packages``), or a framework that wraps JAX's jit
      (equinox, flax) wherever it is installed;
    * ``"user"``: everything else: the user's files, also the code the user typed or
      passed as text (``<stdin>``, ``<string>``, ``<ipython-input-3-...>``, a
      notebook cell).

    Checked in that order: JAX and jaxcheck are installed packages too.
    """
    if filename.startswith("<"):
        return "library" if filename.startswith("<frozen") else "user"
    if filename.startswith(_JAXCHECK_DIR):
        return "jaxcheck"
    if filename.startswith(_JAX_DIRS):
        return "jax"
    # an editable equinox is a library still
    if filename.startswith((*_LIBRARY_DIRS, *wrapper_dirs())) or any(
            d in filename for d in _PACKAGE_DIRS):
        return "library"
    return "user"


def passes_through(filename: str) -> bool:
    """Frames between a call the user's code (or a library) made and JAX's jit: JAX's
    own, a jit-wrapping framework's (equinox, flax) and frozen modules'."""
    if filename.startswith("<frozen") or filename.startswith(_JAX_DIRS):
        return True
    return filename.startswith(wrapper_dirs())


def library_path(filename: str) -> str:
    """A library file as its package spells it: ``numpyro/util.py``."""
    for root in sorted(_LIBRARY_DIRS, key=len, reverse=True):
        if filename.startswith(root):
            return filename[len(root):]
    for marker in _PACKAGE_DIRS:
        _, sep, tail = filename.partition(marker)
        if sep:
            return tail
    return filename


# --- transformations and JAX's own jitted helpers --------------------------------

#: frames of jax/_src/api.py that are a transformation the user applied, by name (the
#: same names on 0.4.38, 0.6.2 and 0.10.2; jacfwd and jacrev share an inner ``jacfun``
#: and are seen as their jvp/vjp and vmap, and pmap's call runs in C++).
_API_TRANSFORMS = {
    "vmap_f": "vmap",
    "grad_f": "grad", "grad_f_aux": "grad", "value_and_grad_f": "grad",
    "vjp": "vjp", "jvp": "jvp", "linearize": "linearize", "hessian": "hessian",
}
#: transformations whose inner steps (vjp inside grad) are implementation detail,
#: not something the user wrote.
_OPAQUE = {"grad", "vjp", "jvp", "linearize", "hessian"}


def transform_label(frame) -> str | None:
    """Which transformation of a jitted function is being compiled, from the stack.

    ``jax.grad(jitted)`` compiles two executables of one function (the forward
    pass with its residuals, and the backward pass), ``jax.vmap(jitted)`` the
    batched program: "grad (forward)", "grad (backward)", "vmap", None for a plain
    call.
    """
    outer_first: list[str] = []
    phase = None
    api_file = os.path.join(JAX_DIR, "_src", "api.py")
    ad_file = os.path.join(JAX_DIR, "_src", "interpreters", "ad.py")
    while frame is not None:
        code = frame.f_code
        if code.co_filename == api_file and code.co_name in _API_TRANSFORMS:
            outer_first.insert(0, _API_TRANSFORMS[code.co_name])
        elif code.co_filename in (api_file, ad_file) and phase is None:
            if code.co_name.startswith("backward_pass"):  # 0.10.2 adds backward_pass3
                phase = "backward"
            elif code.co_name == "_lift_linearized":  # calling linearize's linear function
                phase = "tangent"
        frame = frame.f_back
    names: list[str] = []
    for name in outer_first:
        if names and names[-1] in _OPAQUE:
            break
        if name not in names:
            names.append(name)
    if not names and phase is None:
        return None
    if phase is None and names and names[-1] in ("grad", "vjp", "linearize"):
        phase = "forward"
    text = " of ".join(names) if names else "linearize" if phase == "tangent" else "autodiff"
    return f"{text} ({phase})" if phase else text


@dataclass
class HelperCall:
    """A JAX function that takes the user's callables, run outside jit (eagerly)."""

    api: str
    fun: Any
    args: dict


#: JAX primitives that carry jaxprs of the user's functions, run eagerly as a
#: jitted helper outside jit (switch is a cond, fori_loop and map are while or scan).
HELPER_PRIMITIVES = frozenset({"while", "scan", "cond", "checkpoint", "remat",
                               "custom_jvp_call", "custom_vjp_call"})


def helper_call(frame, operands: tuple = ()) -> HelperCall | None:
    """The API call (``lax.while_loop(cond, body, init)``) behind one of JAX's jitted
    helpers, when the user called it outside jit with functions of their own.

    Outside jit, ``lax.while_loop``, ``scan``, ``cond``, ``fori_loop``, ``switch``
    and ``map`` run as a jitted primitive whose cache key holds the traced user
    functions: a fresh closure each call compiles again. The outermost frame
    inside JAX is the API the user called; the first frame from there inward
    whose parameters hold the user's functions says what was passed.
    """
    frames = []
    while frame is not None and frame_owner(frame.f_code.co_filename) == "jax":
        if not frame.f_code.co_filename.endswith("traceback_util.py"):
            frames.append(frame)
        frame = frame.f_back
    if not frames:
        return None
    api = frames[-1].f_code
    for candidate in reversed(frames):  # outermost first
        found = _user_functions(candidate, operands)
        if found is not None:
            fun, values = found
            module = "lax" if os.sep + "lax" + os.sep in api.co_filename else "jax"
            return HelperCall(f"{module}.{api.co_name.lstrip('_')}", fun, values)
    return None


def _user_functions(frame, operands: tuple) -> tuple[Any, dict] | None:
    """(the user's main function, the other parameters) of a JAX API frame."""
    code = frame.f_code
    n = code.co_argcount + code.co_kwonlyargcount
    params = list(code.co_varnames[:n])
    if code.co_flags & inspect.CO_VARARGS:
        params.append(code.co_varnames[n])
    local = frame.f_locals
    callables: list[tuple[int, str, Any]] = []
    values: dict[str, Any] = {}
    missing = False
    for name in params:
        if name not in local:
            missing = True
            continue
        value = local[name]
        items = value if isinstance(value, list | tuple) else [value]
        user = [v for v in items if callable(v) and _user_defined(v)]
        if user:
            rank = 0 if "body" in name else 1 if name in ("f", "fun", "true_fun") else 2
            callables.append((rank, name, user[0]))
            rest = [v for v in items if not callable(v)]
            if rest and isinstance(value, list | tuple):
                values[name] = rest
        elif not callable(value):
            values[name] = value
    if not callables:
        return None
    if missing:  # the API dropped a parameter before binding: name what JAX compiles
        values = {"operands": list(operands)}
    callables.sort(key=lambda item: item[0])
    return callables[0][2], values


def _user_defined(fun: Any) -> bool:
    while isinstance(fun, functools.partial):
        fun = fun.func
    fun = getattr(fun, "__wrapped__", fun)
    code = getattr(fun, "__code__", None)
    return code is not None and frame_owner(code.co_filename) != "jax"


def aot_compiler_options() -> tuple[tuple[str, str], ...]:
    """The options of an ahead-of-time ``jitted.lower(...).compile(options)`` running
    now, read from its frame (``jax._src.stages.Lowered.compile``'s
    ``compiler_options``, checked on 0.10.2); () outside one or where it moved."""
    frame = sys._getframe(1)
    stages = os.path.join(JAX_DIR, "_src", "stages.py")
    for _ in range(60):
        if frame is None:
            break
        code = frame.f_code
        if code.co_name == "compile" and code.co_filename == stages:
            options = frame.f_locals.get("compiler_options") or {}
            if isinstance(options, dict):
                return tuple(sorted((str(k), repr(v)) for k, v in options.items()))
            return ()
        frame = frame.f_back
    return ()


# --- pmap: its own path (0.4.38, 0.6.2), a jit of JAX's own (0.10) ------------------------


@dataclass(frozen=True)
class PmapCall:
    """A call of ``jax.pmap(f)`` that reached ``pxla.xla_pmap_impl_lazy`` (0.4.38, 0.6.2:
    pmap's own path, not jit's), as the hook hands it to the capture in place of a
    jitted function: the user's ``f``, the arguments the user passed, and the
    positions of ``static_broadcasted_argnums``."""

    user: Any
    args: tuple
    kwargs: dict
    statics: tuple = ()
    #: JAX's name of the pmapped function (``transpose(f)`` for its backward pass).
    name: str = ""

    @staticmethod
    def read(fun: Any, frame, name: Any = "") -> PmapCall | None:
        """From the ``WrappedFun`` JAX traces (its ``f`` is the user's function) and
        the caller's frame (pmap's ``cache_miss(*args, **kwargs)``); None if either
        is not what 0.4.38 and 0.6.2 have."""
        user = getattr(fun, "f", None)
        local = frame.f_locals if frame is not None else {}
        args, kwargs = local.get("args"), local.get("kwargs")
        if kwargs is None and "params" in local:
            # `xla_pmap_impl(fun, *args, **params)`: a pmap under an eager `vmap` or
            # `grad`, rebound by the transformation with its own flat arguments
            kwargs = {}
        if not callable(user) or type(args) is not tuple or type(kwargs) is not dict:
            return None
        statics = local.get("static_broadcasted_tuple")  # 0.4.38: a free variable
        prepare = local.get("prepare_pmap_fn")  # 0.6.2: bound in a partial
        if statics is None and isinstance(prepare, functools.partial):
            code = getattr(prepare.func, "__code__", None)
            names = code.co_varnames[:code.co_argcount] if code is not None else ()
            if "static_broadcasted_tuple" in names:
                at = names.index("static_broadcasted_tuple")
                statics = prepare.args[at] if at < len(prepare.args) else None
        return PmapCall(user, args, kwargs, _indices(statics),
                        name if isinstance(name, str) else "")


def _indices(value: Any) -> tuple:
    return tuple(value) if isinstance(value, tuple) and all(
        type(i) is int for i in value) else ()


#: JAX's ``pmap`` module: its frames and functions tell 0.10's pmap (a jit of JAX's own
#: wrapper) from any other jit.
PMAP_FILE = os.path.join(JAX_DIR, "_src", "pmap.py")


def pmap_call(fun: Any, args: tuple, frame=None) -> tuple[Any, tuple, dict, tuple] | None:
    """The user's function, arguments and static positions behind a ``jax.pmap``
    call: on 0.4.38 and 0.6.2 a :class:`PmapCall`; on 0.10.2, where JAX runs pmap as
    a jit of its own wrapper (``_cached_shard_map.<locals>._fun``, which holds the
    user's function in a ``WrappedFun``, one wrapper per static value), the call
    as pmap's ``wrapped(*args, **kwargs)`` frame received it, else the dynamic
    arguments from the wrapper's closure; None for any other function."""
    if type(fun) is PmapCall:
        return fun.user, fun.args, fun.kwargs, fun.statics
    fun = getattr(fun, "__wrapped__", fun)  # under JAX's traceback filter
    code = getattr(fun, "__code__", None)
    if code is None or code.co_name != "_fun" or code.co_filename != PMAP_FILE:
        return None
    try:
        cells = {name: cell.cell_contents
                 for name, cell in zip(code.co_freevars, fun.__closure__ or (), strict=True)}
    except ValueError:  # an empty cell: not the wrapper this reads
        return None
    user = getattr(cells.get("fun"), "f", None)
    in_tree = cells.get("in_tree")
    if not callable(user) or in_tree is None:
        return None
    called = _pmap_wrapped_frame(frame)
    if called is not None:
        return (user, *called)
    try:
        call_args, call_kwargs = jax.tree_util.tree_unflatten(in_tree, list(args))
    except Exception:  # another layout: the flat arguments, as JAX passed them
        return user, tuple(args), {}, ()
    return user, tuple(call_args), dict(call_kwargs), ()


def _pmap_wrapped_frame(frame) -> tuple[tuple, dict, tuple] | None:
    """(args, kwargs, static positions) of 0.10's ``pmap`` call, read from its
    ``wrapped`` frame a few frames above the jit it makes."""
    for _ in range(12):
        if frame is None:
            return None
        code = frame.f_code
        if code.co_name == "wrapped" and code.co_filename == PMAP_FILE:
            local = frame.f_locals
            args, kwargs, infer = local.get("args"), local.get("kwargs"), \
                local.get("infer_params")
            if type(args) is not tuple or type(kwargs) is not dict:
                return None
            statics = None
            inner = getattr(infer, "__code__", None)
            if inner is not None and "static_broadcasted_tuple" in inner.co_freevars:
                cell = infer.__closure__[inner.co_freevars.index("static_broadcasted_tuple")]
                with contextlib.suppress(ValueError):
                    statics = cell.cell_contents
            return args, kwargs, _indices(statics)
        frame = frame.f_back
    return None


# --- an eager shard_map's equations (0.4.38 to 0.10.2) -----------------------------------

_SHARD_MAP_FILES = (os.path.join(JAX_DIR, "_src", "shard_map.py"),
                    os.path.join(JAX_DIR, "experimental", "shard_map.py"))
#: the primitive of a jitted call staged into a trace: ``pjit`` (0.4.38, 0.6.2), ``jit`` (0.10)
_JIT_PRIMITIVES = frozenset({"pjit", "jit"})


def eager_shard_map_jit(fun: Any) -> tuple[str, Any] | None:
    """(JAX's name, closed jaxpr) of the user's jitted function when ``fun`` is the jit
    an eager ``shard_map`` (called outside jit) makes of one of its body's equations,
    here a call of a jitted function; else None.

    Outside jit, ``shard_map`` runs its body equation by equation, each as
    ``jax.jit(HashablePartial(_prim_applier, prim, ..., params, ...))`` ("<unnamed
    function>" in JAX's log): the user's jitted function called in the body is traced
    under its own name but compiled inside that jit, whose parameters (``name``,
    ``jaxpr``) say whose program it is."""
    applier = getattr(fun, "f", None)
    code = getattr(applier, "__code__", None)
    if code is None or code.co_name != "_prim_applier" or \
            code.co_filename not in _SHARD_MAP_FILES:
        return None
    args = getattr(fun, "args", ())
    prim = args[0] if args else None
    if getattr(prim, "name", None) not in _JIT_PRIMITIVES:
        return None
    for arg in args[1:]:  # the equation's parameters, as (name, value) pairs
        if isinstance(arg, tuple) and arg and all(
                isinstance(p, tuple) and len(p) == 2 for p in arg):
            params = dict(arg)
            if isinstance(params.get("name"), str) and "jaxpr" in params:
                if not getattr(params["jaxpr"], "out_avals", True):
                    # grad's partial evaluation leaves an equation with no outputs
                    # (0.4.38, 0.6.2): its program holds nothing of the function
                    return None
                return params["name"], params["jaxpr"]
    return None
