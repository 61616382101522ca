"""Everything that touches JAX internals, in one place, for jax 0.4.38 .. newest.

jaxcheck reads or patches these JAX internals, none of which has a public API:

* ``jax._src.pjit._infer_params(fun, jit_info, args, kwargs)`` (patched): every
  call of a jitted function that misses JAX's C++ fast path goes through it, with
  the user's own arguments, on every supported release.
* ``jax._src.pjit._pjit_call_impl_python(*args, jaxpr=, name=, ...)`` (patched):
  where a traced call is lowered and compiled; compile events inside it belong to
  the call that entered it, and ``name`` says which function that is.
* ``jax._src.config.trace_context`` (and ``trace_context_names`` where it exists):
  the config values in JAX's tracing cache key, and their names.
* the module-level ``logger`` objects of ``jax._src.*``, swapped for a private
  one while jaxcheck runs so that the user's logging configuration can neither
  hide JAX's records from jaxcheck nor be flooded by them.
* ``jax._src.monitoring`` listener registration and removal, and the event names
  of trace, lowering, XLA compilation and persistent-cache hits.
* ``jax._src.source_info_util`` path exclusion (JAX's own call-site text).
* ``jax.config.update``, shadowed on the ``jax.config`` instance while jaxcheck
  runs (:func:`intercept_config_update`), so that the user's own setting of a flag
  jaxcheck keeps on is remembered rather than lost.
* the tracer classes of vmap and autodiff (``BatchTracer.val``,
  ``JVPTracer.primal``, ``LinearizeTracer.primal``), to see what was compiled,
  and the names of the Python frames of ``jax._src.api`` / ``interpreters.ad`` to
  tell which transformation a compile belongs to.

:func:`install_hooks` patches the two functions with pass-through
``*args, **kwargs`` wrappers (a new parameter in JAX cannot break the user's
program) and :func:`probe` proves, once per process, that a jitted call is seen
with its compile. If a future release moves any of these, this is the only file
to change, and the probe says so instead of letting a capture record nothing.
"""

from __future__ import annotations

import ast
import functools
import inspect
import logging
import os
import re
import sys
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import jax
import numpy as np

from ._errors import UsageError

JAX_DIR = os.path.dirname(jax.__file__)

COMPILE_EVENT = "/jax/core/compile/backend_compile_duration"
LOWER_EVENT = "/jax/core/compile/jaxpr_to_mlir_module_duration"
TRACE_EVENT = "/jax/core/compile/jaxpr_trace_duration"
CACHE_HIT_EVENT = "/jax/compilation_cache/cache_hits"
CACHE_SAVED_EVENT = "/jax/compilation_cache/compile_time_saved_sec"


# --- the call hook ---------------------------------------------------------------


def pjit_module():
    from jax._src import pjit

    if not hasattr(pjit, "_infer_params"):
        raise RuntimeError(
            f"jax {jax.__version__} has no jax._src.pjit._infer_params; "
            "this JAX release is not supported by jaxcheck"
        )
    return pjit


def jit_statics(jit_info: Any) -> tuple[tuple[int, ...], tuple[str, ...]]:
    return tuple(jit_info.static_argnums or ()), tuple(jit_info.static_argnames or ())


class UnsupportedJax(UsageError):
    """This JAX release does not route jitted calls where jaxcheck looks for them.

    A usage error (one line, exit code 2): a capture that records nothing would
    let every check pass.
    """


def install_hooks(on_call: Callable, on_return: Callable, on_fail: Callable,
                  on_compile_enter: Callable, on_compile_exit: Callable) -> Callable[[], None]:
    """Patch the call and compile functions; returns the function that restores them.

    ``on_call(fun, jit_info, args, kwargs)`` returns a token handed back to
    ``on_return`` / ``on_fail``; ``on_compile_enter(name, jaxpr)`` one handed back
    to ``on_compile_exit`` (with ``failed=True`` when the call raised). The wrappers
    take and pass on ``*args, **kwargs`` unchanged, and a failing callback never
    reaches the user's call, but for ``on_compile_exit`` after a successful call:
    ``jaxcheck.guard`` raises its incident from there, inside the call, on purpose.
    """
    pjit = pjit_module()
    infer = pjit._infer_params

    def _infer_params(*args, **kwargs):
        try:
            fun, jit_info, call_args, call_kwargs = _infer_params_arguments(args, kwargs)
            token = on_call(fun, jit_info, call_args, call_kwargs)
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

    impl = getattr(pjit, "_pjit_call_impl_python", None)
    if impl is not None:
        def _pjit_call_impl_python(*args, **kwargs):
            try:
                token = on_compile_enter(kwargs.get("name"), kwargs.get("jaxpr"))
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

    def restore() -> None:
        for step in reversed(undo):
            step()

    return restore


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
    names = ("fun", "ji", "args", "kwargs")
    values = list(args[:4])
    for name in names[len(values):]:
        values.append(kwargs.get(name, kwargs.get("jit_info") if name == "ji" else None))
    fun, jit_info, call_args, call_kwargs = values
    return fun, jit_info, tuple(call_args or ()), dict(call_kwargs or {})


def jax_name(fun: Any) -> str:
    """The name JAX gives a jitted function (``jit(NAME)`` in its logs)."""
    try:
        from jax._src import api_util

        return str(api_util.fun_name(fun))
    except Exception:
        inner = fun
        while isinstance(inner, functools.partial):
            inner = inner.func
        return getattr(inner, "__name__", type(inner).__name__)


def jaxpr_source(jaxpr: Any) -> tuple[str, int] | None:
    """(file, line) of the function a closed jaxpr was traced from, if JAX kept it."""
    info = getattr(getattr(jaxpr, "jaxpr", jaxpr), "debug_info", None)
    text = getattr(info, "func_src_info", None)
    if not isinstance(text, str) or " at " not in text:
        return None
    where = text.rsplit(" at ", 1)[1]
    file, _, line = where.rpartition(":")
    return (file, int(line)) if line.isdigit() and file else None


# --- tracing context -----------------------------------------------------------


@functools.cache
def trace_context_names() -> tuple[str, ...] | None:
    """Names of the entries of ``config.trace_context()``, or None if unknown."""
    from jax._src import config

    names_fn = getattr(config, "trace_context_names", None)
    if names_fn is not None:
        try:
            return tuple(str(n) for n in names_fn())
        except Exception:  # older jaxlib behind a newer jax
            pass
    # Before the names were exported, trace_context was a Python function
    # returning a literal tuple of `<state>.value` expressions: read its source.
    try:
        src = textwrap.dedent(inspect.getsource(config.trace_context))
    except (OSError, TypeError):
        return None
    names: list[str] = []
    for node in ast.walk(ast.parse(src)):
        if isinstance(node, ast.Return) and isinstance(node.value, ast.Tuple):
            for elt in node.value.elts:
                base = elt.value if isinstance(elt, ast.Attribute) else elt
                ident = base.id if isinstance(base, ast.Name) else ast.unparse(elt)
                state = getattr(config, ident, None)
                name = getattr(state, "name", None) or getattr(state, "_name", None) or ident
                names.append(str(name))
            break
    return tuple(names) or None


def trace_context() -> tuple:
    from jax._src import config

    return tuple(config.trace_context())


# --- leaves --------------------------------------------------------------------

_DTYPE_SHORT = {
    "float16": "f16",
    "bfloat16": "bf16",
    "float32": "f32",
    "float64": "f64",
    "int8": "i8",
    "int16": "i16",
    "int32": "i32",
    "int64": "i64",
    "uint8": "u8",
    "uint16": "u16",
    "uint32": "u32",
    "uint64": "u64",
    "complex64": "c64",
    "complex128": "c128",
    "bool": "bool",
}


def dtype_short(dtype: Any) -> str:
    # Typed PRNG keys (`key<fry>`) and other extended dtypes are not numpy dtypes.
    if jax.dtypes.issubdtype(dtype, jax.dtypes.extended):
        return str(dtype)
    name = np.dtype(dtype).name
    return _DTYPE_SHORT.get(name, name)


def is_extended(dtype_text: str | None) -> bool:
    """Whether a short dtype text names an extended dtype (a typed PRNG key)."""
    return bool(dtype_text) and "<" in dtype_text


#: tracers whose value (what is actually compiled when the transformation runs
#: outside jit) is one attribute down: vmap's batched value, autodiff's primal.
_UNWRAP = {"BatchTracer": "val", "JVPTracer": "primal", "LinearizeTracer": "primal"}


def outer_value(x: Any) -> Any:
    """The value a transformation passes on to the compiled program.

    Under ``jax.vmap`` a jitted function sees the per-example view of its
    argument, but JAX compiles the batched program: ``f32[3]`` per example is a
    ``f32[4,3]`` executable. Autodiff tracers carry their primal.
    """
    for _ in range(64):
        attr = _UNWRAP.get(type(x).__name__)
        if attr is None:
            break
        inner = getattr(x, attr, None)
        if inner is None:
            break
        x = inner
    return x


def abstractify(x: Any) -> tuple[tuple[int, ...], str, bool] | None:
    """(shape, dtype, weak_type) as JAX will compile the leaf, or None if not an array."""
    x = outer_value(x)
    aval = getattr(x, "aval", None)  # tracers and jax.Array
    if aval is None or not hasattr(aval, "shape"):
        try:
            from jax import api_util

            aval = api_util.shaped_abstractify(x)
        except Exception:
            return None
    try:
        shape = tuple(int(d) for d in aval.shape)
    except TypeError:  # symbolic dimensions
        shape = tuple(aval.shape)
    return shape, dtype_short(aval.dtype), bool(getattr(aval, "weak_type", False))


def placement(x: Any) -> tuple[str, bool] | None:
    """(sharding description, committed) of a concrete jax.Array, else None."""
    if not isinstance(x, jax.Array) or isinstance(x, jax.core.Tracer):
        return None
    try:
        sharding = x.sharding
    except Exception:
        return None
    committed = bool(getattr(x, "committed", getattr(x, "_committed", False)))
    return describe_sharding(sharding), committed


def describe_sharding(sharding: Any) -> str:
    devices = getattr(sharding, "_device_assignment", None) or tuple(
        getattr(sharding, "device_set", ())
    )
    kind = type(sharding).__name__
    if kind == "SingleDeviceSharding" and devices:
        d = next(iter(devices))
        return f"{d.platform}:{d.id}"
    spec = getattr(sharding, "spec", None)
    devs = ",".join(f"{d.platform}:{d.id}" for d in list(devices)[:8])
    return f"{kind}({spec}, devices=[{devs}])" if spec is not None else f"{kind}([{devs}])"


# --- transformations and JAX's own jitted helpers --------------------------------

#: frames of jax/_src/api.py that are a transformation the user applied, by name.
_API_TRANSFORMS = {
    "vmap_f": "vmap", "pmap_f": "pmap",
    "grad_f": "grad", "grad_f_aux": "grad", "value_and_grad_f": "grad",
    "vjp": "vjp", "jvp": "jvp", "linearize": "linearize",
    "jacfwd_f": "jacfwd", "jacrev_f": "jacrev", "hessian": "hessian",
}
#: transformations whose inner steps (vjp inside grad, vmap inside jacrev) are
#: implementation detail, not something the user wrote.
_OPAQUE = {"grad", "vjp", "jvp", "linearize", "jacfwd", "jacrev", "hessian"}


def _is_jax_file(filename: str) -> bool:
    return filename.startswith(JAX_DIR + os.sep)


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
            if code.co_name.startswith("backward_pass"):
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
    while frame is not None and _is_jax_file(frame.f_code.co_filename):
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
    return code is not None and not _is_jax_file(code.co_filename)


# --- source info exclusion -------------------------------------------------------


def exclude_from_source_info(path: str) -> Callable[[], None]:
    """Make JAX's "TRACING CACHE MISS at <file>" skip jaxcheck's own frames."""
    from jax._src import source_info_util as siu

    before = list(siu._exclude_paths)
    siu.register_exclusion(path)

    def restore() -> None:
        siu._exclude_paths[:] = before
        if hasattr(siu, "_exclude_path_regex"):
            try:
                siu._exclude_path_regex.cache_clear()
            except AttributeError:
                pass

    return restore


# --- loggers -------------------------------------------------------------------


def jax_module_loggers() -> list[tuple[Any, str, logging.Logger]]:
    """(module, attribute, logger) for every module-level logger inside jax."""
    found = []
    for name, mod in list(sys.modules.items()):
        if mod is None or not (name == "jax" or name.startswith("jax.")):
            continue
        try:
            attrs = vars(mod)
        except TypeError:
            continue
        for attr, value in list(attrs.items()):
            if isinstance(value, logging.Logger) and value.name.startswith("jax"):
                found.append((mod, attr, value))
    return found


# --- the persistent compilation cache ------------------------------------------------

#: loggers whose DEBUG records jaxcheck reads while the persistent cache is on: the
#: hash of each ingredient of a cache key, and the XLA flags that went into it.
CACHE_KEY_LOGGERS = frozenset({"jax._src.cache_key"})


def persistent_cache() -> dict[str, Any] | None:
    """The persistent cache settings in force, or None when the cache is off."""
    from jax._src import config

    def read(name: str, default: Any = None) -> Any:
        try:
            return getattr(config, name).value
        except AttributeError:
            return default

    directory = read("compilation_cache_dir")
    if not directory or read("enable_compilation_cache", True) is False:
        return None
    return {"dir": str(directory),
            "min_compile_time": float(read("persistent_cache_min_compile_time_secs", 1.0)),
            "min_entry_size": int(read("persistent_cache_min_entry_size_bytes", 0))}


#: jax configs that JAX copies into XLA's compile options (``get_compile_options``),
#: hence into the "compile_options" ingredient of a persistent-cache key.
_COMPILE_OPTION_CONFIGS = ("exec_time_optimization_effort", "memory_fitting_effort",
                           "optimization_level", "memory_fitting_level",
                           "use_shardy_partitioner", "enable_remat_opt_pass",
                           "jax_xla_profile_version")


def cache_environment() -> dict[str, Any]:
    """What beside the program enters a persistent-cache key, in words: the jax and
    jaxlib versions, the backend and its version, the devices, and the jax configs
    JAX passes to XLA as compile options."""
    import jaxlib
    from jax._src import config

    env: dict[str, Any] = {"jax": jax.__version__,
                           "jaxlib": str(getattr(jaxlib, "__version__", "?"))}
    try:
        devices = jax.devices()
        client = devices[0].client
        env["backend"] = " ".join(dict.fromkeys(  # CPU's version is "cpu" again
            str(x) for x in (client.platform, client.platform_version) if x))
        kinds: dict[str, int] = {}
        for d in devices:
            kinds[d.device_kind] = kinds.get(d.device_kind, 0) + 1
        env["devices"] = ", ".join(f"{n} × {kind}" for kind, n in kinds.items())
    except Exception:  # no usable backend: nothing to compare
        pass
    options = {}
    for name in _COMPILE_OPTION_CONFIGS:
        holder = getattr(config, name, None)
        if holder is not None and hasattr(holder, "value"):
            value = holder.value
            options[name if name.startswith("jax_") else f"jax_{name}"] = str(
                getattr(value, "name", value))
    env["compile_options"] = options
    return env


def cache_unused_reason() -> str:
    """Why JAX did not look an executable up although a cache directory is set."""
    try:
        from jax._src import compilation_cache as cc

        if getattr(cc, "_cache_checked", False) and not getattr(cc, "_cache_used", True):
            return ("JAX decided at its first compile in this process not to use the cache "
                    "(jax_enable_compilation_cache was off then, or this backend cannot "
                    "serialize executables) and does not decide again")
    except Exception:
        pass
    return "JAX did not look this executable up in the persistent cache"


# The same wording on 0.4.38, 0.6.2 and 0.10.x (jax/_src/compiler.py,
# compilation_cache.py, cache_key.py); at WARNING while jaxcheck's flags are on,
# except the cache-key lines (DEBUG).
_CACHE_LINES = [
    ("hit", re.compile(r"^Persistent compilation cache hit for '(?P<module>[^']*)' with key "
                       r"'?(?P<key>[^'\s]+)")),
    ("miss", re.compile(r"^PERSISTENT COMPILATION CACHE MISS for '(?P<module>[^']*)' with "
                        r"key '?(?P<key>[^'\s]+)")),
    ("written", re.compile(r"^Writing (?P<module>\S+) to persistent compilation cache with "
                           r"key '?(?P<key>[^'\s]+)")),
    ("not_written", re.compile(r"^Not writing persistent cache entry (?P<why>.*)", re.S)),
    ("ingredient", re.compile(r"^get_cache_key hash of serialized (?P<name>.+?): "
                              r"(?P<hash>[0-9a-f]+)$")),
    ("xla_flag", re.compile(r"^Including XLA flag in cache key: (?P<flag>.*)$")),
]
_NOT_WRITTEN = [
    (re.compile(r"took < (?P<min>[\d.]+) seconds to compile \((?P<took>[\d.]+)s\)"),
     "compiled in {took} s, under jax_persistent_cache_min_compile_time_secs = {min}"),
    (re.compile(r"size \((?P<size>\d+) bytes\) is less than threshold \((?P<min>\d+) "
                r"bytes\)"),
     "an entry of {size} bytes, under jax_persistent_cache_min_entry_size_bytes = {min}"),
    (re.compile(r"host callbacks"),
     "the program uses host callbacks (jax.debug.print, io_callback, ...): JAX never "
     "caches it"),
    (re.compile(r"process_id != 0"), "only process 0 writes the persistent cache"),
]


def cache_line(message: str) -> tuple[str, dict[str, str]] | None:
    """(kind, fields) of one of JAX's persistent-cache log lines, else None."""
    for kind, pattern in _CACHE_LINES:
        m = pattern.match(message)
        if m:
            fields = m.groupdict()
            if kind == "not_written":
                fields = {"reason": _not_written_reason(fields["why"])}
            return kind, fields
    return None


def _not_written_reason(why: str) -> str:
    for pattern, text in _NOT_WRITTEN:
        m = pattern.search(why)
        if m:
            return text.format(**m.groupdict())
    return " ".join(why.split())


# --- monitoring ------------------------------------------------------------------


def register_duration_listener(cb: Callable[..., None]) -> Callable[[], None]:
    from jax._src import monitoring

    monitoring.register_event_duration_secs_listener(cb)

    def remove() -> None:
        for name in ("unregister_event_duration_listener",
                     "_unregister_event_duration_listener_by_callback"):
            fn = getattr(monitoring, name, None)
            if fn is not None:
                try:
                    fn(cb)
                    return
                except (AssertionError, ValueError):
                    return
        monitoring._event_duration_secs_listeners[:] = [
            x for x in monitoring._event_duration_secs_listeners if x is not cb
        ]

    return remove


def register_event_listener(cb: Callable[..., None]) -> Callable[[], None]:
    from jax._src import monitoring

    monitoring.register_event_listener(cb)

    def remove() -> None:
        for name in ("unregister_event_listener", "_unregister_event_listener_by_callback"):
            fn = getattr(monitoring, name, None)
            if fn is not None:
                try:
                    fn(cb)
                    return
                except (AssertionError, ValueError):
                    return
        monitoring._event_listeners[:] = [x for x in monitoring._event_listeners if x is not cb]

    return remove


def intercept_config_update(names: tuple[str, ...],
                            wish: Callable[[str, Any], None]) -> Callable[[], None]:
    """Route ``jax.config.update(name, value)`` for ``names`` to ``wish`` instead of JAX.

    jaxcheck needs those flags on while it captures; the user's program may still set
    them (``jax.config.update("jax_log_compiles", True)`` after import). Their value is
    what the user sees from JAX's logging then, and what is restored at the end. Other
    flags go to JAX as before. Returns the undo.
    """
    config = jax.config

    def update(name, value, *args, **kwargs):
        if name in names:
            wish(name, value)
            return None
        return type(config).update(config, name, value, *args, **kwargs)

    config.update = update

    def remove() -> None:
        if config.__dict__.get("update") is update:
            del config.update

    return remove


def clear_caches() -> None:
    """Forget every compiled function, so one target's warm cache hides nothing."""
    try:
        jax.clear_caches()
    except Exception:
        pass


# --- the distributed job's key-value store ------------------------------------------


def distributed_store() -> Any | None:
    """The client of the job's key-value store, or None outside a ``jax.distributed`` job.

    ``jax._src.distributed.global_state.client`` is the coordinator's store that
    ``jax.distributed.initialize`` connects to (0.4.38 .. 0.10.2). Of its methods
    jaxcheck uses only those every supported release has: ``key_value_set(key,
    value, allow_overwrite)``, ``key_value_dir_get(prefix)``,
    ``blocking_key_value_get(key, timeout_in_ms)`` and ``wait_at_barrier(id,
    timeout_in_ms)`` (``key_value_try_get`` arrived in 0.5, ``key_value_increment``
    in 0.10).
    """
    try:
        from jax._src import distributed
    except ImportError:
        return None
    return getattr(getattr(distributed, "global_state", None), "client", None)


def before_distributed_shutdown(cb: Callable[[], None]) -> None:
    """Run ``cb`` once before the job's store goes away: at the program's own
    ``jax.distributed.shutdown()`` or at JAX's exit hook, which calls it (both reach
    ``global_state.shutdown``, 0.4.38 .. 0.10.2). An error in ``cb`` never stops the
    shutdown."""
    from jax._src import distributed

    state = distributed.global_state
    original = state.shutdown

    def shutdown(*args: Any, **kwargs: Any) -> Any:
        try:
            cb()
        except Exception:
            pass
        return original(*args, **kwargs)

    state.shutdown = shutdown
