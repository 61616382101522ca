"""Evidence of even splits: whether the source shows that a length is a multiple of the
batch size, so that the last batch is as long as the others.

Rule JC105 reports a ragged last batch only when nothing shows this (precision first):
constants that divide, a length computed from the step, or an ``assert`` of it. The
project index asks the same of a loader's range (:func:`~..index.even`), where the
length's value is the last one assigned.
"""

from __future__ import annotations

import ast

from ..flow import unpacking
from . import modules
from .callees import read_in
from .checker import Checker, Scope
from .literal import array_of, leading, listed_count, sized_by
from .nodes import class_def


def whole(checker: Checker, stop: ast.expr | None, step: ast.expr, scope: Scope,
          depth: int = 0) -> bool:
    """Evidence that ``stop`` is a multiple of ``step``: constants that divide, a value
    computed from the step (``n // bs * bs``, ``k * bs``, ``n - n % bs``), or an
    ``assert stop % step == 0`` in the scope."""
    if stop is None:
        return False
    if isinstance(stop, ast.Constant) and isinstance(step, ast.Constant) \
            and isinstance(stop.value, int) and isinstance(step.value, int) \
            and step.value and stop.value % step.value == 0:
        return True
    if depth == 0:
        # numbers the source fixes across boundaries: len(table) of a parameter every
        # caller fills with a (64, 6) array, self.batch_rows given 16 by its default
        stops, steps = numbers(checker, stop, scope, "rows"), numbers(checker, step, scope)
        if stops and steps and all(b and a % b == 0 for a in stops for b in steps):
            return True
    if isinstance(step, ast.Name) and isinstance(stop, ast.Constant) and depth < 3:
        values = scope.assigns.get(step.id) or checker.module.assigns.get(step.id, [])
        if len(values) == 1:
            return whole(checker, stop, values[0], scope, depth + 1)
    if ast.unparse(stop) in scope.whole:
        return True
    if isinstance(stop, ast.BinOp) and isinstance(stop.op, ast.Add) and any(
            isinstance(side, ast.Name) and len(scope.assigns.get(side.id, [])) == 1
            and _rounding(scope.assigns[side.id][0], step) for side in (stop.left, stop.right)):
        return True  # n + pad with pad = (-n) % bs: rounded up to a multiple
    if _padded_up_to(stop, step, scope):
        return True  # padded = np.concatenate([x, zeros((-n % bs, d))]), then its length
    trimmed = _trimmed_to(stop, scope) if depth < 3 else None
    if trimmed is not None and whole(checker, trimmed, step, scope, depth + 1):
        return True  # y = y[:usable] with usable = len(y) // bs * bs, then len(y)
    if any(isinstance(n, ast.BinOp) and isinstance(n.op, ast.FloorDiv | ast.Mod
                                                   | ast.Sub | ast.Mult)
           for n in ast.walk(stop)):
        return True  # stop computed from the batch size: probably whole batches
    if isinstance(stop, ast.Name) and depth < 3:
        values = scope.assigns.get(stop.id, [])
        return len(values) == 1 and whole(checker, values[0], step, scope, depth + 1)
    rows = leading(stop, scope) or made_rows(checker, stop, scope)
    if isinstance(rows, ast.Constant) and depth < 3:  # x, y = make_data(), 256 rows,
        steps = numbers(checker, step, scope)         # by cfg.batch_size, 32
        if steps and all(b and rows.value % b == 0 for b in steps):
            return True
    return rows is not None and depth < 3 and whole(checker, rows, step, scope, depth + 1)


def _rounding(value: ast.expr, step: ast.expr) -> bool:
    """``(-n) % step``: what rounds ``n`` up to a multiple of ``step``."""
    return isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mod) and \
        ast.dump(value.right) == ast.dump(step)


def _padded_up_to(length: ast.expr, step: ast.expr, scope: Scope) -> bool:
    """The array ``length`` reads was made once by joining or padding rows counted as
    ``(-n) % step`` (``n_pad = -n % chunk``): a multiple of ``step``."""
    array = array_of(length)
    values = scope.assigns.get(array.id, []) if isinstance(array, ast.Name) else []
    made = values[0] if len(values) == 1 else None
    if not (isinstance(made, ast.Call) and isinstance(made.func, ast.Attribute)
            and made.func.attr in ("concatenate", "pad", "vstack")):
        return False
    for n in ast.walk(made):
        given = scope.assigns.get(n.id, []) if isinstance(n, ast.Name) else []
        if any(_rounding(v, step) for v in [n, *given[:1]] if len(given) <= 1):
            return True
    return False


def _trimmed_to(length: ast.expr, scope: Scope) -> ast.expr | None:
    """The bound ``b`` when the array whose length ``length`` reads was last given, above
    it, a prefix ``x[:b]`` of itself (``u, y = u[:usable], y[:usable]``)."""
    array = array_of(length)
    if not isinstance(array, ast.Name) or not hasattr(length, "lineno"):
        return None
    earlier = [v for v in scope.assigns.get(array.id, [])
               if getattr(v, "lineno", length.lineno) < length.lineno]
    last = earlier[-1] if earlier else None
    if not isinstance(last, ast.Subscript) or not isinstance(last.slice, ast.Slice):
        return None
    cut = last.slice
    return cut.upper if cut.lower is None and cut.step is None else None


def made_rows(checker: Checker, length: ast.expr, scope: Scope) -> ast.Constant | None:
    """The literal row count behind ``len(x)`` (or ``x.shape[0]``) when ``x`` is what a
    helper of the project returns (``x, y = make_data()``) and the helper makes it with
    its shape written out, the count a literal or a parameter's default the call leaves
    (``def make_data(n=480): x = rng.normal(size=(n, 9))``)."""
    array = array_of(length)
    values = scope.assigns.get(array.id, []) if isinstance(array, ast.Name) else []
    if len(values) != 1:
        return None
    made, index = (unpacking(values[0]) or (values[0], None))
    read = read_in(checker, made, scope) if isinstance(made, ast.Call) else None
    if read is None or read.jitted:
        return None
    counts = set()
    for value in read.returns():
        if index is not None:
            if not isinstance(value, ast.Tuple) or index >= len(value.elts):
                return None
            value = value.elts[index]
        call = ast.Call(ast.Name("len", ast.Load()), [value], [])
        rows = leading(call, read.scope, written=True)
        if isinstance(rows, ast.Name):
            rows = _default(read, made, rows.id)
        if not isinstance(rows, ast.Constant):
            return None
        counts.add(rows.value)
    return ast.Constant(counts.pop()) if len(counts) == 1 else None


def _default(read, call: ast.Call, name: str) -> ast.Constant | None:
    """A parameter's literal int, as the call gives it (``synthetic(32, 0)``) or leaves
    it to its default."""
    from .arguments import defaults

    args = read.func.args
    positional = [a.arg for a in args.posonlyargs + args.args]
    given = next((k.value for k in call.keywords if k.arg == name), None) or (
        call.args[positional.index(name)] if name in positional and positional.index(
            name) < len(call.args) else None)
    if given is not None and name not in read.scope.assigns:
        return given if isinstance(given, ast.Constant) and type(given.value) is int \
            else None
    if name in positional and positional.index(name) < len(call.args) or any(
            k.arg in (name, None) for k in call.keywords) or name in read.scope.assigns:
        return None
    given = defaults(read.func).get(name)
    return given if isinstance(given, ast.Constant) and type(given.value) is int else None


def numbers(checker, expr: ast.expr, scope: Scope, what: str = "value",
            depth: int = 0) -> set[int] | None:
    """Every int ``expr`` can be (``what="rows"``: its leading size, for ``len(x)`` and
    ``x.shape[0]`` of an array whose shape the source writes out), as the source fixes
    it: literals, a name given once, ``self.<attr>`` given once in ``__init__``, and a
    parameter over its default and every call of its function (every construction, for
    ``__init__``). None when any of them is unknown."""
    if depth > 6:  # (len(x) of a caller's argument: parameter, call site, shape, literal)
        return None
    if what == "rows":
        if isinstance(expr, ast.Constant):  # range(0, 160, BATCH): the stop itself
            return {expr.value} if type(expr.value) is int else None
        array = None
        if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and \
                expr.func.id == "len" and len(expr.args) == 1:
            array = expr.args[0]
        elif isinstance(expr, ast.Subscript) and isinstance(expr.value, ast.Attribute) and \
                expr.value.attr == "shape" and isinstance(expr.slice, ast.Constant) and \
                expr.slice.value == 0:
            array = expr.value.value
        return shaped_rows(checker, array, scope, depth) if array is not None else None
    if isinstance(expr, ast.Constant):
        return {expr.value} if type(expr.value) is int else None
    if isinstance(expr, ast.Call) and isinstance(expr.func, ast.Name) and \
            expr.func.id == "len" and len(expr.args) == 1:  # kfold(len(x), 4): x's rows
        return numbers(checker, expr, scope, "rows", depth + 1)
    given = modules.values(checker, expr) or _imported(checker, expr)
    if len(given) == 1 and isinstance(given[0], ast.Constant):  # config.BATCH_SIZE, once
        return numbers(checker, given[0], scope, what, depth + 1)
    option = modules.option_default(checker, expr)  # args.batch_size: an option's default
    if option is not None:
        return {option}
    field = _field_default(checker, expr, scope)  # cfg.batch_size with cfg = TrainConfig()
    if field is not None:
        return numbers(checker, field, scope, what, depth + 1)
    return _through(checker, expr, scope, "value", depth)


def _imported(checker, expr: ast.expr) -> list[ast.expr]:
    """A name imported from a project module (``from config import BATCH``), or a key of
    a module-level dict literal (``CONFIG["batch"]``): the value given there."""
    project, view = checker.project, checker.view
    if isinstance(expr, ast.Name) and project is not None and view is not None and \
            expr.id in checker.module.imports and expr.id not in checker.module.assigns:
        return project.constant(view, expr.id)
    if isinstance(expr, ast.Subscript) and isinstance(expr.value, ast.Name) and \
            isinstance(expr.slice, ast.Constant):
        tables = modules.assigned(project, view, expr.value.id) if view is not None else []
        if len(tables) == 1 and isinstance(tables[0], ast.Dict):
            return [v for k, v in zip(tables[0].keys, tables[0].values, strict=True)
                    if isinstance(k, ast.Constant) and k.value == expr.slice.value][:1]
    return []


def _field_default(checker, expr: ast.expr, scope: Scope) -> ast.expr | None:
    """``cfg.batch_size`` where ``cfg`` is made once (here or at module level) by a class
    of the project whose field ``batch_size: int = 32`` the construction leaves to its
    default, and nothing in this module assigns ``<obj>.batch_size``: the default."""
    if not (isinstance(expr, ast.Attribute) and isinstance(expr.value, ast.Name)) or \
            checker.project is None or checker.view is None:
        return None
    given = scope.assigns.get(expr.value.id) or checker.module.assigns.get(expr.value.id, [])
    if len(given) != 1 or not isinstance(given[0], ast.Call):
        return None
    made = given[0]
    ref = checker.project.resolve(checker.view, made.func, None, guess=False)
    cls = checker.project.node(ref) if ref is not None else None
    if not isinstance(cls, ast.ClassDef):
        return None
    fields = [n for n in cls.body if isinstance(n, ast.AnnAssign)
              and isinstance(n.target, ast.Name)]
    at = next((i for i, n in enumerate(fields) if n.target.id == expr.attr), None)
    if at is None or at < len(made.args) or any(k.arg in (expr.attr, None)
                                                for k in made.keywords):
        return None
    if any(isinstance(n, ast.Assign | ast.AugAssign) and any(
            isinstance(t, ast.Attribute) and t.attr == expr.attr
            for t in (n.targets if isinstance(n, ast.Assign) else [n.target]))
            for n in ast.walk(checker.tree)):
        return None  # cfg.batch_size = ...: set here too
    default = fields[at].value
    return default if isinstance(default, ast.Constant) else None


def shaped_rows(checker, array: ast.expr, scope: Scope, depth: int) -> set[int] | None:
    """The leading sizes of ``array``: made with its shape written out (``rng.normal(size=
    (64, 6))``, ``np.zeros((64, 3))``), through ``.astype`` and elementwise arithmetic,
    or read through names and parameters as :func:`numbers` reads them."""
    while True:
        if isinstance(array, ast.Call) and isinstance(array.func, ast.Attribute) and \
                array.func.attr == "astype":
            array = array.func.value
        elif isinstance(array, ast.Call) and array.args and checker.module.qualify(
                array.func) in ("numpy.asarray", "jax.numpy.asarray", "numpy.array",
                                "jax.numpy.array", "jax.device_put"):
            array = array.args[0]  # jnp.asarray(rng.normal(size=(200, 4)), jnp.float32)
        elif isinstance(array, ast.BinOp) and isinstance(array.op, ast.MatMult):
            array = array.left  # (rng.standard_normal((512, 6)) @ basis): the left's rows
        elif isinstance(array, ast.BinOp):
            array = array.left if isinstance(array.left, ast.Call | ast.Name | ast.BinOp) \
                else array.right
        else:
            break
    if isinstance(array, ast.Call):
        shape = next((k.value for k in array.keywords if k.arg in ("size", "shape")), None)
        if shape is None and array.args:
            shape = next((a for a in array.args if isinstance(a, ast.Tuple)), None)
        if shape is None:  # rng.weibull(2.0, n), np.stack([... for i in range(n)])
            shape = sized_by(array) or listed_count(array)
        first = shape.elts[0] if isinstance(shape, ast.Tuple) and shape.elts else shape
        return numbers(checker, first, scope, "value", depth + 1) \
            if isinstance(first, ast.expr) else None
    return _through(checker, array, scope, "rows", depth)


def _through(checker, expr: ast.expr, scope: Scope, what: str, depth: int) -> set[int] | None:
    """:func:`numbers` (or :func:`shaped_rows`) of a name or ``self.<attr>``."""
    read = _reader(what)
    from ..flow import bindings
    from ..scope import FunctionNode, statements
    from .nodes import self_attr

    if isinstance(expr, ast.Name):
        values = scope.assigns.get(expr.id, [])
        if len(values) == 1:
            return read(checker, values[0], scope, what, depth + 1)
        if values:
            return None
        func = scope.func
        if isinstance(func, FunctionNode) and expr.id in {
                a.arg for a in func.args.posonlyargs + func.args.args + func.args.kwonlyargs}:
            return _parameter(checker, func, scope, expr.id, what, depth)
        values = checker.module.assigns.get(expr.id, [])
        return read(checker, values[0], Scope(None, None, {}, {}, set()), what, depth + 1) \
            if len(values) == 1 else None
    if self_attr(expr) and scope.cls is not None:
        cls = class_def(checker.tree, scope.cls.name)
        if cls is None:
            return None
        given = [(m, n.value) for m in cls.body if isinstance(m, FunctionNode)
                 for n in statements(m.body) if isinstance(n, ast.Assign)
                 and any(self_attr(t) and t.attr == expr.attr for t in n.targets)]
        if len(given) != 1 or given[0][0].name != "__init__":
            return None
        init, value = given[0]
        inner = Scope(init, scope.cls, {}, bindings(list(statements(init.body))), set())
        return read(checker, value, inner, what, depth + 1)
    return None


def _parameter(checker, func, scope: Scope, name: str, what: str,
               depth: int) -> set[int] | None:
    """Parameter ``name`` of ``func``: its default where a call leaves it out, else what
    each call passes, read where the call is."""
    from ..flow import bindings
    from ..scope import statements
    from .arguments import defaults, passed
    from .scalars import Callee

    given = passed(checker, func, scope.cls.name if scope.cls is not None else None, name)
    if not given:
        return None
    project, fallback = checker.project, defaults(func).get(name)
    found: set[int] = set()
    for site, arg in given:
        if arg is None:
            if fallback is None:
                return None
            one = _reader(what)(checker, fallback, scope, what, depth + 1)
        else:
            module = site.view.scope()
            if module is None:
                return None
            body = site.func.body if site.func is not None else site.view.tree().body
            inner = Scope(site.func, None, {}, bindings(list(statements(body))), set())
            there = Callee(module, project, site.view, site.cls)
            one = _reader(what)(there, arg, inner, what, depth + 1)
        if one is None:
            return None
        found |= one
    return found


def _reader(what: str):
    """:func:`numbers` for a value, :func:`shaped_rows` for a leading size, called alike."""
    return numbers if what == "value" else (
        lambda checker, expr, scope, _what, depth: shaped_rows(checker, expr, scope, depth))
