"""JC105 ragged-batch: a batch sliced in a loop whose last one is shorter.

Checked at each call of a jitted function inside a loop (:func:`ragged`): each traced
argument is a ragged loader's item, or a slice whose last one is shorter
(:func:`~.batches.short_batch`), unless the source shows the length divides evenly.
"""

from __future__ import annotations

import ast

from ..flow import bindings, function_bindings
from ..index import Offer
from ..project import Ref
from ..scope import FunctionNode, JitInfo, names_in, statements
from .accrued import accrued, list_uses, only_appended
from .arguments import defaults, passed
from .batches import UNEQUAL, short_batch
from .checker import ONCE_PER_OBJECT, Callee, Checker, Scope, statics
from .finding import Rule
from .fixedsize import MAKERS
from .growth import grows
from .instances import instance_of
from .literal import array_of, leading
from .loops import Loop, loop_bindings
from .multiples import made_rows, numbers
from .nodes import class_def, self_attr, short
from .picks import picked
from .shapes import data_sized, guarded, handed_back, sized_call, sized_item

RULE = Rule("JC105", "ragged-batch", "a batch sliced in a loop whose last one is shorter", """\
for i in range(0, n, bs): f(x[i:i + bs]) gives a shorter last batch whenever n is not a
multiple of bs, and a jitted f compiles again for the new shape. A slice is reported when
the loop is range(start, stop, step), the slice is [i:i + step] and nothing shows that stop is
a multiple of step. Also a loader (a generator, a class's __iter__, in any module) that
yields such batches, items picked by a slice of indices (x[perm[i:i + bs]]), and shapes
that follow the data: padded to the batch's longest (max(len(s) for s in batch), a
tokenizer's padding=True), chunks cut with itertools.islice, an episode's list made an
array (a loop that ends on the data or a break), items picked by a boolean mask or by the
indices np.nonzero / np.flatnonzero / np.unique give, also when a function of the project
makes them, or when a caller hands in records each sized by the data; and a size that
changes every iteration (np.arange(0, horizon + 1), np.linspace(0, 1, n),
np.zeros((n, d)), x[:t]), also made by a helper of the project or inside a container
(SaveAt(ts=ts)). A loader's items count however they reach the jit (jnp.asarray(x),
np.stack(chunk), x[idx]), also when the loop iterates a parameter its callers hand a
loader; a comprehension is a loop. Also np.array_split into parts not shown to be
even, rows kept by a boolean mask, a list on an object that only grows (a history) or
a queue flushed whole (however many were added); an attribute of an object of another
module that a method the loop calls joins to its own value or appends to (store.table,
or what session.push(x) returns of self.history). A batch loop is whole when the source
shows the sizes divide: literal rows a helper makes, a generator's range(0, n, bs) read
with the sizes its call gives or its defaults, a config module's batch size or a config
field's default, an array trimmed to whole batches or padded by (-n) % bs rows, a loader
built with drop_last=True; a deque with maxlen is a bounded window; a slice joined to
zeros of (size - len(part)) rows; a buffer made with count * size rows and cut into count
slices; a loader's item whose sibling a length test guards (if len(xb) < bs: break). A
size rounded up to a power of two or to a multiple, or padded to one of a few listed
buckets (also by a helper that looks it up in a listed sequence), compiles once per
bucket, by design; the inverse np.unique(..., return_inverse=True) gives is as long as its
input; a scalar made of a data-sized array (np.float32(np.percentile(kept, 5))) has no
size. A fold of np.array_split used as indices (x[tr], tr one of the parts or the rest
joined) is reported when the source shows the length does not divide.
A size picked from a list or table of ints by an index or key that moves with the loop
(counts[i % len(counts)], FRAMES[camera]) changes with it; a helper that copies what it
is handed into a buffer of constant shape gives that shape.

Fix: pad the last batch to bs (and mask the padding), or drop it with
range(0, n - bs + 1, bs); pad data-sized arrays to one fixed size or a few buckets.

jaxcheck run reports this as cause `shape`.""",
            fix="pad the last batch (and mask it), or drop it")


def ragged(checker: Checker, node: ast.Call, info: JitInfo | None, callee: str, loop: Loop,
           scope: Scope, only: list[ast.expr] | None = None,
           outer: tuple[Loop, ...] = ()) -> None:
    """A batch that is shorter on the last iteration, however the loop makes it (a range
    with a step, index arithmetic over a rounded-up count, a cursor, numpy's
    array_split), unless the source shows the length is a multiple of the batch size.
    Not through a wrapper decorated over the jit: it may pad what it is given. With
    ``only``: those arguments, which a function ``node`` calls hands on to a jit
    (:mod:`.forwards`)."""
    if only is not None:
        args = only
    else:
        if info is None or info.outer:
            return
        static = {id(e) for e, _ in statics(info, node)} if not info.filter else set()
        args = [a for a in list(node.args) + [k.value for k in node.keywords]
                if id(a) not in static]
    for arg in args:
        starred = isinstance(arg, ast.Starred)
        if starred:
            arg = arg.value  # step(w, *batch): the batch's items, ragged as it is
        item = loader_item(checker, arg, loop) or handed_item(checker, arg, loop, scope)
        if item is not None and (any(guarded(n, loop) for n in _siblings(item, loop))
                                 or made_whole(checker, loop, scope)):
            continue  # if len(batch) < bs: batch.extend(padding)
        if item is not None:
            loader, offer = loop.ragged[item]
            where = "" if offer.module == "this module" else f" (in {offer.module})"
            checker.report(arg, "JC105", f"`{item}` comes from `{loader}`{where}, whose "
                           f"last batch is shorter unless the length is a multiple of "
                           f"{offer.size}, and `{callee}` compiles again for the new shape: "
                           f"pad the last batch to {offer.size} (and mask it), or drop it")
            return
        sliced = arg
        if isinstance(arg, ast.Name) and arg.id in loop.sliced:
            if guarded(arg.id, loop):
                continue  # part = x[s:s + bs], then filled up to bs (or a short one left)
            sliced = loop.sliced[arg.id]
        size = short_batch(checker, sliced, loop, scope)
        if size is None:  # x[idx] with idx = perm[i:i + bs]: as ragged as the indices
            index = picked(arg, loop)
            if index is not None:
                size = short_batch(checker, index, loop, scope)
                sliced = index if size is not None else sliced
        if size is not None and size.startswith("its "):
            parts = size[len("its "):-len(" parts")]
            checker.report(arg, "JC105", f"`{short(sliced)}` comes from array_split into "
                           f"{parts} parts, whose lengths differ unless the length is a "
                           f"multiple of {parts}, and `{callee}` compiles again for each "
                           "length: split into equal batches (pad, or drop the remainder)")
            return
        if size is not None and size.startswith("window "):
            checker.report(arg, "JC105", f"`{short(sliced)}` is a window of "
                           f"{size[len('window '):]} moved by less than its width, so the "
                           f"last windows run past the end and are shorter, and `{callee}` "
                           "compiles again for each new shape: stop the range where a whole "
                           "window still fits, or pad the data")
            return
        if size is not None:
            checker.report(arg, "JC105", f"`{short(sliced)}` is shorter on the last "
                           f"iteration unless the length is a multiple of {size}, and "
                           f"`{callee}` compiles again for the new shape: pad the last batch "
                           f"to {size} (and mask it), or drop it")
            return
        reason = data_sized(checker, arg, loop, scope) or (
            sized_item(checker, arg.id, loop) if isinstance(arg, ast.Name) else None)
        if reason is None and starred and isinstance(arg, ast.Call):
            # step(params, *pad_batch(trajs)): every item of what it returns is passed
            made = sized_call(checker, arg) or {}
            reason = next(iter(made.values()), None) or next(filter(None, (
                data_sized(checker, a, loop, scope) for a in handed_back(checker, arg))), None)
        if reason is None and isinstance(arg, ast.Name):
            reason = _grown_outside(checker, arg, outer)
        if reason is None and checker.project is not None:
            reason = accrued(checker, arg, loop, scope)
        if reason is not None and reason.endswith(" parts") and _asserted_parts(checker, loop):
            reason = None
        if reason is not None and reason.startswith("its ") and reason.endswith(UNEQUAL):
            parts = reason[len("its "):-len(" parts" + UNEQUAL)]
            checker.report(arg, "JC105", f"`{short(arg)}` is cut by one of np.array_split's "
                           f"{parts} parts, whose lengths differ unless the length is a "
                           f"multiple of {parts}, and `{callee}` compiles again for each "
                           "length: split into equal folds (pad, or drop the remainder)")
            return
        if reason is not None:
            checker.report(arg, "JC105", f"`{short(arg)}` has a size read from the data "
                           f"({reason}), and `{callee}` compiles again for each new size: pad "
                           "to one fixed size (or a few fixed buckets) and mask the padding")
            return


def _siblings(item: str, loop: Loop) -> list[str]:
    """``item`` and the names unpacked beside it from one loader item (``for xb, yb in
    batches(...)``): cut by one slice, so ``if len(xb) < bs: break`` leaves ``yb`` whole
    too."""
    target = getattr(loop.node, "target", None)
    if isinstance(target, ast.Tuple) and item in names_in(target):
        return [e.id for e in target.elts if isinstance(e, ast.Name)]
    return [item]


def _grown_outside(checker: Checker, arg: ast.Name, outer: tuple[Loop, ...]) -> str | None:
    """Why ``arg`` is longer on each pass of a loop around the call's own (``pos, vel =
    inject(np.asarray(pos), ...)`` after the inner loop of steps: more particles each
    epoch): a value an outer loop gives it that joins its own earlier value with more."""
    for loop in reversed(outer):
        for value in loop_bindings(loop).get(arg.id, []):
            if grows(checker, value, arg.id):
                return f"`{arg.id}` grows on every pass of the outer loop: its own value " \
                    "and more, joined"
    return None


def made_whole(checker: Checker, loop: Loop, scope: Scope) -> bool:
    """The loop's loader or generator is given (or left to its defaults) a batch size and
    data whose row count, as the source writes it, the batch size divides: ``train_x,
    train_y = synthetic(32, 0)`` then ``train_batches(train_x, train_y, 8)``, or
    ``def train_loader(batch_size=64, n=512)`` stepping ``range(0, n, batch_size)`` and
    called as ``train_loader()``: every batch is whole."""
    made = loop.node.iter if isinstance(loop.node, ast.For) else None
    if isinstance(made, ast.Name) and len(scope.assigns.get(made.id, [])) == 1:
        made = scope.assigns[made.id][0]
    func = scope.func
    if isinstance(made, ast.Name) and isinstance(func, FunctionNode) and \
            made.id not in scope.assigns:  # accuracy(params, train_loader()): its callers'
        handed = passed(checker, func, checker.current_class, made.id) or []
        return bool(handed) and all(isinstance(arg, ast.Call) and _whole_call(
            _at(checker, site)[0], arg, _at(checker, site)[1]) for site, arg in handed)
    return isinstance(made, ast.Call) and _whole_call(checker, made, scope)


def _at(checker: Checker, site) -> tuple:
    """A reader of a call site's module and the scope the call is in."""
    module = site.view.scope() if site.view is not None else None
    if module is None:
        return checker, Scope(None, None, {}, {}, set())
    body = site.func.body if site.func is not None else site.view.tree().body
    return (Callee(module, checker.project, site.view, site.cls),
            Scope(site.func, None, {}, bindings(list(statements(body))), set()))


def _whole_call(checker: Checker, made: ast.Call, scope: Scope) -> bool:
    """:func:`made_whole` for one call of a loader or generator."""
    project, view = checker.project, checker.view
    if project is None or view is None:
        return False
    ref = project.resolve(view, made.func, checker.current_class, guess=False)
    if ref is None and isinstance(made.func, ast.Attribute):  # ds.train_batches(32)
        owner = instance_of(checker, made.func.value, scope)
        ref = project.method(owner[2], owner[1].name, made.func.attr) if owner else None
    node = project.node(ref) if isinstance(ref, Ref) else None
    whole_def = node  # (a class: its __iter__ too)
    if isinstance(node, ast.ClassDef):
        node = next((n for n in node.body if isinstance(n, FunctionNode)
                     and n.name == "__init__"), None)
    if not isinstance(node, FunctionNode):
        return False
    params = [a.arg for a in node.args.posonlyargs + node.args.args]
    params = params[1:] if params and params[0] == "self" else params
    given = defaults(node) | dict(zip(params, made.args, strict=False)) | {
        k.arg: k.value for k in made.keywords if k.arg is not None}

    def number(v: ast.expr | None) -> int | None:
        if isinstance(v, ast.Name):  # N_ROWS = 320 where the call is
            values = scope.assigns.get(v.id) or checker.module.assigns.get(v.id, [])
            v = values[0] if len(values) == 1 else v
        return v.value if isinstance(v, ast.Constant) and type(v.value) is int and \
            v.value else None

    def rows(v: ast.expr | None) -> int | None:
        if not isinstance(v, ast.Name):
            return None
        length = ast.Call(ast.Name("len", ast.Load()), [v], [])
        if v.id not in scope.assigns and len(checker.module.assigns.get(v.id, [])) == 1:
            # X = rng.normal(size=(200, 4)) at module level
            length = ast.Call(ast.Name("len", ast.Load()), [checker.module.assigns[v.id][0]], [])
            found = leading(length, scope)
        else:  # x = rng.normal(size=(64, 7)) here, or x, y = make_data()
            found = leading(length, scope) or made_rows(checker, length, scope)
        return found.value if isinstance(found, ast.Constant) else None

    # the generator's own range(0, n, batch_size), read with what the call gives
    for it in (n.iter for n in ast.walk(node) if isinstance(n, ast.For)):
        if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and \
                it.func.id == "range" and len(it.args) == 3:
            stop, step = it.args[1], it.args[2]
            size = number(given.get(step.id)) if isinstance(step, ast.Name) else number(step)
            length = number(given.get(stop.id)) if isinstance(stop, ast.Name) else number(
                stop) if isinstance(stop, ast.Constant) else rows(
                given.get(stop.args[0].id)) if isinstance(stop, ast.Call) and \
                array_of(stop) is not None and isinstance(stop.args[0], ast.Name) else None
            if size and not length and "." in ref.name:  # len(self.speed), made in __init__
                length = _attribute_rows(checker, ref, node, stop)
            if size and length:
                return length % size == 0
    if any(isinstance(n, ast.Continue) for n in ast.walk(whole_def)):
        return False  # items skipped by a test: the count is not the data's length
    sizes = [n for p, v in given.items() if "batch" in p or p in ("bs", "size")
             if (n := number(v))]
    known = [r for v in given.values() if (r := rows(v)) is not None]  # (the arrays of
    return len(sizes) == 1 and bool(known) and all(  # one dataset: one length)
        r % sizes[0] == 0 for r in known)


def _attribute_rows(checker: Checker, ref: Ref, method: FunctionNode,
                    stop: ast.expr) -> int | None:
    """The one row count ``len(self.<attr>)`` has in a loader method, as its class's
    ``__init__`` makes the array from its parameters' defaults or what every
    construction passes (``rng.weibull(2.0, n)`` with ``n=192``)."""
    view = checker.project.views[ref.module]
    module = view.scope()
    info = module.classes.get(ref.name.split(".")[0]) if module is not None else None
    if info is None or not isinstance(stop, ast.Call) or not self_attr(array_of(stop)):
        return None
    reader = Callee(module, checker.project, view, info.name)
    counts = numbers(reader, stop, Scope(method, info, {}, function_bindings(method), set()),
                     "rows")
    return counts.pop() if counts is not None and len(counts) == 1 else None


def loader_item(checker: Checker, arg: ast.expr, loop: Loop, depth: int = 0) -> str | None:
    """The name of a ragged loader's item that ``arg`` carries with its length: the item
    itself, made an array (``jnp.asarray(x)``, ``np.stack(batch)``), or the index that
    picks the rows (``x[idx]``: as many rows as ``idx`` has)."""
    if depth > 3:
        return None
    if isinstance(arg, ast.Name):
        return arg.id if arg.id in loop.ragged else None
    if isinstance(arg, ast.Call) and arg.args and \
            checker.module.qualify(arg.func) in MAKERS:
        return loader_item(checker, arg.args[0], loop, depth + 1)
    if isinstance(arg, ast.Subscript) and not isinstance(arg.slice, ast.Slice | ast.Tuple):
        return loader_item(checker, arg.slice, loop, depth + 1)
    return None


def handed_item(checker: Checker, arg: ast.expr, loop: Loop, scope: Scope) -> str | None:
    """As :func:`loader_item`, when the loop iterates a parameter of its function and the
    function's callers hand it a ragged loader (read once per loop, then kept on it)."""
    node = loop.node
    if loop.handed is None:
        loop.handed = False
        project, view, func = checker.project, checker.view, scope.func
        if isinstance(node, ast.For | ast.AsyncFor) and isinstance(node.iter, ast.Name) \
                and project is not None and view is not None and func is not None \
                and node.iter.id in {a.arg for a in func.args.args + func.args.kwonlyargs} \
                and node.iter.id not in scope.assigns:
            found = project.handed_loader(view, func, checker.current_class, node.iter.id)
            if found is not None:
                text, module, size = found
                loop.handed = True
                offer = Offer("loader", module, size=size)
                for name in names_in(node.target):
                    loop.ragged[name] = (text, offer)
    return loader_item(checker, arg, loop) if loop.handed else None


def _asserted_parts(checker: Checker, loop: Loop) -> bool:
    """``for ... in buf.minibatches(N_MB, rng)`` where this module asserts ``... % N_MB
    == 0``: the parts an ``array_split`` makes of it are shown to be of one length."""
    it = loop.node.iter if isinstance(loop.node, ast.For) else None
    given = {a.id for a in (it.args if isinstance(it, ast.Call) else [])
             if isinstance(a, ast.Name)}
    return bool(given) and any(
        isinstance(n, ast.BinOp) and isinstance(n.op, ast.Mod) and isinstance(
            n.right, ast.Name) and n.right.id in given
        for st in checker.tree.body if isinstance(st, ast.Assert) for n in ast.walk(st.test))


def ragged_per_call(checker: Checker, node: ast.Call, info: JitInfo, callee: str,
                    scope: Scope) -> None:
    """A jitted call in a function that runs once per iteration (called from a loop
    anywhere in the project) but not in a loop of its own: its traced arguments that
    the function's body sizes from the data (``boxes = decode(raw)`` keeping the boxes
    that pass a threshold, ``A[:, np.flatnonzero(passive)]``), or state on ``self``
    that a method sizes so (:func:`ragged_state`)."""
    if info.outer or scope.func is None:
        return
    body = Loop(scope.func)
    static = {id(e) for e, _ in statics(info, node)} if not info.filter else set()
    for arg in list(node.args) + [k.value for k in node.keywords]:
        if id(arg) in static or isinstance(arg, ast.Starred):
            continue
        reason = data_sized(checker, arg, body, scope)
        # (whether the function runs per iteration is asked last: it reads the project)
        if reason is not None and checker.hot(
                scope.func, scope.cls.name if scope.cls else None) is not None:
            checker.report(arg, "JC105", f"`{short(arg)}` has a size read from the data "
                           f"({reason}) in a function that runs once per iteration, and "
                           f"`{callee}` compiles again for each new size: pad to one fixed "
                           "size (or a few fixed buckets) and mask the padding")
            return
    if scope.cls is not None:
        ragged_state(checker, node, info, callee, scope)


def ragged_state(checker: Checker, node: ast.Call, info: JitInfo, callee: str,
                 scope: Scope) -> None:
    """A traced ``self.<attr>`` passed in a method that runs once per iteration, where a
    method of the class that also runs repeatedly gives the attribute a size read from
    the data (``self.positions = self.positions[inside]``): the state carries a new
    shape into the next call. Assignments in ``__init__`` run once and are no claim."""
    if info.outer or scope.func is None or scope.cls is None:
        return
    cls = class_def(checker.tree, scope.cls.name)
    if cls is None:
        return
    static = {id(e) for e, _ in statics(info, node)} if not info.filter else set()
    for arg in list(node.args) + [k.value for k in node.keywords]:
        if id(arg) in static:
            continue
        whole = _unwrapped(checker, arg)
        queue = _drained(cls, scope.func, whole, scope)
        if queue is not None and checker.hot(scope.func, scope.cls.name) is not None:
            checker.report(arg, "JC105", f"`{short(arg)}` holds whatever `self.{queue}` "
                           f"gathered since it was last emptied here, as many as were added, "
                           f"and `{callee}` compiles again for each new count: pad the "
                           "batch to a fixed size (or a few buckets) and mask the padding")
            return
        attr = next((n.attr for n in ast.walk(arg) if self_attr(n)), None)
        if attr is None:
            continue
        for method in cls.body:
            if not isinstance(method, FunctionNode) or method.name in ONCE_PER_OBJECT:
                continue
            body = Loop(method)
            inner = Scope(method, scope.cls, {}, loop_bindings(body), set())
            for n in statements(method.body):
                if not isinstance(n, ast.Assign) or not any(
                        self_attr(t) and t.attr == attr for t in n.targets):
                    continue
                reason = data_sized(checker, n.value, body, inner) or (
                    "joined to its own value: longer on each call"
                    if grows(checker, n.value, f"self.{attr}") else None)
                if reason is not None and checker.hot(scope.func, scope.cls.name) is not None:
                    checker.report(arg, "JC105", f"`self.{attr}` gets a size read from "
                                   f"the data in `{method.name}` ({reason}, line "
                                   f"{n.lineno}), and `{callee}` compiles again for each "
                                   "new size: pad to one fixed size (or a few fixed "
                                   "buckets) and mask the padding")
                    return
        appended = only_appended(cls, attr) if self_attr(whole) else None  # history
        if appended is not None and checker.hot(scope.func, scope.cls.name) is not None:
            checker.report(arg, "JC105", f"`self.{attr}` is a list that `{appended}` "
                           "appends to and nothing empties, passed whole: one item longer "
                           f"on each call, and `{callee}` compiles again for each length; "
                           "keep a fixed window (a preallocated buffer and a count) instead")
            return


def _unwrapped(checker: Checker, arg: ast.expr) -> ast.expr:
    """``np.stack(feats).astype(np.float32)``: ``feats``."""
    while True:
        if isinstance(arg, ast.Call) and isinstance(arg.func, ast.Attribute) and \
                arg.func.attr == "astype":
            arg = arg.func.value
        elif isinstance(arg, ast.Call) and arg.args and (
                checker.module.qualify(arg.func) or "") in MAKERS:
            arg = arg.args[0]
        else:
            return arg


def _drained(cls: ast.ClassDef, method: FunctionNode, value: ast.expr, scope: Scope
             ) -> str | None:
    """The queue ``value`` is read from (``self.queue``, or ``ids, feats =
    zip(*self.queue)``) when another method of the class appends to it and ``method``
    empties it: a flush, of however many were added since the last."""
    names = {value.id} if isinstance(value, ast.Name) else set()
    if any(_padded_up(v, name) for name in names for v in scope.assigns.get(name, [])):
        return None  # batch = np.concatenate([batch, zeros((max_batch - n, ...))])
    read = [n.attr for n in ast.walk(value) if self_attr(n)] + [
        n.attr for name in names for v in scope.assigns.get(name, []) if not _shaped(v)
        for n in ast.walk(v) if self_attr(n)]
    uses = list_uses(cls) if read else {}
    for attr in dict.fromkeys(read):
        if method.name in uses["emptied"].get(attr, ()) and \
                uses["appended"].get(attr, set()) - {method.name}:
            return attr
    return None


def _shaped(value: ast.expr) -> bool:
    """``np.zeros((size, len(self.queue[0])))``: an array its shape sizes (what the queue
    gives it is stored into it: ``batch[:n] = ...``), not one made from the queue."""
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute) and \
        value.func.attr in ("zeros", "ones", "empty", "full") and bool(value.args)


def _padded_up(value: ast.expr, name: str) -> bool:
    """``np.concatenate([batch, np.zeros((size - n,) + ...)])`` or ``np.pad(batch, ((0,
    size - n), ...))``: ``name`` filled up to a size by rows made for what it lacks
    (``pad = size - n`` given to a name counts too, through the subtraction's text)."""
    if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute)
            and value.func.attr in ("concatenate", "pad", "vstack") and value.args):
        return False
    if not any(isinstance(n, ast.Name) and n.id == name for n in ast.walk(value.args[0])):
        return False
    return any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.Sub) or isinstance(
        n, ast.Name) and n.id in ("pad", "n_pad", "missing", "short") for n in ast.walk(value))
