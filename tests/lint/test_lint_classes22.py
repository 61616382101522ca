"""`jaxcheck lint` on the classes read from corpus 24's and corpus 25's misses.

* **An attribute over the objects a loop lists** (JC104): ``for p in PROFILES:
  scale(x, p.gain)`` with ``Profile(gain=2)`` beside ``Profile(gain=0.5)``; a subclass
  that overrides a class attribute ``0.5`` with ``1``, the objects handed through a
  helper's parameter; a property that returns ``0`` or a ratio; ``dataclasses.replace``
  of a base case. A ``__post_init__`` that makes the field a float gives one type.
* **A dict of settings over listed dicts** (JC104): ``for opts in SETTINGS: step(x,
  opts)`` with ``{"eps": 0}`` beside ``{"eps": 1e-3}``; a helper whose default is a
  module's dict (``table=RATES``).
* **A comprehension's item** is read as a loop's (JC104): ``[step(x, t) for t in
  np.linspace(...)]`` gives NumPy scalars, against a warm-up's Python ``0``.
* **None in one yield, a value in another** (JC108): a loader's ``__iter__`` or a
  generator that yields ``(x, None)`` for some batches and ``(x, w)`` for others.
* **Python numbers into equinox.filter_jit** (JC103): listed in a project module's table
  (``for name, k in PRESETS``), or in a caller's loop that hands them to the function that
  calls the jit.
* **A static argument equal in value, apart in type** (JC103): ``len(LABELS)`` in one
  function and ``labels.max() + 1`` (a NumPy integer) in another; ``3`` and ``3.0``; a
  project module's constant against a NumPy integer; a caller's dict of settings. JAX 0.6
  and older compare a static passed by keyword by value (one compile for ``n=5`` and
  ``n=np.int64(5)``), so there lint reports only positional ones.

From corpus 25's misses (read after its blind measurement):

* **A Python number computed from a listed column** into equinox.filter_jit (``dt = dd /
  56.0`` for ``week, dd in enumerate(DEGREE_DAYS)``), and a sweep read out of a dict
  entry (``for lr in SWEEP["lr"]``) that a caller hands on (JC103).
* **An nnx attribute a helper function sets** (``set_rate(model, rate)`` storing
  ``model.drop.rate = rate``) on each pass (JC103).
* **A static read from a column of measured floats** (``site["lat"]`` over listed
  records): measurements, not modes (JC103).

Each flagged case has a clean twin, and JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    project,
)

from jaxcheck._src.lint.rules.statictypes import strict_keywords

# --- JC104: an attribute over listed objects ---------------------------------------------

PROFILES = """
from dataclasses import dataclass
import jax
import jax.numpy as jnp
@dataclass
class Profile:
    name: str
    gain: float = 1.0
PROFILES = (Profile("a", gain={a}), Profile("b", gain=0.5), Profile("c"))
@jax.jit
def scale(x, gain):
    return (x * gain).sum()
def main(x):
    for p in PROFILES:
        scale(x, p.gain)
"""


@pytest.mark.parametrize("a, flagged", [("2", True), ("2.0", False)])
def test_a_field_over_the_objects_a_loop_lists(tmp_path, a, flagged):
    files = {"main.py": PROFILES.format(a=a)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


DEVICES = {
    "devices.py": """
class Device:
    BIAS = 0.5
    def __init__(self, name):
        self.name = name
class Tuned(Device):
    BIAS = {bias}
class Spare(Device):
    pass
""",
    "run.py": """
import jax
@jax.jit
def offset(x, bias):
    return (x + bias).sum()
def run(device, x):
    return offset(x, device.BIAS)
""",
    "main.py": """
from devices import Device, Spare, Tuned
from run import run
def main(x):
    for d in [Device("d0"), Tuned("d1"), Spare("d2")]:
        run(d, x)
""",
}


@pytest.mark.parametrize("bias, flagged", [("1", True), ("1.0", False)])
def test_a_class_attribute_a_subclass_overrides_handed_through_a_helper(
        tmp_path, bias, flagged):
    files = {k: v.replace("{bias}", bias) for k, v in DEVICES.items()}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


PROPERTY = """
import jax
class Track:
    def __init__(self, rate, target=48.0):
        self.rate, self.target = rate, target
    @property
    def ratio(self):
        if self.rate == self.target:
            return {same}
        return self.target / self.rate
@jax.jit
def resample(x, ratio):
    return (x * ratio).sum()
def main(x):
    for t in [Track(44.1), Track(48.0), Track(32.0)]:
        resample(x, t.ratio)
"""


@pytest.mark.parametrize("same, flagged", [("1", True), ("1.0", False)])
def test_a_property_over_listed_objects(tmp_path, same, flagged):
    assert project(tmp_path, {"main.py": PROPERTY.format(same=same)}) == (
        ["JC104"] if flagged else [])


REPLACED = {
    "cases.py": """
import dataclasses
@dataclasses.dataclass
class Case:
    flow: float = 2.5
    volume: float = 10.0
{post}
BASE = Case()
CASES = [BASE, dataclasses.replace(Case(), flow=4), dataclasses.replace(Case(), volume=12.0)]
""",
    "main.py": """
import jax
from cases import CASES
@jax.jit
def history(x, flow, volume):
    return (x * flow / volume).sum()
def main(x):
    for case in CASES:
        history(x, case.flow, case.volume)
""",
}


@pytest.mark.parametrize("post, flagged", [
    ("", True),
    # __post_init__ makes the field a float whatever the construction passed
    ("    def __post_init__(self):\n        self.flow = float(self.flow)", False),
    # ... or every field, by name (corpus 25's c/84, flagged before)
    ("    def __post_init__(self):\n        for f in dataclasses.fields(self):\n"
     "            setattr(self, f.name, float(getattr(self, f.name)))", False),
])
def test_a_field_given_by_dataclasses_replace(tmp_path, post, flagged):
    files = {"cases.py": REPLACED["cases.py"].format(post=post), "main.py": REPLACED["main.py"]}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


# --- JC104: a dict of settings over listed dicts, a helper's default dict ------------------

SETTINGS = {
    "grid.py": """
SETTINGS = [{{"lr": 0.1, "eps": {eps}}}, {{"lr": 0.1, "eps": 1e-3}}, {{"lr": 0.05, "eps": 1e-2}}]
""",
    "main.py": """
import jax
import jax.numpy as jnp
from grid import SETTINGS
@jax.jit
def step(x, opts):
    return (x * opts["lr"] + opts["eps"]).sum()
def main(x):
    for opts in SETTINGS:
        step(x, opts)
""",
}


@pytest.mark.parametrize("eps, flagged", [("0", True), ("0.0", False)])
def test_a_dict_argument_over_listed_dicts(tmp_path, eps, flagged):
    files = {"grid.py": SETTINGS["grid.py"].format(eps=eps), "main.py": SETTINGS["main.py"]}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


DEFAULT_TABLE = {
    "rates.py": """
RATES = {{"warm": 0.5, "start": 3}}
def rate_for(step, table=RATES):
    return table["warm"] if step >= table["start"] else {cold}
""",
    "main.py": """
import jax
from rates import rate_for
@jax.jit
def update(x, rate):
    return (x * rate).sum()
def main(x):
    for step in range(5):
        update(x, rate_for(step))
""",
}


@pytest.mark.parametrize("cold, flagged", [("0", True), ("0.0", False)])
def test_a_helper_reads_its_default_dict(tmp_path, cold, flagged):
    files = {"rates.py": DEFAULT_TABLE["rates.py"].format(cold=cold),
             "main.py": DEFAULT_TABLE["main.py"]}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


# --- JC104: a comprehension's item ---------------------------------------------------------

COMPREHENSION = """
import jax
import numpy as np
@jax.jit
def shift(x, t):
    return (x + t).sum()
def warmup(x):
    return shift(x, 0.0)
def sweep(x):
    return [shift(x, {item}) for t in np.linspace(0.0, 1.0, 3)]
def main(x):
    warmup(x)
    sweep(x)
"""


@pytest.mark.parametrize("item, flagged", [("t", True), ("float(t)", False)])
def test_a_comprehension_item_against_a_warm_up(tmp_path, item, flagged):
    assert project(tmp_path, {"main.py": COMPREHENSION.format(item=item)}) == (
        ["JC104"] if flagged else [])


# --- JC108: None in one yield, a value in another ------------------------------------------

LOADER = {
    "loader.py": """
import numpy as np
class Batches:
    def __init__(self, n, size):
        self.n, self.size = n, size
    def __iter__(self):
        for start in range(0, self.n, self.size):
            x = np.ones((self.size, 2), np.float32)
            if start + self.size <= self.n:
                yield x, {whole}
            else:
                yield x, (np.arange(self.size) < self.n - start).astype(np.float32)
""",
    "main.py": """
import jax
import jax.numpy as jnp
from loader import Batches
@jax.jit
def masked_loss(x, weight):
    if weight is None:
        return x.sum()
    return (x.sum(axis=1) * weight).sum()
def main(x):
    for xb, wb in Batches(10, 4):
        masked_loss(xb, wb)
""",
}

GENERATOR = """
import jax
import numpy as np
@jax.jit
def fit(x, w):
    return x.sum() if w is None else (x * w).sum()
def sources():
    for i in range(4):
        x = np.full(3, float(i), np.float32)
        if i % 2:
            yield i, x, np.ones(3, np.float32)
        else:
            yield i, x, {lab}
def main(x):
    for i, xs, ws in sources():
        fit(xs, ws)
"""


@pytest.mark.parametrize("whole, flagged", [
    ("None", True), ("np.ones(self.size, np.float32)", False)])
def test_a_loader_yields_none_for_some_batches(tmp_path, whole, flagged):
    files = {"loader.py": LOADER["loader.py"].format(whole=whole), "main.py": LOADER["main.py"]}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


@pytest.mark.parametrize("lab, flagged", [("None", True), ("np.ones(3, np.float32)", False)])
def test_a_generator_yields_none_in_one_branch(tmp_path, lab, flagged):
    assert project(tmp_path, {"main.py": GENERATOR.format(lab=lab)}) == (
        ["JC108"] if flagged else [])


# --- JC103: Python numbers into equinox.filter_jit ----------------------------------------

PRESETS = {
    "presets.py": """
PRESETS = [("soft", 0.2), ("mid", 0.5), ("hard", 0.9)]
""",
    "main.py": """
import equinox as eqx
import jax.numpy as jnp
from presets import PRESETS
@eqx.filter_jit
def sharpen(x, k):
    return (x * k).sum()
def main(x):
    for name, k in PRESETS:
        sharpen(x, {k})
""",
}


@pytest.mark.parametrize("k, flagged", [("k", True), ("jnp.asarray(k)", False)])
def test_numbers_a_project_table_lists_into_filter_jit(tmp_path, k, flagged):
    files = {"presets.py": PRESETS["presets.py"], "main.py": PRESETS["main.py"].format(k=k)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


HANDED = {
    "fit.py": """
import equinox as eqx
import jax.numpy as jnp
@eqx.filter_jit
def descend(x, rate):
    return (x - rate * x).sum()
def fit(x, rate):
    for _ in range(3):
        descend(x, {rate})
""",
    "main.py": """
from fit import fit
def main(x):
    for rate in (0.01, 0.1):
        fit(x, rate)
""",
}


@pytest.mark.parametrize("rate, flagged", [("rate", True), ("jnp.asarray(rate)", False)])
def test_numbers_a_callers_loop_hands_to_filter_jit(tmp_path, rate, flagged):
    files = {"fit.py": HANDED["fit.py"].format(rate=rate), "main.py": HANDED["main.py"]}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC103: a static equal in value, apart in type ----------------------------------------

TYPES = """
from functools import partial
import jax
import jax.numpy as jnp
import numpy as np
LABELS = ("low", "mid", "high")
@partial(jax.jit, static_argnames=("n",))
def histogram(x, n):
    return jnp.zeros(n).at[0].add(x.sum())
def report(x):
    return histogram(x, n=len(LABELS))
def audit(x, codes):
    return histogram(x, n={n})
def main(x):
    report(x)
    audit(x, np.array([0, 2, 1]))
"""

WIDTHS = """
from functools import partial
import jax
import jax.numpy as jnp
{config}
@partial(jax.jit, static_argnums=1)
def smooth(x, width):
    k = int(width)
    return jnp.convolve(x, jnp.ones(k) / k, mode="same").sum()
def quick(x):
    return smooth(x, 3)
def careful(x, settings):
    return smooth(x, settings["width"])
def main(x):
    quick(x)
    careful(x, {settings})
"""


@pytest.mark.parametrize("n, flagged", [("codes.max() + 1", True),
                                        ("int(codes.max()) + 1", False)])
def test_a_static_int_against_a_numpy_integer(tmp_path, n, flagged):
    # passed by keyword (n=...): JAX 0.6 and older compare it by value, one compile
    expected = ["JC103"] if flagged and strict_keywords() else []
    assert project(tmp_path, {"main.py": TYPES.format(n=n)}) == expected


@pytest.mark.parametrize("n, flagged", [("codes.max() + 1", True),
                                        ("int(codes.max()) + 1", False)])
def test_a_positional_static_int_against_a_numpy_integer(tmp_path, n, flagged):
    # by position, every JAX keys the two types apart
    source = TYPES.replace('static_argnames=("n",)', "static_argnums=1").replace(
        "n=len(LABELS)", "len(LABELS)").replace("n={n}", "{n}")
    assert project(tmp_path, {"main.py": source.format(n=n)}) == (["JC103"] if flagged else [])


@pytest.mark.parametrize("config, settings, flagged", [
    ("", '{"width": 3.0}', True),
    ("", '{"width": 3}', False),
    ("WIDTH = 3.0", '{"width": WIDTH}', True),
])
def test_a_static_int_against_a_float_from_a_callers_settings(tmp_path, config, settings,
                                                               flagged):
    assert project(tmp_path, {"main.py": WIDTHS.format(config=config, settings=settings)}) \
        == (["JC103"] if flagged else [])


IMPORTED = {
    "config.py": "LEVELS = {levels}\n",
    "main.py": """
from functools import partial
import jax
import jax.numpy as jnp
import numpy as np
from config import LEVELS
@partial(jax.jit, static_argnames=("k",))
def counts(x, k):
    return jax.nn.one_hot(jnp.zeros(x.shape[0], jnp.int32), k).sum(0)
def main(x):
    counts(x, k=LEVELS)
    vendor = np.array([0, 1, 2, 3, 4])
    counts(x, k=vendor.max() + 1)
""",
}


@pytest.mark.parametrize("levels, flagged", [("5", True), ("np.int64(5)", False)])
def test_a_static_from_a_config_module_against_a_numpy_integer(tmp_path, levels, flagged):
    files = {"config.py": ("import numpy as np\n" if "np." in levels else "") +
             IMPORTED["config.py"].format(levels=levels), "main.py": IMPORTED["main.py"]}
    expected = ["JC103"] if flagged and strict_keywords() else []  # k=...: by keyword
    assert project(tmp_path, files) == expected


# --- from corpus 25's misses --------------------------------------------------------------

WEEKLY = """
import equinox as eqx
import jax.numpy as jnp
DEGREE_DAYS = [38.5, 52.0, 61.3]
@eqx.filter_jit
def advance(x, dt):
    return (x * dt).sum()
def main(x):
    for week, dd in enumerate(DEGREE_DAYS):
        dt = {dt}
        advance(x, dt)
"""


@pytest.mark.parametrize("dt, flagged", [("dd / 56.0", True), ("jnp.asarray(dd / 56.0)", False)])
def test_a_number_computed_from_a_listed_column_into_filter_jit(tmp_path, dt, flagged):
    assert project(tmp_path, {"main.py": WEEKLY.format(dt=dt)}) == (["JC103"] if flagged else [])


SWEEP_ENTRY = """
import equinox as eqx
import jax.numpy as jnp
SWEEP = {{"lr": [3e-3, 1e-2, 3e-2], "seed": [0]}}
@eqx.filter_jit
def descend(x, lr):
    return (x - lr * x).sum()
def run(x, lr):
    for _ in range(2):
        descend(x, {lr})
def main(x):
    for lr in SWEEP["lr"]:
        run(x, lr)
"""


@pytest.mark.parametrize("lr, flagged", [("lr", True), ("jnp.asarray(lr)", False)])
def test_a_sweep_read_out_of_a_dict_entry_into_filter_jit(tmp_path, lr, flagged):
    assert project(tmp_path, {"main.py": SWEEP_ENTRY.format(lr=lr)}) == (
        ["JC103"] if flagged else [])


DROPOUT = """
from flax import nnx
import jax.numpy as jnp
class Net(nnx.Module):
    def __init__(self, rngs):
        self.lin = nnx.Linear(8, 1, rngs=rngs)
        self.drop = nnx.Dropout(0.5, rngs=rngs)
    def __call__(self, x):
        return self.lin(self.drop(x))
def set_rate(model, rate):
    model.drop.rate = rate
@nnx.jit
def forward(model, x):
    return model(x).sum()
def main(x):
    model = Net(nnx.Rngs(0))
    for epoch in range(3):
        set_rate(model, {rate})
        forward(model, x[None])
"""


@pytest.mark.parametrize("rate, flagged", [("0.5 * (1 - epoch / 3)", True), ("0.25", False)])
def test_an_nnx_attribute_a_helper_function_sets(tmp_path, rate, flagged):
    assert project(tmp_path, {"main.py": DROPOUT.format(rate=rate)}) == (
        ["JC103"] if flagged else [])


MEASURED = """
from functools import partial
import jax
import jax.numpy as jnp
SITES = [
    {{"id": "A1", "lat": 41.21}},
    {{"id": "B2", "lat": 38.87}},
    {{"id": "C3", "lat": 44.98}},
]
@partial(jax.jit, {static})
def radiation(x, lat):
    return (x * lat).sum()
def main(x):
    for site in SITES:
        radiation(x, site["lat"])
"""


@pytest.mark.parametrize("static, flagged", [
    ("static_argnums=(1,)", True),
    ("static_argnums=()", False),  # traced: one compile for every site
])
def test_a_static_read_from_a_column_of_measured_floats(tmp_path, static, flagged):
    assert project(tmp_path, {"main.py": MEASURED.format(static=static)}) == (
        ["JC103"] if flagged else [])


# --- neighbours no corpus used, checked against JAX ----------------------------------------

NAMED = """
from typing import NamedTuple
import jax
class Gauge(NamedTuple):
    name: str
    scale: float
GAUGES = [Gauge("a", {a}), Gauge("b", 0.25), Gauge("c", 4.0)]
@jax.jit
def calibrate(x, scale):
    return (x * scale).sum()
def main(x):
    for g in GAUGES:
        calibrate(x, g.scale)
"""


@pytest.mark.parametrize("a, flagged", [("1", True), ("1.0", False)])
def test_a_named_tuple_field_over_listed_records(tmp_path, a, flagged):
    assert project(tmp_path, {"main.py": NAMED.format(a=a)}) == (["JC104"] if flagged else [])


FLAGS = """
from functools import partial
import jax
import jax.numpy as jnp
@partial(jax.jit, static_argnums=1)
def clip(x, strict):
    return jnp.clip(x, 0, 1).sum() if strict else x.sum()
def nightly(x):
    return clip(x, True)
def adhoc(x, row):
    return clip(x, {flag})
def main(x):
    nightly(x)
    adhoc(x, {{"strict": 1}})
"""


@pytest.mark.parametrize("flag, flagged", [('row["strict"]', True), ('bool(row["strict"])', False)])
def test_a_positional_static_bool_against_an_int(tmp_path, flag, flagged):
    assert project(tmp_path, {"main.py": FLAGS.format(flag=flag)}) == (
        ["JC103"] if flagged else [])
