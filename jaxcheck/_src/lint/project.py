"""The project model: every module of the project, its names resolved inside the project,
who calls each function and from where, and what each function does when it runs.

A pitfall often spans functions and modules: ``main.py`` calls ``run_epoch`` once per
epoch, ``run_epoch`` (in ``train.py``) calls ``make_train_step``, which returns
``jax.jit`` of a closure it defines: one compile per epoch, though no line of
``train.py`` sits in a loop. One module alone cannot see it; the model can:

* **names resolved inside the project** (:meth:`Project.resolve`): ``from .data import
  Loader``, ``import utils`` then ``utils.make_step``, ``self.step_fn`` in a class,
  ``obj.method`` where ``obj = Cls(...)`` or where one class of the project defines
  ``method``; which modules reach which through imports (:meth:`Project.reaches`);
* **the call graph, read backwards** (:meth:`Project.callers`): each module is walked
  once, when a question first names something it mentions, into its *sites*: calls,
  attribute reads (a ``@property`` runs where it is read), functions handed to
  another call (a callback, which that call runs as often as it likes), and the calls
  of an instance, which run its class's ``__call__``;
* **the loop context, propagated through calls** (:meth:`Project.hot`): a function runs
  per iteration when a site of it sits in a loop body or a comprehension, when a
  function that runs per iteration calls it, or when it is handed as a callback;
* **per-function summaries** (:meth:`Project.factory`, :meth:`Project.loader`): does it
  return a new jitted function on each call (directly, through a name, through another
  factory, or as a property)? does it, or a class's ``__iter__``, yield batches whose
  leading size can differ?

Nothing is imported or run. Questions are asked of a few functions only (those a rule
has a finding in mind for), so the model costs little more than the files' parsing:
modules are parsed and walked lazily, each once, and every answer is kept.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass

from .flow import bindings
from .index import ragged_generator
from .memo import keeps_results
from .scope import FunctionNode, JitInfo, Module, statements
from .sites import Site, View, assigned_call, handed, instance_sites, keeps, top_imports
from .summaries import (
    clearing,
    flags_given,
    flags_on,
    holds_optimizer,
    memoized,
    on_by_default,
    returned,
    returns,
    returns_new_jit,
)

#: every byte that cannot be part of an identifier, made a space: a module's words are
#: then ``data.translate(SPACES).split()`` (at the speed of C, unlike a regex)
SPACES = bytes(b if chr(b).isalnum() and b < 128 or b == ord("_") else ord(" ")
               for b in range(256))
#: how many callers of one function a question follows up (a helper called everywhere
#: is not followed through each of its callers)
FAN_OUT = 8
#: how many callers questions one project answers: past it, an answer is no (silence
#: rather than a guess, and lint's time stays that of parsing)
BUDGET = 96
#: how deep a question follows calls (a loop in main -> run_epoch -> fit -> make_step)
DEPTH = 4
#: methods that run once per object: a loop that makes objects is no training loop
ONCE = frozenset({"__init__", "__post_init__", "setup", "__new__"})
#: keyword names under which a function is handed on to be called repeatedly
CALLBACK_KEYWORDS = frozenset({
    "jac", "hess", "hessp", "fun", "func", "callback", "hook", "fn", "f",
    "step_fn", "update_fn", "loss_fn", "objective", "log_fn", "on_step", "body_fun"})
#: library functions that call what they are handed many times
CALLING_LIBRARIES = ("scipy.", "jax.tree_util.tree_map", "jax.tree.map", "map",
                     "functools.reduce")


@dataclass(frozen=True)
class Ref:
    """A function, method (``Cls.meth``) or class of a project module."""

    module: str
    name: str  # "f", "Cls.meth" or "Cls"

    @property
    def last(self) -> str:
        return self.name.rsplit(".", 1)[-1]


class Project:
    """Every module of the project (:class:`View`), and the answers asked of them."""

    def __init__(self) -> None:
        self.views: dict[str, View] = {}
        self._suffix: dict[str, View | None] = {}
        self._hot: dict[Ref, Site | None] = {}
        self._factory: dict[Ref, bool] = {}
        self._loader: dict[Ref, str | None] = {}
        self._optimizer: dict[Ref | tuple[Ref, int], str | None] = {}
        self._offered: dict[Ref, bool] = {}  # many modules import the same few names
        self._deps: dict[str, frozenset[str]] = {}  # module -> project modules it imports
        self._methods: dict[str, list[Ref]] | None = None
        self._families: dict[str, list[Ref]] = {}  # hook name -> its overrides
        self._words: dict[str, frozenset[bytes]] | None = None
        self._asked = 0
        self._callers: dict[Ref, list[Site]] = {}  # (asked again, answered free)
        #: answers the rules keep on the project (computed once per project by them)
        self.memo: dict[str, object] = {}

    def add(self, name: str, path: str, data: bytes, tree: ast.Module | None = None,
            scope: Module | None = None) -> None:
        view = View(name, path, data, tree, scope)
        self.views[name] = view
        parts = name.split(".")
        for i in range(len(parts)):
            key = ".".join(parts[i:])
            if key in self._suffix and self._suffix[key] is not view:
                self._suffix[key] = None  # two modules under one name: no claim
            else:
                self._suffix[key] = view

    def view(self, dotted: str) -> View | None:
        found = self._suffix.get(dotted)
        return found.read() if found is not None else None

    # --- names -------------------------------------------------------------------

    def methods(self, name: str) -> list[Ref]:
        """Every class method of the project called ``name``."""
        if self._methods is None:
            self._methods = {}
            for view in self.views.values():
                if b"class " not in view.data:
                    continue
                for cname, cls in view.read().classes.items():
                    for item in cls.body:
                        if isinstance(item, FunctionNode):
                            self._methods.setdefault(item.name, []).append(
                                Ref(view.name, f"{cname}.{item.name}"))
        return self._methods.get(name, [])

    def qualified(self, dotted: str, depth: int = 0) -> Ref | View | None:
        """A dotted name (``pkg.data.Loader``) as a project module or a name in one,
        following one re-export (``from .data import Loader`` in ``pkg/__init__.py``)."""
        view = self.view(dotted)
        if view is not None:
            return view
        if "." not in dotted:
            return None
        mod, attr = dotted.rsplit(".", 1)
        owner = self.view(mod)
        if owner is None:
            return None
        if attr in owner.functions or attr in owner.classes:
            return Ref(owner.name, attr)
        if attr in owner.imports and depth < 2:
            return self.qualified(owner.imports[attr], depth + 1)
        return None

    def constant(self, view: View, name: str) -> list[ast.expr]:
        """The values a module-level name imported into ``view`` is given where it is
        defined (``from .heads import TASKS``: the tuple ``heads.py`` assigns), or []
        when the source does not show them."""
        dotted = view.read().imports.get(name)
        if dotted is None or "." not in dotted:
            return []
        mod, attr = dotted.rsplit(".", 1)
        owner = self.view(mod)
        module = owner.scope() if owner is not None else None
        return list(module.assigns.get(attr, [])) if module is not None else []

    def resolve(self, view: View, expr: ast.expr, cls: str | None = None,
                guess: bool = True) -> Ref | View | None:
        """What ``expr`` names in module ``view`` (inside a method of ``cls``), if it is
        the project's: a module, a function, a class or a method."""
        view.read()
        if isinstance(expr, ast.Name):
            if expr.id in view.functions or expr.id in view.classes:
                return Ref(view.name, expr.id)
            if expr.id in view.imports:
                return self.qualified(view.imports[expr.id])
            return None
        if not isinstance(expr, ast.Attribute):
            return None
        base = expr.value
        if isinstance(base, ast.Name) and base.id in ("self", "cls") and cls is not None:
            return self.method(view, cls, expr.attr)
        owner = self.resolve(view, base, cls, guess)
        if isinstance(owner, View):
            owner.read()
            if expr.attr in owner.functions or expr.attr in owner.classes:
                return Ref(owner.name, expr.attr)
            return None
        if isinstance(owner, Ref) and "." not in owner.name:
            target = self.views[owner.module].read()
            if owner.name in target.classes:
                return self.method(target, owner.name, expr.attr)
        if owner is None and guess:
            found = self.methods(expr.attr)  # obj.method: one class defines it
            return found[0] if len(found) == 1 else None
        return None

    def method(self, view: View, cls: str, name: str, depth: int = 0) -> Ref | None:
        """Method ``name`` of class ``cls`` of ``view``, or of a base class of the project."""
        node = view.read().classes.get(cls)
        if node is None:
            return None
        if any(isinstance(i, FunctionNode) and i.name == name for i in node.body):
            return Ref(view.name, f"{cls}.{name}")
        for base in node.bases if depth < 3 else ():
            owner = self.resolve(view, base, guess=False)
            if isinstance(owner, Ref) and "." not in owner.name:
                found = self.method(self.views[owner.module], owner.name, name, depth + 1)
                if found is not None:
                    return found
        return None

    def node(self, ref: Ref) -> FunctionNode | ast.ClassDef | None:
        view = self.views.get(ref.module)
        if view is None:
            return None
        view.read()
        if "." not in ref.name:
            return view.functions.get(ref.name) or view.classes.get(ref.name)
        cname, name = ref.name.split(".", 1)
        cls = view.classes.get(cname)
        if cls is None:
            return None
        return next((i for i in cls.body if isinstance(i, FunctionNode) and i.name == name),
                    None)

    def ref_of(self, view: View, func: FunctionNode, cls: str | None) -> Ref | None:
        """The project name of a function met in ``view`` (top-level or a method)."""
        view.read()
        if cls is not None and self.node(Ref(view.name, f"{cls}.{func.name}")) is func:
            return Ref(view.name, f"{cls}.{func.name}")
        if view.functions.get(func.name) is func:
            return Ref(view.name, func.name)
        return None

    def imported(self, view: View) -> set[str]:
        """The names ``view`` imports from the project that a rule may follow: a
        factory of new jits, a loader, a class whose instances iterate as one or have a
        property that returns a new jit (module imports are the index's: :mod:`.index`)."""
        if view.imported is None:
            view.imported = {local for local, dotted in view.read().imports.items()
                              if self._offers(self.qualified(dotted))}
        return view.imported

    def _offers(self, target: Ref | View | None) -> bool:
        if isinstance(target, View):  # from . import ops; ops.norm(...): a module of jits
            key = Ref(target.name, "")
            if key not in self._offered:
                data = target.data
                self._offered[key] = (b"jit" in data or b"yield" in data) and any(
                    self._offers(Ref(target.name, name)) for name in target.read().functions)
            return self._offered[key]
        if not isinstance(target, Ref):
            return False
        if target not in self._offered:
            self._offered[target] = self._offers_uncached(target)
        return self._offered[target]

    def _offers_uncached(self, target: Ref) -> bool:
        owner = self.views[target.module]
        if b"clear_caches" in owner.data and any(  # a function or method that clears
                m == target.module and (n == target.name or n.startswith(f"{target.name}."))
                for m, n in clearing(self)):
            return True
        if b"jit" not in owner.data and b"yield" not in owner.data:
            return False
        node = self.node(target)
        data = owner.data
        if isinstance(node, ast.ClassDef):
            return (b"__iter__" in data and b"yield" in data
                    and self.loader(target) is not None) or (
                b"property" in data and b"jit" in data and any(
                    isinstance(i, FunctionNode) and self.is_property(
                        Ref(target.module, f"{target.name}.{i.name}"))
                    and self.factory(Ref(target.module, f"{target.name}.{i.name}"))
                    for i in node.body))
        return (b"yield" in data and self.loader(target) is not None) or (
            b"jit" in data and (self.jitted(target) is not None or self.factory(target)
                                or self.cached_factory(target)))

    def reaches(self, start: str, goal: str) -> bool:
        """Whether module ``start`` imports module ``goal``, or a name of it, itself or
        through the project's modules it imports (up to :data:`DEPTH` + 1 steps): a
        module's calls then run in the process that runs ``start``'s."""
        seen, frontier = {start}, [start]
        for _ in range(DEPTH + 1):
            frontier = [m for name in frontier for m in self._imports(name) if m not in seen]
            if goal in frontier:
                return True
            seen.update(frontier)
        return False

    def _imports(self, name: str) -> frozenset[str]:
        """The project modules module ``name`` imports (or imports names of), once."""
        if name not in self._deps:
            view = self.views.get(name)
            found: set[str] = set()
            if view is not None:
                tree = view.read().tree()
                dotted = list(view.imports.values()) + ([
                    a.name for n in top_imports(tree.body) for a in n.names]
                    if tree is not None else [])
                for one in dotted:
                    target = self.qualified(one)
                    found.add(target.name if isinstance(target, View) else
                              target.module if isinstance(target, Ref) else "")
            self._deps[name] = frozenset(found - {"", name})
        return self._deps[name]

    def jitted(self, ref: Ref) -> JitInfo | None:
        """The jitted function ``ref`` names (its static positions), if it is one."""
        scope = self.views[ref.module].scope() if b"jit" in self.views[ref.module].data \
            else None
        return scope.jits.get(ref.name) if scope is not None else None

    # --- the call graph, backwards ----------------------------------------------

    def callers(self, ref: Ref) -> list[Site]:
        """Every site of the project that calls, reads (a property) or hands on ``ref``
        (none once the project's :data:`BUDGET` of questions is spent)."""
        if ref in self._callers:
            return self._callers[ref]
        self._asked += 1
        if self._asked > BUDGET:
            return []
        name = ref.last
        word = name.encode()
        if self._words is None:  # the first question: each module's words, read once
            self._words = {view.name: frozenset(view.data.translate(SPACES).split())
                           for view in self.views.values()}
        found = []
        for view in self.views.values():
            if word not in self._words.get(view.name, ()):
                continue
            for site in view.sites(name):
                if site.how == "read" and not self.is_property(ref):
                    continue
                made = self.instance_method(site)
                target = made or self.resolve(view, site.node, site.cls)
                if target == ref or (target is None and site.how == "call" and isinstance(
                        site.node, ast.Attribute) and not (isinstance(
                            site.node.value, ast.Name) and site.node.value.id in (
                            "self", "cls")) and ref in self.family(name)):
                    found.append(site)  # obj.hook(...): any override of the hook may run
        if name == "__call__" and "." in ref.name:  # obj(x) runs obj's class's __call__
            cls = Ref(ref.module, ref.name.split(".")[0])
            made = [s for c in [cls, *self.subclasses(cls, name)] for s in self.callers(c)]
            found += [s for site in made if site.how == "call" for s in instance_sites(site)]
        self._callers[ref] = found
        return found

    def family(self, name: str) -> list[Ref]:
        """Every method ``name`` of the project when all of them are one family: a class
        of the project that defines it and subclasses that override it, a hook (``for cb
        in self.callbacks: cb.on_step_end(step, state)`` runs whichever override each
        object has); none when classes unrelated to each other define it (no claim)."""
        if name not in self._families:
            refs = self.methods(name)
            roots = {self._root(r, name) for r in refs}
            self._families[name] = refs if len(refs) > 1 and len(roots) == 1 else []
        return self._families[name]

    def _root(self, ref: Ref, name: str, depth: int = 0) -> Ref:
        """The method ``name`` highest up the project's bases of ``ref``'s class."""
        view = self.views[ref.module]
        node = view.read().classes.get(ref.name.split(".")[0])
        for base in node.bases if node is not None and depth < 3 else ():
            owner = self.resolve(view, base, guess=False)
            if isinstance(owner, Ref) and "." not in owner.name:
                found = self.method(self.views[owner.module], owner.name, name)
                if found is not None:
                    return self._root(found, name, depth + 1)
        return ref

    def subclasses(self, cls: Ref, inherit: str) -> list[Ref]:
        """The project's classes that name ``cls`` as a base and inherit its method
        ``inherit`` (their instances run it too)."""
        word = cls.name.encode()
        return [Ref(view.name, name) for view in self.views.values()
                if word in view.data and b"class " in view.data
                for name, node in view.read().classes.items()
                if any(self.resolve(view, b, guess=False) == cls for b in node.bases)
                and self.method(view, name, inherit) == Ref(cls.module, f"{cls.name}.{inherit}")]

    def instance_method(self, site: Site) -> Ref | None:
        """``obj.method`` where the function around it (or the module) gives ``obj`` an
        instance of a class of the project once (``pipe = Pipeline()``): that class's
        method, rather than a guess among the classes that define one by that name."""
        node = site.node
        if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)):
            return None
        tree = site.view.tree()
        made = assigned_call(site.func.body if site.func is not None else
                             tree.body if tree is not None else [], node.value.id)
        cls = self.resolve(site.view, made.func, site.cls, guess=False) \
            if made is not None else None
        if isinstance(cls, Ref) and isinstance(self.node(cls), ast.ClassDef):
            return self.method(self.views[cls.module], cls.name, node.attr)
        return None

    def is_property(self, ref: Ref) -> bool:
        node = self.node(ref)
        return isinstance(node, FunctionNode) and any(
            (isinstance(d, ast.Name) and d.id in ("property", "cached_property"))
            or (isinstance(d, ast.Attribute) and d.attr in ("property", "cached_property"))
            for d in node.decorator_list)

    def hot(self, ref: Ref, depth: int = 0) -> Site | None:
        """The loop site that makes ``ref`` run once per iteration, if any: a site of it
        in a loop, a callback hand-off, or (through up to :data:`DEPTH` calls) a site in
        a function that itself runs per iteration."""
        if ref in self._hot:
            return self._hot[ref]
        self._hot[ref] = None  # a cycle of calls answers no
        answer = None
        node = self.node(ref)
        if ref.last not in ONCE and not memoized(node):
            for i, site in enumerate(self.callers(ref)):
                if i >= FAN_OUT:
                    break
                if site.per_item(node if isinstance(node, FunctionNode) else None,
                                 self.views[ref.module].scope()):
                    continue  # one object per item of a list, each made once
                if (site.in_loop and not site.each_object_once() or (
                        site.how == "handed" and self.calls_repeatedly(site))) and \
                        not site.memoized_here():  # (a memo by hand: once per key)
                    answer = site
                    break
                if site.func is None or depth >= DEPTH or site.func.name in ONCE or \
                        site.memoized_here():
                    continue
                outer = self.ref_of(site.view, site.func, site.cls)
                if outer is not None and not site.func.name.startswith("test"):
                    up = self.hot(outer, depth + 1)
                    if up is not None:
                        answer = up
                        break
        self._hot[ref] = answer
        return answer

    def calls_repeatedly(self, site: Site) -> bool:
        """A function handed to a call that runs it repeatedly: an optimizer's ``jac=``,
        a callback or hook, ``map``, scipy's solvers."""
        call = site.outer
        if call is None:
            return False
        if any(k.value is site.node and k.arg in CALLBACK_KEYWORDS for k in call.keywords):
            return True
        target = self.resolve(site.view, call.func, site.cls)
        if isinstance(target, Ref):
            node = self.node(target)
            if isinstance(node, FunctionNode):
                return keeps(node, call, site.node, "." in target.name and isinstance(
                    call.func, ast.Attribute))
        scope = site.view.scope()
        name = scope.qualify(call.func) if scope is not None else None
        if name is None and isinstance(call.func, ast.Name):
            name = call.func.id
        return bool(name) and name.startswith(CALLING_LIBRARIES) and \
            bool(call.args) and call.args[0] is site.node

    # --- summaries ---------------------------------------------------------------

    def factory(self, ref: Ref, depth: int = 0) -> bool:
        """Whether each call of ``ref`` returns a new jitted function (not memoized): it
        returns a jit of a function made anew (a lambda, a nested def, a partial, a
        transformation, a bound method), any nnx.jit, or what another factory returns."""
        if ref in self._factory:
            return self._factory[ref]
        self._factory[ref] = False
        node = self.node(ref)
        view = self.views[ref.module]
        scope = view.scope()
        answer = False
        if isinstance(node, FunctionNode) and scope is not None and not memoized(node):
            cls = ref.name.split(".")[0] if "." in ref.name else None
            answer = returns_new_jit(node, scope, self._class_defs(view, cls))
            if not answer and depth < DEPTH:
                for value in returned(node):
                    if isinstance(value, ast.Call):
                        inner = self.resolve(view, value.func, cls)
                        if isinstance(inner, Ref) and self.factory(inner, depth + 1):
                            answer = True
                            break
        self._factory[ref] = answer
        return answer

    def yields(self, ref: Ref) -> bool:
        """Whether the function ``ref`` is a generator; asked of the same few functions for
        every call of them, so kept."""
        known = self.memo.setdefault("yields", {})
        if ref not in known:
            known[ref] = any(isinstance(n, ast.Yield | ast.YieldFrom)
                             for n in ast.walk(self.node(ref) or ast.Module([], [])))
        return known[ref]

    def cached_factory(self, ref: Ref) -> bool:
        """Whether ``ref`` is memoized (``functools.lru_cache``, not a cached_property; or
        by hand, in a dict by key) and returns a jit of a function it makes: one new jit
        per new key."""
        node = self.node(ref)
        scope = self.views[ref.module].scope()
        return isinstance(node, FunctionNode) and scope is not None and (
            memoized(node) or keeps_results(node)) \
            and not any(isinstance(d, ast.Name | ast.Attribute) and (
                d.attr if isinstance(d, ast.Attribute) else d.id) == "cached_property"
                for d in node.decorator_list) and returns_new_jit(node, scope, frozenset())

    def _class_defs(self, view: View, cls: str | None) -> frozenset[str]:
        node = view.classes.get(cls) if cls else None
        return frozenset(i.name for i in node.body if isinstance(i, FunctionNode)) \
            if node is not None else frozenset()

    def optimizer(self, ref: Ref, index: int | None = None) -> str | None:
        """The optax call (as written) that each call of ``ref`` makes and returns, itself
        or inside what it returns (``TrainState.create(..., tx=optax.adam(lr))``, an
        ``nnx.Optimizer``): a new optimizer, hashed by identity wherever it is static.
        With ``index``, in that item of the tuple it returns (``model, opt = build()``)."""
        key = ref if index is None else (ref, index)
        if key in self._optimizer:
            return self._optimizer[key]
        self._optimizer[key] = None
        node = self.node(ref)
        view = self.views[ref.module]
        answer = None
        if isinstance(node, FunctionNode) and b"optax" in view.data and \
                view.scope() is not None:
            scope = view.scope()
            made: dict[str, str] = {}
            for n in statements(node.body):
                if isinstance(n, ast.Assign) and len(n.targets) == 1 \
                        and isinstance(n.targets[0], ast.Name):
                    held = holds_optimizer(scope, n.value, made)
                    if held is not None:
                        made[n.targets[0].id] = held
            values = returns(node) if index is None else [
                v.elts[index] for v in returns(node)
                if isinstance(v, ast.Tuple) and index < len(v.elts)]
            answer = next((h for h in (holds_optimizer(scope, v, made) for v in values)
                           if h is not None), None)
        self._optimizer[key] = answer
        return answer

    def handed_loader(self, view: View, func: FunctionNode, cls: str | None,
                      param: str) -> tuple[str, str, str] | None:
        """A ragged loader the callers of ``func`` hand it as ``param`` (``summarize(
        Loader(x, bs))`` for ``def summarize(loader): for b in loader: ...``): the call's
        text, the module that defines the loader, and its batch size."""
        ref = self.ref_of(view, func, cls)
        if ref is None:
            return None
        for i, site in enumerate(self.callers(ref)):
            if i >= FAN_OUT:
                break
            arg = handed(site, func, param) if site.how == "call" else None
            if isinstance(arg, ast.Name):  # loader = Loader(x, bs); fit(loader)
                body = site.func.body if site.func is not None else site.view.tree().body
                given = bindings(statements(body)).get(arg.id, [])
                arg = given[0] if len(given) == 1 else None
            if not isinstance(arg, ast.Call):
                continue
            made = self.resolve(site.view, arg.func, site.cls)
            size = self.loader(made) if isinstance(made, Ref) else None
            if size is not None:
                return ast.unparse(arg.func)[:30], self.views[made.module].path, size
        return None

    def loader(self, ref: Ref) -> str | None:
        """The batch size (as written) of a generator function, or of a class whose
        ``__iter__`` is one, that yields batches whose last one is shorter."""
        if ref in self._loader:
            return self._loader[ref]
        self._loader[ref] = None
        node = self.node(ref)
        answer = None
        if isinstance(node, ast.ClassDef):
            it = self.method(self.views[ref.module], ref.name, "__iter__")
            iter_node = self.node(it) if it is not None else None
            if isinstance(iter_node, FunctionNode):
                answer = ragged_generator(iter_node, flags_on(node) | flags_given(
                    self, ref, node))
        elif isinstance(node, FunctionNode) and b"yield" in self.views[ref.module].data:
            answer = ragged_generator(node, frozenset(on_by_default(node)))
        self._loader[ref] = answer
        return answer
