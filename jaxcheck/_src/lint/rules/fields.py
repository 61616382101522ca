"""Per-call state kept on a module object: a Python int field of an ``nnx.Module`` or an
``equinox.Module`` that the program counts up.

flax's nnx keeps every attribute that is not a ``Variable`` in the graph definition, which
``nnx.jit`` treats as static; equinox's ``filter_jit`` keeps every field that is not an
array static. A Python int counter there (``self.calls += 1``, ``eqx.tree_at(lambda m:
m.step, m, m.step + 1)``) is a new static value after each step: each one compiles again.
Rule JC103 reports each place that counts one up (:func:`counted_fields`); an
``nnx.Variable`` or an array field is traced, and fine.

A pytree class's static fields (``metadata.py``: ``struct.field(pytree_node=False)``,
``eqx.field(static=True)``, ``tree_flatten``'s auxiliary data) are read the same way, and
also where an object is made anew with a new value for one (``state.replace(step=...)``,
``Snapshot(as_of=day)`` in a loop, a parameter of a function that runs per iteration):
each new value is a new tree structure. An equinox module's number field given such a
value at construction is reported only where the project uses ``filter_jit``.
"""

from __future__ import annotations

import ast
import bisect
import itertools
import re

from ..project import Project
from ..scope import FunctionNode, statements
from .carried import only_fields
from .checker import Checker
from .metadata import AUX, init_order, registered, static_fields
from .nodes import on_lines

#: the module classes whose plain fields a jit keeps static, by their qualified names
MODULES = {"flax.nnx.Module": "nnx.Module", "flax.nnx.module.Module": "nnx.Module",
           "equinox.Module": "equinox Module", "equinox._module.Module": "equinox Module"}
#: the kind of a pytree class's static field (``metadata.py``), before how it is declared
STATIC = "static: "


def counted_fields(checker: Checker) -> None:
    """Each place that counts up a Python int field of an nnx or equinox Module class of
    this module (the class holds an int there; the program adds to it)."""
    fields = project_fields(checker.project) if checker.project is not None else \
        _valued(module_fields(checker.tree, checker.module), [
            (checker.tree, "\n".join(checker.module.lines).encode())])
    if not fields:
        return
    # most modules count nothing up: read the lines first (one regex a line, in C), walk
    # the tree only if one may
    if not may_move_a_field("\n".join(checker.module.lines), fields):
        return
    # n = stats.count + k, then Stats(mean, n): a name given the field's grown value
    grown: dict[str, list[ast.expr]] = {}
    # only assignments and calls on the lines that may move a field are asked: a module
    # that names `size` once is not walked whole for it
    near = _lines_that_may_move(checker, fields)
    nodes = list(_moving_nodes(checker.tree, near))
    for node in nodes:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 \
                and isinstance(node.targets[0], ast.Name):
            grown.setdefault(node.targets[0].id, []).append(node.value)
    moved = (counted(checker, node, fields, grown) or (
        built(checker, node, fields, grown) if isinstance(node, ast.Call) else None)
        for node in nodes)
    found = [(where, name, "counted up here") for where, name in filter(None, moved)]
    told = {id(where) for where, _, _ in found}
    found += [(where, name, "given a new value here on each call")
              for where, name in set_per_call(checker, fields, near)
              if id(where) not in told]
    for where, name, how in found:
        cls, kind = fields[name]
        if kind == "equinox Module" and not _filter_jitted(checker):
            continue  # jax.jit traces a number field: only filter_jit keeps it static
        if kind.startswith(STATIC):
            checker.report(where, "JC103", (
                f"`{name}` is a static field of `{cls}` ({kind[len(STATIC):]}), {how}: a "
                "jit reads a static field as part of the tree's structure, so each new value "
                f"compiles again every jitted function given a `{cls}`; make it a leaf "
                "(a pytree field, or among the children `tree_flatten` returns)"))
            continue
        value = "0" if how.startswith("counted") else "value"
        keep = (f"an nnx.Variable (nnx.Variable(jnp.asarray({value})))"
                if kind == "nnx.Module" else f"an array (jnp.asarray({value}))")
        checker.report(where, "JC103", f"`{name}` is a Python number field of `{cls}` (an "
                       f"{kind}), {how}: a jit keeps such fields static, so each new value "
                       f"compiles again; hold it in {keep}")


_MOVES = (ast.Assign, ast.AugAssign, ast.Call)


def _lines_that_may_move(checker: Checker, fields: dict[str, tuple[str, str]]
                         ) -> list[int]:
    """The numbers of the lines (sorted) that may move one of ``fields``: ``.f =``,
    ``.f +=``, ``.f + k``, a ``tree_at`` or ``replace(`` call, or a call of a module class
    (``Stats(mean, n)``, ``n`` grown on another line that is itself named here)."""
    classes = sorted({cls for cls, _ in fields.values()} | set(field_order(checker)))
    names = "|".join(map(re.escape, fields))
    makers = "|".join(map(re.escape, classes)) or "(?!)"
    pattern = re.compile(rf"\.(?:{names})[ \t]*[-+=*/]|\.(?:{names})$|tree_at|replace\("
                         rf"|\b(?:{makers})\(", re.M)
    # one scan of the text (in C), each match's line found by its offset
    text = "\n".join(checker.module.lines)
    starts = list(itertools.accumulate((len(line) + 1 for line in checker.module.lines),
                                       initial=0))
    return sorted({bisect.bisect_right(starts, m.start()) for m in pattern.finditer(text)})


def _moving_nodes(tree: ast.AST, near: list[int]):
    """The assignments and calls of ``tree`` whose lines hold one of ``near``."""
    return on_lines(tree, near, _MOVES)


def may_move_a_field(text: str | bytes, fields: dict[str, tuple[str, str]]) -> bool:
    """Whether a module's text may move one of ``fields`` (``obj.count += 1``,
    ``obj.temperature = t``, ``eqx.tree_at``, ``dataclasses.replace``, ``Stats(mean,
    stats.count + k)``): read before its tree is walked for them, by the engine (is the
    module linted at all) and by the rule (is it walked)."""
    if not fields:
        return False
    raw = text.encode() if isinstance(text, str) else text  # (a module's bytes: not decoded)
    makers, names, moves, _ = _patterns(fields)
    if any(m in raw for m in makers):  # Snapshot(as_of=day)
        return True
    if b"tree_at" in raw or b"replace(" in raw:
        return any(name in raw for name in names)
    # obj.f = / += / -= and obj.f + / - (a value grown from the field, given on); a
    # static field moves only where its object is made anew (above)
    return any(m in raw for m in moves)


def _patterns(fields: dict[str, tuple[str, str]]) -> tuple[list, list, list, set]:
    """The bytes :func:`may_move_a_field` looks for, made once per set of fields (and the
    classes that hold them)."""
    key = id(fields)
    if _PATTERNS.get(key, (None,))[0] is not fields:
        makers = sorted({cls.encode() + b"(" for cls, kind in fields.values()
                         if kind.startswith(STATIC) or kind == "equinox Module"})
        moves = [b"." + name.encode() + op for name, (_, kind) in fields.items()
                 if not kind.startswith(STATIC) for op in (b" =", b" +", b" -", b" *", b" /")]
        # (a static field is given by keyword in a replace: `name=`; names such as `id`
        # are in every module's text)
        names = [n.encode() + (b"=" if kind.startswith(STATIC) else b"")
                 for n, (_, kind) in fields.items()]
        _PATTERNS.clear()  # (one project's fields at a time)
        _PATTERNS[key] = (fields, (makers, names, moves, {c for c, _ in fields.values()}))
    return _PATTERNS[key][1]


_PATTERNS: dict = {}


def module_fields(tree: ast.Module, module) -> dict[str, tuple[str, str]]:
    """The int fields of the nnx and equinox Module classes of one module: field ->
    (class, kind of module)."""
    fields: dict[str, tuple[str, str]] = {}
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        kind = next((MODULES[q] for q in (module.qualify(b) for b in node.bases)
                     if q in MODULES), None)
        if kind is not None:
            for name in int_fields(node):
                fields.setdefault(name, (node.name, kind))
        for name, how in static_fields(node, module).items():
            fields[name] = (node.name, STATIC + how)
    return fields


def project_fields(project: Project) -> dict[str, tuple[str, str]]:
    """The same over every module of the project (read once): a counter of a model class
    of ``models.py`` counted up in ``main.py``."""
    if "int fields" not in project.memo:
        fields: dict[str, tuple[str, str]] = {}
        declaring = []
        for view in project.views.values():
            data = view.data
            if _may_declare(data):
                tree, scope = view.tree(), view.scope()
                if tree is not None and scope is not None:
                    declaring.append(tree)
                    for name, found in module_fields(tree, scope).items():
                        fields.setdefault(name, found)
        project.memo["int fields"] = _valued(fields, [
            (v.tree(), v.data) for v in project.views.values() if any(
                cls.encode() + b"(" in v.data for cls, kind in fields.values()
                if kind.endswith(AUX))], declaring)
    return project.memo["int fields"]


def _valued(fields: dict[str, tuple[str, str]], trees: list, declaring: list | None = None
            ) -> dict[str, tuple[str, str]]:
    """``fields`` without the auxiliary ones that no construction in ``trees`` gives a
    number or a string (``FluidState(pos, vel, 0.0, n)`` does): auxiliary data is also
    what a class keeps of its structure (an array's named axes), which each operation
    makes anew by design."""
    aux = {(cls, name) for name, (cls, kind) in fields.items() if kind.endswith(AUX)}
    if not aux:
        return fields
    orders = {n.name: init_order(n) for t in (declaring or [t for t, _ in trees])
              if t is not None for n in t.body if isinstance(n, ast.ClassDef)}
    makers = {cls.encode() + b"(" for cls, _ in aux}
    valued = set()
    for tree, data in trees:
        # (only the lines that make one are entered: NamedArray(...) is on many lines)
        near = [i for i, line in enumerate(data.split(b"\n"), 1)
                if any(m in line for m in makers)]
        for node in _moving_nodes(tree, near) if tree is not None else ():
            if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Name |
                                                                ast.Attribute):
                continue
            cls = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
            given = [*zip(orders.get(cls, []), node.args, strict=False),
                     *((k.arg, k.value) for k in node.keywords)]
            valued |= {(cls, n) for n, v in given if (cls, n) in aux and isinstance(
                v, ast.Constant) and v.value is not None}
    return {name: found for name, found in fields.items()
            if not found[1].endswith(AUX) or (found[0], name) in valued}


def _may_declare(data: bytes) -> bool:
    """Whether a module's text may declare a class with fields a jit keeps static."""
    return b"Module" in data and (b"nnx" in data or b"eqx" in data or b"equinox" in data) \
        or b"pytree_node=False" in data or b"static=True" in data or b"static_field" in data \
        or b"tree_flatten" in data


def int_fields(cls: ast.ClassDef) -> set[str]:
    """Fields a class holds as Python numbers: ``count: int`` or ``decay: float`` in its
    body, or ``self.count = 0``, ``self.temperature = 1.0`` in a method."""
    found = set()
    for item in cls.body:
        if isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name) and \
                isinstance(item.annotation, ast.Name) and item.annotation.id in ("int",
                                                                                 "float"):
            found.add(item.target.id)
        if isinstance(item, FunctionNode):
            for n in statements(item.body):  # self.count = 0 is a statement of the method
                if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
                        n.targets[0], ast.Attribute) and isinstance(
                        n.targets[0].value, ast.Name) and n.targets[0].value.id == "self" \
                        and isinstance(n.value, ast.Constant) and \
                        type(n.value.value) in (int, float):
                    found.add(n.targets[0].attr)
    return found


def counted(checker: Checker, node: ast.AST, fields: dict[str, tuple[str, str]],
            grown: dict[str, list[ast.expr]] | None = None) -> tuple[ast.AST, str] | None:
    """``obj.f += 1``, ``obj.f = obj.f + 1``, ``eqx.tree_at(lambda m: m.f, obj, obj.f + 1)``
    or ``dataclasses.replace(obj, f=obj.f + 1)`` for a field ``f``: where, and which."""
    settable = {f for f, (_, kind) in fields.items() if _settable(kind)}
    if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Attribute) \
            and node.target.attr in settable and isinstance(node.op, ast.Add | ast.Sub):
        return node, node.target.attr
    if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
            node.targets[0], ast.Attribute) and node.targets[0].attr in settable \
            and grows(node.value, node.targets[0].attr, grown):
        return node, node.targets[0].attr
    if isinstance(node, ast.Call):
        name = checker.module.qualify(node.func)
        if name == "equinox.tree_at" and len(node.args) >= 3 and isinstance(
                node.args[0], ast.Lambda):
            where, value = node.args[0].body, node.args[2]
            pairs = zip(where.elts, value.elts, strict=False) if isinstance(
                where, ast.Tuple) and isinstance(value, ast.Tuple) else [(where, value)]
            for w, v in pairs:  # lambda s: (s.step_size, s.n_blocks): each in turn
                if isinstance(w, ast.Attribute) and w.attr in settable and grows(v, w.attr,
                                                                                grown):
                    return node, w.attr
        if name == "dataclasses.replace" or isinstance(node.func, ast.Attribute) and \
                node.func.attr == "replace" and not node.args:  # state.replace(step=...)
            for kw in node.keywords:
                if kw.arg in fields and grows(kw.value, kw.arg, grown):
                    return node, kw.arg
    return None


def built(checker: Checker, node: ast.AST, fields: dict[str, tuple[str, str]],
          grown: dict[str, list[ast.expr]]) -> tuple[ast.AST, str] | None:
    """``Stats(mean, stats.count + k)`` (or a name given that value): a new module made
    with an int field grown from the old one's, by position or by keyword."""
    if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name | ast.Attribute)):
        return None
    cls = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
    order = field_order(checker).get(cls)
    if not order:
        return None
    given = dict(zip(order, node.args, strict=False))
    given.update((k.arg, k.value) for k in node.keywords if k.arg is not None)
    for name, value in given.items():
        if name not in fields or fields[name][0] != cls:
            continue
        values = grown.get(value.id, []) if isinstance(value, ast.Name) else [value]
        if any(grows(v, name, grown) for v in values):
            return node, name
    return None


def field_order(checker: Checker) -> dict[str, list[str]]:
    """Each nnx or equinox Module class's annotated fields, in order (its positional
    constructor), over the project (read once) or this module."""
    project = checker.project
    if project is not None and "field order" in project.memo:
        return project.memo["field order"]
    trees = [(checker.tree, checker.module)] if project is None else [
        (v.tree(), v.scope()) for v in project.views.values() if _may_declare(v.data)]
    order: dict[str, list[str]] = {}
    for tree, scope in trees:
        for node in tree.body if tree is not None and scope is not None else ():
            if not isinstance(node, ast.ClassDef):
                continue
            if registered(node, scope):  # its __init__ says what a position gives
                order.setdefault(node.name, init_order(node))
            elif any(scope.qualify(b) in MODULES for b in node.bases) or \
                    static_fields(node, scope):
                order.setdefault(node.name, [i.target.id for i in node.body if isinstance(
                    i, ast.AnnAssign) and isinstance(i.target, ast.Name)])
    if project is not None:
        project.memo["field order"] = order
    return order


def grows(value: ast.expr, attr: str, grown: dict[str, list[ast.expr]] | None = None,
          depth: int = 0) -> bool:
    """The field's own value moved: ``<obj>.attr + k`` (or ``- k``), arithmetic of it
    (``(self.pos + 1) % size``), or a name given such a value (``total = self.count + n``,
    then ``self.count = total``)."""
    if isinstance(value, ast.Name) and grown and depth < 2:
        return any(grows(v, attr, grown, depth + 1) for v in grown.get(value.id, []))
    # n = self.n_averaged, then n_averaged=n + 1: a name given the field, moved
    return isinstance(value, ast.BinOp) and scalar_like(value) and any(
        isinstance(n, ast.Attribute) and n.attr == attr or isinstance(n, ast.Name) and grown
        and any(isinstance(v, ast.Attribute) and v.attr == attr for v in grown.get(n.id, ()))
        for n in ast.walk(value))


def _filter_jitted(checker: Checker) -> bool:
    """Whether the project (or this module) uses ``equinox.filter_jit`` at all."""
    project = checker.project
    if project is None:
        return any("filter_jit" in line for line in checker.module.lines)
    if "filter_jit used" not in project.memo:
        project.memo["filter_jit used"] = any(b"filter_jit" in v.data
                                              for v in project.views.values())
    return bool(project.memo["filter_jit used"])


def scalar_like(value: ast.expr) -> bool:
    """Whether ``value`` is written as a number or a string may be: not built of tuples,
    lists or slices (``(axis,) + array.axes`` is a structure, a shape's names)."""
    return not any(isinstance(n, ast.Tuple | ast.List | ast.Slice | ast.ListComp
                              | ast.GeneratorExp) for n in ast.walk(value))


def set_per_call(checker: Checker, fields: dict[str, tuple[str, str]],
                 near: list[int]) -> list[tuple[ast.AST, str]]:
    """A number field given a value that is not a constant (``self.head.temperature =
    temperature``, ``eqx.tree_at(lambda e: e.decay, self, min(0.999, ...))``) in a
    function that runs once per iteration (called from a loop anywhere in the project),
    or inside a loop: a new value for each call."""
    found = []
    for cls, func in _functions(checker.tree):
        if func.name in ("__init__", "__post_init__", "setup"):
            continue
        hot: bool | None = None
        looped: set[int] | None = None  # the nodes inside a loop of func (read once)
        for node in _moving_nodes(func, near):
            if isinstance(node, ast.Call):
                found += _static_given(checker, func, node, fields, cls)
            pair = None
            if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                    node.targets[0], ast.Attribute) and node.targets[0].attr in fields \
                    and _settable(fields[node.targets[0].attr][1]):
                pair = (node.value, node.targets[0].attr)
            elif isinstance(node, ast.Call) and len(node.args) >= 3 and isinstance(
                    node.args[0], ast.Lambda) and isinstance(
                    node.args[0].body, ast.Attribute) and \
                    node.args[0].body.attr in fields and \
                    _settable(fields[node.args[0].body.attr][1]) and \
                    checker.module.qualify(node.func) == "equinox.tree_at":
                pair = (node.args[2], node.args[0].body.attr)
            if pair is None or isinstance(pair[0], ast.Constant):
                continue
            # in a loop of this function, a tree_at's new module is judged where it is
            # passed (rule JC103's statics built in the loop): one finding, not two
            if looped is None:
                looped = {id(m) for n in ast.walk(func) if isinstance(
                    n, ast.For | ast.AsyncFor | ast.While) for m in ast.walk(n)}
            in_loop = id(node) in looped
            if in_loop and isinstance(node, ast.Call):
                continue
            if hot is None:
                hot = checker.hot(func, cls) is not None
            if in_loop or hot:
                found.append((node, pair[1]))
    return found


def _static_given(checker: Checker, func: FunctionNode, call: ast.Call,
                  fields: dict[str, tuple[str, str]], cls: str | None,
                  ) -> list[tuple[ast.AST, str]]:
    """A static field given a value that changes: a loop's value in ``func``
    (``for day in ...: yield Snapshot(..., as_of=day.isoformat())``), or a parameter of
    ``func`` when it runs once per iteration (``policy.with_std(log_std)`` called from a
    loop). By keyword (``.replace(t=...)``, ``dataclasses.replace``, ``Cls(t=...)``) or
    by position in the class's constructor."""
    given = _given(checker, call, fields)
    if not given:
        return []
    params = {a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs}
    found = []
    for name, value in given:
        if isinstance(value, ast.Attribute) and value.attr == name or \
                not scalar_like(value):
            continue  # Cls(..., state.n): the old object's value, handed on
        # names read as themselves: ``log_std - 0.25``, not ``state`` of ``state.n``
        bases = {id(n.value) for n in ast.walk(value) if isinstance(n, ast.Attribute)}
        used = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)
                and id(n) not in bases}
        # (an equinox module made in the loop is judged where the loop passes it: JC103's
        # statics built in the loop, one finding)
        looped = used & _loop_names(func, call) and fields[name][1].startswith(STATIC)
        if (looped or used & params and checker.hot(func, cls) is not None) and not (
                fields[name][1].startswith(STATIC) and only_fields(checker, func, call)):
            found.append((call, name))  # (unless only its array fields reach a jit)
    return found


def _settable(kind: str) -> bool:
    """Whether a field of ``kind`` can be set in place or by ``eqx.tree_at``: a frozen
    dataclass's static field cannot (assigning raises, and ``tree_at`` refuses a field
    that is not a leaf), so only a new object gives it a new value."""
    return not kind.startswith(STATIC) or kind.endswith(AUX)


def _given(checker: Checker, call: ast.Call, fields) -> list[tuple[str, ast.expr]]:
    """The static fields ``call`` gives, with their values (constants left out)."""
    func = call.func
    last = func.id if isinstance(func, ast.Name) else func.attr if isinstance(
        func, ast.Attribute) else None
    if last != "replace" and last not in _patterns(fields)[3]:
        return []  # (most calls make nothing that holds these fields)
    if isinstance(func, ast.Attribute) and func.attr == "replace" and not call.args or \
            checker.module.qualify(func) == "dataclasses.replace":
        pairs = [(k.arg, k.value) for k in call.keywords]
    elif isinstance(func, ast.Name | ast.Attribute):
        cls = func.id if isinstance(func, ast.Name) else func.attr
        order = field_order(checker).get(cls, [])
        pairs = [(k.arg, k.value) for k in call.keywords] + list(zip(order, call.args,
                                                                     strict=False))
        pairs = [(n, v) for n, v in pairs if n in fields and fields[n][0] == cls]
    else:
        return []
    # (an equinox module's number fields are static to filter_jit, as a static field is)
    return [(n, v) for n, v in pairs if n in fields and (fields[n][1].startswith(STATIC) or (
        fields[n][1] == "equinox Module" and not _array_made(checker, v)))
            and not isinstance(v, ast.Constant)]


def _array_made(checker: Checker, value: ast.expr) -> bool:
    """``jnp.asarray(d)``: an array, a leaf a jit traces, not a number it keeps static."""
    return isinstance(value, ast.Call) and (checker.module.qualify(value.func) or "").startswith(
        ("jax.", "numpy."))


def _loop_names(func: FunctionNode, node: ast.AST) -> set[str]:
    """The names the ``for`` loops of ``func`` around ``node`` bind."""
    names: set[str] = set()
    for loop in ast.walk(func):
        if isinstance(loop, ast.For | ast.AsyncFor) and loop.lineno <= node.lineno <= \
                loop.end_lineno and any(n is node for n in ast.walk(loop)):
            names |= {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)}
    return names


def _functions(tree: ast.Module):
    """``(class name or None, function)`` for each function and method of ``tree``."""
    for node in tree.body:
        if isinstance(node, FunctionNode):
            yield None, node
        elif isinstance(node, ast.ClassDef):
            for item in node.body:
                if isinstance(item, FunctionNode):
                    yield node.name, item


#: the jits that keep a module object's plain attributes static (nnx.jit's graph
#: definition; equinox.filter_jit's non-array leaves)
KEEPING_JITS = frozenset({"flax.nnx.jit", "equinox.filter_jit"})


def set_in_loop(checker: Checker, call: ast.Call, info, callee: str, loops, scope) -> None:
    """A module object handed to ``call`` (an nnx.jit or equinox.filter_jit function) whose
    attribute the loop gives a new Python number on each pass: ``model.dropout.rate =
    0.3 * (1 - epoch / EPOCHS)`` (a library layer's attribute too, which the project's
    classes do not declare): each value is a new static, so each pass compiles again."""
    from .jc103 import python_number
    from .loops import varies
    from .reads import changes

    if not (info.filter or info.kind in KEEPING_JITS):
        return
    handed = {a.id for a in [*call.args, *(k.value for k in call.keywords)]
              if isinstance(a, ast.Name)}
    for loop in loops:
        if loop.flags or loop.sweep and (not loop.numbers or loop.ints):
            continue  # for rate in (1, 2): one compile per listed setting, by design
        for n in statements(loop.node.body):
            n = _set_by_method(checker, n, scope) or n  # model.set_dropout(rate)
            if not (isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
                    n.targets[0], ast.Attribute)):
                continue
            root = n.targets[0]
            while isinstance(root, ast.Attribute):
                root = root.value
            if isinstance(root, ast.Name) and root.id in handed and root.id != "self" and \
                    (varies(n.value, loop) or any(
                        isinstance(v, ast.Name) and changes(v.id, loop)
                        for v in ast.walk(n.value))) and \
                    python_number(checker, n.value, scope, loop):
                target = ast.unparse(n.targets[0])
                jit = "nnx.jit" if info.kind == "flax.nnx.jit" else "equinox.filter_jit"
                checker.report(n.value, "JC103", f"`{target}` is given a new Python number "
                               f"on each pass, and `{callee}` ({jit}) keeps a module's plain "
                               "attributes static: each value compiles again; hold it in an "
                               "array (an nnx.Variable for nnx), or set it once")
                return


def _set_by_method(checker: Checker, st: ast.stmt, scope) -> ast.Assign | None:
    """``model.set_dropout(rate)`` whose method stores its parameter as it came into an
    attribute (``self.drop.rate = rate``): that store, written on the caller's object
    with the caller's argument (``model.drop.rate = rate``)."""
    from .instances import resolve_callee

    if not (isinstance(st, ast.Expr) and isinstance(st.value, ast.Call)) or \
            checker.project is None:
        return None
    call = st.value
    method = isinstance(call.func, ast.Attribute) and isinstance(call.func.value, ast.Name)
    if not method and not isinstance(call.func, ast.Name):
        return None
    target = resolve_callee(checker, call, scope)
    if target is None or target[2]:
        return None
    func = target[1]
    params = [a.arg for a in func.args.posonlyargs + func.args.args][1 if method else 0:]
    # set_dropout(model, rate) storing model.drop.rate = rate: the same, through a function
    owners = {"self": call.func.value.id} if method else {
        p: a.id for p, a in zip(params, call.args, strict=False) if isinstance(a, ast.Name)}
    for n in statements(func.body):
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(
                n.targets[0], ast.Attribute) and isinstance(n.value, ast.Name) and \
                n.value.id in params and params.index(n.value.id) < len(call.args):
            path = ast.unparse(n.targets[0])
            head, _, rest = path.partition(".")
            if head not in owners:
                continue
            made = ast.parse(f"{owners[head]}.{rest}", mode="eval").body
            made.ctx = ast.Store()
            arg = call.args[params.index(n.value.id)]
            return ast.copy_location(ast.Assign([made], arg), call)
    return None
