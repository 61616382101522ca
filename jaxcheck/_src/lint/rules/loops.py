"""Per-iteration values: what a loop changes from one iteration to the next.

The walk reads each loop once, as it enters it (:func:`read_loop`), into a :class:`Loop`:
the names that take a new value every iteration (the loop variable, accumulators,
expressions of those), which of them are Python ints (range and enumerate indexes, and
arithmetic of them), names over listed constants, per-iteration slices, the range a batch
loop steps through, and names bound to a ragged loader's items. Rules JC101, JC102, JC103
and JC105 judge a call in the loop against it (:func:`varies`, :func:`arith_only`).
"""

from __future__ import annotations

import ast
from dataclasses import dataclass, field

from ..flow import attribute_bindings, bindings, last_assigned, reaching_in_loop
from ..index import Offer
from ..scope import LOOPS, FunctionNode, names_in, statements
from .checker import Checker, Scope
from .instances import instance_of
from .literal import even_construction
from .modules import names_reader, values_of  # noqa: F401 (values_of: read from here by other rules)
from .nodes import class_def, short, truth_value
from .repeats import stream


@dataclass
class Loop:
    node: ast.For | ast.AsyncFor | ast.While
    varying: set[str] = field(default_factory=set)
    counters: set[str] = field(default_factory=set)  # Python ints: range/enumerate indexes
    #: names bound to listed constants (``for t1 in (1.0, 2.0)``): a Python value each time
    literals: set[str] = field(default_factory=set)
    #: ... those whose listed values are all Python numbers (``for week, dd in DEGREE_DAYS``)
    numerals: set[str] = field(default_factory=set)
    sliced: dict[str, ast.expr] = field(default_factory=dict)  # name -> per-iteration slice
    range_var: str | None = None
    range_stop: ast.expr | None = None
    range_step: ast.expr | None = None
    sweep: bool = False  # over listed constants (a config sweep): a compile each, on purpose
    #: a sweep over flags (bools, strings: train/eval): one compile per mode, by design
    flags: bool = False
    #: a sweep over listed numbers only (``for k in STRIKES``): values a jit could trace
    numbers: bool = False
    #: ... and floats only (``STRIKES = [90.0, 95.0]``): parameters, not configurations
    floats: bool = False
    #: ... or ints only (``PARTICLE_COUNTS = (32, 128)``): sizes and counts
    ints: bool = False
    #: names bound to the items of a table of objects made once at module level (``for
    #: stage, reward in enumerate(STAGE_REWARDS)``): the same few objects every pass
    tabled: set[str] = field(default_factory=set)
    #: names that take listed flags while the rest of the item varies (``for training,
    #: batch in ((True, tr), (False, va))``): one compile per mode, by design
    flagged: set[str] = field(default_factory=set)
    #: names bound to a ragged loader's items, with the loader (call text, offer)
    ragged: dict[str, tuple[str, Offer]] = field(default_factory=dict)
    #: whether callers hand the iterated parameter a ragged loader (None: not asked yet)
    handed: bool | None = None
    #: names the body binds to an optax optimizer it makes (or an object holding one)
    optimizers: dict[str, str] | None = None
    #: every value the body gives each name (:func:`..flow.bindings`), read when asked
    bound: dict[str, list[ast.expr]] | None = None
    #: the names the body resets to an empty list (``kept = []``): read once, when asked
    emptied: set[str] | None = None
    #: names the body grows in place (``replay.extend(...)``, ``buf.append(x)``), read
    #: when asked: their ``len()`` changes from one pass to the next
    grown: set[str] | None = None


def grown(loop: Loop) -> set[str]:
    """The names ``loop``'s body grows in place (``replay.extend(...)``, ``buf.append``)."""
    if loop.grown is None:
        loop.grown = {n.value.func.value.id for n in statements(loop.node.body)
                      if isinstance(n, ast.Expr) and isinstance(n.value, ast.Call)
                      and isinstance(n.value.func, ast.Attribute)
                      and n.value.func.attr in ("append", "extend", "add", "push", "insert")
                      and isinstance(n.value.func.value, ast.Name)}
    return loop.grown


def loop_bindings(loop: Loop) -> dict[str, list[ast.expr]]:
    """Every value ``loop``'s body gives each name (read once, then kept on it)."""
    if loop.bound is None:
        loop.bound = bindings(statements(loop.node.body))
    return loop.bound


#: libraries' batching of an iterable whose last batch keeps what is left over
BATCHERS = frozenset({"itertools.batched", "more_itertools.chunked", "more_itertools.batched",
                      "toolz.partition_all", "toolz.itertoolz.partition_all",
                      "cytoolz.partition_all"})


def read_loop(checker: Checker, node: ast.For | ast.AsyncFor | ast.While,
              scope: Scope) -> Loop:
    """What ``node`` changes every iteration, read once as the walk enters it."""
    loop = Loop(node)
    if not isinstance(node, ast.While):
        loop.varying |= set(names_in(node.target))
        it = node.iter
        loop.sweep = listed(checker, it, scope)
        fed = False
        if loop.sweep:
            named = [a for n in ast.walk(it) if isinstance(n, ast.Name)
                     for a in values_of(checker, n.id, scope)]
            values = [n.value for v in [it, *named] for n in ast.walk(v)
                      if isinstance(n, ast.Constant)]
            loop.flags = bool(values) and all(isinstance(v, bool | str) for v in values)
            loop.numbers = bool(values) and all(
                type(v) in (int, float) for v in values) and not any(
                isinstance(n, ast.Name) and named_function(checker, n)
                for v in [it, *named] for n in ast.walk(v))
            loop.floats = loop.numbers and all(type(v) is float for v in values)
            loop.ints = loop.numbers and all(type(v) is int for v in values)
            if stream(checker, it, scope):  # ["M8", "M6", "M12", "M8"]: data, not a sweep
                loop.sweep = loop.flags = loop.numbers = loop.floats = loop.ints = False
                fed = True
        # (a table imported from the project's config module is listed there)
        where = names_reader(checker)
        for name, column in columns(node.target, it, scope, where).items():
            if not all(isinstance(e, ast.Constant) for e in column):
                continue
            if len({(type(e.value), e.value) for e in column}) > 1:
                loop.literals.add(name)  # two values at least: two compiles
                if all(type(e.value) in (int, float) for e in column):
                    loop.numerals.add(name)
            if all(isinstance(e.value, bool | str) for e in column):
                loop.flagged.add(name)
        if fed:
            loop.flagged.clear()
        loop.tabled = tabled(checker, node.target, it, scope)
        made, target = it, node.target
        if isinstance(made, ast.Call) and isinstance(made.func, ast.Name) and \
                made.func.id == "enumerate" and len(made.args) == 1 and isinstance(
                    target, ast.Tuple) and len(target.elts) == 2:
            made, target = made.args[0], target.elts[1]  # for i, (x, y) in enumerate(loader)
        if isinstance(made, ast.Name) and len(scope.assigns.get(made.id, [])) == 1:
            made = scope.assigns[made.id][0]  # loader = Loader(...); for batch in loader
        offer = checker.offer(made.func) if isinstance(made, ast.Call) else None
        batcher = checker.module.qualify(made.func) if isinstance(made, ast.Call) else None
        if batcher in BATCHERS and len(made.args) >= 2:  # itertools.batched(rows, 8)
            offer = Offer("loader", batcher.partition(".")[0], size=short(made.args[1], 20))
        if offer is not None and offer.kind == "loader" and not even_construction(
                made, str(offer.size), scope):
            for name in names_in(target):
                loop.ragged[name] = (short(made.func, 30), offer)
        if isinstance(it, ast.Call) and isinstance(it.func, ast.Name):
            if it.func.id == "range" and isinstance(node.target, ast.Name):
                loop.counters.add(node.target.id)
                if len(it.args) == 3:
                    loop.range_var = node.target.id
                    loop.range_stop, loop.range_step = it.args[1], it.args[2]
            elif it.func.id == "enumerate" and isinstance(node.target, ast.Tuple) \
                    and node.target.elts and isinstance(node.target.elts[0], ast.Name):
                loop.counters.add(node.target.elts[0].id)
    body = list(statements(node.body))
    assigns = []
    for n in body:
        if isinstance(n, ast.AugAssign) and isinstance(n.target, ast.Name):
            loop.varying.add(n.target.id)
        elif isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) and isinstance(
                n.value.func, ast.Attribute) and isinstance(n.value.func.value, ast.Name):
            # cluster.step(dt, key): the attributes the method gives the object change
            loop.varying |= changed_attributes(checker, n.value.func, scope)
    for name, values in loop_bindings(loop).items():  # every binding, unpacked ones too
        for value in values:
            if name in set(names_in(value)) and (isinstance(value, ast.BinOp) or (
                    isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
                    and value.func.id in ("min", "max", "abs", "round", "float", "int"))):
                # an accumulator: lr = lr * 0.9, eps = max(EPS_END, eps * EPS_DECAY)
                loop.varying.add(name)
            assigns.append((name, value))
    for _ in range(2):
        for name, value in assigns:
            if varies(value, loop):
                loop.varying.add(name)
                if arith_only(value, loop.counters):
                    loop.counters.add(name)
            if slices(value, loop.varying):
                loop.sliced[name] = value
            elif name in loop.sliced and isinstance(value, ast.Call) and (
                    checker.module.qualify(value.func) or "").endswith(".pad"):
                del loop.sliced[name]  # chunk = np.pad(chunk, (0, bs - n)): filled up
    return loop


def listed(checker: Checker, node: ast.expr, scope: Scope, depth: int = 0) -> bool:
    """Constants listed in the source: (1, 2), [("a", 1)], itertools.product of them,
    or a name given only such values in this scope (in both branches of an if)."""
    if depth > 3:
        return False
    if isinstance(node, ast.Tuple | ast.List | ast.Set | ast.Dict):  # ({"steps": 2}, ...)
        return all(isinstance(e, ast.Constant) or named_function(checker, e)
                   or isinstance(e, ast.UnaryOp) and isinstance(e.operand, ast.Constant)
                   or listed(checker, e, scope, depth + 1) for e in (
                       node.values if isinstance(node, ast.Dict) else node.elts))
    if isinstance(node, ast.Call) and node.args and not node.keywords:
        name = checker.module.qualify(node.func) or (
            node.func.id if isinstance(node.func, ast.Name) else None)
        if name in ("itertools.product", "zip", "enumerate"):
            return all(listed(checker, a, scope, depth + 1) for a in node.args)
    if isinstance(node, ast.Name):
        values = values_of(checker, node.id, scope)
        return bool(values) and all(listed(checker, v, scope, depth + 1) for v in values)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
            scope.cls is not None and node.value.id in ("self", "cls", scope.cls.name):
        # for b in self.BUCKETS, with BUCKETS = (4, 8, 16) in the class's body
        cls = class_def(checker.tree, scope.cls.name)
        values = [n.value for n in (cls.body if cls is not None else [])
                  if isinstance(n, ast.Assign) and any(
                      isinstance(t, ast.Name) and t.id == node.attr for t in n.targets)]
        return len(values) == 1 and listed(checker, values[0], scope, depth + 1)
    return False


def tabled(checker: Checker, target: ast.expr, it: ast.expr, scope: Scope) -> set[str]:
    """The names of ``target`` that take the items of a table of objects made once at
    module level: ``STAGE_REWARDS = tuple(partial(reward, scale=s) for s in SCALES)``
    (objects made by calls, or named functions), iterated directly, through
    ``enumerate``, or as a dict's ``.values()`` / ``.items()``."""
    item = target
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and \
            it.func.id == "enumerate" and len(it.args) == 1:
        it = it.args[0]
        item = target.elts[1] if isinstance(target, ast.Tuple) and \
            len(target.elts) == 2 else None
    elif isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and \
            it.func.attr in ("values", "items") and not it.args:
        keyed = it.func.attr == "items"
        it = it.func.value
        item = (target.elts[1] if isinstance(target, ast.Tuple) and len(target.elts) == 2
                else None) if keyed else target
    if not isinstance(item, ast.Name) or not isinstance(it, ast.Name) or \
            it.id in scope.assigns:
        return set()
    values = values_of(checker, it.id, scope)
    if len(values) != 1:
        return set()
    table = values[0]
    if isinstance(table, ast.Call) and isinstance(table.func, ast.Name) and \
            table.func.id in ("tuple", "list", "dict") and len(table.args) == 1:
        table = table.args[0]
    if isinstance(table, ast.Dict):
        elements = table.values
    elif isinstance(table, ast.Tuple | ast.List):
        elements = table.elts
    elif isinstance(table, ast.GeneratorExp | ast.ListComp):
        elements = [table.elt]
    elif isinstance(table, ast.DictComp):
        elements = [table.value]
    else:
        return set()
    # objects (a partial, a config, an env), not numbers: np.float32(0.1) is a number
    made = bool(elements) and all(named_function(checker, e) or isinstance(e, ast.Call) and not (
        (checker.module.qualify(e.func) or "").startswith(("numpy.", "jax.numpy."))
        or isinstance(e.func, ast.Name) and e.func.id in ("float", "int", "round", "complex"))
        for e in elements)
    return {item.id} if made else set()


def product_column(checker: Checker, loop: Loop, name: str, scope: Scope) -> list | None:
    """The listed values ``name`` takes in ``for e, n in itertools.product(ES, NS)``: the
    constants of its own factor (``NS``), or None where the source does not list them."""
    node = loop.node
    if not isinstance(node, ast.For | ast.AsyncFor) or not isinstance(node.target, ast.Tuple):
        return None
    it = node.iter
    if not (isinstance(it, ast.Call) and checker.module.qualify(it.func) == "itertools.product"
            and len(it.args) == len(node.target.elts) and not it.keywords):
        return None
    for target, factor in zip(node.target.elts, it.args, strict=True):
        if isinstance(target, ast.Name) and target.id == name:
            if isinstance(factor, ast.Name):
                values = values_of(checker, factor.id, scope)
                factor = values[0] if len(values) == 1 else factor
            if isinstance(factor, ast.Tuple | ast.List) and all(
                    isinstance(e, ast.Constant) for e in factor.elts):
                return [e.value for e in factor.elts]
    return None


def columns(target: ast.expr, it: ast.expr, scope: Scope,
            module: dict[str, list[ast.expr]] | None = None) -> dict[str, list]:
    """The values each name a ``for`` target binds takes, when the source lists the
    items: ``for training, (x, y) in ((True, tr), (False, va))`` gives ``training`` True
    then False, ``x`` and ``y`` the parts of ``tr`` and ``va``; also through ``zip`` (of
    listed and other iterables), ``enumerate``, a dict literal's ``.items()`` and a name
    given one such list. A value the source does not list is None."""
    found: dict[str, list] = {}
    for item in items_of(it, scope, module=module) or ():
        bind(target, item, found)
    return found


def items_of(it: ast.expr | None, scope: Scope, depth: int = 0,
             module: dict[str, list[ast.expr]] | None = None) -> list | None:
    """The items of ``it`` as the source lists them (each an expression, a list for a
    tuple made by ``zip`` or ``.items()``, or None where unknown); None if not listed."""
    if depth > 3 or it is None:
        return None
    if isinstance(it, ast.Tuple | ast.List | ast.Set):
        return None if any(isinstance(e, ast.Starred) for e in it.elts) else list(it.elts)
    if isinstance(it, ast.Name):
        values = scope.assigns.get(it.id) or (module or {}).get(it.id, [])
        return items_of(values[0], scope, depth + 1, module) if len(values) == 1 else None
    if isinstance(it, ast.Subscript) and isinstance(it.slice, ast.Constant) and \
            isinstance(it.value, ast.Name):  # for lr in SWEEP["lr"]: that entry's list
        values = scope.assigns.get(it.value.id) or (module or {}).get(it.value.id, [])
        entry = next((v for k, v in zip(values[0].keys, values[0].values, strict=True)
                      if isinstance(k, ast.Constant) and k.value == it.slice.value), None) \
            if len(values) == 1 and isinstance(values[0], ast.Dict) else None
        return items_of(entry, scope, depth + 1, module)
    if not isinstance(it, ast.Call) or it.keywords or any(
            isinstance(a, ast.Starred) for a in it.args):
        return None
    func = it.func
    if isinstance(func, ast.Attribute) and func.attr == "items" and not it.args:
        pairs = func.value
        if isinstance(pairs, ast.Name) and len(scope.assigns.get(pairs.id, [])) == 1:
            pairs = scope.assigns[pairs.id][0]
        if isinstance(pairs, ast.Dict) and None not in pairs.keys:
            return [[k, v] for k, v in zip(pairs.keys, pairs.values, strict=True)]
        return None
    if not isinstance(func, ast.Name):
        return None
    if func.id == "enumerate" and len(it.args) == 1:
        inner = items_of(it.args[0], scope, depth + 1, module)
        return None if inner is None else [[ast.Constant(i), e] for i, e in enumerate(inner)]
    if func.id == "zip" and it.args:
        parts = [items_of(a, scope, depth + 1, module) for a in it.args]
        known = [p for p in parts if p is not None]
        if not known or len({len(p) for p in known}) != 1:
            return None
        return [[p[i] if p is not None else None for p in parts] for i in range(len(known[0]))]
    return None


def bind(target: ast.expr, item, found: dict[str, list]) -> None:
    """Add what each name of ``target`` takes from ``item`` (see :func:`columns`)."""
    if isinstance(target, ast.Name):
        found.setdefault(target.id, []).append(item)
        return
    parts = item.elts if isinstance(item, ast.Tuple | ast.List) else item \
        if isinstance(item, list) else None
    if isinstance(target, ast.Tuple | ast.List) and parts is not None \
            and len(parts) == len(target.elts) and \
            not any(isinstance(e, ast.Starred) for e in target.elts):
        for one, part in zip(target.elts, parts, strict=True):
            bind(one, part, found)
        return
    for name in names_in(target):
        found.setdefault(name, []).append(None)


def named_function(checker: Checker, node: ast.expr) -> bool:
    """A function named in the source: one of the module's (``relu``), or an imported
    one (``jax.nn.gelu``): distinct items of a list of functions, one compile each."""
    if isinstance(node, ast.Name):
        if node.id in checker.module.imports and checker.project is not None and \
                checker.view is not None and checker.project.constant(checker.view, node.id):
            return False  # from heads import TASKS: a value the project module assigns
        return node.id in checker.module.functions or (
            node.id in checker.module.imports and "." in checker.module.imports[node.id])
    return isinstance(node, ast.Attribute) and checker.module.qualify(node) is not None


def varies(node: ast.expr, loop: Loop) -> bool:
    """An expression whose value changes from one iteration to the next."""
    if isinstance(node, ast.Name):
        return node.id in loop.varying
    if isinstance(node, ast.BinOp):
        return varies(node.left, loop) or varies(node.right, loop)
    if isinstance(node, ast.UnaryOp):
        return varies(node.operand, loop)
    if isinstance(node, ast.Dict | ast.Tuple | ast.List):  # {"t": step}: holds the step
        return any(varies(v, loop) for v in (
            node.values if isinstance(node, ast.Dict) else node.elts) if v is not None)
    if isinstance(node, ast.JoinedStr):
        return any(varies(v.value, loop) for v in node.values
                   if isinstance(v, ast.FormattedValue))
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.args:
        if node.func.id == "len":
            arg = node.args[0]
            return (isinstance(arg, ast.Name) and (arg.id in loop.sliced or arg.id in
                                                   loop.ragged or arg.id in grown(loop))) \
                or slices(arg, loop.varying)
        if node.func.id in ("min", "max") and rounded_cap(node, loop):
            return False  # min(-(-n // 8) * 8, 32): a few buckets, by design
        if node.func.id in ("bool", "isinstance", "callable", "hasattr", "id", "type"):
            return False  # a flag (two values) or an identity: not a value per iteration
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and \
            node.func.attr in RANDOM:
        return True  # rng.integers(20, 64), np.random.rand(): a new draw every call
    if isinstance(node, ast.Compare):
        return varies(node.left, loop) or any(varies(c, loop) for c in node.comparators)
    if isinstance(node, ast.Call):
        # math.cos(step / total), np.count_nonzero(mask), lengths.max().item(),
        # anneal.temperature(ep): a function of a value that changes changes with it
        receiver = node.func.value if isinstance(node.func, ast.Attribute) else None
        return any(varies(a.value if isinstance(a, ast.Starred) else a, loop)
                   for a in node.args) or any(varies(k.value, loop) for k in node.keywords) \
            or (receiver is not None and varies(receiver, loop))
    if isinstance(node, ast.Attribute) and node.attr in ("shape", "ndim", "dtype", "size"):
        return False  # new values in each batch need not mean a new shape
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and \
            f"{node.value.id}.{node.attr}" in loop.varying:
        return True
    if isinstance(node, ast.Attribute | ast.Subscript):
        return varies(node.value, loop)  # episode.length, batch["n"]
    return False


def entry(expr: ast.expr, module, local: dict) -> bool:
    """``NAME[key]``, ``NAME.get(key)`` or ``min(NAME, key=...)``, NAME given once, at
    module level, and not in ``local`` (the names the reading function binds)."""
    if isinstance(expr, ast.Subscript) and not isinstance(expr.slice, ast.Slice | ast.Tuple):
        table = expr.value
    elif isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute) and \
            expr.func.attr == "get" and expr.args:
        table = expr.func.value
    elif isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and expr.func.id in (
            "min", "max") and len(expr.args) == 1 and expr.keywords:
        table = expr.args[0]  # min(RATES, key=lambda r: abs(r - measured)): one of them
    else:
        return False
    return isinstance(table, ast.Name) and table.id not in local and \
        len(module.assigns.get(table.id, [])) == 1 and \
        isinstance(module.assigns[table.id][0], ast.Dict | ast.DictComp | ast.List |
                   ast.Tuple | ast.ListComp | ast.Call)


def bounded(value: ast.expr, module) -> bool:
    """A value of a few, fixed by the source: a constant, an entry of a table made once
    (``PHASES[1]``), a truth value (a flag), or a choice between such values (``PHASES[0]
    if epoch < WARMUP else PHASES[1]``)."""
    if isinstance(value, ast.Constant) or truth_value(value, getattr(module, "qualify", None)):
        return True
    if isinstance(value, ast.IfExp):
        return bounded(value.body, module) and bounded(value.orelse, module)
    if isinstance(value, ast.Name) and module is not None:  # SAMPLE_PERIOD, set once
        given = module.assigns.get(value.id, [])
        return len(given) == 1 and isinstance(given[0], ast.Constant)
    return entry(value, module, {})


def changed_attributes(checker: Checker, method: ast.Attribute, scope: Scope) -> set[str]:
    """``obj.attr`` for each attribute that the method ``obj.<method>`` gives ``obj``,
    when the source shows which class ``obj`` is (``self``, or an instance of the
    project's): ``cluster.step(...)`` changes ``cluster.pos`` and ``cluster.alive``."""
    owner = method.value.id  # type: ignore[attr-defined]
    cls: ast.ClassDef | None = None
    if owner == "self" and scope.cls is not None:
        cls = class_def(checker.tree, scope.cls.name)
    else:
        made = instance_of(checker, method.value, scope)
        cls = made[1] if made is not None else None
    func = next((n for n in cls.body if isinstance(n, FunctionNode)
                 and n.name == method.attr), None) if cls is not None else None
    if func is None:
        return set()
    # self.cfg = PHASES[0] if epoch < WARMUP else PHASES[1]: one of a few, not a new value
    return {f"{owner}.{attr}" for attr, values in attribute_bindings(
        statements(func.body)).items()
            if not all(bounded(v, checker.module) for v in values)}


#: methods of NumPy's and Python's random generators: each call draws a new value
RANDOM = frozenset({"integers", "random", "normal", "uniform", "choice", "randint", "rand",
                    "randn", "poisson", "binomial", "exponential", "standard_normal",
                    "randrange", "gauss", "random_sample", "geometric", "beta", "gamma"})


def propagate(loop: Loop) -> None:
    """Add to ``loop.varying`` every name its body gives a value that changes."""
    bound = loop_bindings(loop)
    for _ in range(3):
        for name, values in bound.items():
            if name not in loop.varying and any(varies(v, loop) for v in values):
                loop.varying.add(name)


def rounded_cap(node: ast.Call, loop: Loop) -> bool:
    """``min(round_up(n), CAP)``: one argument a constant (or an UPPER_CASE name), every
    one that changes rounded with ``//`` or ``ceil``."""
    args = node.args
    fixed = [a for a in args if isinstance(a, ast.Constant) or (
        isinstance(a, ast.Name) and a.id.isupper())]
    moving = [a for a in args if a not in fixed]
    return bool(fixed) and bool(moving) and all(any(
        isinstance(n, ast.BinOp) and isinstance(n.op, ast.FloorDiv) or (
            isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute | ast.Name)
            and getattr(n.func, "attr", getattr(n.func, "id", "")) == "ceil")
        for n in ast.walk(a)) for a in moving)


def arith_only(node: ast.expr, counters: set[str], constants: frozenset[str] = frozenset()
               ) -> bool:
    """An arithmetic expression of loop counters (a Python number every iteration), with
    literals and the names in ``constants`` (a module's numbers: ``epoch / EPOCHS``)."""
    if isinstance(node, ast.Name):
        return node.id in counters
    if isinstance(node, ast.BinOp):
        sides = (node.left, node.right)
        return any(arith_only(s, counters, constants) for s in sides) and all(
            arith_only(s, counters, constants) or _number(s, constants) for s in sides)
    return False


def _number(node: ast.expr, constants: frozenset[str]) -> bool:
    """A literal, a name in ``constants``, or arithmetic of them (``EPOCHS - 1``)."""
    if isinstance(node, ast.BinOp):
        return _number(node.left, constants) and _number(node.right, constants)
    return isinstance(node, ast.Constant) or isinstance(node, ast.Name) and node.id in constants


def numbers(module) -> frozenset[str]:
    """The module's names given one number, once (``EPOCHS = 4``)."""
    return frozenset(name for name, values in module.assigns.items() if len(values) == 1
                     and isinstance(values[0], ast.Constant)
                     and type(values[0].value) in (int, float))


def slices(node: ast.expr, varying: set[str]) -> bool:
    """``x[i:i + bs]`` and the like: a slice whose bounds change every iteration."""
    if not isinstance(node, ast.Subscript):
        return False
    parts = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
    return any(isinstance(p, ast.Slice) and set(names_in(p)) & varying for p in parts)


def assigned_in(name: str, loop: ast.AST) -> bool:
    """Whether the loop's body (``name = ...`` among its statements) assigns ``name``."""
    body = loop.body if isinstance(loop, LOOPS) else []
    return any(isinstance(n, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name
                                                 for t in n.targets)
               for n in statements(body))


def one_value(expr: ast.expr, loop: Loop) -> ast.expr | None:
    """``expr`` itself, or, for a name, the one value the loop's body gives it (None when
    it gives none or several)."""
    if not isinstance(expr, ast.Name):
        return expr
    values = loop_bindings(loop).get(expr.id, [])
    return values[0] if len(values) == 1 else None


def reaching(use: ast.Name, values: list[ast.expr], loop: Loop) -> list[ast.expr]:
    """The values of ``use``'s name in the loop that can reach ``use``: where a statement
    of the loop's own body gives the name a new value before the statement of ``use``, on
    every pass (``rewards = pad(rewards, MAX)`` after ``obs, rewards = run_episode()``),
    only that value and those after it; else all of them."""
    body = loop.node.body
    last, at = last_assigned(body, use.lineno, use.id)
    if last is None:
        return values
    end = body[at].end_lineno or body[at].lineno
    return [v for v in values if last.lineno <= getattr(v, "lineno", last.lineno) <= end]


def reaching_values(checker: Checker, name: ast.Name, loops: tuple[Loop, ...],
                    scope: Scope) -> list[ast.expr]:
    """The values ``name``'s scope gives it that reach the call on its line, inside
    ``loops`` (:func:`..flow.reaching_in_loop`); with no loop (a function that runs once
    per iteration, read as one pass), those given on earlier lines."""
    values = scope.assigns.get(name.id, [])
    if not values or not loops:
        # (one pass of a function: a value given after the call's line does not reach it)
        return [v for v in values if v.lineno < name.lineno]
    root = scope.func.body if scope.func is not None else checker.tree.body
    return reaching_in_loop(root, [loop.node for loop in loops], name.lineno, name.id, values)


def item_source(target: ast.expr, it: ast.expr, name: str) -> ast.expr | None:
    """What the loop's ``name`` is an item of: ``it`` for ``for name in it``, the zipped
    iterable for ``for a, name in zip(xs, keys)``, the item for ``enumerate``."""
    if isinstance(target, ast.Name):
        return it if target.id == name else None
    if not (isinstance(target, ast.Tuple) and isinstance(it, ast.Call) and
            isinstance(it.func, ast.Name) and it.func.id in ("zip", "enumerate")):
        return None
    parts = it.args if it.func.id == "zip" else [None, *it.args[:1]]
    for elt, part in zip(target.elts, parts, strict=False):
        if part is not None and (found := item_source(elt, part, name)) is not None:
            return found
    return None
