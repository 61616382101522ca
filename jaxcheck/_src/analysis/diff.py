"""Why did it compile again? Diff a signature against the closest earlier one."""

from __future__ import annotations

import dataclasses
import inspect
from collections.abc import Sequence

from .. import jaxcompat as compat
from ..model.report import Cause
from ..signature import statics
from ..signature.signature import Leaf, Node, Signature, named_statics, short


def _is_below(path: str, parents: Sequence[str]) -> bool:
    return any(path != p and path.startswith(p) and path[len(p)] in "[." for p in parents)


def _node_change(before: Node, after: Node) -> tuple[str, str] | None:
    if before.type_name != after.type_name:
        return before.text(), after.text()
    if before.keys != after.keys:
        if all(k.startswith("[") and k[1:-1].isdigit() for k in before.keys + after.keys):
            return (f"{before.type_name} of {len(before.keys)}",
                    f"{after.type_name} of {len(after.keys)}")
        return (f"{before.type_name} keys {_keys(before.keys)}",
                f"{after.type_name} keys {_keys(after.keys)}")
    if before.aux != after.aux or not _aux_equal(before.aux_value, after.aux_value):
        return f"{before.type_name} {before.aux}", f"{after.type_name} {after.aux}"
    return None


def _aux_equal(b, a) -> bool:
    """Node metadata as JAX compares it (``==``); not comparable: taken as equal, the
    text comparison has spoken."""
    if b is a:
        return True
    try:
        return bool(b == a)
    except Exception:
        return True


def _keys(keys: tuple[str, ...]) -> str:
    return "{" + ", ".join(k.strip("[]").lstrip(".") for k in keys) + "}"


def _is_sequence(node: Node) -> bool:
    return all(k.startswith("[") and k[1:-1].isdigit() for k in node.keys)


def _fingerprint(sig: Signature, prefix: str) -> tuple:
    """What one element of a sequence is, below ``prefix``: its nodes and leaf types."""
    out = []
    for table in (sig.nodes, sig.leaves):
        for path, item in table.items():
            if path == prefix or _is_below(path, [prefix]):
                rel = path[len(prefix):]
                out.append((rel, item.type_name, item.keys, item.aux) if isinstance(item, Node)
                           else (rel, item.type_text()))
    return tuple(sorted(out, key=repr))


def _element_text(sig: Signature, path: str) -> str:
    item = sig.nodes.get(path) or sig.leaves.get(path)
    return _text(item) if item is not None else "?"


def _align(path: str, b: Node, a: Node, before: Signature, after: Signature,
           remap: dict[str, str | None]) -> tuple[str, str]:
    """A sequence that grew or shrank (a layer appended to a model): its elements
    aligned by what they are, not by position, so that the layers after an inserted
    one are not reported as changed. Fills ``remap`` (each element of ``after`` ->
    the element of ``before`` it is compared with, or None when it is new) and
    returns the (before, after) texts, naming what was added or removed where."""
    bprints = [_fingerprint(before, path + k) for k in b.keys]
    aprints = [_fingerprint(after, path + k) for k in a.keys]
    pairs, new, gone = _align_indices(bprints, aprints)
    for i, j in pairs:
        remap[path + a.keys[j]] = path + b.keys[i]
    for j in new:
        remap[path + a.keys[j]] = None
    added = [f"{a.keys[j]} {_element_text(after, path + a.keys[j])}" for j in new]
    removed = [f"{b.keys[i]} {_element_text(before, path + b.keys[i])}" for i in gone]
    before_text, after_text = (f"{b.type_name} of {len(b.keys)}",
                               f"{a.type_name} of {len(a.keys)}")
    if removed:
        before_text += ": " + _listed(removed) + " removed"
    if added:
        after_text += ": " + _listed(added) + " added"
    return before_text, after_text


def _align_indices(bprints: list, aprints: list, window: int = 64
                   ) -> tuple[list[tuple[int, int]], list[int], list[int]]:
    """(paired (i, j), new j's, gone i's): equal elements at both ends are paired; in
    between, one block is inserted (or removed) where it leaves the fewest differing
    pairs, the latest such place on a tie (a layer is most often appended)."""
    nb, na = len(bprints), len(aprints)
    head = 0
    while head < min(nb, na) and bprints[head] == aprints[head]:
        head += 1
    tail = 0
    while tail < min(nb, na) - head and bprints[nb - 1 - tail] == aprints[na - 1 - tail]:
        tail += 1
    pairs = [(i, i) for i in range(head)] + [(nb - 1 - t, na - 1 - t) for t in range(tail)]
    mid_b, mid_a = list(range(head, nb - tail)), list(range(head, na - tail))
    short, long_ = (mid_b, mid_a) if len(mid_b) <= len(mid_a) else (mid_a, mid_b)
    extra = len(long_) - len(short)
    best = None
    if len(long_) <= window:
        for k in range(len(short) + 1):  # the block of `extra` elements starts at k
            kept = long_[:k] + long_[k + extra:]
            pairs_k = zip(short, kept, strict=True) if short is mid_b else \
                zip(kept, short, strict=True)
            cost = sum(1 for i, j in pairs_k if bprints[i] != aprints[j])
            if best is None or cost <= best[0]:
                best = (cost, k)
    k = best[1] if best is not None else len(short)
    kept, block = long_[:k] + long_[k + extra:], long_[k:k + extra]
    if short is mid_b:
        pairs += list(zip(short, kept, strict=True))
        return sorted(pairs), block, []
    pairs += list(zip(kept, short, strict=True))
    return sorted(pairs), [], block


def _listed(items: list[str], limit: int = 3) -> str:
    more = len(items) - limit
    return ", ".join(items[:limit]) + (f" and {more} more" if more > 0 else "")


def _remapped(path: str, remap: dict[str, str | None]) -> str | None:
    """``path`` of ``after`` as the path of ``before`` it is compared with (None: new)."""
    best = None
    for prefix in remap:
        if (path == prefix or _is_below(path, [prefix])) and (
                best is None or len(prefix) > len(best)):
            best = prefix
    if best is None:
        return path
    target = remap[best]
    return None if target is None else target + path[len(best):]


def _structure_causes(before: Signature, after: Signature, names: set[str],
                      remap: dict[str, str | None] | None = None) -> list[Cause]:
    remap = {} if remap is None else remap
    causes: list[Cause] = []
    changed: list[str] = []
    paths = sorted(
        p for p in set(before.nodes) | set(before.leaves) | set(after.nodes) | set(after.leaves)
        if _owner(p, names) is not None
    )
    for path in paths:
        if _is_below(path, changed):
            continue
        b = before.nodes.get(path) or before.leaves.get(path)
        a = after.nodes.get(path) or after.leaves.get(path)
        if b is None or a is None:
            continue  # only reachable below a node whose keys changed: reported there
        if isinstance(b, Node) and isinstance(a, Node):
            change = _node_change(b, a)
            if (change is not None and b.type_name == a.type_name and b.keys != a.keys
                    and _is_sequence(b) and _is_sequence(a)):
                change = _align(path, b, a, before, after, remap)
        elif isinstance(b, Node) or isinstance(a, Node):
            change = (_text(b), _text(a))
        else:
            continue
        if change is not None:
            changed.append(path)
            same = (isinstance(b, Node) and isinstance(a, Node)
                    and b.type_name == a.type_name and b.keys == a.keys)
            fields = (_field_causes(path, b, a) or _metadata_causes(path, b, a)) if same else []
            if fields:
                causes.extend(fields)
                continue
            note = "same container, other static metadata: a static field changed" if same \
                else None
            none = any(isinstance(x, Node) and x.type_name == "NoneType" for x in (b, a))
            resized = (isinstance(b, Node) and isinstance(a, Node) and b.keys != a.keys
                       and b.type_name == a.type_name and _is_sequence(b) and _is_sequence(a))
            reason = "static_metadata" if same else "none" if none else \
                "resized" if resized else None
            causes.append(Cause("pytree_structure", path, change[0], change[1], note, reason))
    return causes


def _field_causes(path: str, b: Node, a: Node) -> list[Cause]:
    """A changed static field of a dataclass node, named: `model.act: 'relu' -> 'tanh'`."""
    before, after = dict(b.static_fields), dict(a.static_fields)
    if not before or before.keys() != after.keys():
        return []
    if named_statics(a.aux_value) is not None:
        # a flax nnx module passed as a pytree: its graph attributes, as nnx.jit and
        # nnx.split show them (what `model.eval()` sets), with the same advice
        note, reason = f"static metadata of {a.type_name}: every new value compiles again", \
            "graph_attribute"
    else:
        note, reason = f"a static field of {a.type_name}: every new value compiles again", \
            "static_field"
    causes = [Cause("static_value", f"{path}.{name}", before[name], after[name], note, reason)
              for name in before if before[name] != after[name]]
    if causes or len(b.static_values) != len(before) or len(a.static_values) != len(after):
        return causes
    # alike to read, unequal to JAX: field by field (`.tx.learning_rate`), else an object
    # hashed by identity (`state.tx`, a new `optax.adam(lr)` on every fold)
    for name, vb, va in zip(before, b.static_values, a.static_values, strict=True):
        if statics.same(vb, va):
            continue
        inner = statics.changes(vb, va)
        if inner:
            causes += [Cause("static_value", f"{path}.{name}{c.path}", c.before, c.after,
                             note, _change_reason(c) or reason) for c in inner]
        else:
            causes.append(identity_cause(f"{path}.{name}", vb, va))
    return causes


def is_optimizer(*values: object) -> bool:
    """An optax optimizer (a ``GradientTransformation``) or one of its functions."""
    return any(type(v).__name__.startswith("GradientTransformation")
               or (getattr(x, "__module__", None) or "").split(".")[0] == "optax"
               for v in values for x in (v, type(v)))


def identity_cause(path: str, before: object, after: object) -> Cause:
    """Two objects that read alike and compare unequal: hashed by identity. An optax
    optimizer (its functions are new with every `optax.adam(...)`) is told as one."""
    optimizer = is_optimizer(before, after)
    def shown(value: object) -> str:  # short: a group lists several, each cut at 24
        return f"{'optimizer' if optimizer else statics.text(value)} (hash {_h(value)})"

    return Cause("static_value", path, shown(before), shown(after),
                 "an optimizer made again: its functions are new objects, hashed by identity"
                 if optimizer else
                 "hashed by identity: an equal-looking new object is a new cache key",
                 "optimizer" if optimizer else "identity")


def _metadata_causes(path: str, b: Node, a: Node) -> list[Cause]:
    """A node's static metadata read field by field (``signature/statics.py``): flax nnx's graph
    definition names each static attribute by module path (``model.bn.
    use_running_average: False -> True`` after ``model.eval()``)."""
    changes = statics.changes(b.aux_value, a.aux_value)
    # nnx.jit passes a module as (graph definition, states): the definition's
    # attributes are the module's own
    base = path[: -len("._graphdef")] if path.endswith("._graphdef") else path
    if not changes:
        # alike to read, unequal to JAX: a static attribute hashed by identity (a new
        # `optax.adam(...)` in `nnx.Optimizer`'s `.tx`)
        return [identity_cause(base + c.path, c.before_value, c.after_value)
                for c in statics.identity_changes(b.aux_value, a.aux_value)]
    if any(not c.path.startswith(".") for c in changes):
        return []  # unnamed metadata (a tuple of values): the node's own wording
    moved = [c for c in changes if isinstance(c.before_value, statics.Module)
             or isinstance(c.after_value, statics.Module)]
    if moved:
        # submodules added or removed (a layer appended): the structure change, not the
        # attributes of the modules whose position shifted; the topmost ones only
        paths = [c.path for c in moved]
        return [Cause("pytree_structure", base + c.path,
                      "absent" if c.before_value is None else c.before,
                      f"{c.after} added" if c.before_value is None else
                      "absent" if c.after_value is None else c.after,
                      "a submodule added or removed: another model structure", "resized")
                for c in moved if not _is_below(c.path, paths)]
    return [Cause("static_value", base + c.path, c.before, c.after,
                  f"static metadata of {a.type_name}: every new value compiles again",
                  _change_reason(c) or "graph_attribute")
            for c in changes]


def _change_reason(change: statics.Change) -> str | None:
    if statics.equal_but_typed_apart(change.before_value, change.after_value):
        return "type_only"
    return None


def _text(x: Node | Leaf) -> str:
    return x.text() if isinstance(x, Node) else x.type_text()


def _owner(path: str, names: set[str]) -> str | None:
    """The argument name a path starts with (`rest[0]` for `*rest`, not just `rest`)."""
    best = None
    for name in names:
        if path == name or (path.startswith(name) and path[len(name)] in "[."):
            if best is None or len(name) > len(best):
                best = name
    return best


def _leaf_causes(path: str, b: Leaf, a: Leaf) -> list[Cause]:
    causes = []
    if b.dtype is None or a.dtype is None:
        if b.pytype != a.pytype:
            causes.append(Cause("pytree_structure", path, b.type_text(), a.type_text()))
        return causes
    if compat.is_extended(b.dtype) != compat.is_extended(a.dtype):
        # a typed PRNG key (`key<fry>[]`) against a raw uint32 key (`u32[2]`): the
        # trailing key dimension is part of the dtype change, not a shape change
        causes.append(Cause("dtype", path, b.type_text(), a.type_text()))
        return causes
    if b.shape != a.shape:
        causes.append(Cause("shape", path, b.type_text(), a.type_text()))
    if b.dtype != a.dtype:
        causes.append(Cause("dtype", path, b.type_text(), a.type_text()))
    if b.weak_type != a.weak_type and b.dtype == a.dtype:
        causes.append(Cause("weak_type", path, b.type_text(), a.type_text()))
    # Uncommitted values (host scalars, numpy arrays, uncommitted jax.Arrays) all
    # follow the computation, so they are one placement for the cache.
    if _placement_key(b) != _placement_key(a):
        note = None
        if b.placement == a.placement:
            note = "same device, but committed and uncommitted arrays compile separately"
        causes.append(Cause("sharding", path, b.placement_text(), a.placement_text(), note,
                            "committed" if note else None))
    return causes


def _placement_key(leaf: Leaf) -> tuple:
    return (leaf.placement, True) if leaf.committed else (None, False)


def _static_equal(b, a) -> bool:
    # Type-aware: newer JAX keys 2 and 2.0 apart. The diff only runs for calls
    # that did compile, so being stricter than an older JAX never invents a cause.
    try:
        return b is a or (type(b) is type(a) and hash(b) == hash(a) and bool(b == a))
    except Exception:
        return False


def diff(before: Signature, after: Signature) -> list[Cause]:
    """Every difference that can make JAX compile ``after`` although it saw ``before``."""
    causes: list[Cause] = []

    # How arguments were passed: JAX keys positional and keyword arguments apart.
    common = [n for n in after.passing if n in before.passing]
    for name in common:
        if before.passing[name] != after.passing[name]:
            causes.append(Cause("arg_signature", name, before.passing[name], after.passing[name]))
    for name in after.passing:
        if name not in before.passing:
            causes.append(Cause("arg_signature", name, "not passed", after.passing[name],
                                reason="left_out"))
    for name in before.passing:
        if name not in after.passing:
            causes.append(Cause("arg_signature", name, before.passing[name], "not passed",
                                reason="left_out"))

    # Static values (whole arguments, or leaves a wrapper hashes): by hash and ==.
    for path in sorted(set(before.statics) | set(after.statics)):
        if _owner(path, set(common)) is None:
            continue
        b, a = before.statics.get(path), after.statics.get(path)
        if b is None or a is None:
            # what the call without the static value has at this path
            other_sig = before if b is None else after
            leaf = other_sig.leaves.get(path)
            node = other_sig.nodes.get(path)
            static = b or a
            assert static is not None
            if (leaf is not None and (path not in common or static.leaf)) or \
                    (node is not None and path not in common):
                # a Python value (static under the wrapper) on one call, an array (or
                # None) on the other: `dt0=0.1` against `dt0=jnp.asarray(0.1)`
                other = leaf.type_text() if leaf is not None else node.text()
                causes.append(Cause("static_value", path, b.text if b else other,
                                    a.text if a else other,
                                    "a non-array leaf is static under this wrapper; an "
                                    "array is traced", "static_leaf"))
            elif path in common:  # a whole argument made static or traced
                causes.append(Cause("arg_signature", path,
                                    "static" if b else "traced", "static" if a else "traced",
                                    reason="static_vs_traced"))
            # else: nothing at this path on the other call (a field of another node
            # type, `ConstantStepSize` against `PIDController`): the structure change
            # above it is the cause, reported there
            continue
        if not _static_equal(b.value, a.value):
            causes.extend(_static_causes(path, b, a))

    dynamic = {n for n in common if n not in after.statics and n not in before.statics}
    remap: dict[str, str | None] = {}
    causes.extend(_structure_causes(before, after, dynamic, remap))
    for path, a in after.leaves.items():
        # aligned by key path: below a sequence that grew, an element is compared with
        # the element it matches, never with whatever sits at its old position
        was = _remapped(path, remap) if remap else path
        b = before.leaves.get(was) if was is not None else None
        if b is not None and _owner(path, dynamic) is not None:
            causes.extend(_leaf_causes(path, b, a))

    causes.extend(_context_causes(before.context, after.context))
    if before.aliases or after.aliases:
        names = {**before.aliases, **after.aliases}
        # nnx's flat list of leaves grew or shrank (``model.states[0]``): the module's
        # own structure cause (``model.layers[2]``: Linear added) says so in its words
        lists = {raw.rsplit("[", 1)[0] for raw in names}
        said = {c.path for c in causes if c.kind == "pytree_structure" and c.path
                and c.path not in lists}

        def told(path: str) -> bool:
            owner = path.split(".states[")[0]
            return any(p.startswith((owner + ".", owner + "[")) for p in said)

        causes = [dataclasses.replace(c, path=names[c.path]) if c.path in names else c
                  for c in causes if c.path not in lists or not told(c.path)]
    return causes


def _static_causes(path: str, b, a) -> list[Cause]:
    """A static argument that differs, down to the field that changed (``mesh.
    axis_names``, ``cfg.lr``, ``act.keywords['scale']``), a change of type only said
    so (``False (bool) -> False (numpy.bool_)``); identity wording only when nothing
    readable differs."""
    # two functions of different code are two functions, whatever their hashing: the
    # identity advice (a new closure per call) is only for the same code made anew
    identity = a.by_identity and type(a.value) is type(b.value) and not (
        inspect.isfunction(a.value) and inspect.isfunction(b.value)
        and a.value.__code__ is not b.value.__code__)
    changes = statics.changes(b.value, a.value)
    if not changes and is_optimizer(b.value, a.value):  # `optax.adam(lr)` made again
        return [identity_cause(path, b.value, a.value)]
    if not changes:
        note = ("hashed by identity: an equal-looking new object is a new cache key"
                if identity else None)
        before_text, after_text = b.text, a.text
        if before_text == after_text:
            before_text, after_text = f"{b.text} (hash {_h(b.value)})", \
                f"{a.text} (hash {_h(a.value)})"
        reason = "identity" if identity else _static_reason(a.value)
        if reason == "number" and a.leaf and b.leaf:
            reason = "static_leaf"  # see below
        return [Cause("static_value", path, before_text, after_text, note, reason)]
    causes = []
    for c in changes:
        reason = _change_reason(c)
        if reason == "type_only":
            note = "equal values of different types: JAX keys static values by type too"
        elif identity:
            # the fields say what differs; the fix is still the hashing: an equal new
            # object would compile again too
            note, reason = (f"{type(a.value).__qualname__} is hashed by identity: a new "
                            "object is a new cache key even with equal fields"), "identity"
        else:
            note = None
            reason = _static_reason(c.after_value) if c.path else _static_reason(a.value)
            if c.path and reason is None:
                reason = "static_field"
            if reason == "number" and a.leaf and b.leaf:
                # a number the wrapper keeps static (`t1=2.0` under filter_jit): the fix
                # is an array, not a static_argnums the user never wrote
                reason = "static_leaf"
        causes.append(Cause("static_value", path + c.path, c.before, c.after, note, reason))
    return causes


def _static_reason(value) -> str | None:
    import enum
    import numbers

    if value is None or isinstance(value, str | bool | enum.Enum):
        return "literal"
    if isinstance(value, numbers.Number):
        return "number"
    if inspect.isroutine(value) or (callable(value) and hasattr(value, "__wrapped__")):
        # a function, or an object wrapping one (`jax.nn.relu` is a `custom_jvp`): an
        # activation or a vector field swapped; not any callable (a weakref is one)
        return "function"
    return None


def _h(value) -> str:
    try:
        return hex(hash(value) & 0xFFFF)
    except Exception:
        return "unhashable"


def _context_causes(before: tuple, after: tuple) -> list[Cause]:
    if before == after:
        return []
    names = compat.trace_context_names()
    causes = []
    for i, (b, a) in enumerate(zip(before, after, strict=False)):
        try:
            same = b == a
        except Exception:
            same = b is a
        if not same:
            name = names[i] if names and i < len(names) else f"trace_context[{i}]"
            causes.append(Cause("tracing_context", name, context_text(b), context_text(a)))
    if not causes:
        causes.append(Cause("tracing_context", None, None, None))
    return causes


def context_text(value) -> str:
    """One entry of JAX's tracing context (``Signature.context``) as a short text: a
    string as it is, anything else by its shortened ``repr``. The divergence check and
    the persistent-cache index word the context the same way."""
    return value if isinstance(value, str) else short(repr(value))


def closest(candidates: Sequence[Signature], sig: Signature) -> tuple[int, list[Cause]]:
    """Index of the closest earlier signature, and the causes against it.

    Closest means: fewest changed paths, then the smallest change (dimensions
    that differ, dtype, weak type), then the most recent. After calls with
    ``f32[1,2]``, ``f32[10,20,30]`` and ``f32[1,2,3]``, a call with
    ``f32[10,2,30]`` is one dimension away from ``f32[10,20,30]``.
    """
    best_index, best, best_key = -1, None, None
    for i, cand in enumerate(candidates):
        causes = diff(cand, sig)
        key = (len({c.path for c in causes}), _size(cand, sig, causes), -i)
        if best_key is None or key < best_key:
            best_index, best, best_key = i, causes, key
    return best_index, best or []


def _size(before: Signature, after: Signature, causes: list[Cause]) -> int:
    """How much the changes amount to: one per differing dimension, per extra or
    missing dimension, and per other change."""
    total = 0
    raw = {name: path for path, name in (*before.aliases.items(), *after.aliases.items())}
    for cause in causes:
        if cause.reason == "type_only":
            # an equal value of another type: the closest earlier call is the one
            # whose value is equal (as JAX's explainer picks it), not the latest
            continue
        if cause.kind == "shape":
            path = raw.get(cause.path, cause.path)
            b, a = before.leaves.get(path), after.leaves.get(path)
            if b is not None and a is not None and b.shape is not None and a.shape is not None:
                total += sum(1 for x, y in zip(b.shape, a.shape, strict=False) if x != y)
                total += abs(len(b.shape) - len(a.shape))
                continue
        total += 1
    return total
