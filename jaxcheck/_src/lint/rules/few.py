"""Values of a few: what a static argument holds when it moves with the loop but takes
only a few values the source fixes (a setting per phase, a constant a helper returns), so
that it compiles once per value, by design, not once per pass. Rules JC103 and JC101 ask
:func:`few_values` before they report a value that changes.
"""

from __future__ import annotations

import ast

from ..flow import function_bindings, set_elsewhere, unpacking
from ..project import Ref
from ..scope import FunctionNode, statements
from .arguments import defaults, passed
from .checker import Checker
from .hashing import project_class
from .loops import Loop, bounded, loop_bindings, varies
from .nodes import class_def, self_attr, truth_value
from .yields import generator_yields, yielded_items


def few_values(checker: Checker, expr: ast.expr, loop: Loop, depth: int = 0,
               func: FunctionNode | None = None) -> bool:
    """A value that takes one of a few values the source fixes, however the loop moves:
    a constant, a truth value (``math.isnan(nodata)``, ``step > warmup``: two settings at
    most), a draw from a listed sequence (``random.choice(SIZES)``,
    ``int(rng.choice(SIZES))``; also a parameter of ``func`` every caller hands one), a
    call of a function of the project that returns only constants, truth values or a
    choice between them (``1.0 if t % period < width else 0.2``), or an object of a class
    hashed by value made only of such values (``PulsedInflow(pulse(t))``)."""
    if depth > 3:
        return False
    if isinstance(expr, ast.Constant) or truth_value(expr, checker.module.qualify):
        return True
    if isinstance(expr, ast.Name):
        values = loop_bindings(loop).get(expr.id, [])
        if not values:  # for kind, payload in stream(): what the generator yields there
            return _yielded_few(checker, expr.id, loop)
        return all(few_values(checker, v, loop, depth + 1, func) for v in values)
    if isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name):
        return _kept_field(checker, expr, loop) or _declared_bool(checker, expr.attr)
    index = None
    if unpacking(expr) is not None:  # onset, n = response_window(rt): its second item
        expr, index = unpacking(expr)
    if not isinstance(expr, ast.Call) or checker.project is None or checker.view is None:
        return False
    if _drawn(checker, expr, python=True):  # random.choice(SIZES): the item itself
        return _listed(checker, expr.args[0], func)
    if isinstance(expr.func, ast.Name) and expr.func.id in ("float", "int", "str") \
            and len(expr.args) == 1:  # float(sample_period(log)): what it converts
        if _drawn(checker, expr.args[0], python=False):  # int(rng.choice(SIZES))
            return _listed(checker, expr.args[0].args[0], func)
        return few_values(checker, expr.args[0], loop, depth + 1, func)
    cls = project_class(checker, expr.func)
    if cls is not None:
        return cls.hashing == "value" and all(
            few_values(checker, a, loop, depth + 1)
            for a in [*expr.args, *(k.value for k in expr.keywords)])
    ref = checker.project.resolve(checker.view, expr.func, checker.current_class,
                                  guess=isinstance(expr.func, ast.Attribute))
    func = checker.project.node(ref) if isinstance(ref, Ref) else None
    if not isinstance(func, FunctionNode) or func.decorator_list:
        return False
    module = checker.project.views[ref.module].scope()
    returns = [n.value for n in statements(func.body) if isinstance(n, ast.Return)]
    if not returns or any(r is None for r in returns):
        return False
    if index is not None:
        if any(not isinstance(r, ast.Tuple) or index >= len(r.elts) for r in returns):
            return False
        returns = [r.elts[index] for r in returns]
    if all(bounded(r, module) or _literal_object(r, module) for r in returns):
        return True
    # config_for_epoch(epoch) returning BASE, cfg.n_fine_at(step) choosing between two
    # fields of a config made once: the same few values whatever the loop passes
    receiver = expr.func.value if isinstance(expr.func, ast.Attribute) else None
    cls = checker.project.views[ref.module].tree() if "." in ref.name else None
    cls = class_def(cls, ref.name.split(".")[0]) if cls is not None else None
    if receiver is not None and cls is not None and varies(receiver, loop):
        return False
    fixed = _Fixed(module, func, expr, cls)
    return all(fixed(r) for r in returns)


def _kept_field(checker: Checker, expr: ast.Attribute, loop: Loop) -> bool:
    """``cfg.n_particles`` where each pass's ``cfg`` is a copy of one config with other
    fields replaced (``replace(config, epsilon=...)``, ``cfg._replace(lr=...)``), made in
    the loop or yielded by a generator given that config: the field keeps its value."""
    name, attr = expr.value.id, expr.attr
    values = loop_bindings(loop).get(name, [])
    if values:
        return all(_replaced_base(v, attr) is not None and not varies(
            _replaced_base(v, attr), loop) for v in values)
    node = loop.node
    if not isinstance(node, ast.For):
        return False
    target = node.target
    position = None if isinstance(target, ast.Name) and target.id == name else next(
        (i for i, e in enumerate(getattr(target, "elts", []))
         if isinstance(e, ast.Name) and e.id == name), -1)
    if position == -1:
        return False
    found = generator_yields(checker, node.iter) if position is None else \
        yielded_items(checker, node.iter, position)
    if not found or not found[2]:
        return False
    _, inner, yielded = found
    params = {a.arg for a in inner.func.args.posonlyargs + inner.func.args.args
              + inner.func.args.kwonlyargs}
    for value in yielded:
        base = _replaced_base(value, attr)
        if not (isinstance(base, ast.Name) and base.id in params
                and base.id not in inner.assigns):
            return False
    return True


def _declared_bool(checker: Checker, attr: str) -> bool:
    """Every class of the project that declares a field ``attr`` annotates it ``bool``
    (``private: bool``): a flag, two values at most, whichever object it is read from."""
    project = checker.project
    if project is None:
        return False
    key = f"bool fields {attr}"
    if key not in project.memo:
        word = f"{attr}:".encode()
        trees = [view.tree() for view in project.views.values()
                 if word in view.data and b"class " in view.data]
        kinds = {ast.unparse(n.annotation) for tree in trees if tree is not None
                 for cls in ast.walk(tree) if isinstance(cls, ast.ClassDef)
                 for n in cls.body if isinstance(n, ast.AnnAssign)
                 and isinstance(n.target, ast.Name) and n.target.id == attr}
        project.memo[key] = kinds == {"bool"}
    return project.memo[key]


def _replaced_base(value: ast.expr, attr: str) -> ast.expr | None:
    """The config ``value`` copies with ``attr`` left as it is: ``replace(base, ...)``,
    ``dataclasses.replace(base, ...)``, ``base._replace(...)`` or ``base.replace(...)``
    (flax struct) whose keywords do not name ``attr``."""
    if not isinstance(value, ast.Call) or any(k.arg in (attr, None) for k in value.keywords):
        return None
    func = value.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(
        func, ast.Attribute) else None
    if name == "replace" and len(value.args) == 1 and (
            isinstance(func, ast.Name) or isinstance(func.value, ast.Name)
            and func.value.id == "dataclasses"):
        return value.args[0]
    if name in ("_replace", "replace") and isinstance(func, ast.Attribute) and \
            not value.args:
        return func.value
    return None


def _yielded_few(checker: Checker, name: str, loop: Loop) -> bool:
    """``name`` is bound by the loop's target to what a generator of the project yields,
    and every value it yields there is one of a few the source fixes (``frame_type = "I"
    if i % GOP == 0 else "P"``, then ``yield frame_type, payload``)."""
    node = loop.node
    if not isinstance(node, ast.For):
        return False
    target, it = node.target, node.iter
    if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == \
            "enumerate" and it.args and isinstance(target, ast.Tuple) and len(target.elts) == 2:
        target, it = target.elts[1], it.args[0]  # for step, (name, obs) in enumerate(...)
    position = None if isinstance(target, ast.Name) and target.id == name else next(
        (i for i, e in enumerate(getattr(target, "elts", []))
         if isinstance(e, ast.Name) and e.id == name), -1)
    if position == -1:
        return False
    found = generator_yields(checker, it) if position is None else \
        yielded_items(checker, it, position)
    if not found or not found[2]:
        return False
    reader, inner, values = found
    for value in values:
        given = inner.assigns.get(value.id, [value]) if isinstance(value, ast.Name) \
            else [value]  # (a module's constant: MAX_GRAPHS)
        if not given or not all(bounded(v, reader.module) or _listed_key(v, inner, reader)
                                for v in given):
            return False
    return True


def _listed_key(value: ast.expr, scope, reader) -> bool:
    """``names[step % len(names)]`` with ``names = sorted(TABLE)`` (or ``list(...)``,
    ``tuple(...)``) of a module's table made once: one of its keys."""
    if not (isinstance(value, ast.Subscript) and isinstance(value.value, ast.Name)):
        return False
    made = scope.assigns.get(value.value.id, [])
    if len(made) != 1 or not (isinstance(made[0], ast.Call) and isinstance(
            made[0].func, ast.Name) and made[0].func.id in ("sorted", "list", "tuple")
            and len(made[0].args) == 1 and isinstance(made[0].args[0], ast.Name)):
        return False
    table = reader.module.assigns.get(made[0].args[0].id, [])
    return len(table) == 1 and isinstance(table[0], ast.Dict | ast.List | ast.Tuple)


def _drawn(checker: Checker, expr: ast.expr, python: bool) -> bool:
    """``expr`` draws one item of a sequence: Python's ``random.choice(seq)`` (the item
    itself), or with ``python`` False any ``.choice(seq)`` (NumPy's gives a NumPy scalar,
    a static key apart from the equal Python number until converted)."""
    if not (isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute)
            and expr.func.attr == "choice" and len(expr.args) == 1 and not expr.keywords):
        return False
    return not python or checker.module.qualify(expr.func) == "random.choice"


def _listed(checker: Checker, seq: ast.expr, func: FunctionNode | None) -> bool:
    """``seq`` is a listed sequence of constants: written here, a module constant, or a
    parameter of ``func`` that every call hands such a constant (``spot_check(rng,
    TRAIN_SIZES)``)."""
    def constants(v: ast.expr | None) -> bool:
        return isinstance(v, ast.List | ast.Tuple) and bool(v.elts) and all(
            isinstance(e, ast.Constant) for e in v.elts)

    if constants(seq):
        return True
    if not isinstance(seq, ast.Name):
        return False
    module = checker.module.assigns.get(seq.id, [])
    if len(module) == 1 and constants(module[0]):
        return True
    params = {a.arg for a in func.args.posonlyargs + func.args.args} if func else set()
    if seq.id not in params:
        return False
    handed = passed(checker, func, checker.current_class, seq.id)
    if not handed:
        return False
    for site, arg in handed:
        scope = site.view.scope() if site.view is not None else None
        values = scope.assigns.get(arg.id, []) if scope is not None and isinstance(
            arg, ast.Name) else [arg]
        if len(values) != 1 or not constants(values[0]):
            return False
    return True


class _Fixed:
    """Whether a function's return is one value on every call ``call`` makes of it: a
    module's object made once (``BASE``), a parameter the call leaves to a literal
    default, a field of the object's class that only ``__init__`` (or the dataclass)
    sets, an object of a class hashed by value made of such values, or a choice between
    them."""

    def __init__(self, module, func: FunctionNode, call: ast.Call, cls: ast.ClassDef | None):
        self.module, self.func, self.call, self.cls = module, func, call, cls
        self.local = set(function_bindings(func))

    def __call__(self, value: ast.expr, depth: int = 0) -> bool:
        if depth > 4:
            return False
        if isinstance(value, ast.Subscript | ast.Call) and bounded(value, self.module):
            # SCHEDULE[epoch] moves with what the call passes; TABLE["base"] does not
            return all(self._name(n.id) for n in ast.walk(value)
                       if isinstance(n, ast.Name) and n.id not in self.module.assigns)
        if bounded(value, self.module):
            return True
        if isinstance(value, ast.IfExp):
            return self(value.body, depth + 1) and self(value.orelse, depth + 1)
        if isinstance(value, ast.Tuple):
            return all(self(e, depth + 1) for e in value.elts)
        if isinstance(value, ast.BinOp):  # int(round(pre_s * FS)): of fixed values
            return self(value.left, depth + 1) and self(value.right, depth + 1)
        if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and \
                value.func.id in ("int", "round", "float", "abs", "min", "max") and \
                not value.keywords:
            return all(self(a, depth + 1) for a in value.args)
        if isinstance(value, ast.Name):
            return self._name(value.id)
        if self_attr(value) and self.cls is not None:
            return not set_elsewhere(self.cls, value.attr)
        cls = self.module.classes.get(value.func.id) if isinstance(value, ast.Call) and \
            isinstance(value.func, ast.Name) and self.module is not None else None
        return cls is not None and cls.hashing == "value" and all(
            self(a, depth + 1) for a in [*value.args, *(k.value for k in value.keywords)])

    def _name(self, name: str) -> bool:
        args = self.func.args
        positional = [a.arg for a in args.posonlyargs + args.args]
        if name in positional or name in {a.arg for a in args.kwonlyargs}:
            if name in self.local:
                return False
            skip = 1 if positional and positional[0] in ("self", "cls") and isinstance(
                self.call.func, ast.Attribute) else 0
            index = positional.index(name) - skip if name in positional else None
            if index is not None and (index < len(self.call.args) or index < 0) or any(
                    k.arg in (name, None) for k in self.call.keywords) or any(
                    isinstance(a, ast.Starred) for a in self.call.args):
                return False
            default = defaults(self.func).get(name)
            return isinstance(default, ast.Constant)
        if name in self.local:
            return False
        return len(self.module.assigns.get(name, [])) == 1  # an object made once


def _literal_object(value: ast.expr, module) -> bool:
    """``FreezeSpec(frozen=("backbone",))``: an object of a class hashed by value, made of
    literals (one value wherever it is made)."""
    def literal(v: ast.expr) -> bool:
        return isinstance(v, ast.Constant) or isinstance(v, ast.Tuple) and all(
            literal(e) for e in v.elts)

    cls = module.classes.get(value.func.id) if isinstance(value, ast.Call) and isinstance(
        value.func, ast.Name) and module is not None else None
    return cls is not None and cls.hashing == "value" and all(
        literal(a) for a in [*value.args, *(k.value for k in value.keywords)])
