"""Where a name's values come from: the one reading of bindings every rule shares.

A pitfall is a value that differs between two calls of one jitted function, and the value
reaches the call by whatever route its author chose: ``dt = 0.05`` then ``dt = gap / 16``;
``theta, steps = update(theta, steps)``; ``xs, ys = zip(*chunk)``; ``lr: float = 0.1``;
``count += 1``. Each rule asks *what can this name be?* and judges every answer in its own
terms (a weak type, a size that follows the data, a value that changes per iteration), so
a route read here is read for every rule at once, and a rule never needs its own spelling
of an assignment.

:func:`bindings` gives each name every value a body gives it. An unpacking target
(``a, b = value``) is given its item: the literal's element when ``value`` is a tuple or a
list, else a synthetic ``value[i]`` marked as an unpacking (:func:`unpacking`), so that a
rule can tell *the i-th thing a call returns* from indexing into an array.
"""

from __future__ import annotations

import ast
import itertools
from collections.abc import Iterable

from .scope import statements

#: the answers readings keep per node while a lint runs (:func:`kept`), dropped when it ends
#: (:func:`forget`): each holds the node beside its answer, so its id is not reused
_CACHES: list[dict] = []


def kept(cache: dict) -> dict:
    """Register ``cache`` (a dict of answers keyed by node ids) to be emptied by
    :func:`forget` when a lint ends, so no tree outlives its run."""
    _CACHES.append(cache)
    return cache


def forget() -> None:
    """Empty every cache of answers kept during a lint (:func:`kept`)."""
    for cache in _CACHES:
        cache.clear()


def returns_kept(read):
    """``read(checker, call, scope, env, depth, index=None)`` (what a call of a project
    function returns, in one reading of values), its answers kept per call and item for
    the lint's run, while no name is being read in its own value (``env`` empty: then the
    answer depends on the call alone)."""
    cache = kept({})

    def returned(checker, call, scope, env, depth, index=None):
        if env:
            return read(checker, call, scope, env, depth, index)
        return set(remember(cache, call, (id(call), index),
                            lambda: read(checker, call, scope, env, depth, index)))

    returned.__doc__ = read.__doc__
    return returned


def remember(cache: dict, node: ast.AST, key: object, compute):
    """The answer ``cache`` (one of :func:`kept`) holds for ``key``, computed once; the
    node the key's ids name is kept beside it, so a reused id never matches."""
    known = cache.get(key)
    if known is None or known[0] is not node:
        if len(cache) > 4096:
            cache.clear()
        known = cache[key] = (node, compute())
    return known[1]


#: set on the synthetic ``value[i]`` that stands for an unpacking target's item
_UNPACKED = "_jaxcheck_unpacked"


def item(value: ast.expr, index: int) -> ast.expr:
    """What the ``index``-th target of ``a, b, ... = value`` is given."""
    if isinstance(value, ast.Tuple | ast.List) and index < len(value.elts) and not any(
            isinstance(e, ast.Starred) for e in value.elts):
        return value.elts[index]
    node = ast.Subscript(value=value, slice=ast.Constant(index), ctx=ast.Load())
    setattr(node, _UNPACKED, True)
    return ast.copy_location(node, value)


def unpacking(node: ast.AST) -> tuple[ast.expr, int] | None:
    """``(value, i)`` when ``node`` stands for the ``i``-th item of unpacking ``value``."""
    if isinstance(node, ast.Subscript) and getattr(node, _UNPACKED, False):
        return node.value, node.slice.value  # type: ignore[attr-defined]
    return None


def bind(target: ast.expr, value: ast.expr, into: dict[str, list[ast.expr]]) -> None:
    """Record what ``target = value`` gives each name of ``target``."""
    if isinstance(target, ast.Name):
        into.setdefault(target.id, []).append(value)
    elif isinstance(target, ast.Tuple | ast.List):
        if any(isinstance(e, ast.Starred) for e in target.elts):
            return  # a, *rest = ...: positions after the star are unknown
        for i, elt in enumerate(target.elts):
            bind(elt, item(value, i), into)


def bindings(nodes: Iterable[ast.stmt]) -> dict[str, list[ast.expr]]:
    """Every value the statements ``nodes`` give each name: plain, unpacking, annotated and
    augmented assignments (``n += 1`` gives ``n + 1``), and a ``while`` or ``if`` test's
    ``:=``, in source order."""
    found: dict[str, list[ast.expr]] = {}
    for node in nodes:
        if isinstance(node, ast.Assign):
            for target in node.targets:
                bind(target, node.value, found)
        elif isinstance(node, ast.AnnAssign) and node.value is not None:
            bind(node.target, node.value, found)
        elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            found.setdefault(node.target.id, []).append(
                ast.copy_location(ast.BinOp(node.target, node.op, node.value), node))
        elif isinstance(node, ast.While | ast.If) and isinstance(node.test, ast.NamedExpr):
            # while chunk := list(islice(it, size)): the test gives the name its value
            bind(node.test.target, node.test.value, found)
    return found


def attribute_bindings(nodes: Iterable[ast.stmt], owner: str = "self") -> dict[str, list[ast.expr]]:
    """Every value the statements ``nodes`` give each attribute of ``owner`` (``self.n =
    0``, ``self.w, self.n = update(self.w, self.n)``, ``self.n += 1``)."""
    names: dict[str, list[ast.expr]] = {}
    for node in nodes:
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] \
            if isinstance(node, ast.AnnAssign | ast.AugAssign) and node.value is not None \
            else []
        for target in targets:
            value = node.value if not isinstance(node, ast.AugAssign) else \
                ast.copy_location(ast.BinOp(target, node.op, node.value), node)
            for one, given in _pairs(target, value):
                if isinstance(one, ast.Attribute) and isinstance(one.value, ast.Name) \
                        and one.value.id == owner:
                    names.setdefault(one.attr, []).append(given)
    return names


def _pairs(target: ast.expr, value: ast.expr) -> list[tuple[ast.expr, ast.expr]]:
    if isinstance(target, ast.Tuple | ast.List):
        if any(isinstance(e, ast.Starred) for e in target.elts):
            return []
        return [p for i, elt in enumerate(target.elts) for p in _pairs(elt, item(value, i))]
    return [(target, value)]


def superseded(body: list[ast.stmt], attr: str, owner: str = "self") -> set[int]:
    """The statements (ids) of a method's ``body`` that give ``self.<attr>`` a value it
    replaces before anything else can see it: ``self.offset = fit()[2]`` then, with no
    call between, ``self.offset = jnp.float32(self.offset)`` (only the last one leaves
    the method)."""
    given = [i for i, st in enumerate(body) if isinstance(st, ast.Assign)
             and attr in attribute_bindings([st], owner)]
    return {id(body[i]) for i, j in itertools.pairwise(given)
            if not any(isinstance(n, ast.Call) for st in body[i + 1:j] for n in ast.walk(st))}


def last_assigned(body: list[ast.stmt], line: int, name: str) -> tuple[ast.Assign | None, int]:
    """The last statement of ``body`` (a loop's own body) that assigns ``name``, on every
    pass, before the statement spanning ``line``; with the index of that statement (None
    and -1 when ``line`` is in no statement of ``body``). What the name holds at ``line``
    is that value (``s = jnp.sum(w) / 4.0`` then ``scale(w, s)``), not one before the loop."""
    at = next((i for i, st in enumerate(body)
               if st.lineno <= line <= (st.end_lineno or st.lineno)), None)
    if at is None:
        return None, -1
    return next((st for st in reversed(body[:at]) if isinstance(st, ast.Assign) and any(
        isinstance(n, ast.Name) and n.id == name for t in st.targets for n in ast.walk(t))),
        None), at


def reaching_in_loop(root: list[ast.stmt], loops: list[ast.stmt], line: int, name: str,
                     values: list[ast.expr]) -> list[ast.expr]:
    """The values of ``name`` (every value its scope gives it) that can reach a call on
    ``line``, inside ``loops`` (outermost first): the value a statement of the innermost
    loop's body gives the name on every pass before the call, when there is one (``mask =
    mask.astype(bool)`` then ``step(mask)``), or one of an outer loop's body with what the
    loops inside give it after; else the values given inside the outermost loop and the
    last one given before it in its own block (``pos = pos.astype(jnp.float32)`` before
    the loop replaces the ``int32`` ``pos`` above it). A value that reads the name itself
    is read with the name unknown."""
    bodies = [loop.body for loop in reversed(loops)]
    outer_loop = loops[0]
    for depth, body in enumerate(bodies):
        last, at = last_assigned(body, line, name)
        if last is not None and len(last.targets) == 1 and \
                isinstance(last.targets[0], ast.Name):
            if depth == 0:  # (and what an if between gives it on some passes)
                return _overridden(body[body.index(last) + 1:at], name, [last.value], values)
            # state = fresh_state(...) in the fold loop, then the epochs' loop: that value,
            # and those the inner loops give it on their later passes
            span = body[at]
            return [last.value] + [v for v in values if span.lineno <= getattr(
                v, "lineno", 0) <= (span.end_lineno or span.lineno)]
    outer = outer_loop
    start, end = outer.lineno, outer.end_lineno or outer.lineno
    block = _block_of(root, outer) or []
    cut = max((st.lineno for st in block if st.lineno < start and isinstance(st, ast.Assign)
               and any(isinstance(t, ast.Name) and t.id == name for t in st.targets)),
              default=0)
    return [v for v in values
            if start <= getattr(v, "lineno", start) <= end or
            cut <= getattr(v, "lineno", cut) < start]


def _overridden(between: list[ast.stmt], name: str, reaching: list[ast.expr],
                values: list[ast.expr]) -> list[ast.expr]:
    """``reaching`` (the last value given on every pass) and the values statements after it
    give on some passes (``promo = None``, then ``if sku in PROMO: promo = draw()``); an
    ``if`` whose every branch gives one replaces what came before."""
    def gives(block: list[ast.stmt]) -> bool:
        return any(isinstance(st, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in st.targets) for st in block)

    found = list(reaching)
    for st in between:
        inside = [v for v in values
                  if st.lineno <= getattr(v, "lineno", 0) <= (st.end_lineno or st.lineno)]
        if not inside:
            continue
        whole = isinstance(st, ast.If) and gives(st.body) and gives(st.orelse)
        found = inside if whole else found + inside
    return found


def _block_of(body: list[ast.stmt], node: ast.stmt) -> list[ast.stmt] | None:
    """The statement list (of ``body`` or a block in it) that holds ``node``."""
    if any(st is node for st in body):
        return body
    for st in body:
        if st.lineno <= node.lineno <= (st.end_lineno or st.lineno) and \
                not isinstance(st, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            for part in ("body", "orelse", "finalbody"):
                found = _block_of(getattr(st, part, []) or [], node)
                if found is not None:
                    return found
            for handler in getattr(st, "handlers", ()):
                found = _block_of(handler.body, node)
                if found is not None:
                    return found
    return None


def shadowed(body: list[ast.stmt]) -> set[int]:
    """The values (ids) that a later plain assignment in the same block replaces before
    anything but that assignment reads the name: ``X = np.stack(images)`` then ``X = (X >
    0).astype(jnp.float32)``; only the last one is seen after. Kept per body."""
    known = _SHADOWED.get(id(body))
    if known is not None and known[0] is body:
        return known[1]
    found: set[int] = set()
    blocks = [body]
    stack = list(body)
    while stack:  # statements only: expressions hold no block
        st = stack.pop()
        if isinstance(st, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue  # (another scope)
        for part in ("body", "orelse", "finalbody"):
            block = getattr(st, part, None)
            if block and isinstance(block, list):
                blocks.append(block)
                stack.extend(block)
        for handler in getattr(st, "handlers", ()):
            blocks.append(handler.body)
            stack.extend(handler.body)
    for block in blocks:
        last: dict[str, int] = {}
        for j, st in enumerate(block):
            names = [t.id for t in st.targets if isinstance(t, ast.Name)] \
                if isinstance(st, ast.Assign) else []
            for name in names:
                i = last.get(name)
                if i is not None and not any(
                        isinstance(n, ast.Name) and n.id == name
                        for between in block[i + 1:j] for n in ast.walk(between)):
                    found.add(id(block[i].value))
                last[name] = j
    if len(_SHADOWED) > 512:
        _SHADOWED.clear()
    _SHADOWED[id(body)] = (body, found)
    return found


#: per body (kept alive beside its answer, so its id is not reused): :func:`shadowed`
_SHADOWED: dict[int, tuple[list[ast.stmt], set[int]]] = kept({})


def function_bindings(func: ast.AST) -> dict[str, list[ast.expr]]:
    """:func:`bindings` of a function's whole body, kept per function: read-only (the same
    dict is handed to every reader of the function's returns)."""
    known = _FUNCTION_BINDINGS.get(id(func))
    if known is not None and known[0] is func:
        return known[1]
    found = bindings(statements(func.body))
    if len(_FUNCTION_BINDINGS) > 4096:
        _FUNCTION_BINDINGS.clear()
    _FUNCTION_BINDINGS[id(func)] = (func, found)
    return found


#: per function (kept alive beside its answer, so its id is not reused)
_FUNCTION_BINDINGS: dict[int, tuple[ast.AST, dict[str, list[ast.expr]]]] = kept({})


#: calls whose items pair with their arguments' items: ``zip(a, b)`` gives (a's, b's)
PAIRING = frozenset({"zip", "itertools.product"})


def loop_names(node: ast.For, module) -> tuple[set[str], dict[str, ast.expr]]:
    """The names ``node`` binds: those bound to Python ints (``for i in range(...)``,
    ``enumerate``'s index), and the others with the iterable whose items they take
    (``for tol in np.geomspace(...)``: an item of that; ``for lr, wd in
    itertools.product(lrs, wds)``: an item of ``lrs`` and one of ``wds``)."""
    counters: set[str] = set()
    items: dict[str, ast.expr] = {}

    def bind(target: ast.expr, it: ast.expr) -> None:
        func = it.func if isinstance(it, ast.Call) else None
        name = func.id if isinstance(func, ast.Name) and func.id not in module.imports \
            else module.qualify(func) if func is not None else None
        if name == "range" and isinstance(target, ast.Name):
            counters.add(target.id)
        elif name == "enumerate" and isinstance(target, ast.Tuple) and \
                len(target.elts) == 2 and it.args and not isinstance(it.args[0], ast.Starred):
            bind(target.elts[0], ast.Call(ast.Name("range"), [], []))
            bind(target.elts[1], it.args[0])
        elif name in PAIRING and isinstance(target, ast.Tuple) and \
                len(target.elts) == len(it.args) and not it.keywords and \
                not any(isinstance(a, ast.Starred) for a in it.args):
            for one, arg in zip(target.elts, it.args, strict=True):
                bind(one, arg)
        elif isinstance(func, ast.Attribute) and func.attr == "items" and not it.args and \
                isinstance(target, ast.Tuple) and len(target.elts) == 2:
            # for name, cfg in TABLE.items(): cfg is one of TABLE.values()
            bind(target.elts[1], ast.Call(ast.Attribute(func.value, "values"), [], []))
        elif isinstance(target, ast.Name):
            items[target.id] = it

    bind(node.target, node.iter)
    return counters, items


def comprehension_loops(nodes: Iterable[ast.AST]) -> list[ast.For]:
    """The ``for`` clauses of the comprehensions in ``nodes`` (not in the functions or
    classes they define), each as the ``for`` statement it reads like."""
    found: list[ast.For] = []
    seen: set[int] = set()
    for node in nodes:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda):
            continue
        stack = [node]
        while stack:
            n = stack.pop()
            if isinstance(n, ast.comprehension) and id(n) not in seen:
                seen.add(id(n))
                found.append(ast.For(target=n.target, iter=n.iter, body=[], orelse=[]))
            stack.extend(c for c in ast.iter_child_nodes(n) if not isinstance(
                c, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda | ast.stmt))
    return found


def set_elsewhere(cls: ast.ClassDef, attr: str, but: Iterable[ast.AST] = (),
                  names: Iterable[str] = ("__init__", "__post_init__")) -> bool:
    """Some method of ``cls``, other than the methods ``but`` and those called ``names``
    (the constructor's, by default), gives ``self.<attr>`` a value (``=``, ``+=``, an
    annotated assignment): what a reading of the attribute's one value must rule out."""
    skip = {id(m) for m in but}
    for method in cls.body:
        if not isinstance(method, ast.FunctionDef | ast.AsyncFunctionDef) or \
                id(method) in skip or method.name in names:
            continue
        for n in ast.walk(method):
            targets = n.targets if isinstance(n, ast.Assign) else [n.target] if isinstance(
                n, ast.AugAssign | ast.AnnAssign) else []
            if any(isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                   and t.value.id == "self" and t.attr == attr for t in targets):
                return True
    return False


class Comprehended(dict):
    """A scope's loop items (``name -> iterable``) that, on the first name asked after
    and not found, adds the names its comprehensions' ``for`` clauses bind (and the
    counters among them to the scope's counters). A name the scope binds too is another
    variable: the comprehension's is its own."""

    def __init__(self, items, counters: set[str], nodes, assigns, module) -> None:
        super().__init__(items)
        self._pending = (nodes, assigns, module)
        self.counters = _Counters(counters, self)

    def _load(self) -> None:
        nodes, assigns, module = self._pending
        self._pending = None
        for loop in comprehension_loops(nodes):
            counted, itemised = loop_names(loop, module)
            set.update(self.counters, (n for n in counted if n not in assigns))
            for n, it in itemised.items():
                if n not in assigns and not super().__contains__(n):
                    super().__setitem__(n, it)

    def ask(self, name) -> None:
        """Read the comprehensions when ``name`` is not among the loops' names yet."""
        if self._pending is not None and not super().__contains__(name):
            self._load()

    def __contains__(self, name) -> bool:
        self.ask(name)
        return super().__contains__(name)

    def __missing__(self, name):  # self[name] of a name the loops do not bind
        self.ask(name)
        if not super().__contains__(name):
            raise KeyError(name)
        return super().__getitem__(name)

    def get(self, name, default=None):
        return self[name] if name in self else default

    # reading them all: every name, the comprehensions' too
    def __iter__(self):
        self.ask(None)
        return super().__iter__()

    def keys(self):
        return dict.fromkeys(self).keys()

    def values(self):
        return [self[n] for n in self]

    def items(self):
        return [(n, self[n]) for n in self]


class _Counters(set):
    """A scope's loop counters, with its comprehensions' (read with :class:`Comprehended`,
    when a name asked after is not among the loops')."""

    def __init__(self, counters: set[str], items: Comprehended) -> None:
        super().__init__(counters)
        self._items = items

    def __contains__(self, name) -> bool:
        self._items.ask(name)
        return super().__contains__(name)
