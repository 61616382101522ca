"""Static fields: the parts of a pytree class's instances that are its structure.

A pytree class keeps some of what an instance holds out of its leaves, as metadata of the
tree's structure: a ``flax.struct`` dataclass's ``struct.field(pytree_node=False)``, an
equinox module's ``eqx.field(static=True)``, and the auxiliary data a class registered
with ``register_pytree_node_class`` returns from ``tree_flatten``. A jit compares that
metadata by value, as part of the tree's structure, so an instance whose static field holds
a new value (``state.replace(step=state.step + 1)``, ``as_of=day.isoformat()`` per day,
``policy.with_std(log_std - 0.25)``) is a new structure, and every jitted function given
it compiles again. :func:`static_fields` names a class's static fields; rule JC103 reads
where they are given new values (``fields.py``).
"""

from __future__ import annotations

import ast

from ..scope import FunctionNode, statements

#: the field makers that keep a field static, with the keyword and value that do it
_MAKERS = {"flax.struct.field": ("struct.field", "pytree_node", False),
           "equinox.field": ("eqx.field", "static", True)}
#: annotations of the static fields whose values are numbers or strings (a step, a date, a
#: rate): the fields a program changes. A function or an optimizer held static is held
#: once, for the run (``TrainState``'s ``apply_fn`` and ``tx``).
VALUE_TYPES = frozenset({"int", "float", "str", "bool"})
_REGISTER = "jax.tree_util.register_pytree_node_class"
#: how an auxiliary field is declared
AUX = "the auxiliary data its `tree_flatten` returns"


def static_fields(cls: ast.ClassDef, module) -> dict[str, str]:
    """``cls``'s static fields that hold values (numbers, strings; see
    :data:`VALUE_TYPES`), each with how it is declared static."""
    found: dict[str, str] = {}
    for item in cls.body:
        if not (isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name)
                and isinstance(item.value, ast.Call)):
            continue
        annotation = ast.unparse(item.annotation).rsplit(".", 1)[-1]
        if annotation not in VALUE_TYPES:
            continue
        maker = module.qualify(item.value.func) or ""
        if maker == "equinox.static_field":
            found[item.target.id] = "eqx.static_field()"
        shown, keyword, static = _MAKERS.get(maker, (None, None, None))
        for kw in item.value.keywords:
            if kw.arg == keyword and isinstance(kw.value, ast.Constant) and \
                    kw.value.value is static:
                found[item.target.id] = f"{shown}({keyword}={static})"
    if registered(cls, module):
        for name in _aux(cls):
            found[name] = AUX
    return found


def _aux(cls: ast.ClassDef) -> list[str]:
    """The attributes ``tree_flatten`` returns as auxiliary data: ``return (self.pos,
    self.vel), (self.time, self.n)`` gives ``time`` and ``n``."""
    flatten = next((n for n in cls.body if isinstance(n, FunctionNode)
                    and n.name == "tree_flatten"), None)
    names: list[str] = []
    for st in statements(flatten.body) if flatten is not None else ():
        if isinstance(st, ast.Return) and isinstance(st.value, ast.Tuple) and \
                len(st.value.elts) == 2:
            aux = st.value.elts[1]
            items = aux.elts if isinstance(aux, ast.Tuple | ast.List) else [aux]
            names += [i.attr for i in items if isinstance(i, ast.Attribute)
                      and isinstance(i.value, ast.Name) and i.value.id == "self"]
    return names


def registered(cls: ast.ClassDef, module) -> bool:
    """Whether ``cls`` is registered as a pytree by its decorator."""
    return any(module.qualify(d) == _REGISTER for d in cls.decorator_list)


def init_order(cls: ast.ClassDef) -> list[str]:
    """The attributes ``__init__`` stores its parameters in, by the parameters' positions
    (``def __init__(self, pos, vel, time)`` with ``self.time = time``): what a positional
    construction gives. A parameter stored nowhere keeps its own name."""
    init = next((n for n in cls.body if isinstance(n, FunctionNode)
                 and n.name == "__init__"), None)
    if init is None:
        return []
    params = [a.arg for a in init.args.posonlyargs + init.args.args][1:]
    stored = {}
    for st in statements(init.body):
        if isinstance(st, ast.Assign) and len(st.targets) == 1 and isinstance(
                st.targets[0], ast.Attribute) and isinstance(st.value, ast.Name):
            stored.setdefault(st.value.id, st.targets[0].attr)
    return [stored.get(p, p) for p in params]
