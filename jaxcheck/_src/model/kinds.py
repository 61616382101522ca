"""The words of the report's vocabulary: cause kinds, variation outcomes, policies, modes.

A leaf (standard library only): ``model/report.py`` builds its types from these, and
``verdict/lock.py`` and ``config/declaration.py`` read them here, without the rest of the
model.
"""

from __future__ import annotations

from typing import Literal, get_args

SCHEMA = "jaxcheck.report/1"

#: Every cause kind jaxcheck can report, in the order the report explains them.
CauseKind = Literal[
    "new_function",
    "redefined_function",
    "shape",
    "dtype",
    "weak_type",
    "static_value",
    "pytree_structure",
    "arg_signature",
    "tracing_context",
    "sharding",
    "compiler_options",
    "cache_cleared",
    "unknown",
]
CAUSE_KINDS: tuple[str, ...] = get_args(CauseKind)

#: Why a cause happened, finer than its kind; the fix hint is chosen from it.
#: ``identity``: a static object hashed by identity; ``literal``: a static str, enum,
#: bool or None; ``number``: a static number; ``static_leaf``: a non-array leaf a
#: wrapper keeps static; ``static_field``: a static field of a dataclass node;
#: ``none``: None on one call, a value on another; ``static_metadata``: a container's
#: static metadata; ``left_out``: an argument passed on one call, defaulted on another;
#: ``static_vs_traced``: an argument static on one call, traced on another;
#: ``committed``: same device, committed vs uncommitted; ``helper``: a new function
#: object passed to a JAX loop helper (the path) outside jit; ``helper_every_call``: a
#: JAX loop helper outside jit, which compiles anew on every call; ``jit_argument``: the
#: function re-jitted with another ``donate_argnums`` (or other ``jax.jit`` argument);
#: ``type_only``: a static value equal to an earlier one but of another type;
#: ``transform``: a JAX transformation's wrapper (``checkify``) made anew and jitted;
#: ``graph_attribute``: a field of a pytree node's static metadata (a flax nnx graph
#: definition's attribute, by module path); ``resized``: a sequence with elements added
#: or removed (aligned by what the elements are, not by position); ``function``: a static
#: function (or callable object) swapped for another; ``optimizer``: an optax optimizer
#: made again (its functions are new objects, hashed by identity); ``clear_cache``: the
#: function's own cache emptied (``jitted.clear_cache()``).
CauseReason = Literal["identity", "optimizer", "literal", "number", "static_leaf",
                      "static_field", "none", "static_metadata", "left_out",
                      "static_vs_traced", "committed",
                      "helper", "helper_every_call", "jit_argument", "type_only", "transform",
                      "graph_attribute", "resized", "function", "rebound", "clear_cache"]

#: ``EntrypointReport.kind`` of a function ``--probe`` varied from its first call in a
#: workload or a program (``run/probe.py``): its traces are never the program's compiles.
PROBE = "probe"

#: ``ErrorInfo.type`` of a target whose worker or process jaxcheck itself failed in
#: (exit 4): never the target's error.
INTERNAL_ERROR = "InternalError"

#: What a variation call did. From least to most telling: one matrix cell holds
#: several variations (one per dimension) and shows, and locks, the most telling.
Outcome = Literal["skipped", "hit", "error", "recompile"]
RESULT_ORDER: tuple[str, ...] = get_args(Outcome)

#: What a declaration expects of a variation axis: ``any`` is a hit or a recompile;
#: ``error`` declares that the variation raises (a variation that raised fails unless so).
Policy = Literal["hit", "recompile", "any", "error"]

#: execute: compile and run; trace: trace only (events are fresh traces).
Mode = Literal["execute", "trace"]

#: Why an event or variation was judged expected (see ``verdict/verdict.py``); None: unexpected.
ExpectedBy = Literal["first compile", "dims", "budget", "expect", "lock", "variation policy"]
