"""Whose compile is it, and which program: the decisions the capture makes when JAX
compiles.

JAX compiles a program where the call that traced it may be long finished: a ``vjp``
function called later, an eager ``vmap``'s batched program after the whole trace, the
backward pass of an eager loop or ``pmap``. These functions find the call a compile
belongs to among the capture's records, and tell one program of a call from another
and from a recompile of it. They read records; the capture keeps them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

from .. import jaxcompat as compat
from ..signature import signature as sigmod
from .provenance import same_file
from .records import CallRecord, CompileUnit


def named_owner(latest: Sequence[CallRecord], jaxpr, depth: int) -> CallRecord | None:
    """The latest call of the function JAX is compiling, by name (and source line):
    ``latest`` are that name's latest calls, oldest first; ``depth``, where the
    compile stands on the stack.

    ``jax.vjp(jitted, x)`` compiles its backward pass when the vjp function
    is called, maybe after other jitted calls: the latest finished call is
    then not the owner. Under an eager ``jax.vmap`` the batched program is
    compiled after the whole per-example trace, which may have made any number
    of jitted calls of its own (diffrax's ``diffeqsolve`` makes hundreds), and
    after JAX's own ops that move the batch axis: the owner is looked up by name
    among that function's latest calls, never within a window of all calls, and
    a call at the depth being compiled (the vmapped call itself) comes before
    calls of the same name nested inside some trace.
    """
    source = compat.jaxpr_source(jaxpr)
    by_name = same_source = None
    for rec in reversed(latest):
        if rec.failed:
            continue
        if by_name is None and not rec.internal:
            by_name = rec
        # A wrapped call (equinox's filter_jit, as diffrax's diffeqsolve) is
        # traced from the wrapper's file: either file names the same function.
        if source is None or rec.location is None or any(
                same_file(loc[0], source[0])
                for loc in (rec.location, rec.traced_location) if loc is not None):
            if rec.depth == depth:
                return rec
            if same_source is None:
                same_source = rec
    # A wrapper of a kind not known here: the user's latest call of that name
    # rather than whatever JAX-internal op ran last.
    return same_source or by_name


def loop_owner(latest: Sequence[CallRecord], depth: int) -> CallRecord | None:
    """The user's loop (``lax.fori_loop`` outside jit, a helper's record) whose
    backward pass a call of JAX's own jitted ``scan``/``while`` helper is, under an
    eager ``grad``: the transposed loop is compiled apart, without the user's API on
    the stack. The latest such loop record of JAX's name (``latest``), at ``depth``."""
    for rec in reversed(latest):
        if rec.via and not rec.failed and rec.depth == depth:
            return rec
    return None


def pmap_owner(records: Sequence[CallRecord], name: str) -> CallRecord | None:
    """The user's ``pmap`` call whose backward program JAX's pmapped ``backward_pass``
    is: JAX names it ``transpose(f)`` (or ``f``); the latest ``pmap(f)`` call."""
    inner = name
    while inner.startswith("transpose(") and inner.endswith(")"):
        inner = inner[len("transpose("):-1]
    wanted = f"pmap({inner})"
    for rec in reversed(records):
        if not rec.internal and rec.transform == "pmap" and (
                rec.name == wanted or rec.name.endswith(f".{inner})")):
            return rec
    return None


def program_label(units: list[CompileUnit], unit: CompileUnit) -> str | None:
    """``unit``'s label, given the call's earlier ``units``: its transformation,
    numbered when one call compiles more than one program under it.

    ``jax.grad`` of an eager ``jax.checkpoint`` compiles a jitted function three
    times in one call: the forward pass, and in the backward pass both the
    recomputed forward (the primal's inputs) and the transposed program (residuals
    and cotangents). Neither backward program is a recompile of the other: what
    the call passed is the same, the programs take different numbers of inputs or
    outputs. So the second program of a transformation within one call is its own
    program ("grad (backward, program 2)"), first compiled once like any other; a
    program compiled again with the same arity (a ``vjp`` function called with a
    cotangent of another type) keeps the label and is a recompile."""
    arities: list = []
    for earlier in units:
        if earlier.transform == unit.transform and earlier.arity not in arities:
            arities.append(earlier.arity)
    if unit.arity is None or not arities or unit.arity in arities:
        k = arities.index(unit.arity) + 1 if unit.arity in arities else 1
    else:
        k = len(arities) + 1
    label = unit.transform
    if k == 1:
        return label
    if label is None:
        return f"program {k}"
    if label.endswith(")"):  # "grad (backward)" -> "grad (backward, program 2)"
        return f"{label[:-1]}, program {k})"
    return f"{label} (program {k})"


def compiled_again(owner: CallRecord, earlier: CompileUnit, jaxpr,
                   started: float) -> CallRecord:
    """The record of a program compiled again for a call already compiled, with no
    new call of the function: a copy of ``owner`` that knows which of the program's
    inputs changed type (``retyped``), to be appended to the records.

    ``jax.vmap(jax.grad(jax.checkpoint(f)))`` called again with a new batch size
    reuses its cached per-example trace, in which the jitted ``f``'s call is
    recorded once; JAX compiles ``f``'s batched programs again without calling
    ``f`` (likewise a ``vjp`` function called with a cotangent of another type).
    The compile is a new call in all but the Python call: a record of its own,
    compared with the earlier compiles. Where the program takes as many inputs as
    the call has array leaves, input k is the k-th leaf (the batched argument of
    a ``vmap``); else the change is told by the program's input number."""
    before = compat.program_inputs(earlier.program) if earlier.program is not None else None
    after = compat.program_inputs(jaxpr)
    retyped: list = []
    if before is not None and after is not None and len(before) == len(after):
        sig = owner.signature
        paths = [p for p, leaf in sig.leaves.items() if leaf.dtype is not None] \
            if sig is not None else []
        for k, (b, a) in enumerate(zip(before, after, strict=True)):
            if b != a:
                retyped.append((paths[k] if len(paths) == len(after) else None, k,
                                sigmod.Leaf(*b), sigmod.Leaf(*a)))
    return dataclasses.replace(
        owner, units=[], explanations=[], trace_seconds=0.0, traced=False,
        started=started, library_changes=[], caches_cleared=False,
        options_changed=None, retyped=retyped)
