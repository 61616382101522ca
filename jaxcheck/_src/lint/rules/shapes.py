"""Shapes that follow the data: an array whose size is read from the batch itself, so
that a jitted function called with it compiles once per new size.

Rule JC105 asks it of each traced argument of a call in a loop (:func:`data_sized`),
after the ragged slices of :mod:`.batches`. Each way is read from the source:

* padded to the batch's longest: a shape or pad width that is ``max(len(s) for s in
  batch)`` (or a name given it), a tokenizer's ``padding=True`` / ``"longest"``;
* a chunk taken with ``itertools.islice``: the last one is shorter;
* a list grown in a ``while`` loop that ends on the data (an episode: ``while not done``,
  or a ``break``), then made an array: its length is the episode's;
* items picked by a slice of indices (``x[perm[i:i + bs]]``): as ragged as the slice.

A size rounded to a few fixed values (bucketing: ``min``, ``//``, a helper that maps it)
is no claim: it compiles once per bucket, by design.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from ..flow import bindings, unpacking
from ..project import Project, Ref
from ..scope import FunctionNode, Module, names_in, statements
from ..sites import View
from .batches import UNEQUAL, split_items, uneven_parts
from .buckets import bucketed, read_calls
from .checker import Checker, Scope
from .ends import episode, guarded, kept_by_test
from .fixedsize import MAKERS, padded_fixed, padded_item, reduced
from .growth import SIZE_KEEPING, grows
from .loops import Loop, loop_bindings, propagate, reaching, varies
from .nodes import short
from .picks import by_value, fixed_rows, longest, mask, picked_by_value, prefix, queued
from .sizes import loop_sized


def data_sized(checker: Checker, expr: ast.expr, loop: Loop, scope: Scope,
               depth: int = 0) -> str | None:
    """Why the size of ``expr`` can differ from one iteration to the next (a few words
    for the message), if the source shows it."""
    if depth > 4:
        return None
    if isinstance(expr, ast.Name):
        values = loop_bindings(loop).get(expr.id, [])
        if isinstance(loop.node, ast.For | ast.AsyncFor) and expr.id in names_in(
                loop.node.target):  # the for gives it anew: a value given later has not
            values = [v for v in values if getattr(v, "lineno", 0) < expr.lineno]
        if not values:  # what the loop iterates: for chunk in chunked(docs)
            return sized_item(checker, expr.id, loop, scope)
        if guarded(expr.id, loop) and not any(by_value(checker, v, loop) for v in values):
            return None  # short ones are skipped (what a mask keeps has no full size)
        if kept_by_test(expr.id, loop):  # new_beams = [], then appended under a test
            return "the items a test in a loop keeps: as many as pass it"
        values = reaching(expr, values, loop)
        for value in values:  # tokens = jnp.concatenate([tokens, new], axis=1)
            if grows(checker, value, expr.id) and looped(value, loop, expr.id):
                return f"`{expr.id}` grows on every pass: its own value and more, joined"
        for value in values:  # pos = pos + v * dt; pos = drain(pos): any of them
            found = data_sized(checker, value, loop, scope, depth + 1)
            if found:
                return found
        return None
    if unpacking(expr) is not None:  # ids, mask = collate(batch); xs, ys = zip(*chunk)
        value, index = unpacking(expr)
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and \
                value.func.id == "zip" and len(value.args) == 1 and \
                isinstance(value.args[0], ast.Starred):
            return data_sized(checker, value.args[0].value, loop, scope, depth + 1)
        if isinstance(value, ast.Call) and picked_by_value(checker, value, index):
            return picked_by_value(checker, value, index)  # i, j = np.nonzero(close)
        if isinstance(value, ast.Call):
            made = sized_call(checker, value)
            if made and (made.get(index) or made.get(-1)):
                return made.get(index) or made.get(-1)
            size = helper_sized(checker, value, loop)  # xs, w = resample(rng, xs, w)
            if size is not None and not bucketed(checker, size, loop, scope) and \
                    not padded_item(checker, value, index):
                return f"`{short(size, 30)}` changes every iteration"
        return None
    if isinstance(expr, ast.Subscript) and not loop.flags:
        parts = expr.slice.elts if isinstance(expr.slice, ast.Tuple) else [expr.slice]
        bound = next((b for b in (prefix(p, loop) for p in parts if isinstance(p, ast.Slice))
                      if b is not None), None)
        if bound is not None and not bucketed(checker, bound, loop, scope):
            # x[:t], x[:, :t]: the first t steps, as many as t
            return f"a slice to `{short(bound, 30)}`, which changes every iteration"
    if isinstance(expr, ast.Subscript) and any(
            mask(p, loop, checker=checker) for p in (
                expr.slice.elts if isinstance(expr.slice, ast.Tuple) else [expr.slice])):
        return "items picked by a boolean mask: as many as pass it"  # also A[:, cols]
    if isinstance(expr, ast.Subscript) and isinstance(expr.value, ast.Name) and not \
            isinstance(expr.slice, ast.Constant | ast.Slice) and \
            not loop_bindings(loop).get(expr.value.id) and \
            len(scope.assigns.get(expr.value.id, [])) == 1:  # folds[i] of np.array_split
        parts = uneven_parts(checker, scope.assigns[expr.value.id][0], scope, shown=True)
        if parts is not None:
            return parts
    if isinstance(expr, ast.Subscript) and fixed_rows(expr, loop):
        return None  # obs[:1], obs[0]: a fixed number of the rows, however many there are
    if isinstance(expr, ast.Subscript) and isinstance(expr.slice, ast.Name):
        found = data_sized(checker, expr.slice, loop, scope, depth + 1)
        if found and (found.startswith(PICKED) or found.endswith(UNEQUAL)):
            # vecs[cand_ids]: as many as its indices; x[tr], tr one of array_split's parts
            return found
    if isinstance(expr, ast.Subscript) and isinstance(expr.value, ast.Name) and isinstance(
            expr.slice, ast.Constant) and isinstance(expr.slice.value, str) and \
            not loop_bindings(loop).get(expr.value.id):  # for form in forms(): form["tokens"]
        return sized_item(checker, expr.value.id, loop, scope, key=expr.slice.value)
    if isinstance(expr, ast.Subscript | ast.Attribute):
        return data_sized(checker, expr.value, loop, scope, depth + 1)  # batch["ids"]
    if isinstance(expr, ast.ListComp | ast.List) and any(
            isinstance(n, ast.Name) and longest(n, loop, scope) for n in ast.walk(expr)):
        return "padded to the longest item of each batch"  # [s + [0] * (m - len(s)) ...]
    if isinstance(expr, ast.BinOp) and not isinstance(expr.op, ast.MatMult):
        # x[keep] * 1.1, pos + v * dt: elementwise, as long as its operands (the same
        # depth: the expression only shrinks, only a name's values can lead round)
        return data_sized(checker, expr.left, loop, scope, depth) or \
            data_sized(checker, expr.right, loop, scope, depth)
    if isinstance(expr, ast.ListComp | ast.GeneratorExp) and any(
            g.ifs for g in expr.generators):
        found = data_sized(checker, expr.elt, loop, scope, depth + 1)
        if found is not None and found.endswith(UNEQUAL):
            return found  # [folds[j] for j in range(k) if j != i]: k - 1 uneven parts
        return "the items a comprehension's filter keeps: as many as pass it"
    if isinstance(expr, ast.ListComp | ast.GeneratorExp) and len(expr.generators) == 1:
        # [r["counts"] for r in requests]: as many items as what it runs over, when what
        # follows the data there is how many items it has (not how long each one is)
        it = expr.generators[0].iter
        queue = queued(checker, it, loop, scope)
        if queue is not None:
            return f"as many as are queued in `{queue}`, up to a cap"
        found = data_sized(checker, it, loop, scope, depth + 1)
        return found if found is not None and found.startswith(COUNTS) else None
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute) and \
            expr.func.attr in SIZE_KEEPING:  # np.stack(kept).astype(np.float32)
        return data_sized(checker, expr.func.value, loop, scope, depth + 1)
    if isinstance(expr, ast.Dict):
        for v in expr.values:
            found = data_sized(checker, v, loop, scope, depth + 1)
            if found:
                return found
        return None
    if not isinstance(expr, ast.Call):
        return None
    parts = uneven_parts(checker, expr, scope, shown=True)  # folds = np.array_split(...)
    if parts is not None:
        return parts
    for kw in expr.keywords:
        if kw.arg == "padding" and isinstance(kw.value, ast.Constant) and \
                kw.value.value in (True, "longest"):
            return "padded to the longest item of each batch (padding=" \
                f"{kw.value.value!r})"
    name = checker.module.qualify(expr.func) or (
        expr.func.id if isinstance(expr.func, ast.Name) else "")
    if not loop.flags and picked_by_value(checker, expr):
        return picked_by_value(checker, expr)
    if name == "itertools.islice" or (name in ("list", "tuple") and expr.args and isinstance(
            expr.args[0], ast.Call) and checker.module.qualify(
                expr.args[0].func) == "itertools.islice"):
        return "a chunk taken with itertools.islice: the last one is shorter"
    # def warmup(self): for b in self.BUCKETS: one compile per listed size, ahead of
    # time and by design (a sweep elsewhere compiles per size just the same)
    warming = loop.sweep and scope.func is not None and any(
        w in scope.func.name.lower() for w in ("warm", "compile"))
    size = None if warming else \
        loop_sized(checker, expr, name, loop, scope) or helper_sized(checker, expr, loop)
    if size is not None and not bucketed(checker, size, loop, scope):
        return f"`{short(size, 30)}` changes every iteration"
    for arg in helper_lengths(checker, expr):  # make_windows(series, w): as many as fit
        found = data_sized(checker, arg, loop, scope, depth + 1)
        if found:
            return found
    if name == "dict" or name.rpartition(".")[2][:1].isupper():
        # a container built around it: diffrax.SaveAt(ts=ts), dict(x=x), Batch(x, y)
        for arg in [*expr.args, *(k.value for k in expr.keywords)]:
            found = data_sized(checker, arg, loop, scope, depth + 1)
            if found:
                return found
    made = sized_call(checker, expr)
    if made is not None and -1 in made:
        return made[-1]
    for arg in handed_back(checker, expr, whole=True):  # as_batch(ids): ids, as they are
        found = data_sized(checker, arg, loop, scope, depth + 1)
        if found:
            return found
    if name in KEEPS_SIZE and expr.args:  # np.sort(times), np.clip(x, 0, h): as long
        return data_sized(checker, expr.args[0], loop, scope, depth)
    if name in MAKERS or name in ("list", "tuple"):
        if padded_fixed(checker, expr, loop, scope):
            return None  # np.pad(r, (0, limit - len(r))): padded to one length
        for arg in [*expr.args, *(k.value for k in expr.keywords)]:
            if longest(arg, loop, scope) or any(
                    isinstance(n, ast.Name) and longest(n, loop, scope)
                    for n in ast.walk(arg)):  # [s + [0] * (maxlen - len(s)) for s in b]
                return "padded to the longest item of each batch"
            if isinstance(arg, ast.Name) and episode(arg.id, loop):
                return f"`{arg.id}` grows until the episode ends: its length is the episode's"
            for part in arg.elts if isinstance(arg, ast.List | ast.Tuple) else [arg]:
                found = data_sized(checker, part, loop, scope, depth + 1)  # [base, bursts]
                if found:
                    return found
    return None


def looped(value: ast.expr, loop: Loop, name: str | None = None) -> bool:
    """Whether ``value`` is given on every pass: in the loop, or, where a function's body
    is read as one (what a call of it gives), in a loop of that body (a pad joined once,
    ``windows = np.concatenate([windows, pad])``, does not grow); and, with the ``name``
    it joins to itself, not made anew earlier in the same pass (``batch = np.stack(take)``
    then ``batch = np.concatenate([batch, padding])``: padded once per pass)."""
    line = getattr(value, "lineno", 0)
    around = [n for n in ast.walk(loop.node) if isinstance(n, ast.For | ast.While)
              and n.lineno <= line <= (n.end_lineno or 0)]
    if isinstance(loop.node, FunctionNode) and not around:
        return False
    inner = max(around, key=lambda n: n.lineno, default=loop.node)
    if name is not None and any(  # also unpacked: xb, yb = x[s:s + n], y[s:s + n]
            getattr(v, "lineno", line) < line and name not in names_in(v)
            for v in bindings(statements(inner.body)).get(name, [])):
        return False
    return True


#: the reasons that say the data's values pick the items (np.nonzero, a mask)
PICKED = ("as many items as the data's values", "items picked by a boolean mask")
#: the reasons that are about how many items a value holds (not how long each item is)
COUNTS = ("a chunk taken with itertools.islice", "the items a comprehension's filter",
          "the items a test in a loop keeps",
          "items picked by a boolean mask", "as many as are queued")
#: NumPy's and JAX's functions whose result is as long as their first argument
KEEPS_SIZE = frozenset(f"{m}.{f}" for m in ("numpy", "jax.numpy") for f in (
    "sort", "clip", "abs", "exp", "log", "sqrt", "square", "cumsum", "flip", "round",
    "sign", "tanh", "nan_to_num", "log1p", "expm1", "sin", "cos", "tan", "arctan",
    "floor", "ceil", "log10", "log2", "exp2", "reciprocal", "negative", "diff"))
def helper_sized(checker: Checker, call: ast.Call, loop: Loop) -> ast.expr | None:
    """The argument of a call of a project function that sets the size of the array it
    returns, when that argument changes every iteration (``make_grid(horizon)`` returning
    ``np.arange(0, horizon + 1)``)."""
    project, view = checker.project, checker.view
    if project is None or view is None or any(isinstance(a, ast.Starred) for a in call.args):
        return None
    ref = project.resolve(view, call.func, checker.current_class)  # replay.sample(n) too
    if not isinstance(ref, Ref):
        return None
    key = f"size params {ref.module}:{ref.name}"
    if key not in project.memo:
        project.memo[key] = _size_params(project, ref)
    params, bound, sizing, _ = project.memo[key]
    if not sizing:
        return None
    args = dict(zip(params[1:] if bound else params, call.args, strict=False))
    args.update((k.arg, k.value) for k in call.keywords if k.arg is not None)
    # (new values give a new size only outside a jit: a jitted function's shapes follow
    # its arguments' shapes, and its static values)
    jitted = project.jitted(ref) is not None
    # (for camera in ("a", "b"): a sweep over modes, one size each by design)
    swept = set(names_in(loop.node.target)) if loop.flags and isinstance(
        loop.node, ast.For) else set()
    return next((args[p] for p in sizing if p in args and not (
        isinstance(args[p], ast.Name) and args[p].id in swept) and (
        varies(args[p], loop) or not jitted and recomputed(args[p], loop))), None)


def recomputed(arg: ast.expr, loop: Loop) -> bool:
    """A name the loop gives what a call computes from the name's own value (``w =
    step(w)``, ``xs, w = propagate(xs, w)``): new values on every pass."""
    if not isinstance(arg, ast.Name):
        return False
    return any(isinstance(v, ast.Call) and any(
        isinstance(n, ast.Name) and n.id == arg.id for n in ast.walk(v))
        for v in (unpacking(v)[0] if unpacking(v) is not None else v
                  for v in loop_bindings(loop).get(arg.id, [])))


def helper_lengths(checker: Checker, call: ast.Call) -> list[ast.expr]:
    """The arguments of a call of a project function whose length sets how many items
    the array it returns has (``make_windows(series, w)`` stacking one window per
    ``range((len(series) - w) // s + 1)``): a ragged one makes a ragged result."""
    project, view = checker.project, checker.view
    if project is None or view is None or any(isinstance(a, ast.Starred) for a in call.args):
        return []
    ref = project.resolve(view, call.func, checker.current_class, guess=False)
    if not isinstance(ref, Ref):
        return []
    key = f"size params {ref.module}:{ref.name}"
    if key not in project.memo:
        project.memo[key] = _size_params(project, ref)
    params, bound, _, lengths = project.memo[key]
    if not lengths:
        return []
    args = dict(zip(params[1:] if bound else params, call.args, strict=False))
    args.update((k.arg, k.value) for k in call.keywords if k.arg is not None)
    return [args[p] for p in lengths if p in args]


def handed_back(checker: Checker, call: ast.Call, whole: bool = False) -> list[ast.expr]:
    """The arguments of a call of a project function that it returns as they are (or made
    into an array): ``return seeds, neigh`` with ``seeds`` a parameter; with ``whole``,
    only one returned whole (``return np.asarray(ids)``). Their sizes are the result's."""
    project, view = checker.project, checker.view
    if project is None or view is None or any(isinstance(a, ast.Starred) for a in call.args):
        return []
    ref = project.resolve(view, call.func, checker.current_class, )
    func = project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(func, FunctionNode):
        return []
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    params = params[1:] if "." in ref.name else params
    args = dict(zip(params, call.args, strict=False))
    args.update((k.arg, k.value) for k in call.keywords if k.arg is not None)
    module = project.views[ref.module].scope()
    found: list[ast.expr] = []
    for value in (n.value for n in ast.walk(func) if isinstance(n, ast.Return)):
        items = [value] if whole or not isinstance(value, ast.Tuple) else value.elts
        for item in items:
            if isinstance(item, ast.Call) and module is not None and len(item.args) == 1 \
                    and module.qualify(item.func) in MAKERS:
                item = item.args[0]
            if isinstance(item, ast.Name) and item.id in args and args[item.id] not in found:
                found.append(args[item.id])
    return found


def _size_params(project: Project, ref: Ref) -> tuple[list[str], bool, list[str], list[str]]:
    """A function's positional parameters, whether it is a method, those that set the
    size of an array it returns (read with them as the values that change), and those
    whose length sets how many items it has (a comprehension over ``range(len(p) ...)``)."""
    func = project.node(ref)
    module = project.views[ref.module].scope()
    if not isinstance(func, FunctionNode) or module is None:
        return [], False, [], []
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    names = params + [a.arg for a in func.args.kwonlyargs]
    body = Loop(func, varying=set())
    found: list[str] = []
    lengths: list[str] = []
    values = {n.targets[0].id: n.value for n in statements(func.body)
              if isinstance(n, ast.Assign) and len(n.targets) == 1
              and isinstance(n.targets[0], ast.Name)}
    for n in statements(func.body):
        if not isinstance(n, ast.Return) or n.value is None:
            continue
        todo, seen = [n.value], set()
        subs = []
        while todo and len(subs) < 16:  # what the returned array is made from
            sub = todo.pop()
            subs.append(sub)
            if isinstance(sub, ast.Name) and sub.id in values and sub.id not in seen:
                seen.add(sub.id)
                todo.append(values[sub.id])
            elif isinstance(sub, ast.BinOp):  # np.arange(n) * dt: its shape
                todo += [sub.left, sub.right]
            elif isinstance(sub, ast.Tuple):  # return xs[idx], np.full(n, w): each item
                todo += sub.elts
            elif isinstance(sub, ast.Dict | ast.DictComp):  # {k: v[idx] for k, v in ...}
                todo += sub.values if isinstance(sub, ast.Dict) else [sub.value]
            elif isinstance(sub, ast.Subscript) and not isinstance(sub.slice, ast.Slice):
                todo.append(sub.slice)  # particles[idx]: as many as idx
            elif isinstance(sub, ast.Call) and sub.args and module.qualify(sub.func) in MAKERS:
                todo.append(sub.args[0])  # jnp.asarray(ts): as long as ts
            elif isinstance(sub, ast.Call) and isinstance(sub.func, ast.Attribute) and \
                    sub.func.attr in ("astype", "reshape", "copy"):
                todo.append(sub.func.value)  # rng.normal(size=(n, f)).astype(np.float32)
        for sub in subs:
            if isinstance(sub, ast.ListComp | ast.GeneratorExp) and len(sub.generators) == 1:
                for p in _counted_by(sub.generators[0].iter, values, names):
                    if p not in lengths:
                        lengths.append(p)
            if not isinstance(sub, ast.Call):
                continue
            name = module.qualify(sub.func) or ""
            for p in names:
                body.varying = {p}
                propagate(body)  # n = int(np.clip(2 * ess(log_w), lo, hi)): with log_w
                if p not in found and loop_sized(Reader(module, project, project.views[
                        ref.module]), sub, name, body) is not None:
                    found.append(p)
    return params, "." in ref.name, found, lengths


def _counted_by(iterable: ast.expr, values: dict[str, ast.expr], names: list[str]) -> set[str]:
    """The parameters whose length sets how many items ``range(...)`` runs over: ``range(n)``
    with ``n = (len(series) - width) // stride + 1``."""
    if not (isinstance(iterable, ast.Call) and isinstance(iterable.func, ast.Name)
            and iterable.func.id == "range" and iterable.args):
        return set()
    todo, seen, found = list(iterable.args[:2]), set(), set()
    while todo:
        node = todo.pop()
        for n in ast.walk(node):
            if isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and n.func.id == "len" \
                    and len(n.args) == 1 and isinstance(n.args[0], ast.Name) \
                    and n.args[0].id in names:
                found.add(n.args[0].id)
            elif isinstance(n, ast.Name) and n.id in values and n.id not in seen:
                seen.add(n.id)
                todo.append(values[n.id])
    return found


def sized_item(checker: Checker, name: str, loop: Loop,
               scope: Scope | None = None, key: str | None = None) -> str | None:
    """Why ``name``, bound by the loop's own target, has a size that follows the data:
    the loop iterates a generator of the project that yields such items (``for tokens,
    y in batch_iterator(...)``, also under ``enumerate``)."""
    node = loop.node
    if not isinstance(node, ast.For | ast.AsyncFor):
        return None
    target, it = node.target, node.iter
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id in (
            "enumerate", "iter", "tqdm") and it.args and isinstance(target, ast.Tuple):
        if it.func.id == "enumerate":
            if len(target.elts) != 2:
                return None
            target = target.elts[1]
        it = it.args[0]
    if isinstance(it, ast.Name) and scope is not None and \
            len(scope.assigns.get(it.id, [])) == 1:
        it = scope.assigns[it.id][0]  # scans = load_scans(rng); for scan in scans
    elif isinstance(it, ast.Name) and scope is not None and not scope.assigns.get(it.id):
        handed = handed_items(checker, scope, it.id)  # def fit(patients): for p in patients
        if handed is not None:
            checker, it = handed
    if not isinstance(it, ast.Call):
        return None
    if isinstance(it.func, ast.Attribute) and it.func.attr in ("items", "values") and \
            not it.args and isinstance(it.func.value, ast.Call):
        # for worker, readings in badge_records().items(): the table's values, each sized
        made = sized_call(checker, it.func.value)
        why = made.get(EACH) if made else None
        if why is None:
            return None
        if it.func.attr == "values" and isinstance(target, ast.Name):
            return why if target.id == name else None
        return why if isinstance(target, ast.Tuple) and len(target.elts) == 2 and \
            isinstance(target.elts[1], ast.Name) and target.elts[1].id == name else None
    made = sized_call(checker, it)
    if not made:
        return None
    whole = made.get(-1, made.get(EACH))
    if key is not None and any(isinstance(k, str) for k in made):
        whole = made.get(key)  # yield {"tokens": fixed, "fields": filtered}: by key
    if isinstance(target, ast.Name):
        return whole if target.id == name else None
    if isinstance(target, ast.Tuple):
        for i, elt in enumerate(target.elts):
            if isinstance(elt, ast.Name) and elt.id == name:
                return made.get(i, whole)
    return None


def handed_items(checker: Checker, scope: Scope, name: str):
    """What a caller hands parameter ``name`` when it is the result of a project call
    whose items are sized by the data (``patients = load_study()``, then
    ``population_log_lik(theta, patients)``): ``(a reader of the caller's module, the
    call)``, or None."""
    from .arguments import passed

    func = scope.func
    if func is None or checker.project is None or name not in {
            a.arg for a in func.args.posonlyargs + func.args.args}:
        return None
    for site, arg in passed(checker, func, checker.current_class, name) or ():
        module = site.view.scope()
        if arg is None or module is None:
            continue
        if isinstance(arg, ast.Name):
            body = site.func.body if site.func is not None else site.view.tree().body
            values = bindings(statements(body)).get(arg.id, [])
            arg = values[0] if len(values) == 1 else None
        reader = Reader(module, checker.project, site.view, site.cls)
        made = sized_call(reader, arg) if isinstance(arg, ast.Call) else None
        if made and (EACH in made or -1 in made):
            return reader, arg
    return None


#: a key of :func:`sized_call`'s answer: each item of a list it returns (not the list)
EACH = -2


def sized_call(checker: Checker, call: ast.Call) -> dict[int | str, str] | None:
    """What a call of a function of the project gives whose size follows the data: the
    positions of its returned (or yielded) tuple (-1: the whole value), each with why.
    Read once per function, with the function's own body as the loop it runs in."""
    project, view = checker.project, checker.view
    if project is None or view is None:
        return None
    # a function, or a method: ``self.rollout(limit)``, or ``tok.pad(batch)`` when one
    # class of the project defines ``pad`` (the object's class is not in the source)
    ref = project.resolve(view, call.func, checker.current_class)
    if not isinstance(ref, Ref):
        return None
    key = f"sized {ref.module}:{ref.name}"
    if key in project.memo:
        return project.memo[key]
    project.memo[key] = None  # a cycle answers no
    func = project.node(ref)
    owner = project.views[ref.module]
    module = owner.scope()
    if not isinstance(func, FunctionNode) or module is None:
        return None
    inner = Reader(module, project, owner)
    scope = Scope(func, None, {}, bindings(statements(func.body)), set())
    whole = Loop(func)
    propagate(whole)  # length = int(rng.integers(3, 40)): a new value on each pass
    found: dict[int | str, str] = {}
    nodes = list(ast.walk(func))
    yields = any(isinstance(y, ast.Yield) for y in nodes)
    # a yield in a loop of the generator is read with that loop's own names changing:
    # for n_seg, n_spk in ((11, 2), (17, 3)): yield rng.standard_normal((n_seg, D))
    inner_loops = {}
    for loop in (n for n in nodes if isinstance(n, ast.For) and yields):
        for y in ast.walk(loop):
            if isinstance(y, ast.Yield):
                inner_loops[id(y)] = loop  # (the walk meets inner loops later)
    for n in nodes:
        value = n.value if isinstance(n, ast.Return | ast.Yield) else None
        if value is None or (isinstance(n, ast.Return) and yields):
            continue
        body = whole
        if id(n) in inner_loops:
            body = Loop(inner_loops[id(n)], varying=set(names_in(inner_loops[id(n)].target)))
            propagate(body)
        if isinstance(value, ast.Call):  # yield collate(rows): the positions it gives
            parts = uneven_parts(inner, value, scope)  # return np.array_split(x, n)
            if parts is not None:
                found.setdefault(EACH, parts)
            inner_made = sized_call(inner, value)
            for i, why in (inner_made or {}).items():
                found.setdefault(i, why)
        if isinstance(value, ast.ListComp) and len(value.generators) == 1:
            # [rng.normal(size=int(rng.integers(40, 90))) for _ in range(n)]: each its size
            why = data_sized(inner, value.elt, body, scope)
            if why is not None:
                found.setdefault(EACH, why)
        if id(n) in inner_loops:  # for idx in np.array_split(order, k): yield X[idx]
            found = split_items(inner, inner_loops[id(n)], value, scope) | found
        items = list(enumerate(value.elts)) if isinstance(value, ast.Tuple) else [(-1, value)]
        if isinstance(value, ast.Dict) and all(isinstance(k, ast.Constant) and isinstance(
                k.value, str) for k in value.keys):  # read by key too: batch["tokens"]
            items += [(k.value, v) for k, v in zip(value.keys, value.values, strict=True)]
        for i, item in items:
            if isinstance(item, ast.Subscript) and fixed_rows(item, body):
                continue  # yield pending[:chunk]: as many rows as the bound, whatever pending
            # (a name inside it counts, but not one handed to a function of the project
            # that was read and gives a size of its own: pad_to_bucket(t, flux))
            handed = read_calls(inner, item) | reduced(inner, item) | {
                id(n) for c in ast.walk(item) if isinstance(c, ast.Call)
                and padded_fixed(inner, c, body, scope) for n in ast.walk(c)}
            why = data_sized(inner, item, body, scope) or next(
                (w for w in (data_sized(inner, sub, body, scope) for sub in ast.walk(item)
                             if isinstance(sub, ast.Name) and sub is not item
                             and id(sub) not in handed) if w), None)
            if why is not None:
                found.setdefault(i, why)
    for name in {n.value.id for n in statements(func.body)
                 if isinstance(n, ast.Return) and isinstance(n.value, ast.Name)}:
        # scans.append(Scan(i, pts)) in a loop, then return scans: judged item by item
        for loop in (n for n in nodes if isinstance(n, ast.For | ast.While)):
            each = Loop(loop, varying=set(names_in(loop.target))
                        if isinstance(loop, ast.For) else set())
            propagate(each)
            for n in statements(loop.body):
                stored = _stored_item(n, name)  # out.append(x), or out[key] = x: a table
                if stored is not None:
                    why = data_sized(inner, stored, each, scope)
                    if why is not None:
                        found.setdefault(EACH, why)
    project.memo[key] = found or None
    return found or None


def _stored_item(n: ast.stmt, name: str) -> ast.expr | None:
    """What statement ``n`` adds to the list or dict ``name``: ``name.append(x)``, or
    ``name[key] = x`` (``out[f"W{w}"] = rng.gamma(k, s, months)``)."""
    if isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) and isinstance(
            n.value.func, ast.Attribute) and n.value.func.attr == "append" and \
            isinstance(n.value.func.value, ast.Name) and n.value.func.value.id == name and \
            len(n.value.args) == 1:
        return n.value.args[0]
    if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
            n.targets[0], ast.Subscript) and isinstance(n.targets[0].value, ast.Name) and \
            n.targets[0].value.id == name:
        return n.value
    return None


@dataclass
class Reader:
    """What :func:`data_sized` needs of the module of a function read for a summary."""

    module: Module
    project: Project
    view: View
    current_class: str | None = None
