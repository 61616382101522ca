"""What a rule's check sees of the module being linted: the :class:`Checker`.

The walk (:mod:`.walk`) is a :class:`Checker` that goes through the module scope by scope;
each rule's checks are functions that take it (``jc105.ragged(checker, ...)``) with the
:class:`Scope` they run in. The checker holds the module's names (:class:`~..scope.Module`),
what the project's other modules offer (the index), which rules are enabled, the findings
so far (:meth:`Checker.report`), and what the walk gathers for the rules that can judge
only once it is done: which functions are called, and from a loop (JC101, JC102).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from ..index import Index, Offer, offers
from ..memo import keeps_results
from ..project import Project, Ref, View
from ..scope import MEMOIZERS, ClassInfo, FunctionNode, JitInfo, Module
from ..sites import calls_item, transforms
from .finding import Finding, Fix

#: methods that run once per object (a loop that makes objects is not a training loop)
ONCE_PER_OBJECT = ("__init__", "__post_init__", "setup")


@dataclass
class Scope:
    """One function's body (or the module's, or a method's) as the walk reads it."""

    func: FunctionNode | None
    cls: ClassInfo | None
    jits: dict[str, JitInfo]
    assigns: dict[str, list[ast.expr]]
    local_defs: set[str]  # functions and lambdas made in this scope (fresh on each run)
    calls: list[tuple[JitInfo, ast.Call]] = field(default_factory=list)
    words: set[str] = field(default_factory=set)  # names a statement must mention to matter
    traced: bool = False  # the body of a jitted function: runs once per trace, not per call
    #: texts of lengths this scope asserts to be multiples (``assert n % bs == 0``)
    whole: set[str] = field(default_factory=set)
    #: names a ``for`` of this scope binds to Python ints (``for i in range(...)``,
    #: ``enumerate``'s index): what the value lattice knows of them
    counters: set[str] = field(default_factory=set)
    #: names a ``for`` of this scope binds to the items of an iterable (``for tol in
    #: np.geomspace(...)``, ``for lr, wd in itertools.product(a, b)``), with it
    items: dict[str, ast.expr] = field(default_factory=dict)
    #: names this function's body binds to an optax optimizer (or an object holding one),
    #: read when first asked (rule JC102)
    optimizers: dict[str, str] | None = None
    #: the kinds of ``self.<attr>`` of the one instance a call is read for (a class's
    #: ``__call__`` read with what its constructor was given); None: not such a read
    attrs: dict[str, set[str]] | None = None
    #: calls of a jitted function through a ``functools.partial`` of it (the jit, the
    #: call, the partial): rule JC106 reads the partial's bound arguments with the call's
    through: list[tuple[JitInfo, ast.Call, ast.Call]] = field(default_factory=list)
    #: for a function read for one call of it: each parameter's argument, with the reader
    #: and scope of the call (``speaker_alpha(m)``: ``speaker_meta["alpha"]`` is read as
    #: ``m["alpha"]`` where the call is)
    bound: dict[str, tuple[Any, Scope, ast.expr]] | None = None


class Checker:
    """One parsed module, the rules enabled on it and the findings so far."""

    def __init__(self, tree: ast.Module, path: str, lines: list[str],
                 index: Index | None = None, module: Module | None = None,
                 enabled: frozenset[str] | None = None, project: Project | None = None,
                 view: View | None = None) -> None:
        self.enabled = enabled  # None: every rule
        #: the whole project (:mod:`..project`) and this module in it; None when linted alone
        self.project = project
        self.view = view
        self.tree = tree
        self.path = path
        self.module = module or Module(tree, lines)
        self.index = index
        #: this module's own ragged generators (its jit factories: see jc101.finish)
        self.local = {name: o for name, o in offers(tree, lines, "this module").items()
                      } if any("yield" in line for line in lines) else {}
        self.findings: list[Finding] = []
        self._seen: set[tuple[int, int, str]] = set()
        # calls of plain names and self.<name>: [at module level outside loops?], and the
        # line of one call made in a loop; rules JC101 and JC102 read them once the walk
        # is done
        self.sites: dict[str, list[bool]] = {}
        self.loop_calls: dict[str, int] = {}
        #: each such call with its loop (to tell a call per item of a list from one per step)
        self.loop_sites: dict[str, list[tuple[ast.Call, ast.AST]]] = {}
        #: rule JC101: jits of a fresh function made in a function, judged once every call
        #: of that function is known (node, what, function, called at once)
        self.pending: list[tuple[ast.AST, str, FunctionNode, bool, str | None]] = []
        #: jits made one per item of a loop in a function (judged at the end: again on each
        #: call, if the function runs once per iteration)
        self.pending_items: list[tuple[ast.AST, str, ast.AST, str | None]] = []
        #: the methods whose result some line of the module keeps on ``self`` (``= self.
        #: build(``), read once when asked (rule JC101's is-None memo)
        self.kept_by_self: set[str] | None = None
        #: the names this module hands to calls as arguments (callbacks: ``jac=gradient``),
        #: read once, when first asked (:func:`.jc101.handed`)
        self.handed_names: set[str] | None = None
        #: rule JC102: identity-hashed statics made once per call of a function (expr,
        #: message, function), reported if that function runs per step
        self.pending_static: list[tuple[ast.expr, str, FunctionNode, str | None]] = []
        #: rule JC102: optimizers made once per object and stepped by a method (expr,
        #: message, class), reported if the class is made per iteration
        self.pending_objects: list[tuple[ast.expr, str, str]] = []
        self.memo: dict[str, object] = {}  # answers a rule keeps for this module
        self.in_tests: set[int] = set()  # ids of functions defined inside test functions
        self.names_made: set[str] = set()  # names the fixes introduce
        # rule JC106, module-wide: how each jitted function's parameters were passed so far
        # (two functions of one module that call it both ways recompile once both have run),
        # keyed by the function's id, with the function itself kept alive in each record:
        # the info of a nested scope's jit dies with its scope, and a later one could take
        # its id
        self.passed: dict[tuple[int, str], list[tuple]] = {}

    def on(self, code: str) -> bool:
        """Whether rule ``code`` runs on this file (asked before the rule's work)."""
        return self.enabled is None or code in self.enabled

    def report(self, node: ast.AST, code: str, message: str, fix: Fix | None = None) -> None:
        if not self.on(code):
            return
        key = (node.lineno, node.col_offset, code)
        if key in self._seen:
            return
        self._seen.add(key)
        col = node.col_offset  # in UTF-8 bytes; users (and SARIF) count characters
        lines = self.module.lines
        if 0 < node.lineno <= len(lines) and not lines[node.lineno - 1].isascii():
            col = len(lines[node.lineno - 1].encode()[:col].decode("utf-8", "replace"))
        self.findings.append(Finding(self.path, node.lineno, col + 1, code, message, fix))

    def reported(self, node: ast.AST, code: str) -> bool:
        """Whether ``code`` was already reported at ``node``."""
        return (node.lineno, node.col_offset, code) in self._seen

    def offer(self, func: ast.expr) -> Offer | None:
        """What the project index (or this module) says ``func`` names, if anything."""
        if isinstance(func, ast.Name) and func.id in self.local \
                and func.id not in self.module.imports:
            return self.local[func.id]
        found = self.index.get(self.module.qualify(func)) if self.index is not None else None
        if found is not None or self.project is None or self.view is None:
            return found
        # the project model: a generator or loader class, a factory of new jits, in any
        # module (relative imports, methods, properties and factories of factories too)
        ref = self.project.resolve(self.view, func, self._class_of(func))
        if not isinstance(ref, Ref):
            return None
        module = "this module" if ref.module == self.view.name else \
            self.project.views[ref.module].path
        jit = self.project.jitted(ref) if "." not in ref.name else None
        if jit is not None:  # a jitted function re-exported by a package's __init__.py
            return Offer("jit", module, jit=jit)
        size = self.project.loader(ref)
        if size is not None:
            return Offer("loader", module, size=size)
        if "." not in ref.name and ref.name in self.view.read().classes:
            return None
        if self.project.factory(ref):
            return Offer("factory", module, read=self.project.is_property(ref))
        return None

    def _class_of(self, node: ast.AST) -> str | None:
        """The class whose method holds ``node`` (set by the walk as it enters one)."""
        return self.current_class

    current_class: str | None = None

    def per_item(self, call: ast.Call, loop: ast.For | ast.AsyncFor) -> bool:
        """Whether ``call`` hands the item of ``loop`` (a loop over items, not a range)
        to a parameter the function it calls calls: one function per item, by design."""
        it = loop.iter
        if isinstance(it, ast.Call) and isinstance(it.func, ast.Name) and it.func.id == "range":
            return False
        if self.project is None or self.view is None:
            return False
        ref = self.project.resolve(self.view, call.func, self.current_class)
        func = self.project.node(ref) if isinstance(ref, Ref) else None
        items = {n.id for n in ast.walk(loop.target) if isinstance(n, ast.Name)}
        if not isinstance(func, FunctionNode):
            return False
        # jax.value_and_grad(fn) of the handed item is the item used as a function too
        return calls_item(func, call, items, transforms(self.project.views[ref.module].scope()))

    def hot(self, func: FunctionNode, cls: str | None) -> str | None:
        """Where ``func`` (a function or a method of ``cls`` of this module) is made to
        run once per iteration, anywhere in the project: ``main.py:36``; None if nowhere
        the model can show."""
        if self.project is None or self.view is None:
            return None
        ref = self.project.ref_of(self.view, func, cls)
        site = self.project.hot(ref) if ref is not None else None
        return site.where if site is not None else None

    def one_shot(self, func: FunctionNode) -> bool:
        """A test function, or code defined inside one: it runs once per test."""
        return func.name.startswith("test") or id(func) in self.in_tests

    def memoized(self, func: FunctionNode, cls: str | None = None) -> bool:
        """Decorated with functools.cache or lru_cache: one result per arguments; or
        keeping its results in a dict by key (:func:`~..memo.keeps_results`), where the
        loop that runs it passes the same key on every pass."""
        if any(self.module.qualify(d.func if isinstance(d, ast.Call) else d) in MEMOIZERS
               for d in func.decorator_list):
            return True
        if not keeps_results(func) or self.project is None or self.view is None:
            return False
        ref = self.project.ref_of(self.view, func, cls)
        site = self.project.hot(ref) if ref is not None else None
        return site is None or not site.new_key_each_pass()


def statics(info: JitInfo, node: ast.Call) -> Iterator[tuple[ast.expr, str]]:
    """The arguments ``node`` passes to static parameters of ``info``, with their names;
    under equinox.filter_jit every argument (its arrays are traced, the rest static)."""
    if not info.filter:
        yield from info.static_args(node)
        return
    params = info.params or []
    offset = 1 if info.bound else 0
    for i, arg in enumerate(node.args):
        if not isinstance(arg, ast.Starred):
            pos = i + offset
            yield arg, params[pos] if pos < len(params) else f"argument {pos}"
    for kw in node.keywords:
        if kw.arg is not None:
            yield kw.value, kw.arg


@dataclass
class Callee:
    """What a reading of values needs of the module of a function it reads in (its names,
    the project): a :class:`Checker` stand-in for another module, or another class."""

    module: Module
    project: Project
    view: View
    current_class: str | None = None

    @property
    def tree(self) -> ast.Module:
        return self.view.tree()
