"""`jaxcheck lint` on the mechanisms corpus 4's misses showed missing (docs/lint.md, "after
reading corpus 4's misses"), each a general way a call or a jitted object crosses a
boundary the model did not cross, never one case's pattern: how a call lays out its
arguments (``*args``, ``**kwargs``, a ``functools.partial``'s bound ones), calls of one
jitted function in modules linked by imports (relative ones too), an instance's call
running its class's ``__call__``, and a flag listed beside the data a loop takes with it
(the look-alike corpus 4 flagged). Each in three shapes at least, flagged, and its clean
twins silent; JAX's compile log decides both
(``lint_harness.py`` for one module, :func:`project` for several).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    only,
    project,
    runs,
)
from lint_truth import Driver

# --- JC106: a call's layout through *args and **kwargs -------------------------------------

LOSS = """
@jax.jit
def loss(p, x, y):
    return ((p * x - y) ** 2).sum()
@jax.jit
def scaled(x, s=2.0):
    return x * s
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    # a batch tuple unpacked into the call, then named keywords
    "batch = (p * 2, p)\n    loss(p, *batch)\n    loss(p, x=batch[0], y=batch[1])",
    # a dict of keywords, then the same by position
    "kw = {'x': p * 2, 'y': p}\n    loss(p, **kw)\n    loss(p, kw['x'], kw['y'])",
    # every argument from a list of tuples, then one keyword
    "for args in [(p, p * 2, p)]:\n        loss(*args)\n    loss(p, p * 2, y=p)",
])
def test_args_and_kwargs_fill_the_required_parameters(body):
    assert set(only(LOSS + f"""
def main(p):
    {body}
""")) == {"JC106"}  # one finding per parameter passed the other way


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body", [
    # *batch and positions: one layout
    "batch = (p * 2, p)\n    loss(p, *batch)\n    loss(p, batch[0], batch[1])",
    # **kw and keywords: one layout
    "kw = {'x': p * 2, 'y': p}\n    loss(p, **kw)\n    loss(p, x=kw['x'], y=kw['y'])",
    # a default that *extra may or may not fill: not judged (here it does not)
    "extra = ()\n    scaled(p, *extra)\n    scaled(p)",
])
def test_args_and_kwargs_of_one_layout_are_fine(body):
    assert only(LOSS + f"""
def main(p):
    {body}
""") == []


# --- JC106: a functools.partial's bound keywords -------------------------------------------

ADVANCE = """
import equinox as eqx
@jax.jit
def advance(s, dt, damping):
    return s - dt * damping * s
@eqx.filter_jit
def relax(s, dt, damping):
    return s - dt * damping * s
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("source", [
    # a local name given the partial, called in a loop
    """
def main(s):
    step = partial(advance, dt=0.01)
    for _ in range(3):
        s = step(s, damping=0.1)
    return advance(s, 0.01, 0.1)
""",
    # kept on self by __init__, called by a method
    """
class Sim:
    def __init__(self, dt):
        self.step = functools.partial(advance, dt=dt)
    def run(self, s):
        return self.step(s, damping=0.1)
def main(s):
    s = Sim(0.01).run(s)
    return advance(s, 0.01, 0.1)
""",
    # a module-level partial binding the last parameter, called with the rest by position
    """
fast = partial(advance, damping=0.1)
def main(s):
    s = fast(s, 0.01)
    return advance(s, 0.01, 0.1)
""",
    # made and called at once
    """
def main(s):
    s = partial(advance, dt=0.01)(s, damping=0.1)
    return advance(s, 0.01, 0.1)
""",
])
def test_a_partials_bound_keywords_against_positions(source):
    assert set(only(ADVANCE + source)) == {"JC106"}


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("source", [
    # the keywords in the same order on the plain call
    """
def main(s):
    step = partial(advance, dt=0.01)
    for _ in range(3):
        s = step(s, damping=0.1)
    return advance(s, dt=0.01, damping=0.1)
""",
    # a partial that binds by position: positions everywhere
    """
class Sim:
    def __init__(self, s0):
        self.step = functools.partial(advance, s0)
    def run(self):
        return self.step(0.01, 0.1)
def main(s):
    Sim(s).run()
    return advance(s, 0.01, 0.1)
""",
    # equinox.filter_jit binds each call to the signature: one key either way
    """
fast = partial(relax, dt=0.01)
def main(s):
    s = fast(s, damping=0.1)
    return relax(s, 0.01, 0.1)
""",
])
def test_a_partial_of_one_layout_or_under_filter_jit_is_fine(source):
    assert only(ADVANCE + source) == []


# --- JC106: calls in modules linked by imports, relative ones too --------------------------

NORM = """
import jax
import jax.numpy as jnp
@jax.jit
def norm(x, eps):
    return x / (jnp.abs(x).max() + eps)
"""


@pytest.mark.parametrize("layout", ["keyword", "position"])
@pytest.mark.parametrize("shape", [
    # a module of a package, imported relatively as a module, called by the package
    {"sig/__init__.py": "",
     "sig/ops.py": NORM,
     "sig/calib.py": "from . import ops\ndef floor(x):\n    return ops.norm(x, {arg})\n",
     "main.py": "from sig.calib import floor\nfrom sig.ops import norm\n"
                "def main(x):\n    floor(x)\n    return norm(x, 1e-3)\n"},
    # two folders, the caller's module imported by main under another name
    {"lib/filters.py": NORM,
     "tools/calibrate.py": "from lib.filters import norm\n"
                           "def floor(x):\n    return norm(x, {arg})\n",
     "main.py": "import tools.calibrate as cal\nfrom lib import filters\n"
                "def main(x):\n    cal.floor(x)\n    return filters.norm(x, 1e-3)\n"},
    # main reaches the keyword call through a module of another folder that imports it
    {"core/ops.py": NORM,
     "core/prep.py": "from .ops import norm\ndef prep(x):\n    return norm(x, {arg})\n",
     "pipeline/stages.py": "from core.prep import prep\ndef run(x):\n    return prep(x)\n",
     "main.py": "from pipeline.stages import run\nfrom core.ops import norm\n"
                "def main(x):\n    run(x)\n    return norm(x, 1e-3)\n"},
])
def test_calls_in_modules_linked_by_imports(tmp_path, shape, layout):
    arg = "eps=1e-3" if layout == "keyword" else "1e-3"
    files = {rel: text.replace("{arg}", arg) for rel, text in shape.items()}
    assert set(project(tmp_path, files)) == ({"JC106"} if layout == "keyword" else set())


@pytest.mark.parametrize("shape", [
    # a script of another folder that the program does not import: another process
    {"lib/filters.py": NORM,
     "scripts/calibrate.py": "from lib.filters import norm\n"
                             "def floor(x):\n    return norm(x, eps=1e-3)\n",
     "main.py": "from lib.filters import norm\ndef main(x):\n    return norm(x, 1e-3)\n"},
    # a linked module that calls another jitted function of the same name by keyword
    {"core/ops.py": NORM,
     "core/prep.py": NORM + "def prep(x):\n    return norm(x, eps=1e-3)\n",
     "pipeline/stages.py": "from core.prep import prep\ndef run(x):\n    return prep(x)\n",
     "main.py": "from pipeline.stages import run\nfrom core.ops import norm\n"
                "def main(x):\n    run(x)\n    return norm(x, 1e-3)\n"},
    # the linked module calls a plain function of its own called norm
    {"sig/__init__.py": "",
     "sig/ops.py": NORM,
     "sig/calib.py": "def norm(x, eps):\n    return x + eps\n"
                     "def floor(x):\n    return norm(x, eps=1e-3)\n",
     "main.py": "from sig.calib import floor\nfrom sig.ops import norm\n"
                "def main(x):\n    floor(x)\n    return norm(x, 1e-3)\n"},
])
def test_calls_of_modules_that_do_not_run_together_or_other_functions_are_fine(
        tmp_path, shape):
    assert project(tmp_path, shape) == []


# --- JC101: an instance called runs its class's __call__ -----------------------------------

CALLABLES = """
class Smoother:
    def __init__(self, width):
        self.taps = jnp.ones(width) / width
    @property
    def apply(self):
        taps = self.taps
        def smooth_run(x):
            return jnp.convolve(x, taps, mode="same")
        return jax.jit(smooth_run)
    def __call__(self, x):
        return self.apply(x)
class CachedSmoother:
    def __init__(self, width):
        self.taps = jnp.ones(width) / width
    @functools.cached_property
    def apply(self):
        taps = self.taps
        def cached_run(x):
            return jnp.convolve(x, taps, mode="same")
        return jax.jit(cached_run)
    def __call__(self, x):
        return self.apply(x)
class Scaler:
    def __init__(self, k):
        self.k = k
    def __call__(self, x):
        def scale_run(v):
            return v * self.k
        step = jax.jit(scale_run)
        return step(x)
class Once:
    def __init__(self, k):
        def once_run(v):
            return v * k
        self.step = jax.jit(once_run)
    def __call__(self, x):
        return self.step(x)
class Pipeline:
    def __init__(self):
        self.filt = Smoother(3)
    def process(self, x):
        return self.filt(x)
class CachedPipeline:
    def __init__(self):
        self.filt = CachedSmoother(3)
    def process(self, x):
        return self.filt(x)
"""


@runs("main(jnp.ones(8))")
@pytest.mark.parametrize("body", [
    # bound to a name, called in a comprehension: __call__ jits a closure each time
    "f = Scaler(2.0)\n    return [f(x + i) for i in range(3)]",
    # kept on self by another class, whose method the loop calls: the property's new jit
    "pipe = Pipeline()\n    for i in range(3):\n        x = pipe.process(x)\n    return x",
    # handed to map, which calls it per item
    "return list(map(Smoother(3), [x, x + 1, x + 2]))",
    # made and called at once, in a loop
    "for i in range(3):\n        x = Scaler(1.5)(x)\n    return x",
])
def test_an_instance_called_per_iteration_runs_its_call(body):
    assert only(CALLABLES + f"""
def main(x):
    {body}
""") == ["JC101"]


@runs("main(jnp.ones(8))")
@pytest.mark.parametrize("body", [
    # the jit made once, in __init__
    "f = Once(2.0)\n    return [f(x + i) for i in range(3)]",
    # the property cached: one jit per object, the object made once
    "pipe = CachedPipeline()\n    for i in range(3):\n        x = pipe.process(x)\n"
    "    return x",
    # called once, beside a loop that does not call it
    "y = Scaler(2.0)(x)\n    for i in range(3):\n        x = x + i\n    return x + y",
])
def test_an_instance_whose_call_jits_once_is_fine(body):
    assert only(CALLABLES + f"""
def main(x):
    {body}
""") == []


FIR = """
import jax
import jax.numpy as jnp
class FIR:
    def __init__(self, n):
        self.taps = jnp.ones(n) / n
    @property
    def kernel(self):
        taps = self.taps
        def fir_run(s):
            return jnp.convolve(s, taps, mode="same")
        return jax.jit(fir_run)
    def __call__(self, s):
        return self.kernel(s)
"""


@pytest.mark.parametrize(("main", "flagged"), [
    # a module-level instance of another module's class, called per frame by a function
    ("import jax.numpy as jnp\nfrom dsp import FIR\nlowpass = FIR(3)\n"
     "def main(x):\n    return [lowpass(x + i) for i in range(3)]\n", True),
    # a local instance, called per frame in a loop
    ("from dsp import FIR\ndef main(x):\n    f = FIR(3)\n    for i in range(3):\n"
     "        x = f(x)\n    return x\n", True),
    # called once
    ("from dsp import FIR\ndef main(x):\n    f = FIR(3)\n    return f(x)\n", False),
    # a subclass that inherits __call__, called per frame
    ("from dsp import FIR\nclass LowPass(FIR):\n    pass\ndef main(x):\n"
     "    f = LowPass(3)\n    for i in range(3):\n        x = f(x)\n    return x\n", True),
    # a subclass whose own __call__ calls a jit made once
    ("import jax\nfrom dsp import FIR\n@jax.jit\ndef double(s):\n    return s * 2\n"
     "class Plain(FIR):\n    def __call__(self, s):\n        return double(s)\n"
     "def main(x):\n    f = Plain(3)\n    for i in range(3):\n        x = f(x)\n"
     "    return x\n", False),
])
def test_an_instance_of_another_modules_class_called_per_iteration(tmp_path, main, flagged):
    found = project(tmp_path, {"dsp.py": FIR, "main.py": main})
    assert found == (["JC101"] if flagged else [])


# --- JC103: a flag listed beside the data a loop takes with it -----------------------------

MODES = """
@partial(jax.jit, static_argnames="mode")
def run(x, mode):
    return x * 2 if mode in ("train", True) else x
@partial(jax.jit, static_argnames="k")
def power(x, k):
    return x ** k
"""


@runs(Driver("main(jnp.ones(3))", deliberate="one compile per mode (train, eval), by design"))
@pytest.mark.parametrize("loop", [
    # a bool beside the split's batch, in listed tuples, every epoch
    "for epoch in range(2):\n        for training, (a, b) in ((True, (x, x)), (False, "
    "(x + 1, x))):\n            run(a + b, mode=training)",
    # zipped: listed modes beside a list of batches
    "for mode, batch in zip(('train', 'eval'), [x, x + 1]):\n        run(batch, mode=mode)",
    # a dict literal of splits, by its items
    "splits = {'train': x, 'eval': x + 1}\n    for split, batch in splits.items():\n"
    "        run(batch, mode=split)",
])
def test_a_flag_listed_beside_the_data_is_by_design(loop):
    assert only(MODES + f"""
def main(x):
    {loop}
""") == []


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("loop", [
    # listed numbers beside the data: one compile per value
    "for k, (a, b) in ((1, (x, x)), (2, (x + 1, x)), (3, (x, x))):\n"
    "        power(a + b, k=k)",
    # an index zipped with the batches
    "for k, batch in zip(range(1, 4), [x, x + 1, x]):\n        power(batch, k=k)",
    # a dict's int keys
    "for k, batch in {1: x, 2: x + 1}.items():\n        power(batch, k=k)",
])
def test_a_number_listed_beside_the_data_compiles_per_value(loop):
    assert only(MODES + f"""
def main(x):
    {loop}
""") == ["JC103"]
