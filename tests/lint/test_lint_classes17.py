"""`jaxcheck lint` on the classes read from corpus 18's misses: a static computed from a
caller's loop value or from an object's counter, or read back from a jitted result
(JC103); a table's entries that mix Python bools, ints and floats (JC104); the dtypes a
generator or a table of readers gives (JC107); an attribute None until a method sets it
(JC108).

A static computed from a caller's value: ``decay=self.decay_at(step)`` with ``decay_at``
returning ``min(0.999, (1 + step) / (self.warmup + step))``, or ``dt = stamp - last`` in a
helper the loop calls with each stamp. Their clean twins: a decay that does not read the
step, and one that takes two values (``step % 2``) on purpose.

A number an object's counter moves on: ``lr=sched.lr()`` after ``sched.step()`` adds one
to ``self.count``; ``next(ramp)`` whose ``__next__`` doubles ``self.dt``. Their clean
twins: the same objects returning a value their counter does not change.

A static read back from a jitted function: ``k = int(count_above(data, t))`` per
threshold ``t``. Its clean twin: the count of one fixed threshold.

A static computed from a data-sized length: ``n=total - len(toks)`` with ``toks`` the
words a filter keeps. Its clean twin: the total itself.

Tables of settings: a threshold that one sensor's dict writes as ``1`` where the others
write floats, read through a helper (``SENSORS[name]["threshold"]``); halflives in a dict
walked with ``.items()``; a sweep's list of dicts read with ``cfg["gamma"]``; a profile
helper that returns one of two dicts, one writing ``True`` and the other ``1``. Each
clean twin writes one type.

Dtypes through a generator's tuples, its parameters bound to what each call passes
(``for x, y in val_batches(images, labels)`` over uint8 images, where training yields
float32), and through a table of readers (``READERS[kind](i)``) or of objects
(``for cam in cams.values()``): one reader or camera gives uint8 or uint16, the other
float32. Each clean twin gives float32 everywhere.

An attribute None until a method sets it (JC108): a spike guard's ``reference``, passed
to the jitted step before ``guard.update(loss)`` first runs; an accumulator's ``self.acc``
that ``add`` replaces with the jitted sum of itself. Their clean twins start with an
array (zeros of the structure), or set the attribute before the loop.

A container once before a loop and another in it (JC108): ``estimate(panel)`` on the
whole panel's dict, then on ``OrderedDict`` resamples. Its clean twin resamples into
dicts. A parameter that the calls of its function give two containers: ``train`` first
given the tuple ``init_layers`` returns, then the list ``load_layers`` rebuilds. Its clean
twin rebuilds a tuple.

A counter a generator yields (``yield step, audio`` over ``range``), passed as a seed to
an ``equinox.filter_jit`` function: a Python int per step, static there. Its clean twin
passes ``jnp.int32(...)``.

A start made from an average's Python float (``jnp.asarray(image.mean().item())``), then
fed back from the jitted step (JC104): weakly typed first, float32 after. Its clean twin
gives the start its dtype.

A ragged loader handed by name (``loader = ArrayLoader(x, batch_size=8)``, then
``Trainer().fit(loader, 2)``) to a method that iterates it (JC105). Its clean twin
drops the short tail.

A callback method that rebuilds an equinox model with a Python float per epoch
(``eqx.tree_at(lambda m: m.scale, model, self.rate(epoch))``), read through the object it
is called on (JC103). Its clean twin stores an array.

Keyword arguments spread from a generator's dicts (``step(x, **ex)``) that hold ``f0``
on odd examples only (JC108): two call signatures. Its clean twin always sets it.

Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    project,
)

# --- JC103: a static computed from a caller's loop value ----------------------------------

EMA = {
    "ema.py": """
import functools
import jax
@functools.partial(jax.jit, static_argnames=("decay",))
def ema_update(avg, new, decay):
    return decay * avg + (1.0 - decay) * new
class Averager:
    def __init__(self, x, warmup=10):
        self.avg = x
        self.warmup = warmup
    def decay_at(self, step):
        return {decay}
    def update(self, step, x):
        self.avg = ema_update(self.avg, x, decay=self.decay_at(step))
""",
    "main.py": """
from ema import Averager
def main(x):
    avg = Averager(x)
    for step in range(4):
        avg.update(step, x * step)
""",
}


@pytest.mark.parametrize("decay, flagged, why", [
    ("min(0.999, (1 + step) / (self.warmup + step))", True, None),  # a new float per step
    ("0.999 - 1.0 / self.warmup", False, None),  # the step is not read
    ("0.9 + 0.05 * (step % 2)", False, "two settings in turn, by design"),
])
def test_a_static_a_method_computes_from_the_callers_step(tmp_path, decay, flagged, why):
    files = {**EMA, "ema.py": EMA["ema.py"].format(decay=decay)}
    assert project(tmp_path, files, deliberate=why) == (["JC103"] if flagged else [])


TRACKER = {
    "tracker.py": """
import functools
import jax
@functools.partial(jax.jit, static_argnames=("dt",))
def predict(x, dt):
    return x + dt
def advance(x, stamp, last):
    dt = {dt}
    return predict(x, dt=dt)
""",
    "main.py": """
from tracker import advance
def main(x):
    last = 0.0
    for stamp in [0.1, 0.25, 0.3, 0.42]:
        x = advance(x, stamp, last)
        last = stamp
""",
}


@pytest.mark.parametrize("dt, flagged", [
    ("stamp - last", True),  # the gap between stamps: a new float each time
    ("0.1", False),  # a fixed step
])
def test_a_static_a_helper_computes_from_each_stamp(tmp_path, dt, flagged):
    files = {**TRACKER, "tracker.py": TRACKER["tracker.py"].format(dt=dt)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC103: a number an object's counter moves on -------------------------------------------

SCHEDULE = {
    "schedule.py": """
class Warmup:
    def __init__(self, base=0.1, steps=3):
        self.base = base
        self.steps = steps
        self.count = 0
    def step(self):
        self.count += 1
    def lr(self):
        return {lr}
""",
    "main.py": """
import functools
import jax
from schedule import Warmup
@functools.partial(jax.jit, static_argnames=("lr",))
def sgd(w, lr):
    return w - lr * w
def main(x):
    sched = Warmup()
    for _ in range(4):
        x = sgd(x, lr=sched.lr())
        sched.step()
""",
}


@pytest.mark.parametrize("lr, flagged", [
    ("self.base * min(1.0, (self.count + 1) / self.steps)", True),  # warms up per step
    ("self.base", False),  # the counter does not reach the rate
])
def test_a_static_a_scheduler_steps(tmp_path, lr, flagged):
    files = {**SCHEDULE, "schedule.py": SCHEDULE["schedule.py"].format(lr=lr)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


RAMP = {
    "ramp.py": """
class Ramp:
    def __init__(self, dt=0.1):
        self.dt = dt
        self.base = dt
    def __next__(self):
        out = {out}
        self.dt = min(self.dt * 2.0, 0.8)
        return out
""",
    "main.py": """
import functools
import jax
from ramp import Ramp
@functools.partial(jax.jit, static_argnames=("dt",))
def relax(p, dt):
    return p * (1.0 - dt)
def main(x):
    ramp = Ramp()
    for _ in range(4):
        x = relax(x, dt=next(ramp))
""",
}


@pytest.mark.parametrize("out, flagged", [
    ("self.dt", True),  # 0.1, 0.2, 0.4, 0.8
    ("self.base", False),  # the first step, always
])
def test_a_static_an_iterator_object_grows(tmp_path, out, flagged):
    files = {**RAMP, "ramp.py": RAMP["ramp.py"].format(out=out)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC103: read back from a jitted result, or computed from a data-sized length -----------

PULLED = {
    "main.py": """
import functools
import jax
import jax.numpy as jnp
@jax.jit
def count_above(v, t):
    return jnp.sum(v > t)
@functools.partial(jax.jit, static_argnums=1)
def top(v, k):
    return jax.lax.top_k(v, k)[0]
def main(x):
    data = jnp.arange(8.0)
    for t in range(4):
        k = int(count_above(data, {t}))
        top(data, k)
""",
}


@pytest.mark.parametrize("t, flagged", [
    ("t", True),  # 7, 6, 5, 4 above each threshold
    ("3", False),  # one threshold: one count
])
def test_a_static_read_back_from_a_jitted_count(tmp_path, t, flagged):
    files = {"main.py": PULLED["main.py"].format(t=t)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


WORDS = {
    "main.py": """
import functools
import jax
import jax.numpy as jnp
@functools.partial(jax.jit, static_argnames=("n",))
def pad(v, n):
    return jnp.zeros(n).at[:3].set(v[:3])
def main(x):
    total = 12
    for line in ["a b c", "d e", "f g h i"]:
        toks = [w for w in line.split() if w]
        pad(x, n={n})
""",
}


@pytest.mark.parametrize("n, flagged", [
    ("total - len(toks)", True),  # 9, 10, 8
    ("total", False),
])
def test_a_static_computed_from_a_filtered_length(tmp_path, n, flagged):
    files = {"main.py": WORDS["main.py"].format(n=n)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC104: tables whose entries mix Python bools, ints and floats --------------------------

SENSORS = {
    "settings.py": """
SENSORS = {{
    "landsat": {{"band": 1, "threshold": 0.3}},
    "planet": {{"band": 0, "threshold": {value}}},
}}
def threshold_for(name):
    return SENSORS[name]["threshold"]
""",
    "main.py": """
import jax
from settings import SENSORS, threshold_for
@jax.jit
def cloudy(v, t):
    return (v > t).mean()
def main(x):
    for name in SENSORS:
        cloudy(x, threshold_for(name))
""",
}


@pytest.mark.parametrize("value, flagged", [
    ("1", True),  # a Python int beside a float
    ("1.0", False),
])
def test_a_threshold_table_read_through_a_helper(tmp_path, value, flagged):
    files = {**SENSORS, "settings.py": SENSORS["settings.py"].format(value=value)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


HALFLIVES = {
    "main.py": """
import jax
HALFLIVES = {{"fast": 5, "medium": 21, "slow": {slow}}}
@jax.jit
def ewma(v, halflife):
    return v * 0.5 ** (1.0 / halflife)
def main(x):
    for name, hl in HALFLIVES.items():
        ewma(x, hl)
""",
}


@pytest.mark.parametrize("slow, flagged", [
    ("62.5", True),
    ("63", False),
])
def test_a_dict_of_settings_walked_with_items(tmp_path, slow, flagged):
    files = {"main.py": HALFLIVES["main.py"].format(slow=slow)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


SWEEP = {
    "sweep.py": """
SWEEP = [
    {{"gamma": 2.0, "alpha": 0.25}},
    {{"gamma": {gamma}, "alpha": 0.5}},
]
""",
    "main.py": """
import jax
from sweep import SWEEP
@jax.jit
def focal(v, gamma, alpha):
    return alpha * (1.0 - v) ** gamma
def main(x):
    for cfg in SWEEP:
        focal(x, cfg["gamma"], cfg["alpha"])
""",
}


@pytest.mark.parametrize("gamma, flagged", [
    ("3", True),
    ("3.0", False),
])
def test_a_list_of_settings_read_by_key(tmp_path, gamma, flagged):
    files = {**SWEEP, "sweep.py": SWEEP["sweep.py"].format(gamma=gamma)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


PROFILES = {
    "profiles.py": """
DEFAULTS = {{"use_radar": True, "weight": 0.4}}
RAIN = {{"use_radar": {use}, "weight": 0.7}}
def profile_for(weather):
    return RAIN if weather == "rain" else DEFAULTS
""",
    "main.py": """
import jax
import jax.numpy as jnp
from profiles import profile_for
@jax.jit
def fuse(v, use_radar, weight):
    return jnp.where(use_radar, weight * v, v)
def main(x):
    for weather in ["clear", "rain", "clear"]:
        cfg = profile_for(weather)
        fuse(x, cfg["use_radar"], cfg["weight"])
""",
}


@pytest.mark.parametrize("use, flagged", [
    ("1", True),  # a bool scalar, then a weakly typed int
    ("True", False),
])
def test_a_flag_two_profiles_write_as_bool_and_int(tmp_path, use, flagged):
    files = {**PROFILES, "profiles.py": PROFILES["profiles.py"].format(use=use)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


# --- JC107: dtypes through a generator's tuples, and through tables -------------------------

LOADERS = {
    "data.py": """
import numpy as np
def synthetic(n):
    return np.zeros((n, 3), np.uint8), np.zeros(n, np.int32)
def train_batches(images, labels, bs):
    for i in range(0, len(images), bs):
        yield images[i:i + bs].astype(np.float32) / 255.0, labels[i:i + bs]
def val_batches(images, labels, bs):
    for i in range(0, len(images), bs):
        yield {val}, labels[i:i + bs]
""",
    "main.py": """
import jax
import data
@jax.jit
def evaluate(v, y):
    return v.sum() + y.sum()
def main(x):
    tr_x, tr_y = data.synthetic(32)
    va_x, va_y = data.synthetic(16)
    for v, y in data.train_batches(tr_x, tr_y, 16):
        evaluate(v, y)
    for v, y in data.val_batches(va_x, va_y, 16):
        evaluate(v, y)
""",
}


@pytest.mark.parametrize("val, flagged", [
    ("images[i:i + bs]", True),  # uint8 where training gives float32
    ("images[i:i + bs].astype(np.float32) / 255.0", False),
])
def test_dtypes_a_generator_yields_from_its_arguments(tmp_path, val, flagged):
    files = {**LOADERS, "data.py": LOADERS["data.py"].format(val=val)}
    found = project(tmp_path, files)
    assert ("JC107" in found) == flagged and set(found) <= {"JC107"}


READERS = {
    "sources.py": """
import numpy as np
def read_landsat(i):
    return np.full((2, 4), 7000 + i, np.uint16)
def read_sentinel(i):
    return np.full((2, 4), 0.1 * i, {dtype})
READERS = {{"landsat": read_landsat, "sentinel": read_sentinel}}
""",
    "main.py": """
import jax
import jax.numpy as jnp
from sources import READERS
@jax.jit
def stretch(tile):
    return tile.astype(jnp.float32) / 10000.0
def main(x):
    for kind, i in [("sentinel", 0), ("landsat", 1), ("sentinel", 2)]:
        stretch(jnp.asarray(READERS[kind](i)))
""",
}


@pytest.mark.parametrize("dtype, flagged", [
    ("np.float32", True),  # float32 and uint16 tiles
    ("np.uint16", False),
])
def test_dtypes_a_table_of_readers_gives(tmp_path, dtype, flagged):
    files = {**READERS, "sources.py": READERS["sources.py"].format(dtype=dtype)}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])


CAMERAS = {
    "cameras.py": """
import numpy as np
class Front:
    def read(self):
        return np.zeros((1, 4, 4), np.uint8)
class Rear:
    def read(self):
        return np.zeros((1, 4, 4), {dtype})
""",
    "main.py": """
import jax
import jax.numpy as jnp
from cameras import Front, Rear
@jax.jit
def segment(img):
    return img.astype(jnp.float32).mean()
def main(x):
    cams = {"front": Front(), "rear": Rear()}
    for tick in range(2):
        for name, cam in cams.items():
            segment(cam.read())
""",
}


@pytest.mark.parametrize("dtype, flagged", [
    ("np.float32", True),  # uint8 from the front camera, float32 from the rear
    ("np.uint8", False),
])
def test_dtypes_a_dict_of_cameras_gives(tmp_path, dtype, flagged):
    files = {**CAMERAS, "cameras.py": CAMERAS["cameras.py"].format(dtype=dtype)}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])


# --- JC108: an attribute None until a method sets it ----------------------------------------

GUARD = {
    "spike_guard.py": """
import jax.numpy as jnp
class SpikeGuard:
    def __init__(self):
        self.reference = {start}
    def update(self, loss):
        self.reference = jnp.asarray(loss, jnp.float32)
""",
    "main.py": """
import jax
import jax.numpy as jnp
from spike_guard import SpikeGuard
@jax.jit
def guarded(v, reference):
    if reference is None:
        return v.sum()
    return jnp.minimum(v.sum(), 3.0 * reference)
def main(x):
    guard = SpikeGuard()
    {fit}
    for step in range(3):
        loss = guarded(x * step, guard.reference)
        guard.update(loss)
""",
}


@pytest.mark.parametrize("start, fit, flagged", [
    ("None", "", True),  # None on the first step, an array after
    ("jnp.zeros((), jnp.float32)", "", False),  # an array from the start
    ("None", "guard.update(1.0)", False),  # set before the loop
])
def test_an_attribute_none_until_a_method_sets_it(tmp_path, start, fit, flagged):
    files = {"spike_guard.py": GUARD["spike_guard.py"].format(start=start),
             "main.py": GUARD["main.py"].format(fit=fit)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


ACCUMULATOR = {
    "accum.py": """
import jax
import jax.numpy as jnp
@jax.jit
def accumulate(acc, grads):
    if acc is None:
        return grads
    return jax.tree_util.tree_map(jnp.add, acc, grads)
class GradAccumulator:
    def __init__(self, like):
        self.acc = {start}
    def add(self, grads):
        self.acc = accumulate(self.acc, grads)
""",
    "main.py": """
from accum import GradAccumulator
def main(x):
    acc = GradAccumulator({{"w": x}})
    for micro in range(3):
        acc.add({{"w": x * micro}})
""",
}


@pytest.mark.parametrize("start, flagged", [
    ("None", True),  # None on the first micro-batch
    ("jax.tree_util.tree_map(jnp.zeros_like, like)", False),  # zeros of its structure
])
def test_an_accumulator_that_starts_as_none(tmp_path, start, flagged):
    files = {"accum.py": ACCUMULATOR["accum.py"].format(start=start),
             "main.py": ACCUMULATOR["main.py"].format()}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


# --- JC108: a container once before the loop, another in it ---------------------------------

PANEL = {
    "panel.py": """
from collections import OrderedDict
import numpy as np
def make_panel(n):
    return {{"y": np.ones(n, np.float32), "d": np.zeros(n, np.float32)}}
def resample(panel, keep):
    return {container}((k, v[keep]) for k, v in panel.items())
""",
    "main.py": """
import jax
import numpy as np
from panel import make_panel, resample
@jax.jit
def estimate(panel):
    return panel["y"].mean() - panel["d"].mean()
def main(x):
    rng = np.random.default_rng(0)
    panel = make_panel(8)
    full = estimate(panel)
    for b in range(3):
        estimate(resample(panel, rng.integers(0, 8, size=8)))
""",
}


@pytest.mark.parametrize("container, flagged", [
    ("OrderedDict", True),  # a pytree node of its own: a dict first, then OrderedDicts
    ("dict", False),
])
def test_a_dict_before_the_loop_and_ordered_dicts_in_it(tmp_path, container, flagged):
    files = {**PANEL, "panel.py": PANEL["panel.py"].format(container=container)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


RESUME = {
    "model.py": """
import jax.numpy as jnp
def init_layers(n):
    return tuple({{"w": jnp.ones(2) * i}} for i in range(n))
def load_layers(snapshot):
    return {loaded}
""",
    "main.py": """
import jax
import jax.numpy as jnp
from model import init_layers, load_layers
@jax.jit
def sgd_step(layers, v):
    return jax.tree_util.tree_map(lambda p: p - 0.1 * v.sum(), layers)
def train(layers, v, steps):
    for s in range(steps):
        layers = sgd_step(layers, v)
    return layers
def main(x):
    layers = train(init_layers(2), x, 2)
    layers = train(load_layers(layers), x, 2)
""",
}


@pytest.mark.parametrize("loaded, flagged", [
    ("[dict(layer) for layer in snapshot]", True),  # a list where training began with a tuple
    ("tuple(dict(layer) for layer in snapshot)", False),
])
def test_a_parameter_its_callers_give_two_containers(tmp_path, loaded, flagged):
    files = {**RESUME, "model.py": RESUME["model.py"].format(loaded=loaded)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


# --- JC103: a counter a generator yields, under equinox.filter_jit --------------------------

SEEDS = {
    "main.py": """
import equinox as eqx
import jax.numpy as jnp
import numpy as np
@eqx.filter_jit
def augment(audio, seed):
    return audio * seed
def loader(steps):
    for step in range(steps):
        yield step, np.ones(3, np.float32)
def main(x):
    base_seed = 1234
    for step, audio in loader(3):
        augment(audio, {seed})
""",
}


@pytest.mark.parametrize("seed, flagged", [
    ("base_seed + step", True),  # a Python int per step: static under filter_jit
    ("jnp.int32(base_seed + step)", False),  # an array: traced
])
def test_a_seed_from_a_generators_counter_under_filter_jit(tmp_path, seed, flagged):
    files = {"main.py": SEEDS["main.py"].format(seed=seed)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC104: a start made from an average's Python float --------------------------------------

ISODATA = {
    "main.py": """
import jax
import jax.numpy as jnp
@jax.jit
def isodata_step(image, threshold):
    low = image <= threshold
    return 0.5 * (jnp.where(low, image, 0.0).mean() + jnp.where(low, 0.0, image).mean())
def main(x):
    image = jnp.arange(16.0)
    threshold = {start}
    for _ in range(3):
        threshold = isodata_step(image, threshold)
""",
}


@pytest.mark.parametrize("start, flagged", [
    ("jnp.asarray(image.mean().item())", True),  # weakly typed, then the step's float32
    ("jnp.asarray(image.mean().item(), jnp.float32)", False),
])
def test_a_start_from_an_averages_python_float(tmp_path, start, flagged):
    files = {"main.py": ISODATA["main.py"].format(start=start)}
    assert project(tmp_path, files) == (["JC104"] if flagged else [])


# --- JC105: a ragged loader handed to a trainer by name -------------------------------------

TRAINER = {
    "data.py": """
import numpy as np
class ArrayLoader:
    def __init__(self, x, batch_size):
        self.x = x
        self.batch_size = batch_size
    def __iter__(self):
        for start in range(0, {stop}, self.batch_size):
            yield self.x[start:start + self.batch_size]
""",
    "main.py": """
import jax
import numpy as np
from data import ArrayLoader
@jax.jit
def step(batch):
    return batch.sum()
class Trainer:
    def fit(self, loader, epochs):
        for epoch in range(epochs):
            for batch in loader:
                step(batch)
def main(x):
    loader = ArrayLoader(np.ones((20, 2), np.float32), batch_size=8)
    Trainer().fit(loader, 2)
""",
}


@pytest.mark.parametrize("stop, flagged", [
    ("len(self.x)", True),  # 8, 8, then 4 rows
    ("len(self.x) - self.batch_size + 1", False),  # the short tail dropped
])
def test_a_ragged_loader_a_trainer_is_handed_by_name(tmp_path, stop, flagged):
    files = {**TRAINER, "data.py": TRAINER["data.py"].format(stop=stop)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC103: a helper that rebuilds an equinox model with a Python number --------------------

ANNEAL = {
    "callbacks.py": """
import equinox as eqx
import jax.numpy as jnp
class Anneal:
    def __init__(self, start, end, epochs):
        self.start, self.end, self.epochs = start, end, epochs
    def rate(self, epoch):
        return self.start + epoch / self.epochs * (self.end - self.start)
    def on_epoch_start(self, model, epoch):
        return eqx.tree_at(lambda m: m.scale, model, {value})
""",
    "main.py": """
import equinox as eqx
import jax.numpy as jnp
from callbacks import Anneal
class Net(eqx.Module):
    scale: object
    def __call__(self, v):
        return v * self.scale
@eqx.filter_jit
def step(model, v):
    return model(v).sum()
def main(x):
    model = Net(jnp.ones(()))
    anneal = Anneal(0.3, 0.0, epochs=3)
    for epoch in range(3):
        model = anneal.on_epoch_start(model, epoch)
        step(model, x)
""",
}


@pytest.mark.parametrize("value, flagged", [
    ("self.rate(epoch)", True),  # a Python float in the model: static under filter_jit
    ("jnp.asarray(self.rate(epoch), jnp.float32)", False),  # an array leaf: traced
])
def test_a_callback_rebuilds_the_model_with_a_python_float(tmp_path, value, flagged):
    files = {**ANNEAL, "callbacks.py": ANNEAL["callbacks.py"].format(value=value)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


# --- JC108: keyword arguments spread from dicts of different keys ---------------------------

EXAMPLES = {
    "data.py": """
import numpy as np
def examples(n):
    for i in range(n):
        ex = {{"wav": np.ones(4, np.float32)}}
        if i % 2:
            ex["f0"] = np.ones(4, np.float32)
        {orelse}
        yield ex
""",
    "main.py": """
import jax
from data import examples
@jax.jit
def step(params, wav, f0=None):
    return params * wav.sum() if f0 is None else params * (wav * f0).sum()
def main(x):
    for ex in examples(4):
        step(x, **ex)
""",
}


@pytest.mark.parametrize("orelse, flagged", [
    ("", True),  # f0 given on odd examples only: two call signatures
    ("else:\n            ex['f0'] = np.zeros(4, np.float32)", False),  # always given
])
def test_keyword_arguments_spread_from_dicts_of_different_keys(tmp_path, orelse, flagged):
    files = {**EXAMPLES, "data.py": EXAMPLES["data.py"].format(orelse=orelse)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


# --- neighbours (second review): a property over the counter, a loop over listed readers ---

PROPERTY = {
    "main.py": """
import functools
import jax
class Warmup:
    def __init__(self, base=0.1, steps=3):
        self.base, self.steps, self.t = base, steps, 0
    @property
    def lr(self):
        return {lr}
    def step(self):
        self.t += 1
@functools.partial(jax.jit, static_argnames=("lr",))
def sgd(w, lr):
    return w - lr * w
def main(x):
    sched = Warmup()
    for _ in range(4):
        x = sgd(x, lr=sched.lr)
        sched.step()
""",
}


@pytest.mark.parametrize("lr, flagged", [
    ("self.base * min(1.0, (self.t + 1) / self.steps)", True),  # 0.033, 0.067, 0.1, 0.1
    ("self.base", False),
])
def test_a_static_a_property_reads_from_the_counter(tmp_path, lr, flagged):
    files = {"main.py": PROPERTY["main.py"].format(lr=lr)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


LISTED_READERS = {
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
def read_a(i):
    return np.full((2, 3), i, np.uint8)
def read_b(i):
    return np.full((2, 3), 0.5 * i, {dtype})
@jax.jit
def stretch(t):
    return t.astype(jnp.float32).mean()
def main(x):
    for reader in (read_a, read_b, read_a):
        stretch(jnp.asarray(reader(1)))
""",
}


@pytest.mark.parametrize("dtype, flagged", [
    ("np.float32", True),  # uint8, then float32
    ("np.uint8", False),
])
def test_dtypes_a_loop_over_listed_readers_gives(tmp_path, dtype, flagged):
    files = {"main.py": LISTED_READERS["main.py"].format(dtype=dtype)}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])
