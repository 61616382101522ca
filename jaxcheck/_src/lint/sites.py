"""The modules of the project as the model reads them (:class:`View`), and the places in
them that run, read or hand on a name (:class:`Site`).

A module is parsed only when a question first needs it, and walked only where its lines
mention the name asked about (:meth:`View.sites`): the model's questions are few, and
most of a project is never entered.
"""

from __future__ import annotations

import ast
import bisect
import itertools
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from .scope import WRAPPERS, FunctionNode, Module, statements
from .summaries import kept_by_key


@dataclass
class Site:
    """One place that runs, reads or hands on a name: a call ``f(...)``, a read
    ``obj.prop`` or a reference handed to a call (``minimize(f, jac=grad)``)."""

    view: View
    node: ast.expr  # the callee expression, the attribute read, or the reference
    func: FunctionNode | None  # the innermost function around it
    cls: str | None  # the class whose method that is
    in_loop: bool  # inside a loop body or a comprehension of that function
    how: str  # "call", "read" or "handed"
    outer: ast.Call | None = None  # the call it makes, or (handed) is handed to
    #: the names bound by the loops around it that iterate over items (not a range)
    items: frozenset[str] = frozenset()
    #: how many loops of that function are around it
    loops: int = 0

    def each_object_once(self) -> bool:
        """A method called on the item of the one loop around it, a loop over objects
        (``for cb in self.callbacks: cb.on_train_begin(self)``): each object's method
        runs once there, not once per iteration of anything."""
        return self.how == "call" and self.loops == 1 and isinstance(
            self.node, ast.Attribute) and isinstance(self.node.value, ast.Name) and \
            self.node.value.id in self.items

    def per_item(self, func: FunctionNode | None, module: Module | None = None) -> bool:
        """A call that hands the item of a loop over items to a parameter that ``func``
        (of ``module``) calls or transforms (``for fn in fns: wrap(fn)``): one distinct
        function per item, each jitted once, by design."""
        return self.how == "call" and self.outer is not None and func is not None and \
            calls_item(func, self.outer, self.items, transforms(module))

    def new_key_each_pass(self) -> bool:
        """A call that passes a name the loops around it give a new value on each pass
        (``get_runner("cauchy", seed=100 + chain)`` in ``for chain in range(4)``): a
        factory that keeps its results by key makes a new one for each."""
        if self.outer is None:
            return False
        scope = self.func if self.func is not None else self.view.tree()
        line = self.node.lineno
        changing: set[str] = set()
        for loop in ast.walk(scope) if scope is not None else ():
            if isinstance(loop, ast.For | ast.While) and \
                    loop.lineno <= line <= (loop.end_lineno or 0):
                if isinstance(loop, ast.For):
                    changing |= {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)}
                changing |= {t.id for n in statements(loop.body) if isinstance(n, ast.Assign)
                             for t in n.targets if isinstance(t, ast.Name)}
        return any(isinstance(n, ast.Name) and n.id in changing
                   for a in [*self.outer.args, *(k.value for k in self.outer.keywords)]
                   for n in ast.walk(a))

    def memoized_here(self) -> bool:
        """A call whose result the function around it keeps under a key, made only when
        the table lacks it (``if model not in steps: steps[model] = make_step(model)``):
        it runs once per key, not once per call of that function (unless the key is an
        object's identity, ``id(params)``: new objects, new keys)."""
        if not (self.how == "call" and self.func is not None and self.outer is not None
                and kept_by_key(self.func, self.outer)):
            return False
        return not any(isinstance(n, ast.Call) and isinstance(n.func, ast.Name) and
                       n.func.id == "id" for n in ast.walk(self.func))

    @property
    def where(self) -> str:
        return f"{self.view.path}:{self.node.lineno}"


def transforms(module: Module | None) -> Callable[[ast.expr], bool] | None:
    """Whether a call's function, read in ``module``, transforms the function it is
    given (``jax.grad``, ``jax.vmap``, ``functools.partial``)."""
    if module is None:
        return None
    return lambda f: module.qualify(f) in WRAPPERS or module.is_partial(f)


def calls_item(func: FunctionNode, call: ast.Call, items: frozenset[str] | set[str],
               wraps: Callable[[ast.expr], bool] | None = None) -> bool:
    """Whether ``call`` hands one of ``items`` (the names a loop over items binds) to a
    parameter that ``func`` calls, in its body or a function nested in it, or (``wraps``:
    whether a call's function is a transformation, ``jax.grad``) transforms."""
    if not items:
        return False
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    if params and params[0] in ("self", "cls") and isinstance(call.func, ast.Attribute):
        params = params[1:]
    given = [(params[i] if i < len(params) else None, a) for i, a in enumerate(
        call.args)] + [(k.arg, k.value) for k in call.keywords]
    handed = {p for p, a in given if p is not None and isinstance(a, ast.Name)
              and a.id in items}
    return bool(handed) and any(isinstance(n, ast.Call) and (
        (isinstance(n.func, ast.Name) and n.func.id in handed) or (
            wraps is not None and n.args and isinstance(n.args[0], ast.Name)
            and n.args[0].id in handed and wraps(n.func))) for n in ast.walk(func))


def assigned_call(body: list[ast.stmt], name: str) -> ast.Call | None:
    """The call ``name`` is given in ``body`` (a scope's statements), if that is its one
    assignment there."""
    values = [n.value for n in statements(body) if isinstance(n, ast.Assign)
              and any(isinstance(t, ast.Name) and t.id == name for t in n.targets)]
    return values[0] if len(values) == 1 and isinstance(values[0], ast.Call) else None


def instance_sites(made: Site) -> list[Site]:
    """The places that run the object a class call makes (``made``: the site of
    ``Cls(...)``), each calling its ``__call__``: ``Cls(...)(x)``; ``obj(x)`` where the
    object was given to ``obj`` (in the same function, or at module level and anywhere in
    the module); ``self.obj(x)`` in any method of the class whose method gave it to
    ``self.obj``; and the object handed on to another call (``map(Cls(...), xs)``,
    ``map(obj, xs)``), which may call it repeatedly."""
    call, view = made.outer, made.view
    tree = view.tree()
    if call is None or tree is None:
        return []
    scope = made.func if made.func is not None else tree
    found: list[Site] = []
    names: list[tuple[str, bool]] = []  # (name, on self)
    for n in ast.walk(scope):
        if isinstance(n, ast.Call) and n.func is call:
            found.append(Site(view, call, made.func, made.cls, made.in_loop, "call", n,
                              made.items, made.loops))
        elif isinstance(n, ast.Call) and any(a is call for a in n.args):
            found.append(Site(view, call, made.func, made.cls, made.in_loop, "handed", n,
                              made.items, made.loops))
        elif isinstance(n, ast.Assign) and n.value is call and len(n.targets) == 1:
            target = n.targets[0]
            if isinstance(target, ast.Name):
                names.append((target.id, False))
            elif isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name) \
                    and target.value.id == "self" and made.cls is not None:
                names.append((target.attr, True))
    for name, on_self in names:
        for site in view.sites(name):
            if site.how == "read":
                continue
            if on_self:
                if site.cls == made.cls and isinstance(site.node, ast.Attribute) and \
                        isinstance(site.node.value, ast.Name) and site.node.value.id == "self":
                    found.append(site)
            elif isinstance(site.node, ast.Name) and (made.func is None
                                                      or site.func is made.func):
                found.append(site)
    return found


def keeps(func: FunctionNode, call: ast.Call, handed: ast.expr, bound: bool) -> bool:
    """Whether ``func``, handed ``handed`` by ``call``, keeps it to call later (``self.hooks
    .append(fn)``, ``self.hook = fn``: a hook runs at every step) or calls it in a loop."""
    params = [a.arg for a in func.args.posonlyargs + func.args.args][1 if bound else 0:]
    name = next((params[i] for i, a in enumerate(call.args) if a is handed and i < len(params)),
                None) or next((k.arg for k in call.keywords if k.value is handed), None)
    if name is None:
        return False
    for n in ast.walk(func):
        if isinstance(n, ast.Assign) and isinstance(n.value, ast.Name) and n.value.id == name \
                and any(isinstance(t, ast.Attribute | ast.Subscript) for t in n.targets):
            return True  # self.hook = fn, self.hooks[k] = fn
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute) and n.func.attr in (
                "append", "add", "extend", "insert") and any(
                isinstance(a, ast.Name) and a.id == name for a in n.args):
            return True  # self.hooks.append(fn)
        if isinstance(n, ast.For | ast.While) and any(
                isinstance(c, ast.Call) and isinstance(c.func, ast.Name) and c.func.id == name
                for c in ast.walk(n)):
            return True  # called in a loop of its own
    return False


def top_imports(body: list[ast.stmt]):
    """The plain ``import a.b`` statements a module runs at its top level."""
    return (n for n in body if isinstance(n, ast.Import))


#: the end of a line (what ``str.splitlines`` splits on that a source file holds)
NEWLINE = re.compile(r"\r\n|\r|\n")


@dataclass
class View:
    """One module of the project, as other modules see it."""

    name: str
    path: str
    data: bytes
    parsed: ast.Module | None = None
    _module: Module | None = None
    _sites: dict[str, list[Site]] | None = None
    _lines: list[str] | None = None
    _text: str | None = None
    _starts: list[int] = field(default_factory=list)
    imported: set[str] | None = None  # what it takes from the project (Project.imported)
    functions: dict[str, FunctionNode] = field(default_factory=dict)
    classes: dict[str, ast.ClassDef] = field(default_factory=dict)
    imports: dict[str, str] = field(default_factory=dict)
    _read: bool = False

    def tree(self) -> ast.Module | None:
        if self.parsed is None:
            try:
                self.parsed = ast.parse(self.data)
            except (SyntaxError, ValueError, RecursionError, MemoryError):
                return None
        return self.parsed

    def read(self) -> View:
        """Its top-level functions, classes and imports (relative ones resolved)."""
        if self._read:
            return self
        self._read = True
        tree = self.tree()
        if tree is None:
            return self
        package = self.name.split(".")[:-1] if not self.path.endswith("__init__.py") \
            else self.name.split(".")
        for node in _top(tree.body):
            if isinstance(node, FunctionNode):
                self.functions[node.name] = node
            elif isinstance(node, ast.ClassDef):
                self.classes[node.name] = node
            elif isinstance(node, ast.Import):
                for a in node.names:
                    self.imports[a.asname or a.name.split(".")[0]] = \
                        a.name if a.asname else a.name.split(".")[0]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package[:len(package) - node.level + 1] if node.level > 1 \
                        else package
                    base = ".".join([*up, *([base] if base else [])])
                for a in node.names:
                    self.imports[a.asname or a.name] = f"{base}.{a.name}" if base else a.name
        return self

    def scope(self) -> Module | None:
        """Its names as the rules read them (jit aliases, static positions), built once."""
        if self._module is None and self.tree() is not None:
            self._module = Module(self.tree(), self.data.decode("utf-8", "replace")
                                  .splitlines())
        return self._module

    def text_lines(self) -> list[str]:
        if self._lines is None:
            self._lines = self.data.decode("utf-8", "replace").splitlines()
        return self._lines

    def lines_of(self, name: str) -> list[int]:
        """The (1-based) lines where the word ``name`` occurs, in order."""
        if self._text is None:
            self._text = self.data.decode("utf-8", "replace")
            if "\r" in self._text:
                self._starts = [0] + [m.end() for m in NEWLINE.finditer(self._text)]
            else:  # the common case, at the speed of C: each line's length and its "\n"
                self._starts = [0, *itertools.accumulate(
                    map((1).__add__, map(len, self._text.split("\n")[:-1])))]
        lines: list[int] = []
        at = self._text.find(name)
        while at >= 0:
            line = bisect.bisect_right(self._starts, at)
            if not lines or lines[-1] != line:
                lines.append(line)
            at = self._text.find(name, self._starts[line] if line < len(self._starts)
                                 else len(self._text))
        return lines

    def sites(self, name: str) -> list[Site]:
        """The sites of ``name`` in this module, found by walking only the statements
        whose lines mention it (most of a module is never entered)."""
        if self._sites is None:
            self._sites = {}
        if name not in self._sites:
            found: list[Site] = []
            self._sites[name] = found
            tree = self.tree()
            lines = self.lines_of(name)
            if tree is not None and lines:
                walker = _Sites(self, name, found, lines)
                for stmt in tree.body:
                    walker.visit(stmt)
        return self._sites[name]


class _Sites(ast.NodeVisitor):
    """One walk of a module for one name: each call, attribute read and handed-on
    reference of it, with the function, class and loop around it. A statement none of
    whose lines mention the name is not entered."""

    def __init__(self, view: View, name: str, found: list[Site], lines: list[int]) -> None:
        self.view, self.name, self.found, self.lines = view, name, found, lines
        self.func: FunctionNode | None = None
        self.cls: str | None = None
        self.loop = False
        self.items: frozenset[str] = frozenset()
        self.loops = 0

    def visit(self, node: ast.AST) -> None:
        if isinstance(node, ast.stmt | ast.expr):
            decorators = getattr(node, "decorator_list", None)
            first = min([node.lineno] + [d.lineno for d in decorators]) if decorators \
                else node.lineno
            i = bisect.bisect_left(self.lines, first)
            if i == len(self.lines) or self.lines[i] > (node.end_lineno or first):
                return
        super().visit(node)

    def add(self, name: str, node: ast.expr, how: str, outer: ast.Call | None = None,
            ) -> None:
        if name == self.name:
            self.found.append(Site(self.view, node, self.func, self.cls, self.loop, how,
                                   outer, self.items, self.loops))

    def visit_FunctionDef(self, node: FunctionNode) -> None:
        for d in node.decorator_list:
            self.visit(d)
        saved = (self.func, self.loop, self.items, self.loops)
        self.func, self.loop, self.items, self.loops = node, False, frozenset(), 0
        for stmt in node.body:
            self.visit(stmt)
        self.func, self.loop, self.items, self.loops = saved

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        saved = self.cls
        self.cls = node.name
        self.generic_visit(node)
        self.cls = saved

    def visit_Lambda(self, node: ast.Lambda) -> None:
        return  # runs later, where it is called

    def _loop(self, head: list[ast.AST], body: list[ast.AST],
              over: tuple[ast.expr, ast.expr] | None = None) -> None:
        for n in head:
            self.visit(n)
        saved = self.loop, self.items, self.loops
        self.loop = True
        self.loops += 1
        if over is not None:
            target, it = over
            counted = isinstance(it, ast.Call) and isinstance(it.func, ast.Name) \
                and it.func.id == "range"
            if not counted:
                self.items = self.items | {n.id for n in ast.walk(target)
                                           if isinstance(n, ast.Name)}
        for n in body:
            self.visit(n)
        self.loop, self.items, self.loops = saved

    def visit_For(self, node: ast.For) -> None:
        self._loop([node.iter], [node.target, *node.body], (node.target, node.iter))
        for n in node.orelse:
            self.visit(n)

    visit_AsyncFor = visit_For

    def visit_While(self, node: ast.While) -> None:
        self._loop([], [node.test, *node.body])
        for n in node.orelse:
            self.visit(n)

    def _comprehension(self, node: ast.AST) -> None:
        gens = node.generators
        self._loop([gens[0].iter], [*(g.target for g in gens), *(
            g.iter for g in gens[1:]), *(i for g in gens for i in g.ifs),
            *[getattr(node, f) for f in ("elt", "key", "value") if hasattr(node, f)]],
            (gens[0].target, gens[0].iter))

    visit_ListComp = visit_SetComp = visit_GeneratorExp = visit_DictComp = _comprehension

    def visit_Call(self, node: ast.Call) -> None:
        func = node.func
        if isinstance(func, ast.Name):
            self.add(func.id, func, "call", node)
        elif isinstance(func, ast.Attribute):
            self.add(func.attr, func, "call", node)
            self.visit(func.value)
        else:
            self.visit(func)
        for arg in [*node.args, *(k.value for k in node.keywords)]:
            if isinstance(arg, ast.Name):
                self.add(arg.id, arg, "handed", node)
            elif isinstance(arg, ast.Attribute):
                self.add(arg.attr, arg, "handed", node)
                self.visit(arg.value)
            else:
                self.visit(arg)

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if isinstance(node.ctx, ast.Load):
            self.add(node.attr, node, "read")
        self.visit(node.value)


def _top(body: list[ast.stmt]):
    """Module-level statements, also inside if/try blocks (guarded imports)."""
    for node in body:
        yield node
        if isinstance(node, ast.If | ast.Try | ast.TryStar):
            for part in ("body", "orelse", "finalbody"):
                yield from _top(getattr(node, part, []))
            for h in getattr(node, "handlers", []):
                yield from _top(h.body)


def handed(site: Site, func: FunctionNode, param: str) -> ast.expr | None:
    """The argument ``site``'s call gives ``func``'s parameter ``param`` (None if it
    leaves it to its default, or fills it through ``*args``/``**kwargs``)."""
    call = site.outer
    if call is None or any(isinstance(a, ast.Starred) for a in call.args):
        return None
    params = [a.arg for a in func.args.posonlyargs + func.args.args]
    if params and params[0] in ("self", "cls") and isinstance(call.func, ast.Attribute):
        params = params[1:]
    given = dict(zip(params, call.args, strict=False))
    given.update((k.arg, k.value) for k in call.keywords if k.arg is not None)
    return given.get(param)
