"""How a loop's lists end: an episode's list grown until the data stops it, a short batch
the loop skips or fills up, a chunk padded to a fixed length. Read by :mod:`.shapes` for
rule JC105: a list that ends where the data says has the data's length; one filled up to
a fixed length, or skipped when short, does not.
"""

from __future__ import annotations

import ast

from ..flow import bindings
from ..scope import FunctionNode, statements
from ..summaries import on_by_default
from .loops import Loop


def episode(name: str, loop: Loop) -> bool:
    """A list reset in the loop body and appended to in a ``while`` loop inside it that
    ends on the data (not a fixed count): ``while not done`` or a ``break``."""
    body = list(statements(loop.node.body))
    reset = any(isinstance(n, ast.Assign) and len(n.targets) == 1 and any(
        isinstance(t, ast.Name) and t.id == name and isinstance(v, ast.List) and not v.elts
        for t, v in (zip(n.targets[0].elts, n.value.elts, strict=False) if isinstance(
            n.targets[0], ast.Tuple) and isinstance(n.value, ast.Tuple) else
            [(n.targets[0], n.value)])) for n in body)  # buf = [] (or a, b = [], [])
    if not reset:
        return False
    for inner in body:
        if not isinstance(inner, ast.While | ast.For):
            continue  # for _ in range(max_steps) with a break ends on the data too
        grows = any(isinstance(n, ast.Expr) and isinstance(n.value, ast.Call)
                    and isinstance(n.value.func, ast.Attribute)
                    and n.value.func.attr == "append"
                    and isinstance(n.value.func.value, ast.Name)
                    and n.value.func.value.id == name for n in statements(inner.body))
        if grows and (isinstance(inner, ast.While) and open_ended(inner.test) or any(
                isinstance(n, ast.Break) for n in statements(inner.body))) and \
                not counted_breaks(inner, loop.node):
            return True
    return False


def kept_by_test(name: str, loop: Loop) -> bool:
    """A list reset in the loop body (``new_beams = []``) and appended to, in a ``for``
    inside it, only under a test (``if t == eos: finished.append(...) else:
    new_beams.append(...)``, or after ``if ...: continue``): the statement form of a
    filtered comprehension, as many items as pass the test."""
    if loop.emptied is None:
        loop.emptied = {n.targets[0].id for n in statements(loop.node.body)
                        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
                            n.targets[0], ast.Name) and isinstance(n.value, ast.List)
                        and not n.value.elts}
    if name not in loop.emptied:
        return False
    body = list(statements(loop.node.body))

    def appends(block: list[ast.stmt]) -> bool:  # on every path through the block
        return any(isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) and isinstance(
            n.value.func, ast.Attribute) and n.value.func.attr == "append" and isinstance(
            n.value.func.value, ast.Name) and n.value.func.value.id == name or isinstance(
            n, ast.If) and appends(n.body) and appends(n.orelse) for n in block)

    def ever(block: list[ast.stmt]) -> bool:  # on some path
        return any(appends([n]) or isinstance(n, ast.If) and (ever(n.body) or ever(n.orelse))
                   for n in block)

    if any(isinstance(n, ast.Compare) and isinstance(n.left, ast.Call) and isinstance(
            n.left.func, ast.Name) and n.left.func.id == "len" and n.left.args and isinstance(
            n.left.args[0], ast.Name) and n.left.args[0].id == name and isinstance(
            n.ops[0], ast.Eq | ast.GtE) for st in body for n in ast.walk(st)):
        return False  # if len(buf) == size: yield ...: gathered up to a fixed count
    for inner in body:
        if not isinstance(inner, ast.For | ast.AsyncFor):
            continue
        skipped = False
        for n in inner.body:
            if isinstance(n, ast.If) and n.body and isinstance(n.body[-1], ast.Continue):
                skipped = True  # if bad: continue
            elif skipped and appends([n]):
                return True  # ... then kept.append(x)
            elif isinstance(n, ast.If) and ever([n]) and not appends([n]):
                return True  # appended on some paths only
    return False


def counted_breaks(loop: ast.For | ast.While, func: ast.AST | None = None) -> bool:
    """Every ``break`` of ``loop`` is under a test of a length against a fixed count
    (``if len(seen) * bs >= max_docs: break``, ``max_docs`` a constant or a parameter
    with a default): it stops at one count, not where the data ends."""
    fixed = set()
    if isinstance(func, FunctionNode):
        args = func.args
        positional = args.posonlyargs + args.args
        fixed = {a.arg for a in positional[len(positional) - len(args.defaults):]} | {
            a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d}
    tests = [n.test for n in statements(loop.body) if isinstance(n, ast.If) and any(
        isinstance(b, ast.Break) for b in n.body)]

    def counted(test: ast.expr) -> bool:
        if not (isinstance(test, ast.Compare) and len(test.comparators) == 1):
            return False
        sides = [test.left, test.comparators[0]]
        lengths = [s for s in sides if any(isinstance(c, ast.Call) and isinstance(
            c.func, ast.Name) and c.func.id == "len" for c in ast.walk(s))]
        bound = [s for s in sides if s not in lengths]
        return len(lengths) == 1 and len(bound) == 1 and all(
            isinstance(n, ast.Name) and (n.id in fixed or n.id.isupper())
            for n in ast.walk(bound[0]) if isinstance(n, ast.Name))
    return bool(tests) and all(counted(t) for t in tests)


def guarded(name: str, loop: Loop) -> bool:
    """The loop leaves, skips or pads a short one: ``if len(name) < bs: break`` (or
    ``!=``; also one term of an ``or``: ``if not block or len(block) < size: return``,
    or under a flag on by default: ``drop_last and len(block) < size``; or a body that
    fills it up: ``name.extend(...)``, ``name = pad(name)``)."""
    truthy = on_by_default(loop.node)
    nodes = list(statements(loop.node.body))
    # block = np.stack(chunk): as long as chunk, so len(chunk) < size is block's test too
    same = {name} | {a.id for n in nodes if isinstance(n, ast.Assign) and len(n.targets) == 1
                     and isinstance(n.targets[0], ast.Name) and n.targets[0].id == name
                     and isinstance(n.value, ast.Call) and isinstance(n.value.func,
                                                                      ast.Attribute)
                     and n.value.func.attr in ("stack", "array", "asarray")
                     for a in n.value.args[:1] if isinstance(a, ast.Name)}
    lens = {n.targets[0].id for n in nodes if isinstance(n, ast.Assign)  # n = len(chunk)
            and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)
            and any(_len_of(n.value, s, set()) for s in same)}
    for n in nodes:
        if isinstance(n, ast.If) and any(_short(n.test, s, truthy, lens) for s in same) and (any(
                isinstance(b, ast.Break | ast.Continue | ast.Return) for b in n.body)
                or name in bindings(n.body) or any(
                isinstance(c, ast.Call) and isinstance(c.func, ast.Attribute)
                and c.func.attr in ("extend", "append") and isinstance(c.func.value, ast.Name)
                and c.func.value.id == name for c in ast.walk(n))):
            return True
    return filled_up(name, nodes)


def _short(test: ast.expr, name: str, truthy: set[str], lens: set[str]) -> bool:
    """Whether ``test`` holds whenever ``name`` is short: ``len(name) < bs`` (or ``!=``;
    or a name given ``len(name)``), any term of an ``or``, or every term of an ``and``
    but flags on by default."""
    if isinstance(test, ast.BoolOp):
        if isinstance(test.op, ast.Or):
            return any(_short(v, name, truthy, lens) for v in test.values)
        return any(_short(v, name, truthy, lens) for v in test.values) and all(
            _short(v, name, truthy, lens) or (isinstance(v, ast.Name) and v.id in truthy)
            for v in test.values)
    return isinstance(test, ast.Compare) and isinstance(test.ops[0], ast.Lt | ast.NotEq) \
        and _len_of(test.left, name, lens)


def filled_up(name: str, nodes: list[ast.stmt]) -> bool:
    """``name`` filled up to a fixed length whatever it held: ``chunk += [chunk[-1]] *
    (size - len(chunk))`` (or ``- n`` with ``n = len(chunk)``; ``chunk.extend(...)``,
    ``chunk = chunk + ...``, ``chunk = np.concatenate([chunk, np.zeros(size - n)])``): as
    long as ``size`` after it, every time."""
    lens = {n.targets[0].id for n in nodes if isinstance(n, ast.Assign)
            and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)
            and _len_of(n.value, name, set())}
    for n in nodes:
        if isinstance(n, ast.AugAssign) and isinstance(n.op, ast.Add) and isinstance(
                n.target, ast.Name) and n.target.id == name:
            added = n.value
        elif isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
                n.targets[0], ast.Name) and n.targets[0].id == name and isinstance(
                n.value, ast.BinOp) and isinstance(n.value.op, ast.Add) and isinstance(
                n.value.left, ast.Name) and n.value.left.id == name:
            added = n.value.right
        elif isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
                n.targets[0], ast.Name) and n.targets[0].id == name and isinstance(
                n.value, ast.Call) and isinstance(n.value.func, ast.Attribute) and \
                n.value.func.attr in ("concatenate", "vstack", "hstack") and n.value.args \
                and isinstance(n.value.args[0], ast.List | ast.Tuple) and any(
                    isinstance(e, ast.Name) and e.id == name for e in n.value.args[0].elts):
            # part = np.concatenate([part, np.zeros((size - n, d))]): joined to its fill
            added = n.value.args[0]
        elif isinstance(n, ast.Expr) and isinstance(n.value, ast.Call) and isinstance(
                n.value.func, ast.Attribute) and n.value.func.attr == "extend" and \
                isinstance(n.value.func.value, ast.Name) and n.value.func.value.id == name \
                and n.value.args:
            added = n.value.args[0]
        else:
            continue
        if any(isinstance(d, ast.BinOp) and isinstance(d.op, ast.Sub)
               and _len_of(d.right, name, lens) for d in ast.walk(added)):
            return True
    return False


def _len_of(expr: ast.expr, name: str, lens: set[str]) -> bool:
    """``len(name)`` (or ``name.size``, ``name.shape[0]``), or a name given it."""
    if isinstance(expr, ast.Name):
        return expr.id in lens
    if isinstance(expr, ast.Subscript) and isinstance(expr.slice, ast.Constant) and \
            expr.slice.value == 0:
        expr = expr.value  # name.shape[0]
    if isinstance(expr, ast.Attribute) and expr.attr in ("size", "shape") and \
            isinstance(expr.value, ast.Name) and expr.value.id == name:
        return True
    return isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and \
        expr.func.id == "len" and len(expr.args) == 1 and isinstance(
            expr.args[0], ast.Name) and expr.args[0].id == name


def open_ended(test: ast.expr) -> bool:
    """A loop condition on the data: ``not done``, ``True`` (with a break), a flag."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return True
    if isinstance(test, ast.Constant) and test.value is True:
        return True
    return isinstance(test, ast.Name)


def assigned(name: str, loop: ast.AST) -> ast.expr | None:
    """The one value ``name`` is given in the loop body (None if none, or several)."""
    values = [n.value for n in statements(loop.body) if isinstance(n, ast.Assign)
              and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name)
              and n.targets[0].id == name]
    return values[0] if len(values) == 1 else None
