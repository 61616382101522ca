"""JAX's process-wide state that jaxcheck reads or changes: monitoring events and
listeners, the loggers of JAX's modules, configuration flags, the backend and the
distributed job.

* the ``jax.monitoring`` event names of tracing, lowering, XLA compilation and
  persistent-cache hits, and ``jax._src.monitoring``'s listener registration and
  removal;
* the module-level ``logger`` objects of ``jax._src.*``, swapped for a private one
  while jaxcheck runs (the user's logging configuration can neither hide JAX's
  records from jaxcheck nor be flooded by them);
* ``jax.config``: a flag's value by name, and ``jax.config.update`` shadowed on the
  instance while jaxcheck runs (:func:`intercept_config_update`);
* ``jax._src.xla_bridge``'s started backends, ``jax._src.distributed.global_state``.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import sys
import weakref
from collections.abc import Callable
from typing import Any

import jax

# The same names on 0.4.38, 0.6.2 and 0.10.2.
COMPILE_EVENT = "/jax/core/compile/backend_compile_duration"
LOWER_EVENT = "/jax/core/compile/jaxpr_to_mlir_module_duration"
TRACE_EVENT = "/jax/core/compile/jaxpr_trace_duration"
CACHE_HIT_EVENT = "/jax/compilation_cache/cache_hits"
CACHE_SAVED_EVENT = "/jax/compilation_cache/compile_time_saved_sec"


# --- monitoring ------------------------------------------------------------------


def register_duration_listener(cb: Callable[..., None]) -> Callable[[], None]:
    """Call ``cb(event, seconds, **kwargs)`` at each duration event; returns the undo."""
    # the public name to remove it on 0.10.2, the private one on 0.4.38 and 0.6.2
    return _listen(cb, "register_event_duration_secs_listener",
                   ("unregister_event_duration_listener",
                    "_unregister_event_duration_listener_by_callback"),
                   "_event_duration_secs_listeners")


def register_event_listener(cb: Callable[..., None]) -> Callable[[], None]:
    """Call ``cb(event, **kwargs)`` at each event; returns the undo."""
    # the public name to remove it on 0.10.2, the private one on 0.4.38 and 0.6.2
    return _listen(cb, "register_event_listener",
                   ("unregister_event_listener", "_unregister_event_listener_by_callback"),
                   "_event_listeners")


def _listen(cb: Callable[..., None], register: str, unregister: tuple[str, ...],
            listeners: str) -> Callable[[], None]:
    from jax._src import monitoring

    getattr(monitoring, register)(cb)

    def remove() -> None:
        for name in unregister:
            fn = getattr(monitoring, name, None)
            if fn is not None:
                try:
                    fn(cb)
                except (AssertionError, ValueError):  # already removed
                    pass
                return
        # no supported release: the listener must not outlive jaxcheck if both names go
        registered = getattr(monitoring, listeners)
        registered[:] = [x for x in registered if x is not cb]

    return remove


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


# --- configuration ---------------------------------------------------------------


def read_flag(name: str) -> Any:
    """The value of the JAX config flag ``name`` (``"jax_log_compiles"``)."""
    try:
        return getattr(jax.config, name)  # 0.4.38, 0.6.2, 0.10.2
    except AttributeError:  # no supported release: a flag not exposed as an attribute
        return jax.config._read(name)


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


# --- the backend and the distributed job ----------------------------------------------


def backend_started() -> bool:
    """Whether the program has started a JAX backend (asking JAX would start one)."""
    try:  # the same private registry on 0.4.38, 0.6.2 and 0.10.2
        from jax._src import xla_bridge

        return bool(getattr(xla_bridge, "_backends", {}))
    except Exception:
        return False


def backend_problem() -> str | None:
    """Why JAX cannot start a backend here, in words with the fix; None when it can.

    Asked only once a jitted call failed (asking starts the backend): ``JAX_PLATFORMS``
    naming a backend the machine lacks fails it in ways that name neither (0.10.2 raises
    a bare ``AssertionError`` for ``cuda`` on a CPU machine)."""
    try:
        jax.devices()
    except Exception as e:  # whatever JAX raises: it is said, with the variable
        import os

        asked = str(read_flag("jax_platforms") or os.environ.get("JAX_PLATFORMS") or "")
        said = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
        said = said.splitlines()[0][:300] if said.strip() else type(e).__name__
        if asked:
            return (f"JAX cannot start the backend JAX_PLATFORMS={asked!r} asks for ({said}): "
                    "this machine lacks it; run with JAX_PLATFORMS=cpu, or unset "
                    "JAX_PLATFORMS to let JAX choose")
        return (f"JAX cannot start a backend ({said}): check the jaxlib install and "
                "JAX_PLATFORMS (JAX_PLATFORMS=cpu runs on the CPU)")
    return None


def distributed_job() -> tuple[str, int | None, int | None] | None:
    """(coordinator address, process index, process count) once
    ``jax.distributed.initialize`` has connected this process, else None.

    Read from JAX's distributed state (the same fields on 0.4.38, 0.6.2 and 0.10.2),
    which never starts a backend.
    """
    try:
        from jax._src import distributed
    except ImportError:
        return None
    state = getattr(distributed, "global_state", None)
    coordinator = getattr(state, "coordinator_address", None)
    if state is None or getattr(state, "client", None) is None or not coordinator:
        return None
    return (str(coordinator), getattr(state, "process_id", None),
            getattr(state, "num_processes", None))


class _ClearSentinel:
    """Registered with JAX's cache registry: ``jax.clear_caches()`` clears every
    registered cache, so this counts the clears, however the user called it."""

    def __init__(self) -> None:
        self.clears = 0

    def cache_clear(self) -> None:
        self.clears += 1

    def cache_info(self) -> Any:
        return None

    def cache_keys(self) -> list:
        return []


_SENTINEL: _ClearSentinel | None = None


def cache_clears() -> int | None:
    """How many times JAX's caches were cleared (``jax.clear_caches()``) since jaxcheck
    first asked; None when this JAX cannot tell. ``jax._src.util.register_cache``
    where it exists (0.10.2), else ``cache_clearing_funs`` (0.4.38, 0.6.2), else the
    ``_caches`` registry; a release with none leaves these recompiles ``unknown``."""
    global _SENTINEL
    if _SENTINEL is None:
        from jax._src import util

        sentinel = _ClearSentinel()
        try:
            if hasattr(util, "register_cache"):  # 0.10.2
                util.register_cache(sentinel, "jaxcheck: counts jax.clear_caches()")
            elif hasattr(util, "cache_clearing_funs"):  # 0.4.38, 0.6.2: a WeakSet of
                # callables, so the bound method is kept alive by the sentinel itself
                sentinel.bound = sentinel.cache_clear
                util.cache_clearing_funs.add(sentinel.bound)
            else:
                util._caches[sentinel] = "jaxcheck"  # type: ignore[attr-defined]
        except Exception:
            return None
        _SENTINEL = sentinel
    return _SENTINEL.clears


# --- the distributed job's key-value store ------------------------------------------


def distributed_store() -> Any | None:
    """The client of the job's key-value store, or None outside a ``jax.distributed`` job.

    ``jax._src.distributed.global_state.client`` is the coordinator's store that
    ``jax.distributed.initialize`` connects to (0.4.38, 0.6.2, 0.10.2). Of its methods
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
    ``global_state.shutdown``, 0.4.38, 0.6.2, 0.10.2). An error in ``cb`` never stops
    the shutdown."""
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


# --- one jitted function's own cache cleared ------------------------------------------

#: per function (held weakly): how many times ``clear_cache()`` of a jitted object of it
#: ran while :func:`hook_own_cache_clears` was installed.
_OWN_CLEARS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def own_cache_clears(fun: Any) -> int:
    """How many times ``jax.jit(fun).clear_cache()`` (of any jitted object of ``fun``)
    ran while the hook was installed."""
    try:
        return _OWN_CLEARS.get(fun, 0)
    except TypeError:  # no weak reference or no hash: JAX could not have jitted it
        return 0


def _pjit_function_class() -> Any:
    """The class of every jitted object: ``jaxlib._jax.PjitFunction`` (0.6.2, 0.10.2),
    ``jaxlib.xla_extension.PjitFunction`` (0.4.38); None elsewhere."""
    for module in ("jaxlib._jax", "jaxlib.xla_extension"):
        with contextlib.suppress(ImportError, AttributeError):
            return importlib.import_module(module).PjitFunction
    return None


def hook_own_cache_clears() -> Callable[[], None]:
    """Count ``jitted.clear_cache()`` per function: JAX compiles that function again with
    nothing changed, and says nothing. Returns the restore.

    ``clear_cache`` is JAX's evict function, a global of ``jax._src.pjit``
    (``jit_evict_fn`` on 0.6.2 and 0.10.2, ``_cpp_pjit_evict_fn`` on 0.4.38) that
    ``_cpp_pjit`` sets on the jitted objects' class each time it makes one: both the
    global and the class attribute are replaced, so objects made before and after are
    seen. A release with neither: nothing is counted (these recompiles stay ``unknown``).
    """
    from jax._src import pjit

    name = next((n for n in ("jit_evict_fn", "_cpp_pjit_evict_fn") if hasattr(pjit, n)),
                None)
    if name is None:
        return lambda: None
    evict = getattr(pjit, name)
    cls = _pjit_function_class()

    def clear_cache(self):
        with contextlib.suppress(Exception):  # counting never breaks the user's call
            fun = self._fun
            _OWN_CLEARS[fun] = _OWN_CLEARS.get(fun, 0) + 1
        return evict(self)

    setattr(pjit, name, clear_cache)
    if cls is not None:
        cls.clear_cache = clear_cache

    def restore() -> None:
        if getattr(pjit, name, None) is clear_cache:
            setattr(pjit, name, evict)
        if cls is not None and cls.__dict__.get("clear_cache") is clear_cache:
            cls.clear_cache = evict

    return restore
