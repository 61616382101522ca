"""Everything that touches JAX internals, in one place, for jax 0.4.38 .. newest.

No other module of jaxcheck imports ``jax._src`` or reads a private name of JAX
(``tests/architecture/test_seam.py`` checks it); they call the functions re-exported here. By
theme:

* :mod:`._hooks`: the two functions of JAX's jit that jaxcheck patches
  (``jax._src.pjit._infer_params``, ``_pjit_call_impl_python``) with pass-through
  ``*args, **kwargs`` wrappers, the probe that proves them once per process, the
  name JAX gives a function, and ``jax._src.source_info_util``'s excluded paths.
* :mod:`._keys`: what enters JAX's cache keys: ``jax._src.config.trace_context``
  and its names, each leaf's shape, dtype, weak type and placement (the tracers of
  vmap and autodiff unwrapped).
* :mod:`._frames`: :func:`frame_owner`, the one decision of whether a file is JAX's,
  jaxcheck's, a library's or the user's; the transformation a compile belongs to,
  and JAX's control-flow helpers run outside jit, read from JAX's own frames.
* :mod:`._cache`: the persistent compilation cache's settings, key ingredients (their
  names, in the user's words), decision to be used, and log lines.
* :mod:`._explain`: JAX's own cache-miss text ("TRACING CACHE MISS ..."), worded
  differently by each release, read as a second witness.
* :mod:`._runtime`: monitoring events and listeners, the loggers of JAX's modules,
  ``jax.config`` (a flag by name, ``update`` intercepted), whether a backend was
  started, the distributed job, ``jax.clear_caches`` and a count of its calls
  (a sentinel in ``jax._src.util``'s cache registry).

Every version-specific branch says which supported release it serves (0.4.38,
0.6.2, 0.10.2). If a future release moves any of these, only this package changes,
and the probe says so instead of letting a capture record nothing.
"""

from __future__ import annotations

from .cache import (
    CACHE_KEY_INGREDIENTS,
    CACHE_KEY_LOGGERS,
    INGREDIENT_ENVIRONMENT,
    cache_environment,
    cache_line,
    cache_unused_reason,
    persistent_cache,
)
from .explain import body as explanation_body
from .explain import changes as explanation_changes
from .explain import is_cache_miss
from .explain import kinds as explanation_kinds
from .frames import (
    HELPER_PRIMITIVES,
    JAX_DIR,
    HelperCall,
    Owner,
    PmapCall,
    aot_compiler_options,
    eager_shard_map_jit,
    frame_owner,
    helper_call,
    in_wrapper,
    library_path,
    passes_through,
    pmap_call,
    transform_label,
)
from .hooks import (
    HOOKED,
    JIT_SETTINGS,
    PROBE_NAME,
    UnsupportedJax,
    exclude_from_source_info,
    exclude_from_tracebacks,
    hook_executables,
    hook_jit_creation,
    install_hooks,
    is_jitted,
    jax_name,
    jaxpr_source,
    jit_again,
    jit_compiler_options,
    jit_settings,
    jit_statics,
    memory_stats,
    outside_jit_helpers,
    pjit_module,
    probe,
    program_arity,
    program_inputs,
    static_callable,
)
from .keys import (
    abstractify,
    describe_sharding,
    dtype_short,
    is_extended,
    key_shape,
    outer_value,
    placement,
    trace_context,
    trace_context_names,
)
from .program import Skeleton, program_text, region_lines, skeleton
from .runtime import (
    CACHE_HIT_EVENT,
    CACHE_SAVED_EVENT,
    COMPILE_EVENT,
    LOWER_EVENT,
    TRACE_EVENT,
    backend_problem,
    backend_started,
    before_distributed_shutdown,
    cache_clears,
    clear_caches,
    distributed_job,
    distributed_store,
    hook_own_cache_clears,
    intercept_config_update,
    jax_module_loggers,
    own_cache_clears,
    read_flag,
    register_duration_listener,
    register_event_listener,
)

__all__ = [
    "CACHE_HIT_EVENT", "CACHE_KEY_INGREDIENTS", "CACHE_KEY_LOGGERS", "INGREDIENT_ENVIRONMENT",
    "explanation_body", "explanation_changes", "explanation_kinds", "is_cache_miss",
    "CACHE_SAVED_EVENT", "COMPILE_EVENT",
    "HELPER_PRIMITIVES", "HOOKED", "JAX_DIR", "LOWER_EVENT", "PROBE_NAME", "TRACE_EVENT",
    "HelperCall", "Owner", "PmapCall", "UnsupportedJax",
    "abstractify", "aot_compiler_options", "backend_problem", "backend_started",
    "before_distributed_shutdown", "cache_clears", "distributed_store",
    "cache_environment", "cache_line",
    "cache_unused_reason", "clear_caches", "describe_sharding", "distributed_job",
    "dtype_short", "exclude_from_source_info", "exclude_from_tracebacks",
    "frame_owner", "helper_call",
    "hook_executables", "hook_jit_creation", "hook_own_cache_clears", "own_cache_clears",
    "install_hooks", "is_jitted", "outside_jit_helpers",
    "intercept_config_update", "is_extended",
    "jax_module_loggers",
    "library_path", "passes_through", "in_wrapper", "pmap_call", "eager_shard_map_jit",
    "jax_name", "jaxpr_source", "program_arity", "program_inputs", "JIT_SETTINGS",
    "jit_again", "jit_compiler_options", "key_shape",
    "jit_settings",
    "jit_statics", "outer_value", "static_callable",
    "memory_stats", "persistent_cache", "Skeleton", "program_text", "region_lines",
    "skeleton",
    "pjit_module", "placement", "probe", "read_flag", "register_duration_listener",
    "register_event_listener", "trace_context", "trace_context_names", "transform_label",
]
