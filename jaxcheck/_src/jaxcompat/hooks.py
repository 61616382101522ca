"""The patched functions of JAX's jit and pmap, the probe that proves them, and call sites.

* ``jax._src.pjit._infer_params(fun, ji, args, kwargs)``: every call of a jitted
  function that misses JAX's C++ fast path goes through it, with the user's own
  arguments (0.4.38, 0.6.2, 0.10.2).
* ``jax._src.pjit._pjit_call_impl_python(*args, jaxpr=, name=, ...)``: where a
  traced call is lowered and compiled; compile events inside it belong to the call
  that entered it, and ``name`` says which function that is (0.4.38, 0.6.2, 0.10.2).
* ``jax._src.interpreters.pxla.xla_pmap_impl_lazy(fun, *args, **params)``: where
  ``jax.pmap`` outside jit traces and compiles on 0.4.38 and 0.6.2 (0.10 runs it as a
  jit); seen as one call and one compile.
* ``jax._src.pjit._cpp_pjit(fun, jit_info)``: where each jitted object is made, so
  that the line of the user's that made it is known (0.4.38, 0.6.2, 0.10.2).
* ``jax._src.source_info_util``'s excluded paths, so that JAX's "TRACING CACHE MISS
  at <file>" names the user's line, never jaxcheck's.
"""

from __future__ import annotations

import functools
import sys
from collections.abc import Callable
from typing import Any

import jax
import numpy as np

from ..util.errors import UsageError
from . import frames

#: what :func:`install_hooks` patches, in words for an error message.
HOOKED = "jax._src.pjit._infer_params"


def pjit_module():
    from jax._src import pjit

    if not hasattr(pjit, "_infer_params"):  # every supported release has it
        raise RuntimeError(
            f"jax {jax.__version__} has no {HOOKED}; "
            "this JAX release is not supported by jaxcheck"
        )
    return pjit


def jit_statics(jit_info: Any) -> tuple[tuple[int, ...], tuple[str, ...]]:
    return tuple(jit_info.static_argnums or ()), tuple(jit_info.static_argnames or ())


def static_callable(jit_info: Any, args: tuple) -> bool:
    """A static argument of the call is a function (not a class): a jit that compiles
    whatever function it is handed (``PjitInfo.static_argnums``, every release)."""
    for i in getattr(jit_info, "static_argnums", None) or ():
        if 0 <= i < len(args) and callable(args[i]) and not isinstance(args[i], type):
            return True
    return False


def jit_compiler_options(jit_info: Any) -> tuple[tuple[str, str], ...]:
    """``jax.jit(f, compiler_options={...})`` as sorted (name, value text) pairs.

    ``PjitInfo.compiler_options_kvs`` (checked on 0.10.2); () where it is missing.
    """
    kvs = getattr(jit_info, "compiler_options_kvs", None) or ()
    return tuple(sorted((str(k), repr(v)) for k, v in kvs))


#: arguments of ``jax.jit`` that change what it compiles without changing the call's
#: arguments: a function re-jitted with another value compiles again (measured on
#: 0.4.38, 0.6.2 and 0.10.2) and JAX's cache-miss text says nothing.
JIT_SETTINGS = ("donate_argnums", "donate_argnames", "keep_unused", "inline", "device",
                "backend", "in_shardings", "out_shardings")


def jit_settings(jit_info: Any) -> tuple[tuple[str, str], ...]:
    """The :data:`JIT_SETTINGS` a function was jitted with, as (name, value text), only
    those not at their default (``PjitInfo`` fields on every supported release;
    ``in_shardings``/``out_shardings`` from their ``*_leaves``)."""
    out = []
    for name in JIT_SETTINGS:
        if name.endswith("_shardings"):
            text = _shardings_text(getattr(jit_info, f"{name}_leaves", None))
            if text is not None:
                out.append((name, text))
            continue
        value = getattr(jit_info, name, None)
        if value in (None, (), False):
            continue
        out.append((name, repr(tuple(value)) if isinstance(value, (tuple, list)) else repr(value)))
    return tuple(out)


def _shardings_text(leaves: Any) -> str | None:
    """``jax.jit(in_shardings=...)`` as text; None when not given (JAX's unspecified)."""
    from .keys import describe_sharding

    if not isinstance(leaves, tuple) or not leaves:
        return None
    given = [leaf for leaf in leaves if type(leaf).__name__ != "UnspecifiedValue"]
    if not given:
        return None
    texts = [describe_sharding(leaf) if hasattr(leaf, "device_set") else repr(leaf)
             for leaf in leaves]
    return texts[0] if len(texts) == 1 else "(" + ", ".join(texts) + ")"


class UnsupportedJax(UsageError):
    """This JAX release does not route jitted calls where jaxcheck looks for them.

    A usage error (one line, exit code 2): a capture that records nothing would
    let every check pass.
    """


def install_hooks(on_call: Callable, on_return: Callable, on_fail: Callable,
                  on_compile_enter: Callable, on_compile_exit: Callable) -> Callable[[], None]:
    """Patch the call and compile functions; returns the function that restores them.

    ``on_call(fun, jit_info, args, kwargs, frame)`` returns a token handed back to
    ``on_return`` / ``on_fail``; ``on_compile_enter(name, jaxpr, frame)`` one handed
    back to ``on_compile_exit`` (with ``failed=True`` when the call raised). ``frame``
    is the Python frame that called the patched function (JAX's own). The wrappers
    take and pass on ``*args, **kwargs`` unchanged, and a failing callback never
    reaches the user's call, but for ``on_compile_exit`` after a successful call:
    ``jaxcheck.guard`` raises its incident from there, inside the call, on purpose.
    """
    pjit = pjit_module()
    infer = pjit._infer_params

    def _infer_params(*args, **kwargs):
        try:
            fun, jit_info, call_args, call_kwargs = _infer_params_arguments(args, kwargs)
            token = on_call(fun, jit_info, call_args, call_kwargs, sys._getframe(1))
        except Exception:
            token = None
        try:
            return infer(*args, **kwargs)
        except BaseException:
            on_fail(token)
            raise
        finally:
            on_return(token)

    _infer_params.__wrapped_by_jaxcheck__ = infer
    pjit._infer_params = _infer_params
    undo = [lambda: setattr(pjit, "_infer_params", infer)]

    # 0.4.38, 0.6.2 and 0.10.2 all have it; without it (no supported release) calls are
    # still seen, and the probe refuses a capture that then sees no compile.
    impl = getattr(pjit, "_pjit_call_impl_python", None)
    if impl is not None:
        def _pjit_call_impl_python(*args, **kwargs):
            try:
                token = on_compile_enter(kwargs.get("name"), kwargs.get("jaxpr"),
                                         sys._getframe(1))
            except Exception:
                token = None
            try:
                out = impl(*args, **kwargs)
            except BaseException:
                on_compile_exit(token, failed=True)
                raise
            on_compile_exit(token)  # may raise on purpose: jaxcheck.guard's incident
            return out

        _pjit_call_impl_python.__wrapped_by_jaxcheck__ = impl
        pjit._pjit_call_impl_python = _pjit_call_impl_python
        undo.append(lambda: setattr(pjit, "_pjit_call_impl_python", impl))

    undo += _hook_pmap(on_call, on_return, on_fail, on_compile_enter, on_compile_exit)

    def restore() -> None:
        for step in reversed(undo):
            step()

    return restore


def hook_jit_creation(on_make: Callable) -> Callable[[], None]:
    """Patch ``jax._src.pjit._cpp_pjit(fun, jit_info)``, which makes every jitted object
    (``jax.jit`` and ``pjit``, and the jits of flax and equinox, on 0.4.38, 0.6.2 and
    0.10.2: ``make_jit`` reads it from the module at each call); returns the restore.

    ``on_make(jit_info, jitted, frame)`` is told of each new object with the frame that
    called ``_cpp_pjit`` (JAX's own). The same ``jit_info`` object reaches
    ``_infer_params`` at every call of ``jitted`` and ``jitted`` keeps it alive, so
    ``id(jit_info)`` names the object while it lives. A release without it: no-op.
    """
    from jax._src import pjit

    make = getattr(pjit, "_cpp_pjit", None)
    if make is None:
        return lambda: None

    def _cpp_pjit(*args, **kwargs):
        jitted = make(*args, **kwargs)
        try:
            info = args[1] if len(args) > 1 else kwargs.get("jit_info")
            if info is not None:
                on_make(info, jitted, sys._getframe(1))
        except Exception:
            pass
        return jitted

    _cpp_pjit.__wrapped_by_jaxcheck__ = make
    pjit._cpp_pjit = _cpp_pjit
    return lambda: setattr(pjit, "_cpp_pjit", make)


def jit_again(fun: Any, jit_info: Any) -> Any:
    """A new jitted object of ``fun`` made as the one that carried ``jit_info`` was (its
    static arguments, donation, shardings): ``jax._src.pjit._cpp_pjit(fun, jit_info)``,
    as ``jax.jit`` makes one (0.4.38, 0.6.2, 0.10.2; the original ``_cpp_pjit`` when
    jaxcheck's hook is on)."""
    from jax._src import pjit

    make = pjit._cpp_pjit
    make = getattr(make, "__wrapped_by_jaxcheck__", make)
    return make(fun, jit_info)


def _hook_pmap(on_call: Callable, on_return: Callable, on_fail: Callable,
               on_compile_enter: Callable, on_compile_exit: Callable) -> list[Callable]:
    """``jax.pmap`` outside jit on 0.4.38 and 0.6.2 traces and compiles in
    ``pxla.xla_pmap_impl_lazy``, never through jit: one call (a :class:`PmapCall`)
    and one compile around it, as a jitted call has, so that its compiles are the
    user's (0.10 runs pmap as a jit of its own, seen by the jit hooks)."""
    try:
        from jax._src.interpreters import pxla
    except ImportError:
        return []
    lazy = getattr(pxla, "xla_pmap_impl_lazy", None)
    if lazy is None:
        return []

    def xla_pmap_impl_lazy(fun, *args, **params):
        frame = sys._getframe(1)
        try:
            call = frames.PmapCall.read(fun, frame, params.get("name"))
        except Exception:
            call = None
        if call is None:
            return lazy(fun, *args, **params)
        token = entered = None
        try:
            token = on_call(call, None, call.args, call.kwargs, frame)
        except Exception:
            pass
        # JAX traces and compiles inside: the call is finished, its compile begins
        on_return(token)
        try:
            entered = on_compile_enter(None, None, frame)
        except Exception:
            pass
        try:
            out = lazy(fun, *args, **params)
        except BaseException:
            on_fail(token)
            on_compile_exit(entered, failed=True)
            raise
        on_compile_exit(entered)
        return out

    xla_pmap_impl_lazy.__wrapped_by_jaxcheck__ = lazy
    pxla.xla_pmap_impl_lazy = xla_pmap_impl_lazy
    return [lambda: setattr(pxla, "xla_pmap_impl_lazy", lazy)]


PROBE_NAME = "_jaxcheck_probe"


def probe(compile: bool) -> str | None:
    """Call a fresh jitted function (traced only, or also compiled and run).

    The caller checks that its capture saw the call (and the compile); this
    returns a problem text if the probe itself failed, else None.
    """
    def _jaxcheck_probe(x):
        return x + 1

    jitted = jax.jit(_jaxcheck_probe)  # a new function object: never served from a cache
    try:
        if compile:
            jax.block_until_ready(jitted(np.zeros((), np.float32)))
        else:
            jax.eval_shape(jitted, jax.ShapeDtypeStruct((), np.float32))
    except Exception as e:
        return f"a jitted probe failed ({type(e).__name__}: {e})"
    return None


def _infer_params_arguments(args: tuple, kwargs: dict) -> tuple[Any, Any, tuple, dict]:
    # 0.4.38, 0.6.2 and 0.10.2 pass (fun, ji, args, kwargs) by position; keywords (``ji``,
    # or ``jit_info`` as JAX's callers name it) are read in case a release passes them.
    if len(args) == 4 and type(args[2]) is tuple and type(args[3]) is dict:
        return args  # as all three releases call it: once per equation traced, no copies
    names = ("fun", "ji", "args", "kwargs")
    values = list(args[:4])
    for name in names[len(values):]:
        values.append(kwargs.get(name, kwargs.get("jit_info") if name == "ji" else None))
    fun, jit_info, call_args, call_kwargs = values
    return fun, jit_info, tuple(call_args or ()), dict(call_kwargs or {})


def jax_name(fun: Any) -> str:
    """The name JAX gives a jitted function (``jit(NAME)`` in its logs).

    As ``jax._src.util.fun_name`` (0.6.2, 0.10.2; 0.4.38's does not look inside a
    ``functools.partial``), but a callable without a name is named by its type.
    """
    inner = fun
    while isinstance(inner, functools.partial):
        inner = inner.func
    return getattr(inner, "__name__", type(inner).__name__)


#: primitives JAX runs through a jitted helper of its own when the user calls their API
#: outside jit (``lax.scan``, ``while_loop``, ``fori_loop``, ``cond``, ``switch``, ``map``,
#: an eager ``jax.checkpoint``; ``remat2`` is checkpoint's name in a jaxpr, 0.4.38 to
#: 0.10.2), and the custom-derivative calls, which do so too; an eager ``shard_map``
#: jits each equation of its body in a new wrapper on every call.
_LOOPS = frozenset({"scan", "while", "cond", "checkpoint", "remat", "remat2", "shard_map"})
_CUSTOM = frozenset({"custom_jvp_call", "custom_vjp_call", "custom_vjp_call_jaxpr"})


def outside_jit_helpers(closed: Any) -> list[str]:
    """The primitives of a traced program's top level (outside any jitted call) that,
    run for real, JAX compiles through its own jitted helper: a loop or ``cond`` or
    checkpoint or ``shard_map``, or a custom-derivative function whose source is known and not JAX's
    (``jax.nn.relu`` is one of JAX's own)."""
    found: list[str] = []
    for eqn in getattr(getattr(closed, "jaxpr", closed), "eqns", ()):
        name = eqn.primitive.name
        if name in _LOOPS:
            found.append(name)
        elif name == "xla_pmap" or (name in ("jit", "pjit") and _is_pmap_jit(eqn.params)):
            # pmap outside jit: traced and compiled by pmap's own path (0.4.38, 0.6.2),
            # or by a jit of JAX's own that neither explains nor times its trace (0.10)
            found.append("pmap")
        elif name in ("jit", "pjit") and _jax_jit_of_user_code(eqn.params):
            # a jit of JAX's own handed the user's function (odeint's wrapper): it
            # compiles again for what the API was passed, with the function's trace cached
            found.append(str(eqn.params.get("name") or name))
        elif name in _CUSTOM:
            source = None
            for key in ("call_jaxpr", "fun_jaxpr"):
                if key in eqn.params:
                    source = jaxpr_source(eqn.params[key])
            if source is not None and frames.frame_owner(source[0]) != "jax":
                found.append(name)
    return found


def _jax_jit_of_user_code(params: Any) -> bool:
    """A jit equation of a function defined in JAX whose program holds code of the
    user's (a nested jaxpr traced from the user's source), a few levels down."""
    closed = params.get("jaxpr")
    source = jaxpr_source(closed)
    if source is None or frames.frame_owner(source[0]) != "jax":
        return False
    budget = [400]  # equations looked at, at most

    def holds_user(jaxpr: Any, depth: int) -> bool:
        for eqn in getattr(getattr(jaxpr, "jaxpr", jaxpr), "eqns", ()):
            budget[0] -= 1
            if budget[0] < 0:
                return False
            for value in eqn.params.values():
                for inner in value if isinstance(value, tuple | list) else (value,):
                    if not hasattr(inner, "eqns") and not hasattr(inner, "jaxpr"):
                        continue
                    where = jaxpr_source(inner)
                    if where is not None and frames.frame_owner(where[0]) != "jax":
                        return True
                    if depth < 4 and holds_user(inner, depth + 1):
                        return True
        return False

    return holds_user(closed, 0)


def _is_pmap_jit(params: Any) -> bool:
    """A jit equation that is 0.10's ``pmap``: JAX's ``_fun`` of ``jax/_src/pmap.py``."""
    source = jaxpr_source(params.get("jaxpr")) if params.get("name") == "_fun" else None
    return source is not None and source[0] == frames.PMAP_FILE


def is_jitted(fun: Any) -> bool:
    """``fun`` is itself a ``jax.jit`` function (JAX's C++ ``PjitFunction``, 0.4.38 to
    0.10.2): a jit of it (``jax.make_jaxpr(f)`` and, before 0.10, ``jax.eval_shape(f)``
    wrap a jitted ``f`` in one) traces nothing of its own but the call of ``fun``."""
    return type(fun).__name__ == "PjitFunction"


def jaxpr_source(jaxpr: Any) -> tuple[str, int] | None:
    """(file, line) of the function a closed jaxpr was traced from, if JAX kept it."""
    info = getattr(getattr(jaxpr, "jaxpr", jaxpr), "debug_info", None)
    text = getattr(info, "func_src_info", None)
    if not isinstance(text, str) or " at " not in text:
        return None
    where = text.rsplit(" at ", 1)[1]
    file, _, line = where.rpartition(":")
    return (file, int(line)) if line.isdigit() and file else None


def program_arity(jaxpr: Any) -> tuple[int, int] | None:
    """(inputs, outputs) of the program a closed jaxpr is: two executables JAX compiles
    for one call under the same transformation are two programs when these differ."""
    inner = getattr(jaxpr, "jaxpr", jaxpr)
    try:
        return len(inner.invars), len(inner.outvars)
    except (AttributeError, TypeError):
        return None


def program_inputs(jaxpr: Any) -> tuple[tuple[tuple, str, bool], ...] | None:
    """(shape, short dtype, weak type) of each input of the program a closed jaxpr is."""
    from .keys import dtype_short

    try:
        return tuple((tuple(a.shape), dtype_short(a.dtype), bool(getattr(a, "weak_type", False)))
                     for a in jaxpr.in_avals)
    except (AttributeError, TypeError):
        return None


# --- source info exclusion -------------------------------------------------------


def exclude_from_source_info(path: str) -> Callable[[], None]:
    """Make JAX's "TRACING CACHE MISS at <file>" skip jaxcheck's own frames."""
    from jax._src import source_info_util as siu

    before = list(siu._exclude_paths)
    siu.register_exclusion(path)

    def restore() -> None:
        siu._exclude_paths[:] = before
        # a cached regex of the paths on 0.4.38, 0.6.2 and 0.10.2: compiled again
        if hasattr(siu, "_exclude_path_regex"):
            try:
                siu._exclude_path_regex.cache_clear()
            except AttributeError:
                pass

    return restore


def exclude_from_tracebacks(path: str) -> Callable[[], None]:
    """Make JAX's traceback filtering (on by default) drop jaxcheck's own frames, as it
    drops its own: a guard's incident raised inside a call reads as the user's line and
    the error. Python side only (``_exclude_paths``, the same name on 0.4.38, 0.6.2 and
    0.10.2), so that restoring it is exact."""
    from jax._src import traceback_util as tu

    before = list(tu._exclude_paths)
    if path not in tu._exclude_paths:
        tu._exclude_paths.append(path)

    def restore() -> None:
        tu._exclude_paths[:] = before

    return restore


# --- compiled executables ----------------------------------------------------------


def hook_executables(on_executable: Callable[[Any], None]) -> Callable[[], None]:
    """Call ``on_executable(executable)`` with every executable JAX compiles (or loads
    from the persistent cache), from ``pxla.MeshComputation.compile`` (0.4.38, 0.6.2,
    0.10.2); a pass-through wrapper, so its memory is read without a second compile.
    Returns the undo; does nothing where the method is missing."""
    from jax._src.interpreters import pxla

    mesh = getattr(pxla, "MeshComputation", None)
    original = getattr(mesh, "compile", None)
    if original is None:
        return lambda: None

    @functools.wraps(original)
    def compile(self, *args, **kwargs):
        out = original(self, *args, **kwargs)
        try:
            on_executable(out)
        except Exception:  # never break the user's compile
            pass
        return out

    compile.__wrapped_by_jaxcheck__ = original
    mesh.compile = compile
    return lambda: setattr(mesh, "compile", original)


def memory_stats(executable: Any) -> dict[str, int] | None:
    """The compiled executable's memory analysis (bytes of generated code, arguments,
    outputs, temporaries, aliased), or None where the backend gives none."""
    try:
        stats = executable.xla_extension_executable().get_compiled_memory_stats()
    except Exception:
        return None
    out = {}
    for key, attr in (("code", "generated_code_size_in_bytes"),
                      ("arguments", "argument_size_in_bytes"),
                      ("outputs", "output_size_in_bytes"), ("temp", "temp_size_in_bytes"),
                      ("alias", "alias_size_in_bytes")):
        value = getattr(stats, attr, None)
        if isinstance(value, int) and value >= 0:
            out[key] = value
    return out or None
