"""`jaxcheck lint` on the classes read from corpus 22's misses and look-alikes.

Statics that shape nothing (JC103): a static argument a loop sweeps over a few listed
values compiles once per value. JC103 leaves such a sweep alone as by design (a mode, a
size, a head), unless the jitted def makes nothing of the parameter:

* it only reads numbers out of a module's table with it (``KC[region]``, ``SPECS.get(code)``,
  the table in another module); its clean twin reads a size out of a table of ints, one
  program per size by design;
* it only shows it (``jax.debug.print(..., m=match_id)``, ``print(f"... {label}")``,
  ``tag + " done"``); its clean twin branches on it (``if mode == "train":``).

Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    project,
)

# --- JC103: inert statics -------------------------------------------------------------------

TABLED = {
    "coefficients.py": """
COEFFS = {table}
""",
    "main.py": """
from functools import partial
import jax
import jax.numpy as jnp
from coefficients import COEFFS
@partial(jax.jit, static_argnames=("region",))
def seasonal(x, region):
    {body}
def main(x):
    for region in COEFFS:
        seasonal(x, region=region)
""",
}


@pytest.mark.parametrize("table, body, flagged, why", [
    # three regions' constants folded into three programs of the same code
    ('{"north": (0.3, 1.1), "south": (0.5, 0.9), "east": (0.4, 1.0)}',
     "lo, hi = COEFFS[region]\n    return jnp.clip(x * hi, lo, None).sum()", True, None),
    ('{"north": {"gain": 1.2}, "south": {"gain": 0.8}, "east": {"gain": 1.0}}',
     'return (x * COEFFS.get(region)["gain"]).sum()', True, None),
    # a size per region: a program per shape, by design
    ('{"north": 2, "south": 4}', "return x[:COEFFS[region]].sum()", False,
     "one program per size, by design"),
])
def test_a_static_that_only_looks_up_numbers(tmp_path, table, body, flagged, why):
    files = {"coefficients.py": TABLED["coefficients.py"].format(table=table),
             "main.py": TABLED["main.py"].format(body=body)}
    assert project(tmp_path, files, deliberate=why) == (["JC103"] if flagged else [])


SHOWN = {
    "features.py": """
import functools
import jax
import jax.numpy as jnp
@functools.partial(jax.jit, static_argnames=("label",))
def features(x, label):
    {body}
    return jnp.tanh(x).sum()
""",
    "main.py": """
from features import features
def main(x):
    for name in ["m1", "m2", "m3"]:
        features(x, label={label})
""",
}


@pytest.mark.parametrize("body, label, flagged, why", [
    ('jax.debug.print("features for {m}", m=label)', "name", True, None),
    ('print(f"tracing {label}")', 'f"[{name}]"', True, None),
    ('jax.debug.print(label + " total {t}", t=x.sum())', "name", True, None),
    # one label for every match: one compile
    ('jax.debug.print("features for {m}", m=label)', '"all"', False, None),
    # the label picks the program: two modes, two programs, by design
    ('x = x * 2 if label == "m1" else x', "name", False, "one program per mode, by design"),
])
def test_a_static_that_is_only_shown(tmp_path, body, label, flagged, why):
    files = {"features.py": SHOWN["features.py"].format(body=body),
             "main.py": SHOWN["main.py"].format(label=label)}
    assert project(tmp_path, files, deliberate=why) == (["JC103"] if flagged else [])


# --- JC108: lists of many lengths --------------------------------------------------------------

MADE = {
    "farms.py": """
import numpy as np
PLOTS = {{"oak": 3, "mill": 5, "hill": 3}}
def plot_series(rng, farm):
    return [rng.uniform(0.1, 0.9, 6).astype(np.float32) for _ in range({count})]
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from farms import PLOTS, plot_series
@jax.jit
def greenness(series):
    return jnp.mean(jnp.stack([s.max() for s in series]))
def main(x):
    rng = np.random.default_rng(1)
    for farm in PLOTS:
        greenness(plot_series(rng, farm))
""",
}


@pytest.mark.parametrize("count, flagged", [
    ("PLOTS[farm]", True),  # 3, 5 and 3 arrays: two structures
    ("4", False),
])
def test_a_helper_builds_a_list_as_long_as_the_data(tmp_path, count, flagged):
    files = {**MADE, "farms.py": MADE["farms.py"].format(count=count)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


CALENDAR = {
    "calendar_.py": """
PROMOS = {{1: {first}, 2: [0.10, 0.25], 3: [0.2, 0.3]}}
""",
    "main.py": """
import jax
from calendar_ import PROMOS
@jax.jit
def lift(base, discounts):
    for d in discounts:
        base = base * (1.0 - d)
    return base
def main(x):
    for week, discounts in PROMOS.items():
        lift(x, discounts)
""",
}


@pytest.mark.parametrize("first, flagged", [
    ("[0.10]", True),  # one discount, then two: two structures
    ("[0.10, 0.15]", False),
])
def test_the_lists_of_a_table_in_turn(tmp_path, first, flagged):
    files = {**CALENDAR, "calendar_.py": CALENDAR["calendar_.py"].format(first=first)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


KEPT = {
    "ensemble.py": """
import jax.numpy as jnp
class Ensemble:
    def __init__(self, keep=3):
        self.keep = keep
        self.members = {start}
        self.day = 0
    def add(self, w):
        {add}
        self.day += 1
""",
    "main.py": """
import jax
import jax.numpy as jnp
from ensemble import Ensemble
@jax.jit
def vote(members, x):
    return jnp.mean(jnp.stack([m @ x for m in members]))
def main(x):
    ens = Ensemble()
    for day in range(3):
        ens.add(x * day)
        vote(ens.members, x)
""",
}


@pytest.mark.parametrize("start, add, flagged", [
    # 1, 2, 3 members, the last `keep` kept
    ("[]", "self.members.append(w)\n        self.members = self.members[-self.keep:]", True),
    # always 3
    ("[jnp.zeros(8) for _ in range(keep)]", "self.members[self.day % self.keep] = w", False),
])
def test_a_list_an_object_appends_to(tmp_path, start, add, flagged):
    files = {**KEPT, "ensemble.py": KEPT["ensemble.py"].format(start=start, add=add)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


# --- JC107: dtypes of a generator's tuple items and of NumPy Generator draws ---------------------

SEGMENTS = {
    "data.py": """
import numpy as np
def segments(n, seed=0):
    rng = np.random.default_rng(seed)
    for s in range(n):
        xyz = rng.normal(size=(8, 3)).astype(np.float32)
        if s % 2:
            mask = rng.random(8) > 0.3
        else:
            mask = {other}
        yield xyz, mask
""",
    "main.py": """
import jax
from data import segments
@jax.jit
def travel(xyz, visible):
    return (xyz.sum(-1) * visible).sum()
def main(x):
    for i, (xyz, mask) in enumerate(segments(4)):
        travel(xyz, mask)
""",
}


@pytest.mark.parametrize("other, flagged", [
    ("np.ones(8, np.float32)", True),  # bool on odd segments, float32 on even ones
    ("np.ones(8, bool)", False),
])
def test_the_tuple_items_a_generator_yields(tmp_path, other, flagged):
    files = {**SEGMENTS, "data.py": SEGMENTS["data.py"].format(other=other)}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])


DRAWS = {
    "main.py": """
import jax
import numpy as np
@jax.jit
def total(units):
    return units.sum()
def main(x):
    rng = np.random.default_rng(0)
    for day in range(4):
        if day % 2:
            units = rng.poisson(3.0, 8){cast}
        else:
            units = rng.normal(3.0, 1.0, 8)
        total(units)
""",
}


@pytest.mark.parametrize("cast, flagged", [
    ("", True),  # int32 counts, then float32 draws
    (".astype(np.float64)", False),  # float32 as traced, both days
])
def test_the_dtypes_of_a_generators_draws(tmp_path, cast, flagged):
    files = {"main.py": DRAWS["main.py"].format(cast=cast)}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])


COMPARED = {
    "quality.py": """
import numpy as np
def still(acc, threshold=0.15):
    return np.linalg.norm(acc - acc.mean(axis=0), axis=-1) < threshold
def window_mask(window):
    if window.get("acc") is not None:
        return still(window["acc"]){cast}
    return np.ones(window["ppg"].shape[0], np.float32)
""",
    "main.py": """
import jax
import numpy as np
from quality import window_mask
@jax.jit
def rate(ppg, mask):
    return (ppg * mask).sum()
def main(x):
    rng = np.random.default_rng(0)
    for i in range(4):
        ppg = rng.normal(size=8).astype(np.float32)
        acc = rng.normal(size=(8, 3)) if i % 2 else None
        rate(ppg, window_mask({{"ppg": ppg, "acc": acc}}))
""",
}


@pytest.mark.parametrize("cast, flagged", [
    ("", True),  # a comparison (bool) of values the source does not type, or float32 ones
    (".astype(np.float32)", False),
])
def test_a_comparison_is_bool_whatever_it_compares(tmp_path, cast, flagged):
    files = {"quality.py": COMPARED["quality.py"].format(cast=cast),
             "main.py": COMPARED["main.py"].format()}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])


# --- JC105 and JC103: listed values that repeat are data, not a sweep ----------------------------

PICKED = {
    "data.py": """
import numpy as np
MAX = 24
def frames(n_frames, seed=0):
    rng = np.random.default_rng(seed)
    counts = [22, 21, 20, 22]
    for i in range(n_frames):
        n = counts[i % len(counts)]
        pos = rng.normal(size=(n, 2)).astype(np.float32)
        yield {item}
def padded(arr):
    out = np.zeros((MAX, 2), np.float32)
    out[: arr.shape[0]] = arr
    return out
""",
    "main.py": """
import jax
from data import frames
@jax.jit
def speeds(pos):
    return (pos ** 2).sum()
def main(x):
    for pos in frames(5):
        speeds(pos)
""",
}


@pytest.mark.parametrize("item, flagged", [
    ("pos", True),  # 22, 21, 20 rows: three shapes
    ("padded(pos)", False),  # always MAX rows
])
def test_a_size_picked_from_a_list_by_a_moving_index(tmp_path, item, flagged):
    files = {**PICKED, "data.py": PICKED["data.py"].format(item=item)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


BURSTS = {
    "bursts.py": """
import numpy as np
FRAMES = {{"reconyx": 3, "browning": {browning}, "bushnell": 10}}
def bursts(rng, camera, n=2):
    f = FRAMES[camera]
    return rng.normal(size=(n, f, 4)).astype(np.float32)
""",
    "main.py": """
import jax
import numpy as np
from bursts import bursts
@jax.jit
def score(b):
    return b.max(axis=1).sum()
def main(x):
    rng = np.random.default_rng(0)
    for camera in {cameras}:
        score(bursts(rng, camera))
""",
}


@pytest.mark.parametrize("browning, cameras, flagged, why", [
    # cameras met again: a stream of data, and the frames follow each camera's table entry
    (5, '["reconyx", "browning", "reconyx", "bushnell"]', True, None),
    # each camera once: a sweep over the cameras, one program each by design
    (5, '["reconyx", "browning", "bushnell"]', False, "one program per camera, by design"),
])
def test_a_size_from_a_table_by_a_key_that_comes_back(tmp_path, browning, cameras, flagged,
                                                        why):
    files = {"bursts.py": BURSTS["bursts.py"].format(browning=browning),
             "main.py": BURSTS["main.py"].format(cameras=cameras)}
    assert project(tmp_path, files, deliberate=why) == (["JC105"] if flagged else [])


ORDERS = {
    "main.py": """
from functools import partial
import jax
@partial(jax.jit, static_argnames=("product",))
def conformance(x, product):
    return (x > len(product)).mean()
def main(x):
    for product in {orders}:
        conformance(x, product=product)
""",
}


@pytest.mark.parametrize("orders, flagged, why", [
    # an order stream: products come back, one program per product met
    ('["M8x1.25", "M6x1.0", "M12x1.75", "M8x1.25"]', True, None),
    # two modes, however often they come: by design
    ('["train", "eval", "train", "eval"]', False, "one program per mode, by design"),
])
def test_a_static_read_from_a_stream_of_orders(tmp_path, orders, flagged, why):
    files = {"main.py": ORDERS["main.py"].format(orders=orders)}
    assert project(tmp_path, files, deliberate=why) == (["JC103"] if flagged else [])


# --- the items of a generator kept in a list -----------------------------------------------------

KEPT_BATCHES = {
    "data.py": """
import numpy as np
def weekly(weeks=4, seed=0):
    rng = np.random.default_rng(seed)
    for week in range(weeks):
        batch = {{"price": rng.uniform(5, 15, 8).astype(np.float32)}}
        if {test}:
            batch["promo"] = rng.uniform(0, 0.3, 8).astype(np.float32)
        yield batch
""",
    "main.py": """
import jax
import jax.numpy as jnp
from data import weekly
@jax.jit
def demand(batch):
    return jnp.log(batch["price"]).sum() + batch.get("promo", jnp.zeros(8)).sum()
def main(x):
    batches = list(weekly())
    for batch in batches:
        demand(batch)
""",
}


@pytest.mark.parametrize("test, flagged", [
    ("week % 2 == 1", True),  # with and without "promo"
    ("True", False),
])
def test_a_generators_items_kept_in_a_list(tmp_path, test, flagged):
    files = {**KEPT_BATCHES, "data.py": KEPT_BATCHES["data.py"].format(test=test)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


# --- read from corpus 23's flagged look-alikes ---------------------------------------------------

DIVIDED = {
    "config.py": """
BATCH = {batch}
CONFIG = {{"batch": {batch}}}
""",
    "main.py": """
import jax
import numpy as np
from config import BATCH, CONFIG
@jax.jit
def step(x):
    return x.sum()
@jax.jit
def fit(x):
    return x.mean()
def main(x):
    rng = np.random.default_rng(0)
    ens = rng.normal(10, 3, (160, 4)).astype(np.float32)
    m = ens.mean(1)
    for s in range(0, 160, BATCH):
        step(m[s:s + BATCH])
    data = (rng.standard_normal((160, 3)) @ np.ones((3, 2))).astype(np.float32) / 4
    bs = CONFIG["batch"]
    for i in range(0, len(data), bs):
        fit(data[i:i + bs])
""",
}


@pytest.mark.parametrize("batch, flagged", [
    (48, True),  # 160 rows in 48s: a short last batch in both loops
    (32, False),  # 160 rows in 32s: whole batches
])
def test_a_batch_size_imported_or_kept_in_a_config_dict(tmp_path, batch, flagged):
    files = {"config.py": DIVIDED["config.py"].format(batch=batch), "main.py": DIVIDED["main.py"]}
    assert project(tmp_path, files) == (["JC105", "JC105"] if flagged else [])


def test_a_static_that_looks_up_one_of_two_modes(tmp_path):
    files = {"main.py": """
from functools import partial
import jax
VELOCITY = {"P": 6.1, "S": 3.5}
@partial(jax.jit, static_argnames=("phase",))
def arrivals(d, phase):
    return d / VELOCITY[phase]
def main(x):
    for phase in ("P", "S"):
        arrivals(x, phase=phase)
"""}
    assert project(tmp_path, files, deliberate="one program per phase, by design") == []


def test_a_carry_the_jit_hands_back_as_it_came(tmp_path):
    # opt_state None, returned by the step as it came: None on every call (the flagged
    # twin, a carry the step fills, is JC108's own fixture in test_lint_classes.py)
    files = {"main.py": """
import jax
@jax.jit
def step(params, opt_state, x):
    return params - 0.1 * x, opt_state, (x ** 2).sum()
def main(x):
    params, opt_state = x, None
    for _ in range(3):
        params, opt_state, loss = step(params, opt_state, x)
"""}
    assert project(tmp_path, files) == []


BRANCHED = {
    "metrics.py": """
import jax
import jax.numpy as jnp
@jax.jit
def bias(field, ref, mask=None):
    d = field - ref
    return d.mean() if mask is None else (d * mask).sum() / mask.sum()
""",
    "evaluate.py": """
from metrics import bias
def evaluate(models, ref, land_only=False, land=None):
    out = {}
    for name, field in models.items():
        if land_only:
            out[name] = float(bias(field, ref, mask=land))
        else:
            out[name] = float(bias(field, ref))
    return out
""",
    "main.py": """
import jax.numpy as jnp
from evaluate import evaluate
def main(x):
    models = {{"a": x, "b": x * 2}}
    evaluate(models, x{extra})
""",
}


@pytest.mark.parametrize("extra, flagged", [
    (", land_only=True, land=jnp.ones(8)", False),  # the masked branch only: one layout
    ("", False),  # the global branch only
])
def test_a_call_in_a_branch_every_caller_settles(tmp_path, extra, flagged):
    files = {**BRANCHED, "main.py": BRANCHED["main.py"].format(extra=extra)}
    assert project(tmp_path, files) == (["JC106"] if flagged else [])


def test_a_branch_callers_take_both_ways(tmp_path):
    files = {**BRANCHED, "main.py": """
import jax.numpy as jnp
from evaluate import evaluate
def main(x):
    models = {"a": x}
    evaluate(models, x)
    evaluate(models, x, land_only=True, land=jnp.ones(8))
"""}
    assert project(tmp_path, files) == ["JC106"]


RESTORED = {
    "checkpoint.py": """
import collections
import numpy as np
def save(params):
    return {{f"{{l}}/{{n}}": np.asarray(v) for l, sub in params.items() for n, v in sub.items()}}
def restore(flat):
    out = {made}
    for key in sorted(flat):
        layer, name = key.split("/")
        out.setdefault(layer, {made})[name] = flat[key]
    return out
""",
    "main.py": """
import jax
import jax.numpy as jnp
import checkpoint
@jax.jit
def step(params, x):
    return jax.tree_util.tree_map(lambda a: a - 0.1 * x.sum(), params)
def main(x):
    params = {"h": {"w": jnp.ones(3)}, "out": {"w": jnp.ones(2)}}
    for i in range(4):
        params = step(params, x)
        if i % 2:
            params = checkpoint.restore(checkpoint.save(params))
""",
}


@pytest.mark.parametrize("made, flagged", [
    ("collections.OrderedDict()", True),  # an OrderedDict is a pytree node of its own
    ("{}", False),  # the same dicts, keys stored through setdefault
])
def test_a_checkpoint_restored_through_setdefault(tmp_path, made, flagged):
    files = {**RESTORED, "checkpoint.py": RESTORED["checkpoint.py"].format(made=made)}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])


# --- neighbours of the shapes above, in spellings no corpus used -----------------------------

def test_a_static_only_logged(tmp_path):
    # a logger instead of print: the label only shows, four labels, four programs
    files = {"main.py": """
import logging
from functools import partial
import jax
logger = logging.getLogger("scoring")
@partial(jax.jit, static_argnames=("tag",))
def score(x, tag):
    logger.info("tracing %s", tag)
    return (x * 2).sum()
def main(x):
    for site in ["leeds", "lyon", "osaka", "perth"]:
        score(x, tag=site)
"""}
    assert project(tmp_path, files) == ["JC103"]


@pytest.mark.parametrize("made, flagged", [
    ("tuple(rng.normal(size=4) for _ in range(n))", True),  # a tuple of 2, then 3, then 4
    ("tuple(rng.normal(size=4) for _ in range(3))", False),
])
def test_a_tuple_as_long_as_the_data(tmp_path, made, flagged):
    files = {"sensors.py": f"""
import numpy as np
def readings(rng, n):
    return {made}
""", "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
from sensors import readings
@jax.jit
def mean_peak(rs):
    return jnp.mean(jnp.stack([r.max() for r in rs]))
def main(x):
    rng = np.random.default_rng(0)
    for n in range(2, 5):
        mean_peak(readings(rng, n))
"""}
    assert project(tmp_path, files) == (["JC108"] if flagged else [])
