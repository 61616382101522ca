"""JC107 dtype-flip: one traced argument that is an array of one dtype on some calls and
of another on others, at one call in a loop.

Judged where the call is (:func:`dtype_flip`), over the values of the argument that reach
it from the loop around it (:func:`.loops.reaching_values`), each read for its dtypes
(:mod:`.dtypes`). Two calls that pass two dtypes on purpose (a test of each dtype, a loop
over ``(jnp.float32, jnp.bfloat16)``) are not one call, and a dtype read from a loop's
item is unknown: neither is judged.
"""

from __future__ import annotations

import ast

from ..scope import JitInfo, statements
from . import keys
from .across import across, dtypes_at, yielded
from .checker import Checker, Scope
from .dtypes import at, cast_of, dtypes, strong
from .finding import Rule
from .literal import listed_items
from .loops import Loop, reaching_values
from .nodes import short
from .percall import changes_per_call
from .populations import table_reader
from .yields import loop_tuple_item

RULE = Rule("JC107", "dtype-flip", "a traced argument that is an array of one dtype on some "
            "calls and of another on others", """\
JAX compiles a jitted function once per dtype of each argument: one argument that is an
int32 array on some calls and a bool (or float32) array on others compiles once per
dtype, and each compile is as slow as the first.

The source is followed to where each value of the argument comes from: a helper that
returns np.ones_like(ids) (int32) on one path and ids != 0 (bool) on another; a reader that
returns .astype(np.int32) for some windows and float32 for others; a state that starts as
jnp.zeros(n, dtype=jnp.int32) and is fed back through a jit that computes in float32 (pos
= drift(pos, ...)). Dtypes are named as JAX traces them with 64-bit types off: NumPy's
float64 is float32, int64 is int32. A Python number takes the array's dtype and is rule
JC104's. A generator's items are read with the dtypes its call passes (for x, y in
val_batches(images, labels) over uint8 images, where training yields float32), and a
call through a table reads every entry: READERS[kind](i) over a dict of the project's
readers, reader(i) for reader over listed functions, cam.read() for cam over listed
objects of two classes.

Fix: cast at the boundary, once, to the dtype the jitted function should see:
mask.astype(jnp.float32), jnp.asarray(pos, jnp.float32) before the loop, or make every
path of the helper return one dtype.

The same holds for random keys: a typed key (jax.random.key, dtype key<fry>) and a raw
one (jax.random.PRNGKey, a uint32[2] array) are two signatures, so a training loop that
splits a typed key and an evaluation helper that makes a PRNGKey compile one jitted
function twice. Keys are followed through split and fold_in, helpers that return them,
and the arguments a project's calls pass.

Dtypes are read through a generator's tuple items (for xyz, mask in segments(n)), a
NumPy Generator's draws (rng.poisson: int32; rng.normal: float32), and comparisons,
which are bool whatever they compare.

jaxcheck run reports this as cause `dtype`.""",
            fix="cast the argument to one dtype before the call")


def dtype_flip(checker: Checker, call: ast.Call, info: JitInfo, callee: str,
               loops: tuple[Loop, ...], scope: Scope) -> None:
    """One traced argument of a jitted call in a loop, of two dtypes over the values that
    reach it; with no ``loops``, a call in a function that runs once per iteration (the
    walk asks that first), over all the values its body gives the argument."""
    for expr, key in info.traced_args(call):
        found = strong(_reaching(checker, expr, loops, scope))
        where = f"`{key}`"
        if len(found) < 2:
            item, found = _by_key(checker, expr, loops, scope)
            where = f"`{key}[{item!r}]`"
        if len(found) < 2 and loops and isinstance(expr, ast.Name):
            cast = _cast_on_some_passes(checker, expr, loops, scope)
            if cast is not None:
                found, where = {cast, "its own dtype"}, f"`{key}`"
        if len(found) < 2:
            continue
        names = " and ".join(sorted(found))
        checker.report(expr, "JC107", (
            f"{where} of `{callee}` is {names} on different calls (`{short(expr, 24)}`): "
            f"each dtype compiles separately; cast it to one dtype where it is made, e.g. "
            f"`.astype(jnp.float32)`, or make every path give one"))


def _reaching(checker: Checker, expr: ast.expr, loops: tuple[Loop, ...],
              scope: Scope) -> set[str]:
    if not isinstance(expr, ast.Name):
        return dtypes(checker, expr, scope)
    if expr.id in scope.items and loops:  # for x in windows(...): what it yields
        found = yielded(checker, scope.items[expr.id], scope)
        if found:
            return found
        reader, inner = table_reader(checker, scope.items[expr.id], scope)
        listed = listed_items(reader, scope.items[expr.id], inner)
        return set().union(*(dtypes(reader, v, inner) for v in listed))
    position = loop_tuple_item(expr.id, loops)
    if position is not None:  # for xyz, mask in segments(6): the generator's second items
        found = yielded(checker, position[0], scope, position[1])
        if found:
            return found
    values = reaching_values(checker, expr, loops, scope)
    return at(checker, expr.id, values, scope) if values else set()


def _by_key(checker: Checker, expr: ast.expr, loops: tuple[Loop, ...],
            scope: Scope) -> tuple[str, set[str]]:
    """A dict passed by name (``batch = {"x": ...}``, then ``batch["mask"] = ...``): the
    first key whose values, in its literals and the stores into it, have two dtypes."""
    if not isinstance(expr, ast.Name):
        return "", set()
    values = reaching_values(checker, expr, loops, scope)
    if not values or not all(isinstance(v, ast.Dict) for v in values):
        return "", set()
    body = scope.func.body if scope.func is not None else checker.tree.body
    items: dict[str, list[ast.expr]] = {}
    for value in values:
        for k, v in zip(value.keys, value.values, strict=True):
            if isinstance(k, ast.Constant) and isinstance(k.value, str):
                items.setdefault(k.value, []).append(v)
    for st in statements(body):
        if isinstance(st, ast.Assign):
            for t in st.targets:
                if isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name) and \
                        t.value.id == expr.id and isinstance(t.slice, ast.Constant) and \
                        isinstance(t.slice.value, str):
                    items.setdefault(t.slice.value, []).append(st.value)
    for item, given in items.items():
        found = set()
        for v in given:
            found |= strong(dtypes(checker, v, scope))
        if len(found) > 1:
            return item, found
    return "", set()


def _cast_on_some_passes(checker: Checker, expr: ast.Name, loops: tuple[Loop, ...],
                         scope: Scope) -> str | None:
    """The dtype ``expr``'s name is cast to, before the call, on some passes only: under a
    test that changes from pass to pass (``if step >= warmup: x = x.astype(jnp.bfloat16)``,
    or ``x = x.astype(...) if ... else x``): the cast value on those passes, the value as
    it came on the others. Not under a test of the dtype itself (``if x.dtype !=
    jnp.float32:``: the others have it already)."""
    name, line = expr.id, expr.lineno
    for loop in loops:
        for st in statements(loop.node.body):
            if st.lineno >= line:
                continue
            if isinstance(st, ast.If) and not _reads_dtype(st.test) and \
                    changes_per_call(checker, st.test, scope):
                for inner in st.body + st.orelse:
                    cast = _self_cast(checker, inner, name, scope)
                    if cast is not None and _came_as(checker, name, st, loop, scope) != {cast}:
                        return cast  # (not x = jnp.asarray(x) of an x made float32 above)
            elif isinstance(st, ast.Assign) and isinstance(st.value, ast.IfExp) and \
                    not _reads_dtype(st.value.test) and \
                    changes_per_call(checker, st.value.test, scope):
                for part, other in ((st.value.body, st.value.orelse),
                                    (st.value.orelse, st.value.body)):
                    if isinstance(other, ast.Name) and other.id == name:
                        cast = _self_cast(checker, ast.Assign(st.targets, part), name, scope)
                        if cast is not None:
                            return cast
    return None


def _came_as(checker: Checker, name: str, before: ast.stmt, loop: Loop,
             scope: Scope) -> set[str]:
    """The dtypes the loop's body gives ``name`` last above ``before``."""
    given = [n.value for n in statements(loop.node.body) if isinstance(n, ast.Assign)
             and n.lineno < before.lineno and any(
                 isinstance(t, ast.Name) and t.id == name for t in n.targets)]
    return strong(dtypes(checker, given[-1], scope)) if given else set()


def _reads_dtype(test: ast.expr) -> bool:
    return any(isinstance(n, ast.Attribute) and n.attr == "dtype" or isinstance(n, ast.Name)
               and n.id == "isinstance" for n in ast.walk(test))


def _self_cast(checker: Checker, st: ast.stmt, name: str, scope: Scope) -> str | None:
    """``name = name.astype(D)`` (or ``jnp.asarray(name, D)``): D, as JAX traces it."""
    if not (isinstance(st, ast.Assign) and len(st.targets) == 1 and
            isinstance(st.targets[0], ast.Name) and st.targets[0].id == name):
        return None
    cast = cast_of(checker, st.value, scope)
    return cast[1] if cast is not None and cast[0] == name else None


def key_flip(checker: Checker, call: ast.Call, info: JitInfo, callee: str,
             scope: Scope) -> None:
    """One traced argument of a jitted call that is a typed key on some calls and a raw
    ``uint32`` key on others: here, or at another call of the same function in the
    project (the training loop's typed keys, the evaluation helper's ``PRNGKey``)."""
    if not keys.project_has_both(checker) or \
            scope.func is not None and checker.one_shot(scope.func):
        return  # (each test of a suite passes what it tests: two kinds there are by design)
    for expr, key in info.traced_args(call):
        here = keys.kinds(checker, expr, scope)
        if not here:
            continue
        found = set(here)
        if len(found) < 2:
            found |= across(checker, call, scope, key, keys.kinds)
        if len(found) < 2:
            continue
        checker.report(expr, "JC107", (
            f"`{key}` of `{callee}` is {' on some calls and '.join(sorted(found))} on "
            f"others (`{short(expr, 24)}`): the two kinds of key are two signatures and "
            "each compiles separately; make every key with one maker, e.g. "
            "`jax.random.key(seed)` everywhere"))


def dtype_across(checker: Checker, call: ast.Call, info: JitInfo, callee: str,
                 scope: Scope) -> None:
    """One traced argument of a jitted call of one dtype here and of another at another
    call of the same function in the project: training batches' ``int32`` masks here,
    the validation set's ``uint8`` ones in the evaluation loop."""
    if scope.func is not None and checker.one_shot(scope.func) or \
            checker.reported(call, "JC107"):
        return
    for expr, key in info.traced_args(call):
        if checker.reported(expr, "JC107"):
            continue
        here = strong(dtypes_at(checker, expr, scope))
        if len(here) != 1:
            continue  # (two here: judged in the loop; none: unknown)
        found = strong(across(checker, call, scope, key, dtypes_at, others=True)) | here
        if len(found) < 2:
            continue
        other = " and ".join(sorted(found - here))
        checker.report(expr, "JC107", (
            f"`{key}` of `{callee}` is {next(iter(here))} here (`{short(expr, 24)}`) and "
            f"{other} at another call: each dtype compiles separately; cast it to one dtype "
            "where it is made (`.astype(...)`), so every call passes the same"))
