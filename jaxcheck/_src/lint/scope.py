"""What a module's names mean, read from its source alone: imports, jitted functions and
their static positions, classes and how they hash.

Nothing here imports or runs the user's code. A name is resolved only as far as the module
itself shows it (``import jax as j``, ``from jax import jit as J``, ``f = jax.jit(g, ...)``,
decorators); anything else is unknown, and an unknown never produces a finding.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass, field

#: callables that return a jitted function with jax.jit's static_argnums/static_argnames
JITS = frozenset({"jax.jit", "jax.pjit", "jax.experimental.pjit.pjit", "flax.nnx.jit",
                  "flax.linen.jit"})
#: jits that keep no cache across the objects they return: one made anew compiles again
#: even around one same module-level function (measured: nnx.jit(f) and linen's nn.jit(M)
#: made in a loop compile once per iteration; jax.jit(f) and eqx.filter_jit(f) once)
FRESH_JITS = frozenset({"flax.nnx.jit", "flax.linen.jit"})
#: transformations that return a new function object on every call; JAX's jit caches on
#: the function object (weakly: a temporary one is dropped with its entries), so a jit of
#: one made anew compiles again (measured for grad, value_and_grad, hessian, vmap, checkpoint)
WRAPPERS = frozenset(
    {f"jax.{f}" for f in ("grad", "value_and_grad", "hessian", "jacfwd", "jacrev",
                          "jacobian", "vmap", "pmap", "checkpoint", "remat", "named_call",
                          "custom_jvp", "custom_vjp", "shard_map", "xmap")}
    | {"jax.experimental.shard_map.shard_map", "jax.tree_util.Partial",
       "jax.experimental.checkify.checkify"}
    | {f"flax.nnx.{f}" for f in ("grad", "value_and_grad", "vmap", "remat", "scan")})
#: equinox's own wrappers are Modules that compare by value: eqx.filter_jit of one made anew
#: finds its cache (measured: filter_grad, filter_value_and_grad, filter_vmap, Partial)
VALUE_WRAPPERS = frozenset({f"equinox.{f}" for f in (
    "filter_grad", "filter_value_and_grad", "filter_vmap", "filter_pmap", "Partial",
    "filter_checkpoint")})
#: decorators that make a factory return one same object per arguments
MEMOIZERS = frozenset({"functools.cache", "functools.lru_cache", "functools.cached_property"})
#: equinox's jit: every argument that is not an array is static (hashed), none by position
FILTER_JITS = frozenset({"equinox.filter_jit"})
#: library functions decorated with equinox.filter_jit, by their positional parameters (read
#: from diffrax 0.7, optimistix 0.0.11, lineax 0.0.8): a Python number or string passed to
#: one anywhere in its arguments is static, so a new value compiles it again
LIBRARY_FILTER_JITS: dict[str, tuple[str, ...]] = {
    "diffrax.diffeqsolve": ("terms", "solver", "t0", "t1", "dt0", "y0", "args"),
    **{f"optimistix.{f}": ("fn", "solver", "y0", "args", "options")
       for f in ("root_find", "minimise", "least_squares", "fixed_point")},
    "lineax.linear_solve": ("operator", "vector", "solver"),
}
PARTIALS = frozenset({"functools.partial"})
#: haiku's transforms: each call makes new ``init`` and ``apply`` functions (closures over
#: the function it transforms), so ``jax.jit(model.apply)`` of a new one compiles again
TRANSFORMS = frozenset({f"haiku.{f}" for f in (
    "transform", "transform_with_state", "without_apply_rng", "multi_transform",
    "multi_transform_with_state")})


def transformed(module: Module, wrapped: ast.expr, assigns: dict[str, list]) -> bool:
    """``model.apply`` (or ``.init``) where ``model`` is given a haiku transform made
    here (``model = hk.without_apply_rng(hk.transform(forward))``): a new function each
    time this code runs."""
    if not (isinstance(wrapped, ast.Attribute) and wrapped.attr in ("apply", "init")
            and isinstance(wrapped.value, ast.Name)):
        return False
    values = assigns.get(wrapped.value.id, [])
    return bool(values) and all(_makes_transform(module, v) for v in values)


def _makes_transform(module: Module, value: ast.expr) -> bool:
    """A call of a haiku transform, or of a function of this module that returns one
    (``model = build()``)."""
    if not isinstance(value, ast.Call):
        return False
    if module.qualify(value.func) in TRANSFORMS:
        return True
    func = module.functions.get(value.func.id) if isinstance(value.func, ast.Name) else None
    returns = [n.value for n in statements(func.body) if isinstance(n, ast.Return)] \
        if func is not None else []
    return bool(returns) and all(isinstance(r, ast.Call) and module.qualify(r.func)
                                 in TRANSFORMS for r in returns)
#: optax's optimizers, transformations and schedules: each call makes new functions (an
#: optax.adam(...) is a tuple of closures), which a jit keeps static and hashes by identity
#: wherever it is static (a TrainState's tx, an nnx.Optimizer in nnx.jit's graph, any
#: argument of equinox.filter_jit). Losses, apply_updates and tree utilities return arrays.
OPTAX_MAKERS = frozenset({
    "adabelief", "adadelta", "adafactor", "adagrad", "adam", "adamax", "adamaxw", "adamw",
    "adan", "amsgrad", "fromage", "lamb", "lars", "lbfgs", "lion", "nadam", "nadamw",
    "noisy_sgd", "novograd", "optimistic_gradient_descent", "polyak_sgd", "radam",
    "rmsprop", "rprop", "sgd", "sign_sgd", "sm3", "yogi", "chain", "named_chain",
    "multi_transform", "partition", "inject_hyperparams", "inject_stateful_hyperparams",
    "MultiSteps", "masked", "apply_if_finite", "clip", "clip_by_global_norm",
    "clip_by_block_rms", "adaptive_grad_clip", "zero_nans", "ema", "add_decayed_weights",
    "add_noise", "identity", "set_to_zero", "trace", "centralize", "lookahead",
    "flatten", "GradientTransformation", "GradientTransformationExtraArgs", "stateless",
    "stateless_with_tree_map", "skip_not_finite", "skip_large_updates",
    "normalize_by_update_norm", "keep_params_nonnegative", "freeze", "selective_transform",
})


def optax_maker(qualified: str | None) -> bool:
    """``optax.adam``, ``optax.scale_by_adam``, ``optax.cosine_decay_schedule``,
    ``optax.contrib.muon``: a call that makes a transformation or a schedule."""
    if not qualified or not qualified.startswith("optax."):
        return False
    parts = qualified.split(".")
    name = parts[-1]
    return name in OPTAX_MAKERS or name.startswith("scale") or \
        name.endswith("schedule") or "schedules" in parts[1:-1] or \
        (parts[1:2] == ["contrib"] and not name.endswith("loss"))
#: constructors of arrays, which are unhashable (and so never valid static arguments)
ARRAYS = frozenset({f"{m}.{f}" for m in ("numpy", "jax.numpy")
                    for f in ("array", "asarray", "zeros", "ones", "arange", "full",
                              "empty", "linspace")})
#: array constructors that keep a Python scalar's weak type (``jnp.asarray(0.5)`` is weakly
#: typed on 0.4.38 to 0.10.2; ``np.asarray(0.5)`` is not)
WEAK_KEEPING = frozenset({"jax.numpy.array", "jax.numpy.asarray"})
#: calls whose result is a strongly typed array scalar (for weak-type flips)
ARRAY_SCALARS = ARRAYS | frozenset(
    f"{m}.{t}" for m in ("numpy", "jax.numpy")
    for t in ("float16", "float32", "float64", "bfloat16", "int32", "int64",
              # a grid or an identity is typed whatever Python numbers it is given (jnp.full
              # and the elementwise functions keep a Python number's weak type)
              "meshgrid", "eye", "identity", "logspace", "geomspace", "tri", "indices"))

FunctionNode = ast.FunctionDef | ast.AsyncFunctionDef
LOOPS = (ast.For, ast.AsyncFor, ast.While)


@dataclass
class JitInfo:
    """A jitted function as its definition shows it."""

    name: str
    line: int
    filter: bool = False  # equinox.filter_jit: non-arrays are static wherever they are
    nums: frozenset[int] = frozenset()
    names: frozenset[str] = frozenset()
    known: bool = True  # False: static_argnums/argnames not literal; positions unknown
    params: list[str] | None = None  # positional parameter names of the wrapped function
    bound: bool = False  # a method called through its instance: self is not passed
    wrapped: str | None = None  # the name of the function it jits (whose body is traced)
    kind: str = "jax.jit"  # the jit's qualified name (which caches how: FRESH_JITS)
    #: the parameters with a default (a call may leave them out), when the def is known
    optional: frozenset[str] = frozenset()
    #: the constant defaults among them (``deterministic=True``): a static one given equal
    #: to its default on one call and left out on another is two cache entries
    defaults: dict[str, object] = field(default_factory=dict)
    #: the def takes no ``*args``: a call fills its positional parameters and no more
    closed: bool = False
    #: a decorator of the def applied over the jit (``@pad_shard_unpad`` above ``@jax.jit``):
    #: a call reaches the jit through it, which may pad or reshape what is passed
    outer: bool = False
    #: the imported name this jit wraps (``self.forward = jax.jit(predict)`` with
    #: ``predict`` from another module): its signature is read through the project
    imported: str | None = None

    def take_signature(self, node: FunctionNode | ast.Lambda, bound: bool = False) -> None:
        """Read the parameters of the def (or lambda) this jit wraps: their names, which
        have a default, and the constant defaults (``bound``: a method, its ``self`` left
        out)."""
        self.params = _params(node)[1 if bound else 0:]
        self.optional = _optional(node)
        self.defaults = _defaults(node)
        self.closed = node.args.vararg is None

    def trailing(self, call: ast.Call) -> list[tuple[int, ast.expr]]:
        """The positions of the arguments after one ``*args`` of ``call``, counted from the
        end (``update(params, *batch, hp)``: ``hp`` is the last parameter), when every
        positional parameter must be filled (no defaults, no ``*args`` in the def)."""
        params = self.params or []
        stars = [i for i, a in enumerate(call.args) if isinstance(a, ast.Starred)]
        if len(stars) != 1 or not self.closed or set(params) & self.optional or any(
                k.arg in params or k.arg is None for k in call.keywords):
            return []
        after = call.args[stars[0] + 1:]
        return [(len(params) - len(after) + j, a) for j, a in enumerate(after)]

    def static_args(self, call: ast.Call) -> Iterator[tuple[ast.expr, str]]:
        """The argument expressions of ``call`` in a static position, with their names."""
        if self.filter or not self.known or not (self.nums or self.names):
            return
        params = self.params or []
        offset = 1 if self.bound else 0
        for i, arg in enumerate(call.args):
            if isinstance(arg, ast.Starred):
                break
            pos = i + offset
            name = params[pos] if pos < len(params) else None
            if pos in self.nums or (name is not None and name in self.names):
                yield arg, name or f"argument {pos}"
        for pos, arg in self.trailing(call):
            name = params[pos] if 0 <= pos < len(params) else None
            if pos in self.nums or (name is not None and name in self.names):
                yield arg, name or f"argument {pos}"
        for kw in call.keywords:
            if kw.arg is None:
                continue
            pos = params.index(kw.arg) if kw.arg in params else -1
            if kw.arg in self.names or pos in self.nums:
                yield kw.value, kw.arg

    def traced_args(self, call: ast.Call) -> Iterator[tuple[ast.expr, str]]:
        """The other arguments, keyed by position (``#0``) or keyword name."""
        static = {id(e) for e, _ in self.static_args(call)}
        params = self.params or []
        offset = 1 if self.bound else 0
        for i, arg in enumerate(call.args):
            if isinstance(arg, ast.Starred):
                break
            if id(arg) not in static:
                pos = i + offset
                yield arg, params[pos] if pos < len(params) else f"#{pos}"
        for kw in call.keywords:
            if kw.arg is not None and id(kw.value) not in static:
                yield kw.value, kw.arg


@dataclass
class ClassInfo:
    """How instances of a class defined in the module hash: ``identity`` (no __eq__ or
    __hash__: every new instance is a new static value), ``unhashable`` or ``value``."""

    name: str
    hashing: str
    methods: dict[str, JitInfo] = field(default_factory=dict)  # self.<name>(...) calls
    defs: frozenset[str] = frozenset()  # plain methods: self.<name> is a new bound method


def names_in(node: ast.AST) -> Iterator[str]:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Name):
            yield sub.id


def statements(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """Every statement of one scope, in blocks too, but not inside nested functions or
    classes (their bodies run at another time); expressions are not entered, which keeps
    this cheap: assignments and definitions are all a scope's table needs."""
    stack = list(reversed(body))
    while stack:
        node = stack.pop()
        yield node
        parts = _BLOCKS.get(type(node))
        if parts is None:
            continue  # a simple statement (most), or a def or class: nothing to enter
        for part in parts:
            block = getattr(node, part)
            if block:
                stack.extend(reversed(block))
        for handler in getattr(node, "handlers", ()):
            stack.extend(reversed(handler.body))
        for case in getattr(node, "cases", ()):
            stack.extend(reversed(case.body))


#: the statements that hold blocks of their own, with those blocks' fields
_BLOCKS: dict[type, tuple[str, ...]] = {
    ast.If: ("body", "orelse"), ast.For: ("body", "orelse"), ast.AsyncFor: ("body", "orelse"),
    ast.While: ("body", "orelse"), ast.With: ("body",), ast.AsyncWith: ("body",),
    ast.Try: ("body", "orelse", "finalbody"), ast.TryStar: ("body", "orelse", "finalbody"),
    ast.Match: ()}


class Module:
    """One module's names: imports, jitted functions, classes, functions.

    Built from the module level only (and the methods that mention jit), so that a large
    module costs little; local imports and classes are added as the checker meets them.
    """

    def __init__(self, tree: ast.Module, lines: list[str]) -> None:
        self.lines = lines
        self.imports: dict[str, str] = {}
        self.classes: dict[str, ClassInfo] = {}
        self.functions: dict[str, FunctionNode] = {}
        self.assigns: dict[str, list[ast.expr]] = {}  # module-level names: their values
        for node in _top_level(tree.body):
            if isinstance(node, ast.Assign):
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        self.assigns.setdefault(t.id, []).append(node.value)
                    elif isinstance(t, ast.Tuple) and isinstance(node.value, ast.Tuple) \
                            and len(t.elts) == len(node.value.elts):  # A, B = 1.0, 0.5
                        for name, value in zip(t.elts, node.value.elts, strict=True):
                            if isinstance(name, ast.Name):
                                self.assigns.setdefault(name.id, []).append(value)
            if isinstance(node, ast.Import | ast.ImportFrom):
                self.add_import(node)
            elif isinstance(node, FunctionNode):
                self.functions[node.name] = node
            elif isinstance(node, ast.Assign) and len(node.targets) == 1 \
                    and isinstance(node.targets[0], ast.Name):
                known = self.qualify(node.value)  # jit = jax.jit: an alias like an import
                if known in JITS or known in FILTER_JITS or known in PARTIALS:
                    self.imports[node.targets[0].id] = known
        for node in _top_level(tree.body):
            if isinstance(node, ast.ClassDef):
                self.add_class(node)
        self.jits = self.jit_table(list(statements(tree.body)))

    def text(self, node: ast.AST) -> str:
        """The source lines of ``node``, with its decorators."""
        decorators = getattr(node, "decorator_list", None)
        first = min([node.lineno] + [d.lineno for d in decorators]) if decorators else \
            node.lineno
        if first == node.end_lineno and 0 < first <= len(self.lines):
            return self.lines[first - 1]  # most statements: one line, no join
        return "\n".join(self.lines[first - 1:node.end_lineno])

    def add_import(self, node: ast.Import | ast.ImportFrom) -> None:
        if isinstance(node, ast.Import):
            for a in node.names:
                if a.asname:
                    self.imports[a.asname] = a.name
                else:
                    root = a.name.split(".")[0]
                    self.imports[root] = root
        elif node.module and not node.level:
            for a in node.names:
                self.imports[a.asname or a.name] = f"{node.module}.{a.name}"

    def add_class(self, node: ast.ClassDef) -> None:
        self.classes[node.name] = self._class(node)

    # --- names ---------------------------------------------------------------------

    def qualify(self, node: ast.AST) -> str | None:
        """``j.jit`` -> ``jax.jit`` when the module imported jax as j; None if unknown."""
        if isinstance(node, ast.Name):
            return self.imports.get(node.id)
        if isinstance(node, ast.Attribute):
            base = self.qualify(node.value)
            return f"{base}.{node.attr}" if base else None
        return None

    def is_partial(self, node: ast.AST) -> bool:
        return self.qualify(node) in PARTIALS

    # --- jit expressions -----------------------------------------------------------

    def _spec(self, func: ast.AST, keywords: list[ast.keyword]) -> JitInfo | None:
        kind = self.qualify(func)
        if kind not in JITS and kind not in FILTER_JITS:
            return None
        info = JitInfo(name="", line=0, filter=kind in FILTER_JITS, kind=kind)
        for kw in keywords:
            if kw.arg == "static_argnums":
                nums = _literal(kw.value, int)
                info.nums = frozenset(nums or ())
                info.known = info.known and nums is not None
            elif kw.arg == "static_argnames":
                names = _literal(kw.value, str)
                info.names = frozenset(names or ())
                info.known = info.known and names is not None
            elif kw.arg is None:
                info.known = False  # **options: cannot tell
        return info

    def decorator(self, node: ast.expr) -> JitInfo | None:
        """``@jax.jit``, ``@partial(jax.jit, static_argnums=1)``, ``@eqx.filter_jit(...)``."""
        if not isinstance(node, ast.Call):
            return self._spec(node, [])
        if self.is_partial(node.func) and node.args:
            return self._spec(node.args[0], node.keywords)
        if not node.args:
            return self._spec(node.func, node.keywords)
        return None

    def jit_call(self, node: ast.AST) -> tuple[JitInfo, ast.expr] | None:
        """A call that makes a jitted function: ``jax.jit(f, ...)``,
        ``partial(jax.jit, ...)(f)``, ``jax.jit(...)(f)``; the spec and the wrapped ``f``."""
        if not isinstance(node, ast.Call) or not node.args:
            return None
        if isinstance(node.args[0], ast.Starred):
            return None
        spec = self._spec(node.func, node.keywords)
        if spec is None and isinstance(node.func, ast.Call):
            inner = node.func
            if self.is_partial(inner.func) and inner.args:
                spec = self._spec(inner.args[0], inner.keywords + node.keywords)
            elif not inner.args:
                spec = self._spec(inner.func, inner.keywords + node.keywords)
        return (spec, node.args[0]) if spec is not None else None

    def jit_table(self, nodes: list[ast.stmt],
                  enclosing: dict[str, FunctionNode] | None = None) -> dict[str, JitInfo]:
        """The jitted names one scope defines (``nodes``: :func:`statements` of its body):
        decorated functions and ``f = jax.jit(g)`` assignments (then ``h = f`` aliases)."""
        defs = dict(enclosing or self.functions)
        table: dict[str, JitInfo] = {}
        for node in nodes:
            if isinstance(node, FunctionNode):
                defs.setdefault(node.name, node)
        for node in nodes:
            if isinstance(node, FunctionNode):
                info = self.decorated(node)
                if info is not None:
                    table[node.name] = info
        for _ in range(2):  # aliases of aliases
            for node in nodes:
                if not (isinstance(node, ast.Assign) and len(node.targets) == 1
                        and isinstance(node.targets[0], ast.Name)):
                    continue
                name = node.targets[0].id
                made = self.jit_call(node.value)
                if made is not None:
                    info, wrapped = made
                    if isinstance(wrapped, ast.Name):
                        info.wrapped = wrapped.id
                    if isinstance(wrapped, ast.Name) and wrapped.id in defs:
                        info.take_signature(defs[wrapped.id])
                    elif isinstance(wrapped, ast.Lambda):
                        info.take_signature(wrapped)
                    info.name, info.line = name, node.lineno
                    table[name] = _resolved(info)
                elif isinstance(node.value, ast.Name) and node.value.id in table:
                    table.setdefault(name, table[node.value.id])
        return table

    def decorated(self, node: FunctionNode, method: bool = False) -> JitInfo | None:
        for i, dec in enumerate(node.decorator_list):
            info = self.decorator(dec)
            if info is not None:
                info.outer = any(not (isinstance(d, ast.Name) and d.id in (
                    "staticmethod", "classmethod", "property")) for d in node.decorator_list[:i])
                info.name, info.line, info.params = node.name, node.lineno, _params(node)
                info.optional = _optional(node)
                info.defaults = _defaults(node)
                info.closed = node.args.vararg is None
                static = any(isinstance(d, ast.Name) and d.id in ("staticmethod",
                                                                   "classmethod")
                             for d in node.decorator_list)
                info.bound = method and not static
                return _resolved(info)
        return None

    def _class(self, node: ast.ClassDef) -> ClassInfo:
        defined = {n.name for n in node.body if isinstance(n, FunctionNode)}
        assigned = {t.id for n in node.body if isinstance(n, ast.Assign)
                    for t in n.targets if isinstance(t, ast.Name)}
        hashing = "value"
        plain_bases = all(isinstance(b, ast.Name) and b.id == "object" for b in node.bases)
        decorators = [self.qualify(d.func if isinstance(d, ast.Call) else d)
                      or (d.id if isinstance(d, ast.Name) else "") for d in node.decorator_list]
        named = len(node.bases) == 1 and self.qualify(node.bases[0]) in (
            "typing.NamedTuple", "NamedTuple") and not {"__eq__", "__hash__"} & defined
        linen = len(node.bases) == 1 and self.qualify(node.bases[0]) in (
            "flax.linen.Module", "flax.linen.module.Module")
        if named and not node.keywords:
            hashing = "value"  # a tuple: hashed and compared by its items
        elif linen and not node.keywords and not {"__eq__", "__hash__"} & defined:
            hashing = "value"  # flax makes each linen Module a dataclass hashed by fields
        elif node.keywords or not plain_bases:
            hashing = "unknown"
        elif decorators == [] or decorators == ["dataclasses.dataclass"] \
                or decorators == ["dataclass"]:
            if decorators:
                dec = node.decorator_list[0]
                options = {k.arg: k.value for k in dec.keywords} if isinstance(
                    dec, ast.Call) else {}
                eq = options.get("eq")
                if "__hash__" in defined | assigned or _true(options.get("frozen")) \
                        or _true(options.get("unsafe_hash")):
                    hashing = "value"
                elif isinstance(eq, ast.Constant) and eq.value is False:
                    hashing = "identity"  # eq=False keeps object's identity hash
                elif eq is None or _true(eq):
                    hashing = "unhashable"  # eq=True without frozen sets __hash__ = None
                else:
                    hashing = "unknown"
            elif "__eq__" in defined and "__hash__" not in defined | assigned:
                hashing = "unhashable"
            elif not {"__eq__", "__hash__"} & (defined | assigned):
                hashing = "identity"
        else:
            hashing = "unknown"
        plain = frozenset(n.name for n in node.body if isinstance(n, FunctionNode) and not any(
            isinstance(d, ast.Name) and d.id in ("staticmethod", "property")
            for d in n.decorator_list))
        info = ClassInfo(node.name, hashing, defs=plain)
        for item in node.body:
            if isinstance(item, FunctionNode):
                jit = self.decorated(item, method=True)
                if jit is not None:
                    info.methods[item.name] = jit
        # self.step = jax.jit(...) in a method: called as self.step(...)
        for item in node.body:
            if not isinstance(item, FunctionNode) or "jit" not in self.text(item):
                continue
            for sub in statements(item.body):
                if (isinstance(sub, ast.Assign) and len(sub.targets) == 1
                        and _is_self_attr(sub.targets[0])):
                    made = self.jit_call(sub.value)
                    if made is not None:
                        jit, wrapped = made
                        if _is_self_attr(wrapped):
                            jit.wrapped = wrapped.attr
                        if _is_self_attr(wrapped) and wrapped.attr in defined:
                            fn = next(n for n in node.body if isinstance(n, FunctionNode)
                                      and n.name == wrapped.attr)
                            jit.params = _params(fn)[1:]  # bound method: no self
                        elif isinstance(wrapped, ast.Name) and wrapped.id in self.functions:
                            # self.forward = jax.jit(predict): a module function, whose
                            # defaults a call may leave out (JC106)
                            jit.take_signature(self.functions[wrapped.id])
                        elif isinstance(wrapped, ast.Lambda):
                            jit.take_signature(wrapped)
                        elif isinstance(wrapped, ast.Name):
                            jit.imported = wrapped.id  # its signature: through the project
                        jit.name, jit.line = sub.targets[0].attr, sub.lineno
                        info.methods.setdefault(jit.name, _resolved(jit))
        return info


def _top_level(body: list[ast.stmt]) -> Iterator[ast.stmt]:
    """The statements that run at module level, also inside if/try/with blocks."""
    for node in body:
        yield node
        if isinstance(node, ast.If | ast.With | ast.Try | ast.TryStar):
            for part in ("body", "orelse", "finalbody"):
                yield from _top_level(getattr(node, part, []))
            for handler in getattr(node, "handlers", []):
                yield from _top_level(handler.body)


def _is_self_attr(node: ast.AST) -> bool:
    return (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
            and node.value.id == "self")


def _true(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and node.value is True


def _literal(node: ast.AST, kind: type) -> tuple | None:
    """A literal int/str or tuple/list of them; None when not a literal."""
    items = node.elts if isinstance(node, ast.Tuple | ast.List) else [node]
    values = []
    for item in items:
        if isinstance(item, ast.UnaryOp) and isinstance(item.op, ast.USub) \
                and isinstance(item.operand, ast.Constant):
            item = ast.Constant(-item.operand.value)
        if not isinstance(item, ast.Constant) or type(item.value) is not kind:
            return None
        values.append(item.value)
    return tuple(values)


def _params(node: FunctionNode | ast.Lambda) -> list[str]:
    args = node.args
    return [a.arg for a in args.posonlyargs + args.args]


def _optional(node: FunctionNode | ast.Lambda) -> frozenset[str]:
    """The parameters of ``node`` that have a default."""
    args = node.args
    positional = args.posonlyargs + args.args
    with_default = positional[len(positional) - len(args.defaults):] if args.defaults else []
    return frozenset([a.arg for a in with_default] + [
        a.arg for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is not None])


def _defaults(node: FunctionNode | ast.Lambda) -> dict[str, object]:
    """The parameters of ``node`` whose default is a constant, with it."""
    args = node.args
    positional = args.posonlyargs + args.args
    pairs = list(zip(positional[len(positional) - len(args.defaults):], args.defaults,
                     strict=True)) if args.defaults else []
    pairs += [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
              if d is not None]
    return {a.arg: d.value for a, d in pairs if isinstance(d, ast.Constant)}


def _resolved(info: JitInfo) -> JitInfo:
    """Negative static_argnums counted from the end, once the parameters are known."""
    if any(n < 0 for n in info.nums):
        if info.params is None:
            info.known = False
        else:
            info.nums = frozenset(n % len(info.params) if info.params else n
                                  for n in info.nums)
    return info
