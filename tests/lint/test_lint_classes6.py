"""`jaxcheck lint` on the mechanisms corpus 9's misses and look-alikes showed missing
(docs/lint.md, "Corpus 9"): listed constants imported from another module; a choice of a
table's entries; a chunk filled up to a fixed length; settings objects hashed by value; a
memo written by hand; a field no construction gives; a slice padded after it is cut; a
table of objects made once; haiku transforms made per call; reductions of data; NumPy
draws of a changing size; lists a function fills item by item; a fixed number of rows; a
static given its default through a constant; the arguments after ``*args``; a static built
from an object's state; jits made once per object; a diffrax term around a new lambda;
jits made per item on each call. Each flagged and its clean twin silent; JAX's compile
log decides both (``lint_harness.py`` for one module, :func:`project` for several).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    by_source,
    jax_agrees,
    only,
    project,
    runs,
)
from lint_truth import Driver

# --- JC103: listed constants imported from another module ---------------------------------

HEADS = {
    "heads.py": """
from functools import partial
import jax
TASKS = {tasks}

@partial(jax.jit, static_argnums=1)
def task_loss(x, task):
    return (x * {scale}).sum()
""",
    "main.py": """
from heads import TASKS, task_loss

def evaluate(x):
    return {{task: float(task_loss(x, task)) for task in TASKS}}

def main(x):
    for epoch in range(3):
        evaluate(x + epoch)
""",
}


@pytest.mark.parametrize("tasks, scale, flagged", [
    ('("segmentation", "depth")', "len(task)", False),  # two modes, one compile each
    ("(0.5, 1.5, 2.5)", "task", True),  # floats a jit could trace
])
def test_listed_constants_imported_from_another_module_are_a_sweep(tmp_path, tasks, scale,
                                                                    flagged):
    files = {k: v.format(tasks=tasks, scale=scale) for k, v in HEADS.items()}
    assert project(tmp_path, files, deliberate=None if flagged else "one compile per task") \
        == (["JC103"] if flagged else [])


# --- JC103: a choice of a table's entries; a settings object hashed by value --------------

PHASES = """
@dataclass(frozen=True)
class Config:
    drop: float
PHASES = (Config(0.3), Config(0.1))
@partial(jax.jit, static_argnums=1)
def step(x, cfg):
    return x * (1 - cfg.drop)
class Trainer:
    def __init__(self):
        self.cfg = PHASES[0]
    def on_epoch(self, epoch):
        self.cfg = {choice}
    def fit(self, x):
        for epoch in range(5):
            self.on_epoch(epoch)
            x = step(x, self.cfg)
        return x
def main(x):
    return Trainer().fit(x)
"""


@runs(by_source(("PHASES[0] if", Driver("main(jnp.ones(3))", deliberate="two phases")),
                default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize("choice, flagged", [
    ("PHASES[0] if epoch < 2 else PHASES[1]", False),  # one of two entries: two compiles
    ("Config(0.3 / (epoch + 1))", True),  # a new value every epoch
])
def test_a_choice_of_a_tables_entries_is_no_new_value(choice, flagged):
    assert only(PHASES.format(choice=choice)) == (["JC103"] if flagged else [])


OPTIONS = """
@dataclass(frozen=True)
class Options:
    top_k: int
    @classmethod
    def from_request(cls, req):
        return cls({given})
@partial(jax.jit, static_argnums=1)
def retrieve(x, opts):
    return x[:opts.top_k]
class Service:
    def __init__(self):
        self.opts = Options(10)
    def __call__(self, x, req):
        self.opts = Options.from_request(req)
        return retrieve(x, self.opts)
def main(x):
    service = Service()
    for i in range(4):
        service(x, {{"top_k": 2, "items": list(range(i + 1))}})
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("given, flagged", [
    ('req["top_k"]', False),  # a setting of the request: equal settings, one compile
    ('len(req["items"])', True),  # a count computed per request: a new value each time
])
def test_a_settings_object_hashed_by_value_is_one_compile_per_setting(given, flagged):
    assert only(OPTIONS.format(given=given)) == (["JC103"] if flagged else [])


# --- JC105: a chunk filled up; a slice padded after it is cut; a fixed number of rows -----

CHUNKS = """
import itertools
@jax.jit
def encode(x):
    return x.sum(axis=0)
def chunked(frames, size):
    it = iter(frames)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        {fill}
        yield np.stack(chunk)
def main(x):
    frames = [np.ones(3, np.float32) * i for i in range(11)]
    return [encode(c) for c in chunked(frames, 4)]
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("fill, flagged", [
    ("chunk += [chunk[-1]] * (size - len(chunk))", False),  # four frames every time
    ("n = len(chunk)", True),  # the last chunk holds three
])
def test_a_chunk_filled_up_to_a_fixed_length_is_not_ragged(fill, flagged):
    assert only(CHUNKS.format(fill=fill)) == (["JC105"] if flagged else [])


PADDED = """
@jax.jit
def predict(chunk):
    return chunk * 2
def main(x):
    data = np.arange(10, dtype=np.float32)
    out = []
    for start in range(0, len(data), 4):
        chunk = data[start:start + 4]
        n = len(chunk)
        {pad}
        out.append(np.asarray(predict(chunk))[:n])
    return out
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("pad, flagged", [
    ('chunk = np.pad(chunk, (0, 4 - n), mode="edge")', False),  # four rows each time
    ("chunk = chunk.astype(np.float32)", True),  # the last holds two
])
def test_a_slice_padded_after_it_is_cut_is_not_ragged(pad, flagged):
    assert only(PADDED.format(pad=pad)) == (["JC105"] if flagged else [])


ROWS = """
@jax.jit
def greedy(obs):
    return obs.sum()
def main(x):
    rng = np.random.default_rng(0)
    for episode in range(4):
        n = int(rng.integers(5, 20))
        obs = rng.normal(size=(n, 3)).astype(np.float32)
        greedy(jnp.asarray({rows}))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("rows, flagged", [
    ("obs[:1]", False),  # one row, however long the episode
    ("obs[-2:]", False),  # the last two rows
    ("obs[1:]", True),  # all but the first: as many as the episode has
])
def test_a_fixed_number_of_rows_of_a_data_sized_array_is_fixed(rows, flagged):
    assert only(ROWS.format(rows=rows)) == (["JC105"] if flagged else [])


# --- JC101: a memo written by hand; a jit made per object; jits made per item per call -----

MEMO = """
def feature(x, rate):
    return x * rate
class Frontend:
    def __init__(self):
        self._compiled = {{}}
    def _for_rate(self, rate):
        {memo}
    def __call__(self, x, rate):
        return self._for_rate(rate)(x)
def main(x):
    front = Frontend()
    for rate in [8000, 16000, 8000, 16000, 8000]:
        front(x, rate)
"""


@runs(by_source(("not in self._compiled", Driver("main(jnp.ones(3))",
                                                 deliberate="one jit per rate, kept")),
                default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize("memo, flagged", [
    ("if rate not in self._compiled:\n            self._compiled[rate] = jax.jit("
     "partial(feature, rate=rate))\n        return self._compiled[rate]", False),
    ("return jax.jit(partial(feature, rate=rate))", True),  # a new partial every call
])
def test_a_jit_kept_in_a_table_by_key_is_a_memo(memo, flagged):
    assert only(MEMO.format(memo=memo)) == (["JC101"] if flagged else [])


PER_OBJECT = """
class Solver:
    def __init__(self, scale):
        self.scale = scale
        self._solve = jax.jit(self.solve)
    def solve(self, x):
        return x * self.scale
def main(x):
    {body}
"""


@runs(by_source(("for name, scale in", Driver("main(jnp.ones(3))",
                                               deliberate="one solver per named item")),
                default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize("body, flagged", [
    ("for i in range(4):\n        Solver(2.0)._solve(x)", True),  # a new object each time
    ("solver = Solver(2.0)\n    for i in range(4):\n        solver._solve(x)", False),
    ("for name, scale in {'a': 1.0, 'b': 2.0}.items():\n        Solver(scale)._solve(x)",
     False),  # an object per item of a collection, by design
])
def test_a_jit_made_in_init_compiles_again_for_each_object_a_loop_makes(body, flagged):
    assert only(PER_OBJECT.format(body=body)) == (["JC101"] if flagged else [])


CACHED = """
class Predictor:
    def __init__(self, w):
        self.w = w
    @functools.cached_property
    def _mean(self):
        def mean(w, q):
            return q @ w
        return jax.jit(mean)
    def predict(self, q):
        return self._mean(self.w, q)
def main(x):
    {body}
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body, flagged", [
    ("for i in range(4):\n        Predictor(jnp.ones(3)).predict(x)", True),
    ("p = Predictor(jnp.ones(3))\n    for i in range(4):\n        p.predict(x)", False),
])
def test_a_cached_property_keeps_its_jit_per_object(body, flagged):
    assert only(CACHED.format(body=body)) == (["JC101"] if flagged else [])


STATIC_SELF = """
class Descent:
    def __init__(self, lr):
        self.lr = lr
    @partial(jax.jit, static_argnums=0)
    def run(self, x):
        return x - self.lr * x
def main(x):
    {body}
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body, flagged", [
    ("for i in range(4):\n        x = Descent(0.1).run(x)", True),  # hashed by identity
    ("d = Descent(0.1)\n    for i in range(4):\n        x = d.run(x)", False),
])
def test_a_method_jitted_with_self_static_compiles_for_each_new_object(body, flagged):
    assert only(STATIC_SELF.format(body=body)) == (["JC102"] if flagged else [])


REGISTRY = """
def accuracy(x, k):
    return (x > k).mean()
class Registry:
    def __init__(self):
        self.metrics = {{"a": (accuracy, {{"k": 0.5}}), "b": (accuracy, {{"k": 0.1}})}}
        {init}
    def compute(self, x):
        return {{name: {made} for name, (fn, opts) in self.metrics.items()}}
def main(x):
    registry = Registry()
    for i in range(4):
        registry.compute(x + i)
"""


@runs(by_source(("self.jitted", Driver("main(jnp.ones(3))", deliberate="one jit per metric")),
                default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize("init, made, flagged", [
    ("", "jax.jit(partial(fn, **opts))(x)", True),  # every call jits each metric again
    ("self.jitted = {n: jax.jit(partial(f, **o)) for n, (f, o) in self.metrics.items()}",
     "self.jitted[name](x)", False),  # made once, per metric
])
def test_jits_made_per_item_are_made_again_by_a_function_run_per_iteration(init, made,
                                                                             flagged):
    assert only(REGISTRY.format(init=init, made=made)) == (["JC101"] if flagged else [])


# --- JC101: a haiku transform made where its apply is jitted ------------------------------

HAIKU = {
    "net.py": """
import haiku as hk
import jax
import jax.numpy as jnp

def forward(x):
    return hk.Linear(2)(x)
{module_level}
def build():
    return hk.without_apply_rng(hk.transform(forward))

def serve(params, x):
    {made}
    return jax.jit(model.apply)(params, x)
""",
    "main.py": """
import jax
import jax.numpy as jnp
from net import build, serve

def main(x):
    x = x.reshape(1, 8)
    params = build().init(jax.random.PRNGKey(0), x)
    for i in range(4):
        serve(params, x)
""",
}


@pytest.mark.parametrize("module_level, made, flagged", [
    ("", "model = hk.without_apply_rng(hk.transform(forward))", True),
    ("", "model = build()", True),  # a helper that returns a new transform
    ("MODEL = hk.without_apply_rng(hk.transform(forward))", "model = MODEL", False),
])
def test_a_haiku_transform_made_per_call_is_a_new_function(tmp_path, module_level, made,
                                                           flagged):
    # haiku's apply is logged as its own function, `apply_fn`
    files = {k: v.format(module_level=module_level, made=made) for k, v in HAIKU.items()}
    assert project(tmp_path, files, library=("apply_fn",)) == (["JC101"] if flagged else [])


# --- JC104: a reduction of data is a typed array -------------------------------------------

SEEN = """
@jax.jit
def fade(x, seen):
    return x * jnp.clip(seen / 100, 0.0, 1.0)
def main(x):
    seen = {start}
    for step in range(4):
        valid = (x > 0.5)
        x = fade(x, seen)
        seen = seen + {counted}
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("start, counted, flagged", [
    ("0", "jnp.sum(valid)", True),  # a Python int, then an int32 array
    ("0", "valid.sum()", True),
    ("jnp.zeros((), jnp.int32)", "jnp.sum(valid)", False),  # an int32 array every time
])
def test_a_reduction_of_data_is_a_typed_array(start, counted, flagged):
    assert only(SEEN.format(start=start, counted=counted)) == (["JC104"] if flagged else [])


# --- JC105: NumPy draws of a changing size; lists filled item by item ----------------------

DRAWS = """
@jax.jit
def loglik(times):
    return jnp.log1p(times).sum()
def days(rng):
    for _ in range(5):
        {size}
        yield np.sort(rng.uniform(0, 10, n)).astype(np.float32)
def main(x):
    rng = np.random.default_rng(0)
    for times in days(rng):
        loglik(times)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("size, flagged", [
    ("n = rng.poisson(20)", True),  # a new count each day
    ("n = int(rng.integers(3, 40))", True),
    ("n = 16", False),  # sixteen every day
])
def test_a_numpy_draw_of_a_changing_size_is_data_sized(size, flagged):
    assert only(DRAWS.format(size=size)) == (["JC105"] if flagged else [])


SCANS = """
@dataclass
class Scan:
    points: np.ndarray
def load(rng):
    scans = []
    for i in range(5):
        n = {n}
        scans.append(Scan(rng.normal(size=(n, 3)).astype(np.float32)))
    return scans
@jax.jit
def augment(points):
    return points - points.mean(axis=0)
def main(x):
    scans = load(np.random.default_rng(0))
    for scan in scans:
        augment(scan.points)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("n, flagged", [
    ("int(rng.integers(20, 40))", True),  # each scan its own point count
    ("32", False),
])
def test_a_list_a_function_fills_item_by_item_is_read_item_by_item(n, flagged):
    assert only(SCANS.format(n=n)) == (["JC105"] if flagged else [])


# --- JC105: a field no construction gives keeps its default --------------------------------

SCENARIO = """
from flax import struct
@struct.dataclass
class Scenario:
    speed: float
    n_agents: int = struct.field(pytree_node=False, default=3)
def scenario_for(stage):
    return Scenario(speed=0.1 * stage{extra})
@jax.jit
def rollout(agents, scenario):
    return (agents * scenario.speed).sum()
def main(x):
    for ep in range(5):
        scenario = scenario_for(ep // 2)
        agents = jax.random.uniform(jax.random.PRNGKey(ep), (scenario.n_agents, 2))
        rollout(agents, scenario)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("extra, flagged", [
    ("", False),  # n_agents stays 3 on every scenario
    (", n_agents=2 + stage", True),  # a new count per stage
])
def test_a_field_no_construction_gives_keeps_its_default(extra, flagged):
    # (flagged, the count is also a static field given a new value: the scenario's tree
    # structure changes with it, JC103, beside the agents' shape, JC105)
    assert only(SCENARIO.format(extra=extra)) == (["JC103", "JC105"] if flagged else [])


# --- JC106: a static given its default through a constant ----------------------------------

TRUNCATION = {
    "sampling.py": """
from functools import partial
import jax
TRUNCATION = {value}

@partial(jax.jit, static_argnames=("truncation",))
def generate(z, truncation=0.7):
    return z * truncation
""",
    "evaluation.py": """
from sampling import generate

def statistics(z):
    return float(generate(z).mean())
""",
    "main.py": """
from evaluation import statistics
from sampling import TRUNCATION, generate

def main(x):
    generate(x, truncation=TRUNCATION)
    statistics(x)
""",
}


@pytest.mark.parametrize("value, flagged", [
    ("0.7", True),  # the default itself, given on one call, left out on another: two keys
    ("0.5", False),  # another value: another configuration, by design
])
def test_a_static_given_its_default_through_a_constant(tmp_path, value, flagged):
    files = {k: v.format(value=value) for k, v in TRUNCATION.items()}
    assert project(tmp_path, files, deliberate=None if flagged else "another configuration") \
        == (["JC106"] if flagged else [])


# --- JC103: the arguments after *args; a static built from an object's state ---------------

TRAILING = """
class HParams(tuple):
    pass
@partial(jax.jit, static_argnums=3)
def update(w, obs, actions, coef):
    return w + coef * (obs * actions).sum()
class Agent:
    def __init__(self):
        self.coef = 0.01
    def anneal(self, progress):
        self.coef = {coef}
    def step(self, w, batch):
        return update(w, *batch, self.coef)
def main(x):
    agent = Agent()
    for it in range(4):
        agent.anneal(it / 4)
        x = agent.step(x, (x, x))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("coef, flagged", [
    ("0.01 * (1.0 - progress)", True),  # a new static every iteration
    ("0.01", False),
])
def test_the_arguments_after_star_args_fill_the_last_parameters(coef, flagged):
    assert only(TRAILING.format(coef=coef)) == (["JC103"] if flagged else [])


SETTINGS = """
@partial(jax.jit, static_argnames=("settings",))
def augment(x, settings):
    return x * dict(settings)["snr"]
class Pipeline:
    def __init__(self):
        self.settings = {{"snr": 20.0, "gain": 6.0}}
    def set_epoch(self, epoch):
        self.settings["snr"] = {snr}
    def __call__(self, x):
        return augment(x, settings=tuple(sorted(self.settings.items())))
def main(x):
    pipe = Pipeline()
    for epoch in range(4):
        pipe.set_epoch(epoch)
        pipe(x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("snr, flagged", [
    ("20.0 - 2.0 * epoch", True),  # lowered every epoch
    ("20.0", False),
])
def test_a_static_built_from_state_a_method_changes(snr, flagged):
    assert only(SETTINGS.format(snr=snr)) == (["JC103"] if flagged else [])


# --- JC103: a table of objects made once, iterated ----------------------------------------

REWARDS = """
def shaped(x, scale):
    return x * scale
STAGE = [1.0, 2.0, 3.0]
REWARDS = tuple(partial(shaped, scale=s) for s in STAGE)
@partial(jax.jit, static_argnames=("reward",))
def evaluate(x, reward):
    return reward(x).sum()
def main(x):
    for stage, reward in enumerate(REWARDS):
        for episode in range(2):
            evaluate(x, reward={given})
"""


@runs(by_source(("reward=reward)", Driver("main(jnp.ones(3))",
                                          deliberate="one reward function per stage")),
                default=Driver("main(jnp.ones(3))")))
@pytest.mark.parametrize("given, flagged", [
    ("reward", False),  # the table's three objects, each reused: three compiles
    ("partial(shaped, scale=STAGE[stage])", True),  # a new partial every episode
])
def test_a_table_of_objects_made_once_is_a_few_objects(given, flagged):
    assert only(REWARDS.format(given=given)) == (["JC102"] if flagged else [])


# --- JC102: a diffrax term made around a new lambda --------------------------------------

TERM = """
import diffrax
def rhs(t, y, damping):
    return -damping * y
def simulate(damping, y0):
    term = diffrax.ODETerm({field})
    return diffrax.diffeqsolve(term, diffrax.Euler(), t0=0.0, t1=1.0, dt0=0.25, y0=y0,
                               args={args})
def main(x):
    for damping in [0.1, 0.5, 0.9]:
        simulate(jnp.asarray(damping), x)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("field, args, flagged", [
    ("lambda t, y, args: rhs(t, y, damping)", "None", True),  # a new lambda per call
    ("rhs", "damping", False),  # one function; what varies goes through args
])
def test_a_diffrax_term_around_a_new_lambda_is_a_new_static(field, args, flagged):
    assert only(TERM.format(field=field, args=args)) == (["JC102"] if flagged else [])
