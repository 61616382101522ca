"""`jaxcheck lint` on the silences read this round: loaders whose batch size divides the rows
the source shows (JC105), a helper's loader given by its callers (JC105), a batch size read
from a config module (JC105), a bounded window passed whole once full (JC105), a frozen
dataclass's uncompared counter (JC103), a static read from a listed table of stages (JC103),
and a factory of a jitted closure behind a hand-written memo (JC101).

Whole batches: a generator ``for i in range(0, n, batch_size)`` whose ``n`` and
``batch_size`` are defaults, literals or module constants of the call (in this module or
another), or a function's ``range(0, len(X), bs)`` over a module array of a literal row
count. Their flagged twins: sizes that do not divide (a short last batch, a second compile).

Helpers' loaders: ``accuracy(params, loader)`` (a function or a method) looping over its
loader, every caller in its module giving a generator call of whole batches. Their flagged
twins: one caller's loader does not divide.

Config batch sizes: ``range(0, len(X), config.BATCH_SIZE)`` with ``config.BATCH_SIZE = 32``
(imported plainly or aliased) and 256 rows. Their flagged twins: 250 rows.

Windows: a ``collections.deque(maxlen=...)`` attribute appended to each step and passed whole
to a jitted function only once full. Their flagged twins: a plain list, never trimmed, passed
whole each step.

Uncompared counters: a frozen dataclass whose method is jitted with ``self`` static, replaced
each pass by a method returning ``dataclasses.replace(self, counter=self.counter + 1)``, the
counter ``compare=False``. Their flagged twins: the counter compared (a new static per pass).

Stage tables: a static read from a loop over a listed table of dict constants, one compile
per stage by design (deliberate). Their flagged twins: the static made from the epoch counter.

Memos: ``if model not in _steps: _steps[model] = make_train_step(model)`` in a function or
method called per iteration with one model. Their flagged twins: the memo keyed on
``id(params)`` of a new params object each call, or no memo at all.

Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    HEAD,
    jax_agrees,
    only,
    project,
    runs,
)
from lint_truth import Driver

# --- JC105 silent: a generator of sizes the source shows divide ---------------------------------

TRAIN_LOADER = """
def train_loader(batch_size=64, n={n}):
    xs = np.ones((n, 2), np.float32)
    for i in range(0, n, batch_size):
        yield xs[i:i + batch_size]
@jax.jit
def step(xb):
    return jnp.sum(xb * 2.0)
def main(x):
    for epoch in range(2):
        for xb in train_loader():
            step(xb)
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("n, flagged", [
    ("500", True),  # seven of 64 and a last batch of 52
    ("512", False),  # eight of 64
])
def test_a_generator_of_default_sizes(n, flagged):
    assert only(TRAIN_LOADER.format(n=n)) == (["JC105"] if flagged else [])


CONST_LOADER = {
    "batching.py": """
import numpy as np
def batches(n, batch_size):
    data = np.arange(n * 3, dtype=np.float32).reshape(n, 3)
    for start in range(0, n, batch_size):
        yield data[start:start + batch_size]
""",
    "main.py": """
import jax
import jax.numpy as jnp
from batching import batches
ROWS = {rows}
BATCH = 32
@jax.jit
def fit(xb):
    return jnp.mean(xb)
def main(x):
    for epoch in range(2):
        for xb in batches(ROWS, BATCH):
            fit(xb)
""",
}


@pytest.mark.parametrize("rows, flagged", [
    ("100", True),  # 32, 32, 32 and 4
    ("96", False),  # three of 32
])
def test_a_helpers_generator_given_module_constants(tmp_path, rows, flagged):
    files = {**CONST_LOADER, "main.py": CONST_LOADER["main.py"].format(rows=rows)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


MODULE_ROWS = """
rng = np.random.default_rng(0)
X = rng.normal(size=(200, 4))
@jax.jit
def encode(xb):
    return jnp.tanh(xb).sum()
def run_epoch(bs):
    for i in range(0, len(X), bs):
        encode(X[i:i + bs])
def main(x):
    for epoch in range(2):
        run_epoch({bs})
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("bs, flagged", [
    ("64", True),  # three of 64 and a last batch of 8
    ("40", False),  # five of 40
])
def test_a_loop_over_a_module_array_of_literal_rows(bs, flagged):
    assert only(MODULE_ROWS.format(bs=bs)) == (["JC105"] if flagged else [])


METHOD_LOADER = {
    "dataset.py": """
import numpy as np
def windows(batch_size=16, n=64, seed=0):
    sig = np.random.default_rng(seed).normal(size=(n, 5)).astype(np.float32)
    for i in range(0, n, batch_size):
        yield sig[i:i + batch_size]
""",
    "main.py": """
import jax
import jax.numpy as jnp
from dataset import windows
@jax.jit
def energy(w):
    return jnp.sum(w ** 2)
def main(x):
    for epoch in range(2):
        for w in windows(batch_size=16, n={n}):
            energy(w)
""",
}


@pytest.mark.parametrize("n, flagged", [
    ("56", True),  # three of 16 and a last window of 8
    ("64", False),  # four of 16
])
def test_a_generator_of_another_module_given_keyword_literals(tmp_path, n, flagged):
    files = {**METHOD_LOADER, "main.py": METHOD_LOADER["main.py"].format(n=n)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC105 silent: a helper's loader whose every caller gives whole batches ---------------------

ACCURACY = {
    "loaders.py": """
import numpy as np
def train_loader(batch_size=32, n=128):
    x = np.ones((n, 4), np.float32)
    y = np.zeros(n, np.int32)
    for i in range(0, n, batch_size):
        yield x[i:i + batch_size], y[i:i + batch_size]
def test_loader(batch_size=32, n={n}):
    x = np.ones((n, 4), np.float32)
    y = np.zeros(n, np.int32)
    for i in range(0, n, batch_size):
        yield x[i:i + batch_size], y[i:i + batch_size]
""",
    "main.py": """
import jax
import jax.numpy as jnp
from loaders import test_loader, train_loader
@jax.jit
def predict(params, x):
    return jnp.argmax(x * params, axis=-1)
def accuracy(params, loader):
    hits = 0
    for x, y in loader:
        hits += int(jnp.sum(predict(params, x) == y))
    return hits
def main(x):
    p = x[:4]
    for epoch in range(2):
        accuracy(p, train_loader())
        accuracy(p, test_loader())
""",
}


@pytest.mark.parametrize("n, flagged", [
    ("100", True),  # the test loader's last batch of 4
    ("64", False),  # two of 32
])
def test_an_accuracy_helper_given_whole_batch_loaders(tmp_path, n, flagged):
    files = {**ACCURACY, "loaders.py": ACCURACY["loaders.py"].format(n=n)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


EVALUATE = """
FEATURES = np.ones((100, 3), np.float32)
def chunks(data, size):
    for i in range(0, len(data), size):
        yield data[i:i + size]
@jax.jit
def score(w, xb):
    return jnp.sum(xb @ w)
def evaluate(w, batches):
    total = 0.0
    for xb in batches:
        total += float(score(w, xb))
    return total
def main(x):
    w = jnp.ones(3)
    for epoch in range(2):
        evaluate(w, chunks(FEATURES, 25))
    evaluate(w, chunks(FEATURES, {size}))
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("size, flagged", [
    ("30", True),  # 30, 30, 30 and 10
    ("25", False),  # four of 25, as in the loop
])
def test_an_evaluation_helper_given_chunks_of_a_module_array(size, flagged):
    assert only(EVALUATE.format(size=size)) == (["JC105"] if flagged else [])


REPORTER = {
    "streams.py": """
import numpy as np
def val_stream(batch_size=10, n={n}):
    xs = np.ones((n, 8), np.float32)
    for i in range(0, n, batch_size):
        yield xs[i:i + batch_size]
""",
    "main.py": """
import jax
import jax.numpy as jnp
from streams import val_stream
@jax.jit
def loss(w, xb):
    return jnp.mean((xb * w) ** 2)
class Reporter:
    def __init__(self, w):
        self.w = w
    def mean_loss(self, stream):
        out = []
        for xb in stream:
            out.append(float(loss(self.w, xb)))
        return sum(out) / len(out)
def main(x):
    rep = Reporter(x)
    for epoch in range(3):
        rep.mean_loss(val_stream())
""",
}


@pytest.mark.parametrize("n, flagged", [
    ("45", True),  # four of 10 and a last batch of 5
    ("40", False),  # four of 10
])
def test_a_methods_stream_given_by_its_caller(tmp_path, n, flagged):
    files = {**REPORTER, "streams.py": REPORTER["streams.py"].format(n=n)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC105 silent: a batch size from a config module ---------------------------------------------

CONFIG_LOOP = {
    "config.py": """
BATCH_SIZE = 32
""",
    "main.py": """
import jax
import jax.numpy as jnp
import numpy as np
import config
X = np.zeros(({rows}, 3), np.float32)
@jax.jit
def step(xb):
    return jnp.sum(xb + 1.0)
def main(x):
    for epoch in range(2):
        for i in range(0, len(X), config.BATCH_SIZE):
            step(X[i:i + config.BATCH_SIZE])
""",
}


@pytest.mark.parametrize("rows, flagged", [
    ("250", True),  # seven of 32 and a last batch of 26
    ("256", False),  # eight of 32
])
def test_a_loop_stepping_by_a_config_batch_size(tmp_path, rows, flagged):
    files = {**CONFIG_LOOP, "main.py": CONFIG_LOOP["main.py"].format(rows=rows)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


CONFIG_GENERATOR = {
    "settings.py": """
BATCH_SIZE = 32
""",
    "data.py": """
import numpy as np
import settings as cfg
import jax
import jax.numpy as jnp
IMAGES = np.ones(({rows}, 2, 2), np.float32)
@jax.jit
def brightness(b):
    return jnp.mean(b)
def image_epoch():
    for i in range(0, len(IMAGES), cfg.BATCH_SIZE):
        brightness(IMAGES[i:i + cfg.BATCH_SIZE])
""",
    "main.py": """
from data import image_epoch
def main(x):
    for epoch in range(2):
        image_epoch()
""",
}


@pytest.mark.parametrize("rows, flagged", [
    ("250", True),
    ("256", False),
])
def test_a_helper_stepping_by_an_aliased_config_batch_size(tmp_path, rows, flagged):
    files = {**CONFIG_GENERATOR,
             "data.py": CONFIG_GENERATOR["data.py"].format(rows=rows)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


CONFIG_METHOD = {
    "config.py": """
BATCH_SIZE = 32
""",
    "trainer.py": """
import jax
import jax.numpy as jnp
import numpy as np
import config
TOKENS = np.zeros(({rows}, 4), np.int32)
@jax.jit
def embed(tb):
    return jnp.sum(tb)
class Trainer:
    def epoch(self):
        for i in range(0, len(TOKENS), config.BATCH_SIZE):
            embed(TOKENS[i:i + config.BATCH_SIZE])
""",
    "main.py": """
from trainer import Trainer
def main(x):
    t = Trainer()
    for _ in range(2):
        t.epoch()
""",
}


@pytest.mark.parametrize("rows, flagged", [
    ("250", True),
    ("256", False),
])
def test_a_method_stepping_by_a_config_batch_size(tmp_path, rows, flagged):
    files = {**CONFIG_METHOD, "trainer.py": CONFIG_METHOD["trainer.py"].format(rows=rows)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


# --- JC105 silent: a bounded window passed whole once full ----------------------------------------

DEQUE_WINDOW = """
import collections
@jax.jit
def smooth(window):
    return jnp.mean(window, axis=0)
class Smoother:
    def __init__(self):
        self.history = {history}
    def update(self, obs):
        self.history.append(obs)
{guard}
        return smooth(np.asarray(self.history))
def main(x):
    s = Smoother()
    for t in range(8):
        s.update(np.full(2, float(t), np.float32))
"""

FULL_GUARD = """\
        if len(self.history) < self.history.maxlen:
            return None"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("history, guard, flagged", [
    ("[]", "", True),  # a list, never trimmed: a new length each step
    ("collections.deque(maxlen=5)", FULL_GUARD, False),  # five rows, once full
])
def test_a_bounded_window_in_a_method(history, guard, flagged):
    source = DEQUE_WINDOW.format(history=history, guard=guard)
    assert only(source) == (["JC105"] if flagged else [])


FRAMES = {
    "policy.py": """
import jax
import jax.numpy as jnp
@jax.jit
def act(stacked):
    return jnp.sum(stacked)
""",
    "buffer.py": """
import collections
import numpy as np
from policy import act
class FrameStack:
    def __init__(self, k):
        self.frames = {frames}
    def push(self, frame):
        self.frames.append(frame)
{guard}
        return act(np.stack(self.frames))
""",
    "main.py": """
import numpy as np
from buffer import FrameStack
def main(x):
    stack = FrameStack(3)
    for t in range(6):
        stack.push(np.zeros(4, np.float32) + t)
""",
}

FRAMES_GUARD = """\
        if len(self.frames) < self.frames.maxlen:
            return None"""


@pytest.mark.parametrize("frames, guard, flagged", [
    ("[]", "", True),  # a list, never trimmed
    ("collections.deque(maxlen=k)", FRAMES_GUARD, False),  # k frames, once full
])
def test_a_frame_stack_of_another_module(tmp_path, frames, guard, flagged):
    files = {**FRAMES,
             "buffer.py": FRAMES["buffer.py"].format(frames=frames, guard=guard)}
    assert project(tmp_path, files) == (["JC105"] if flagged else [])


REWARDS = """
import collections
@jax.jit
def baseline(rewards):
    return jnp.mean(rewards)
class RewardTracker:
    def __init__(self, window=4):
        self.rewards = {rewards}
    def observe(self, r):
        self.rewards.append(r)
{guard}
        return baseline(np.array(self.rewards, dtype=np.float32))
def main(x):
    tracker = RewardTracker()
    for episode in range(7):
        tracker.observe(float(episode))
"""

REWARDS_GUARD = """\
        if len(self.rewards) < self.rewards.maxlen:
            return None"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("rewards, guard, flagged", [
    ("[]", "", True),  # a list, never trimmed
    ("collections.deque(maxlen=window)", REWARDS_GUARD, False),  # the window, once full
])
def test_a_reward_window_of_a_parameters_length(rewards, guard, flagged):
    source = REWARDS.format(rewards=rewards, guard=guard)
    assert only(source) == (["JC105"] if flagged else [])


# --- JC103 silent: a frozen dataclass's counter left out of its equality --------------------------

RUNNER = """
import dataclasses
@dataclass(frozen=True)
class Integrator:
    dt: float = 0.1
    counter: int = {field}
    @partial(jax.jit, static_argnums=0)
    def step(self, x):
        return x + self.dt * x
    def tick(self):
        return dataclasses.replace(self, counter=self.counter + 1)
def main(x):
    sim = Integrator()
    for _ in range(3):
        x = sim.step(x)
        sim = sim.tick()
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("field, flagged", [
    ("dataclasses.field(default=0)", True),  # compared: a new static per pass
    ("dataclasses.field(default=0, compare=False)", False),  # equal: one compile
])
def test_a_frozen_integrators_uncompared_counter(field, flagged):
    assert only(RUNNER.format(field=field)) == (["JC103"] if flagged else [])


OPTIMIZER = {
    "opt.py": """
import dataclasses
from functools import partial
import jax
@dataclasses.dataclass(frozen=True)
class Sgd:
    lr: float = 0.01
    steps_taken: int = {field}
    @partial(jax.jit, static_argnums=0)
    def update(self, w, g):
        return w - self.lr * g
    def bump(self):
        return dataclasses.replace(self, steps_taken=self.steps_taken + 1)
""",
    "main.py": """
from opt import Sgd
def main(x):
    opt = Sgd()
    w = x
    for _ in range(3):
        w = opt.update(w, x)
        opt = opt.bump()
""",
}


@pytest.mark.parametrize("field, flagged", [
    ("dataclasses.field(default=0)", True),
    ("dataclasses.field(default=0, compare=False)", False),
])
def test_an_optimizers_uncompared_step_count_of_another_module(tmp_path, field,
                                                                    flagged):
    files = {**OPTIMIZER, "opt.py": OPTIMIZER["opt.py"].format(field=field)}
    assert project(tmp_path, files) == (["JC103"] if flagged else [])


SAMPLER = """
import dataclasses
from dataclasses import field
@dataclass(frozen=True)
class Sampler:
    temperature: float = 0.7
    calls: int = {field}
    @partial(jax.jit, static_argnums=0)
    def sample(self, logits):
        return jnp.argmax(logits / self.temperature)
    def advance(self):
        return dataclasses.replace(self, calls=self.calls + 1)
def main(x):
    s = Sampler()
    for _ in range(3):
        s.sample(x)
        s = s.advance()
"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("field, flagged", [
    ("field(default=0)", True),
    ("field(default=0, compare=False)", False),
])
def test_a_samplers_uncompared_call_count_advanced_by_a_method(field, flagged):
    assert only(SAMPLER.format(field=field)) == (["JC103"] if flagged else [])


# --- JC103 silent: a static read from a listed table of stages ------------------------------------

STAGES = """
STAGES = [{{"steps": 1, "epochs": 2}}, {{"steps": 2, "epochs": 2}}]
@partial(jax.jit, static_argnames="n")
def step(x, n):
    for _ in range(n):
        x = x * 0.5
    return x
def main(x):
    epoch = 0
    for stage in STAGES:
        for e in range(stage["epochs"]):
            step(x, n={n})
            epoch += 1
"""


def _stages(text: str, params: dict) -> Driver:
    return Driver("main(jnp.ones(3))", deliberate=None if params["flagged"] else
                  "one compile per stage, by design")


@runs(_stages)
@pytest.mark.parametrize("n, flagged", [
    ("epoch + 1", True),  # a new value per epoch
    ('stage["steps"]', False),  # one per stage
])
def test_a_static_from_a_listed_table_of_stages(n, flagged):
    assert only(STAGES.format(n=n)) == (["JC103"] if flagged else [])


SCHEDULE = {
    "schedule.py": """
CURRICULUM = [
    {"width": 2, "rounds": 2},
    {"width": 4, "rounds": 2},
]
""",
    "main.py": """
import functools
import jax
import jax.numpy as jnp
from schedule import CURRICULUM
@functools.partial(jax.jit, static_argnums=1)
def pool(x, width):
    return jnp.sum(x[:width])
def main(x):
    seen = 0
    for phase in CURRICULUM:
        for r in range(phase["rounds"]):
            pool(x, {width})
            seen += 1
""",
}


@pytest.mark.parametrize("width, flagged", [
    ("seen + 1", True),  # a new width per round
    ('phase["width"]', False),  # one per phase
])
def test_a_static_from_a_curriculum_of_another_module(tmp_path, width, flagged):
    files = {**SCHEDULE, "main.py": SCHEDULE["main.py"].format(width=width)}
    assert project(tmp_path, files, deliberate=None if flagged else
                   "one compile per phase, by design") == (["JC103"] if flagged else [])


RESOLUTIONS = {
    "train.py": """
import functools
import jax
import jax.numpy as jnp
PHASES = [{{"res": 2, "epochs": 2}}, {{"res": 3, "epochs": 1}}]
@functools.partial(jax.jit, static_argnames="res")
def downsample(img, res):
    return jax.image.resize(img, (res,), "linear")
class Trainer:
    def fit(self, img):
        count = 0
        for phase in PHASES:
            for epoch in range(phase["epochs"]):
                downsample(img, res={res})
                count += 1
""",
    "main.py": """
from train import Trainer
def main(x):
    Trainer().fit(x)
""",
}


@pytest.mark.parametrize("res, flagged", [
    ("count + 2", True),  # a new resolution per epoch
    ('phase["res"]', False),  # one per phase
])
def test_a_static_resolution_per_phase_in_a_method(tmp_path, res, flagged):
    files = {**RESOLUTIONS, "train.py": RESOLUTIONS["train.py"].format(res=res)}
    assert project(tmp_path, files, deliberate=None if flagged else
                   "one compile per phase, by design") == (["JC103"] if flagged else [])


# --- JC101 silent: a factory of a jitted closure behind a hand-written memo -----------------------

MEMO = """
SCALES = {{"mlp": 0.1, "cnn": 0.2}}
_steps = {{}}
def make_train_step(model):
    scale = SCALES[model]
    @jax.jit
    def train_step(w, x):
        return w - scale * x
    return train_step
def train_epoch(model, w, x):
{body}
def main(x):
    w = x
    for epoch in range(3):
        w = train_epoch("mlp", w, x)
"""

MEMOIZED = """\
    if model not in _steps:
        _steps[model] = make_train_step(model)
    return _steps[model](w, x)"""

UNMEMOIZED = """\
    step = make_train_step(model)
    return step(w, x)"""


@runs("main(jnp.ones(3))")
@pytest.mark.parametrize("body, flagged", [
    (UNMEMOIZED, True),  # a new closure per epoch
    (MEMOIZED, False),  # made once for the one model
])
def test_a_factory_behind_a_memo_keyed_on_the_model(body, flagged):
    assert only(MEMO.format(body=body)) == (["JC101"] if flagged else [])


ID_MEMO = {
    "steps.py": """
import jax
def make_train_step(params):
    @jax.jit
    def train_step(w, x):
        return w - params["lr"] * x
    return train_step
""",
    "trainer.py": """
from steps import make_train_step
_steps = {{}}
def train_once(model, params, w, x):
    key = {key}
    if key not in _steps:
        _steps[key] = make_train_step(params)
    return _steps[key](w, x)
""",
    "main.py": """
from trainer import train_once
def main(x):
    w = x
    for epoch in range(3):
        params = {"lr": 0.1}
        w = train_once("linear", params, w, x)
""",
}


@pytest.mark.parametrize("key, flagged", [
    ("id(params)", True),  # a new params object per epoch: a new key, a new closure
    ("model", False),  # one model: one closure
])
def test_a_memo_of_another_module_keyed_on_the_model_or_an_identity(tmp_path, key,
                                                                    flagged):
    files = {**ID_MEMO, "trainer.py": ID_MEMO["trainer.py"].format(key=key)}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


METHOD_MEMO = {
    "factory.py": """
import jax
import jax.numpy as jnp
def make_train_step(model):
    depth = len(model)
    @jax.jit
    def train_step(w, x):
        return w * depth + jnp.sum(x)
    return train_step
""",
    "runner.py": """
from factory import make_train_step
class Runner:
    def __init__(self):
        self._steps = {{}}
    def step(self, model, w, x):
{body}
""",
    "main.py": """
from runner import Runner
def main(x):
    r = Runner()
    w = x
    for it in range(3):
        w = r.step("resnet", w, x)
""",
}

METHOD_MEMOIZED = """\
        if model not in self._steps:
            self._steps[model] = make_train_step(model)
        return self._steps[model](w, x)"""

METHOD_UNMEMOIZED = """\
        return make_train_step(model)(w, x)"""


@pytest.mark.parametrize("body, flagged", [
    (METHOD_UNMEMOIZED, True),  # a new closure per step: the factory's jit and the call
    (METHOD_MEMOIZED, False),
])
def test_a_memo_in_a_method_keyed_on_the_model(tmp_path, body, flagged):
    files = {**METHOD_MEMO, "runner.py": METHOD_MEMO["runner.py"].format(body=body)}
    assert project(tmp_path, files) == (["JC101", "JC101"] if flagged else [])
