"""The project index: what each module offers other modules, read from the AST alone.

`jaxcheck lint` lints one module at a time, but a pitfall can span two: a loader in
``data.py`` whose last batch is short feeds the jitted step of ``train.py``; a function
in ``model.py`` builds a new jit on every call, and ``train.py`` calls it per step. The
index holds, per module-level name (``data.batches``, also under each shorter suffix of
the module's dotted path, ``pkg.data.batches`` and ``data.batches``):

* ``jit``: a jitted function, with its static positions (:class:`~._scope.JitInfo`);
* ``loader``: a generator that yields ``x[i:i + bs]`` over ``range(a, n, bs)`` with nothing
  showing ``n`` is a multiple of ``bs`` (the size as written is kept for the message);
* ``factory``: a function, not memoized, that returns a jit of a function it makes anew
  (a lambda, a nested def, a partial, a transformation).

Nothing is imported or run; a name two modules both offer under one suffix is dropped.
"""

from __future__ import annotations

import ast
import functools
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from .memo import keeps_results
from .scope import (
    MEMOIZERS,
    PARTIALS,
    WRAPPERS,
    FunctionNode,
    JitInfo,
    Module,
    statements,
)


@dataclass
class Offer:
    kind: str  # "jit", "loader" or "factory"
    module: str  # the dotted module that offers it (for messages)
    jit: JitInfo | None = None
    size: str | None = None  # a loader's batch size, as written
    read: bool = False  # a property: reading it runs it (a factory's new jit, at each read)


@dataclass
class Index:
    offers: dict[str, Offer | None] = field(default_factory=dict)
    _modules: set[str] | None = field(default=None, repr=False)
    _count: int = field(default=-1, repr=False)

    def get(self, qualified: str | None) -> Offer | None:
        return self.offers.get(qualified) if qualified else None

    def imported_by(self, tree: ast.Module) -> bool:
        """Whether a module imports anything the index offers (``from data import
        batches``), or a module that offers something (``import data``): cheap, from its
        top-level imports only."""
        if not self.offers:
            return False
        modules = self.modules
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                if any(f"{node.module}.{a.name}" in self.offers or
                       f"{node.module}.{a.name}" in modules for a in node.names):
                    return True
            elif isinstance(node, ast.Import):
                if any(a.name in modules for a in node.names):
                    return True
        return False

    @property
    def modules(self) -> set[str]:
        """The dotted names (every suffix) of the modules that offer something."""
        if self._modules is None or self._count != len(self.offers):
            self._modules = {key.rsplit(".", 1)[0] for key, o in self.offers.items() if o}
            self._count = len(self.offers)
        return self._modules

    def add(self, module: str, tree: ast.Module, lines: list[str],
            scope: Module | None = None) -> None:
        """Add what ``tree`` (the module ``module``, dotted) offers; ``scope`` its names,
        when they are built already (None and no jit in it: only loaders are looked for)."""
        names = _suffixes(module)
        found = offers(tree, lines, module, scope)
        for name, offer in found.items():
            for prefix in names:
                key = f"{prefix}.{name}"
                if key in self.offers and self.offers[key] is not None \
                        and self.offers[key].module != module:
                    self.offers[key] = None  # two modules under one name: no claim
                else:
                    self.offers[key] = offer


@functools.lru_cache(maxsize=4096)  # asked several times per file
def module_name(relpath: str) -> str:
    """``src/pkg/data.py`` -> ``src.pkg.data``; ``pkg/__init__.py`` -> ``pkg``."""
    parts = list(PurePosixPath(relpath).with_suffix("").parts)
    if parts and parts[-1] == "__init__":
        parts.pop()
    return ".".join(p for p in parts if p not in ("", ".", ".."))


def _suffixes(module: str) -> list[str]:
    parts = module.split(".")
    return [".".join(parts[i:]) for i in range(len(parts)) if parts[i:]]


def offers(tree: ast.Module, lines: list[str], module: str,
           scope: Module | None = None) -> dict[str, Offer]:
    """The module-level names of one module that other modules could trip over."""
    found: dict[str, Offer] = {}
    if scope is not None:
        for name, info in scope.jits.items():
            found[name] = Offer("jit", module, jit=info)
    generators = any("yield" in line for line in lines)
    for node in tree.body:
        if not isinstance(node, FunctionNode) or node.name in found:
            continue
        size = ragged_generator(node) if generators and any(
            "yield" in line for line in lines[node.lineno - 1:node.end_lineno]) else None
        if size is not None:
            found[node.name] = Offer("loader", module, size=size)
        elif scope is not None and not _memoized(node, scope) \
                and _returns_fresh_jit(node, scope):
            found[node.name] = Offer("factory", module)
    return found


def _memoized(func: FunctionNode, scope: Module) -> bool:
    return keeps_results(func) or any(
        scope.qualify(d.func if isinstance(d, ast.Call) else d) in MEMOIZERS
        for d in func.decorator_list)


def _returns_fresh_jit(func: FunctionNode, scope: Module) -> bool:
    """``return jax.jit(<made here>)``, directly or through a name assigned once."""
    if "jit" not in scope.text(func):
        return False
    nodes = list(statements(func.body))
    local = {n.name for n in nodes if isinstance(n, FunctionNode)}
    assigned: dict[str, list[ast.expr]] = {}
    for n in nodes:
        if isinstance(n, ast.Assign) and len(n.targets) == 1 \
                and isinstance(n.targets[0], ast.Name):
            assigned.setdefault(n.targets[0].id, []).append(n.value)
            if isinstance(n.value, ast.Lambda):
                local.add(n.targets[0].id)

    def fresh(wrapped: ast.expr) -> bool:
        if isinstance(wrapped, ast.Lambda):
            return True
        if isinstance(wrapped, ast.Name):
            return wrapped.id in local
        if isinstance(wrapped, ast.Call):
            made = scope.qualify(wrapped.func)
            return made in PARTIALS or made in WRAPPERS
        return False

    for n in nodes:
        if not isinstance(n, ast.Return) or n.value is None:
            continue
        value = n.value
        if isinstance(value, ast.Name) and len(assigned.get(value.id, [])) == 1:
            value = assigned[value.id][0]
        made = scope.jit_call(value)
        if made is None and isinstance(value, FunctionNode):
            continue
        if made is not None and fresh(made[1]):
            return True
    return returns_decorated_def(nodes, scope)


def returns_decorated_def(nodes: list[ast.AST], scope: Module) -> bool:
    """Whether a function whose body is ``nodes`` returns, by name, a nested ``def`` it
    decorated with a jit: each call makes a new jitted function."""
    for n in nodes:
        if isinstance(n, FunctionNode) and any(scope.decorator(d) for d in n.decorator_list):
            if any(isinstance(r, ast.Return) and isinstance(r.value, ast.Name)
                   and r.value.id == n.name for r in nodes):
                return True
    return False


#: NumPy's (and jax.numpy's) makers of an array as long as what they are given (a
#: helper of the project may pad or bucket it: ``collate(xs[i:i + bs])`` is no claim)
ARRAY_MAKERS = frozenset({"array", "asarray", "stack", "vstack", "concatenate"})


def yielded_call(value: ast.expr) -> bool:
    """A batch yielded as a record: ``Batch(x[idx], y[idx])``, ``dict(image=x[idx])``."""
    return isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and (
        value.func.id == "dict" or value.func.id[:1].isupper())


def ragged_generator(func: FunctionNode, truthy: frozenset[str] = frozenset()) -> str | None:
    """The batch size of a generator that yields ``x[i:i + bs]`` over ``range(a, n, bs)``
    with nothing that shows ``n`` divides (see :func:`even`); None otherwise. ``truthy``:
    the flags on by default (``self.drop_last`` of a loader made with ``drop_last=True``).
    """
    nodes = list(statements(func.body))
    if not any(isinstance(n, ast.Expr) and isinstance(n.value, ast.Yield) for n in nodes):
        return None
    flushed = flushed_buffer(func, nodes)
    if flushed is not None:
        return flushed
    whole = asserted_multiples(nodes)
    assigned = {n.targets[0].id: n.value for n in nodes if isinstance(n, ast.Assign)
                and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)}
    for loop in nodes:
        if not (isinstance(loop, ast.For) and isinstance(loop.target, ast.Name)
                and isinstance(loop.iter, ast.Call) and isinstance(loop.iter.func, ast.Name)
                and loop.iter.func.id == "range" and len(loop.iter.args) == 3):
            continue
        stop, step = loop.iter.args[1], loop.iter.args[2]
        inside = {n.targets[0].id: n.value for n in statements(loop.body)
                  if isinstance(n, ast.Assign) and len(n.targets) == 1
                  and isinstance(n.targets[0], ast.Name)}

        def batch(item: ast.expr, var: str = loop.target.id, by: ast.expr = step,
                  inside: dict[str, ast.expr] = inside) -> bool:
            def sliced(index: ast.expr | None) -> bool:
                if isinstance(index, ast.Name):
                    index = inside.get(index.id)
                if isinstance(index, ast.BinOp):  # idx + context: as many as idx
                    return sliced(index.left) or sliced(index.right)
                return isinstance(index, ast.Subscript) and batch_slice(index, var, by, inside)

            if isinstance(item, ast.Name) and isinstance(inside.get(item.id), ast.Subscript):
                item = inside[item.id]  # sel = x[start:start + bs]; yield sel
            if isinstance(item, ast.Subscript) and rounded_up(item.value, by, assigned):
                return False  # padded = np.pad(x, (0, (-n) % bs)): whole slices only
            if batch_slice(item, var, by, inside):
                return True
            if isinstance(item, ast.Call) and len(item.args) == 1 and isinstance(
                    item.func, ast.Attribute) and item.func.attr in ARRAY_MAKERS:
                item = item.args[0]  # np.stack([series[s:s + w] for s in idx])
                if batch_slice(item, var, by, inside):
                    return True  # np.asarray(x[i:i + bs])
            if isinstance(item, ast.ListComp | ast.GeneratorExp) and len(item.generators) == 1:
                return sliced(item.generators[0].iter)
            # x[idx] with idx = perm[i:i + bs], or x[perm[i:i + bs]]: as long as the slice
            return isinstance(item, ast.Subscript) and sliced(item.slice)

        if dropped(loop, stop, truthy):
            continue  # if stop > len(labels) and self.drop_last: break
        for n in statements(loop.body):
            if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Yield)
                    and n.value.value is not None):
                continue
            yielded = n.value.value
            if isinstance(yielded, ast.Call) and isinstance(yielded.func, ast.Name) and \
                    yielded.func.id in ("tuple", "list") and len(yielded.args) == 1:
                yielded = yielded.args[0]  # tuple(a[i:i + bs] for a in arrays)
            if isinstance(yielded, ast.GeneratorExp | ast.ListComp):
                yielded = yielded.elt
            items = yielded.elts if isinstance(yielded, ast.Tuple | ast.List) else \
                [v for v in yielded.values if v is not None] if isinstance(
                    yielded, ast.Dict) else [yielded]  # {"image": x[idx], ...}
            if yielded_call(yielded):  # Batch(x[idx], y[idx]), dict(image=x[idx])
                items = [*yielded.args, *(k.value for k in yielded.keywords)]
            if any(batch(i) for i in items) and not even(stop, step, whole, assigned):
                return ast.unparse(step)
    return None


def rounded_up(array: ast.expr, step: ast.expr, assigned: dict[str, ast.expr]) -> bool:
    """``array`` is a name given a pad or join by rows counted as ``(-n) % step``
    (through a name: ``pad_h = (-h) % tile``): its length is a multiple of ``step``."""
    made = assigned.get(array.id) if isinstance(array, ast.Name) else None
    if not (isinstance(made, ast.Call) and isinstance(made.func, ast.Attribute)
            and made.func.attr in ("pad", "concatenate", "vstack")):
        return False
    want = ast.dump(step)
    return any(isinstance(v, ast.BinOp) and isinstance(v.op, ast.Mod)
               and ast.dump(v.right) == want for n in ast.walk(made)
               for v in [n, assigned.get(n.id) if isinstance(n, ast.Name) else None])


def dropped(loop: ast.For, stop: ast.expr, truthy: frozenset[str]) -> bool:
    """The loop leaves before a short slice: ``if end > len(x): break`` (``>``, or
    ``<`` with the sides turned), alone or beside flags on by default (``and
    self.drop_last``, with ``truthy``)."""
    want = ast.dump(stop)
    step = loop.iter.args[2] if isinstance(loop.iter, ast.Call) and len(
        loop.iter.args) == 3 else None
    size = ast.dump(step) if step is not None else None

    def short(t: ast.Compare) -> bool:  # len(sel) < self.batch_size: a short batch
        left, right = t.left, t.comparators[0]
        if isinstance(t.ops[0], ast.Gt | ast.GtE):
            left, right = right, left
        return isinstance(t.ops[0], ast.Lt | ast.LtE | ast.Gt | ast.GtE) and isinstance(
            left, ast.Call) and isinstance(left.func, ast.Name) and left.func.id == "len" \
            and ast.dump(right) == size

    for n in statements(loop.body):
        if not (isinstance(n, ast.If) and any(isinstance(b, ast.Break | ast.Return)
                                              for b in n.body)):
            continue
        terms = n.test.values if isinstance(n.test, ast.BoolOp) and isinstance(
            n.test.op, ast.And) else [n.test]
        if any(isinstance(t, ast.Compare) and len(t.ops) == 1 and (
                isinstance(t.ops[0], ast.Gt | ast.GtE) and ast.dump(t.comparators[0]) == want
                or isinstance(t.ops[0], ast.Lt | ast.LtE) and ast.dump(t.left) == want
                or short(t))
               for t in terms) and all(isinstance(t, ast.Compare) or ast.unparse(t) in truthy
                                       for t in terms):
            return True
    return False


def flushed_buffer(func: FunctionNode, nodes: list[ast.stmt]) -> str | None:
    """The size of a generator that fills a buffer, yields it when ``len(buf) == size``
    and yields what is left after the loop (``if buf: yield np.stack(buf)``): the last
    batch is shorter whenever the items do not divide evenly (more_itertools' chunked,
    written by hand)."""
    for loop in nodes:
        if not isinstance(loop, ast.For | ast.AsyncFor | ast.While):
            continue
        for n in statements(loop.body):
            test = n.test if isinstance(n, ast.If) else None
            if not (isinstance(test, ast.Compare) and len(test.ops) == 1
                    and isinstance(test.ops[0], ast.Eq | ast.GtE)
                    and isinstance(test.left, ast.Call) and isinstance(test.left.func, ast.Name)
                    and test.left.func.id == "len" and len(test.left.args) == 1
                    and isinstance(test.left.args[0], ast.Name)):
                continue
            buf = test.left.args[0].id
            if not any(isinstance(y, ast.Yield) for y in ast.walk(n)):
                continue
            after = [y for y in ast.walk(func) if isinstance(y, ast.Yield) and y.value is not
                     None and not (loop.lineno <= y.lineno <= (loop.end_lineno or 0))
                     and not _dropped_by_default(func, y)]
            size = ast.unparse(test.comparators[0])
            if any(buf in {m.id for m in ast.walk(y) if isinstance(m, ast.Name)}
                   and not _padded_by(y.value, buf, size) for y in after) and \
                    not topped_up(func, buf):
                return size
    return None


def _dropped_by_default(func: FunctionNode, node: ast.AST) -> bool:
    """``if batch and not drop_last: yield batch`` with ``drop_last=True`` the default: the
    remainder is not yielded unless a caller asks for it."""
    args = func.args
    positional = args.posonlyargs + args.args
    on = {a.arg for a, d in zip(positional[len(positional) - len(args.defaults):],
                                args.defaults, strict=True)
          if isinstance(d, ast.Constant) and d.value is True}
    on |= {a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
           if isinstance(d, ast.Constant) and d.value is True}
    return any(isinstance(st, ast.If) and st.lineno < node.lineno <= (st.end_lineno or 0)
               and any(isinstance(t, ast.UnaryOp) and isinstance(t.op, ast.Not) and
                       isinstance(t.operand, ast.Name) and t.operand.id in on
                       for t in ast.walk(st.test))
               for st in ast.walk(func))


def _padded_by(value: ast.expr, buf: str, size: str) -> bool:
    """``pad(buf, max_batch)``: what is left handed to a helper together with the full
    size, which it fills up to (``np.zeros((size, d))``, then ``x[:len(buf)] = ...``)."""
    return isinstance(value, ast.Call) and any(
        isinstance(a, ast.Name) and a.id == buf for a in value.args) and any(
        ast.unparse(a) == size for a in [*value.args, *(k.value for k in value.keywords)])


def topped_up(func: FunctionNode, buf: str) -> bool:
    """``buf`` filled to full size before what is left is yielded: ``buf += [pad] *
    n_pad`` (or ``buf.extend(...)``) with ``n_pad = size - len(buf)``."""
    def short_by(node: ast.AST) -> bool:
        return any(isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and
                   c.func.id == "len" and len(c.args) == 1 and isinstance(c.args[0], ast.Name)
                   and c.args[0].id == buf for c in ast.walk(node))
    counts = {t.id for n in ast.walk(func) if isinstance(n, ast.Assign) and short_by(n.value)
              for t in n.targets if isinstance(t, ast.Name)}
    for n in ast.walk(func):
        added = n.value if isinstance(n, ast.AugAssign) and isinstance(n.op, ast.Add) and \
            isinstance(n.target, ast.Name) and n.target.id == buf else (
            n.args[0] if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and
            n.func.attr == "extend" and isinstance(n.func.value, ast.Name) and
            n.func.value.id == buf and n.args else None)
        if isinstance(added, ast.BinOp) and isinstance(added.op, ast.Mult) and (
                short_by(added) or any(isinstance(m, ast.Name) and m.id in counts
                                       for m in ast.walk(added))):
            return True
    return False


def even(stop: ast.expr, step: ast.expr, whole: set[str],
         assigned: dict[str, ast.expr], depth: int = 0) -> bool:
    """Evidence that ``stop`` is a multiple of ``step``: dividing constants, a value
    computed with //, %, - or * (``n // bs * bs``), or ``assert stop % step == 0``."""
    if isinstance(stop, ast.Constant) and isinstance(step, ast.Constant) \
            and isinstance(stop.value, int) and isinstance(step.value, int) \
            and step.value and stop.value % step.value == 0:
        return True
    if ast.unparse(stop) in whole:
        return True
    if isinstance(stop, ast.BinOp) and isinstance(stop.op, ast.Add) and any(
            isinstance(side, ast.Name) and isinstance(assigned.get(side.id), ast.BinOp)
            and isinstance(assigned[side.id].op, ast.Mod)
            and ast.dump(assigned[side.id].right) == ast.dump(step)
            for side in (stop.left, stop.right)):
        return True  # n + pad with pad = (-n) % bs: rounded up to a multiple
    if any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.FloorDiv | ast.Mod | ast.Sub
                                                   | ast.Mult) for n in ast.walk(stop)):
        return True
    if isinstance(stop, ast.Name) and stop.id in assigned and depth < 3:
        return even(assigned[stop.id], step, whole, assigned, depth + 1)
    if isinstance(stop, ast.Call) and isinstance(stop.func, ast.Name) and \
            stop.func.id == "min" and depth < 3:
        # min(n_full * bs, len(order)): capped at a multiple, and the cap is what stops it
        return any(even(a, step, whole, assigned, depth + 1) for a in stop.args)
    return False


def asserted_multiples(nodes: list[ast.stmt]) -> set[str]:
    """``assert A % B == 0`` (or ``not A % B``) in a scope: the texts of each ``A``."""
    found = set()
    for n in nodes:
        if not isinstance(n, ast.Assert):
            continue
        test = n.test
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            test = test.operand
        elif isinstance(test, ast.Compare) and len(test.ops) == 1 \
                and isinstance(test.ops[0], ast.Eq) and isinstance(test.comparators[0],
                                                                   ast.Constant) \
                and test.comparators[0].value == 0:
            test = test.left
        if isinstance(test, ast.BinOp) and isinstance(test.op, ast.Mod):
            found.add(ast.unparse(test.left))
    return found


def first_slice(node: ast.expr) -> ast.Slice | None:
    """The stepless slice ``a:b`` that ``node`` takes first (``x[a:b]``, ``x[a:b, ...]``)."""
    if not isinstance(node, ast.Subscript):
        return None
    parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
    first = parts[0] if parts else None
    if not isinstance(first, ast.Slice) or first.step is not None:
        return None
    return first


def batch_slice(node: ast.expr, var: str, step: ast.expr,
                named: dict[str, ast.expr] | None = None) -> bool:
    """``x[var:var + step]`` (or ``x[var:step + var]``); ``named``: the values names are
    given beside it, so that ``stop = var + step; x[var:stop]`` is the same slice."""
    first = first_slice(node)
    if first is None:
        return False
    lower, upper = first.lower, first.upper
    if isinstance(upper, ast.Name) and named is not None and upper.id in named:
        upper = named[upper.id]
    if isinstance(upper, ast.Call) and isinstance(upper.func, ast.Name) and \
            upper.func.id == "min" and len(upper.args) == 2 and not upper.keywords:
        # x[i:min(i + bs, n)]: clipped at the end, the last one is as short
        upper = next((a for a in upper.args if isinstance(a, ast.BinOp)), upper)
    if not (isinstance(lower, ast.Name) and lower.id == var and isinstance(upper, ast.BinOp)
            and isinstance(upper.op, ast.Add)):
        return False
    want = ast.dump(step)
    return ((isinstance(upper.left, ast.Name) and upper.left.id == var
             and ast.dump(upper.right) == want)
            or (isinstance(upper.right, ast.Name) and upper.right.id == var
                and ast.dump(upper.left) == want))
