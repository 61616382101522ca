"""`jaxcheck lint` on the routes the spellings of real authors take to a jitted call
(docs/lint.md, "after reading the spellings"): the same pitfall written the way several
engineers would, each a route the project model did not follow, never one case's pattern.
Each route in three shapes at least, flagged, and its clean twins silent; JAX's compile
log decides both (``lint_harness.py``: :func:`project` lints several modules as one
project and runs them).
"""

from __future__ import annotations

import textwrap

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    project,
)

# --- JC106: a jit kept on self of a function defined elsewhere -----------------------------

PREDICT = """
import jax
import jax.numpy as jnp


def predict(w, x, temperature=1.0):
    return jnp.tanh(w * x / temperature)
"""

EVALUATOR = """
class Evaluator:
    def __init__(self, w):
        self.w = w
        self.forward = {jit}

    def score(self, x):
        return self.forward(self.w, x{first})

    def scores(self, xs):
        return [float(self.forward(self.w, x{second}).sum()) for x in xs]


def main(x):
    ev = Evaluator(2.0)
    ev.score(x)
    return ev.scores([x, x + 1])
"""

#: the function the jit on self wraps: of this module, imported from another, a lambda
JITTED_ON_SELF = {
    "module function": ({}, PREDICT, "jax.jit(predict)"),
    "imported function": ({"model.py": PREDICT}, "import jax\nfrom model import predict\n",
                          "jax.jit(predict)"),
    "lambda": ({}, PREDICT, "jax.jit(lambda w, x, temperature=1.0: w * x / temperature)"),
}


@pytest.mark.parametrize("shape", sorted(JITTED_ON_SELF))
@pytest.mark.parametrize("given", [", 1.0", ", temperature=1.0"])
def test_a_default_left_out_by_one_method_of_a_jit_on_self(tmp_path, shape, given):
    files, head, jit = JITTED_ON_SELF[shape]
    main = head + EVALUATOR.format(jit=jit, first="", second=given)
    assert project(tmp_path, {**files, "main.py": main}) == ["JC106"]


@pytest.mark.parametrize("shape", sorted(JITTED_ON_SELF))
@pytest.mark.parametrize("layout", [("", ""), (", 0.5", ", 0.5"),
                                    (", temperature=2.0", ", temperature=2.0")])
def test_a_jit_on_self_called_one_way_everywhere_is_fine(tmp_path, shape, layout):
    files, head, jit = JITTED_ON_SELF[shape]
    main = head + EVALUATOR.format(jit=jit, first=layout[0], second=layout[1])
    assert project(tmp_path, {**files, "main.py": main}) == []


# --- JC106: the keywords a **dict holds ------------------------------------------------------

SCALE = """
import jax


@jax.jit
def scale(x, s=2.0, shift=0.0):
    return x * s + shift
"""

#: a **dict whose keys the source lists, against a call that leaves the defaults out
SPREADS = {
    # an entry of a module-level dict, reached through a parameter's default, another module
    "entry of a default": (
        {"prep.py": "from ops import scale\nHP = {'scale': {'s': 2.0}, 'n': 3}\n"
                    "def prep(x, hp=HP):\n    return scale(x, **hp['scale'])\n"},
        "from prep import prep\n", "prep(x)"),
    # a local dict literal
    "local literal": ({}, "def prep(x):\n    opts = {'s': 2.0}\n    return scale(x, **opts)\n",
                      "prep(x)"),
    # dict(...) at module level
    "module dict call": ({}, "OPTS = dict(s=2.0)\n", "scale(x, **OPTS)"),
}


@pytest.mark.parametrize("shape", sorted(SPREADS))
@pytest.mark.parametrize("other", ["scale(x)", "scale(x, shift=1.0)"])
def test_a_default_given_through_a_listed_dict_and_left_out_elsewhere(tmp_path, shape, other):
    files, head, call = SPREADS[shape]
    main = f"{head}from ops import scale\ndef main(x):\n    {call}\n    return {other}\n"
    assert set(project(tmp_path, {"ops.py": SCALE, **files, "main.py": main})) == {"JC106"}


@pytest.mark.parametrize("shape", sorted(SPREADS))
def test_a_listed_dict_and_the_same_keyword_are_one_layout(tmp_path, shape):
    files, head, call = SPREADS[shape]
    main = f"{head}from ops import scale\ndef main(x):\n    {call}\n    return scale(x, s=2.0)\n"
    assert project(tmp_path, {"ops.py": SCALE, **files, "main.py": main}) == []


REQUESTS = """
def main(x):
    requests = [{"s": 0.5}, {}, {"s": 3.0}, {}]
    return [handle(x, r) for r in requests]
"""

#: a **dict whose keys follow each request (flagged), and its twin that fills every key
BY_REQUEST = {
    "filtered over names": (
        "FIELDS = ('s', 'shift')\ndef handle(x, req):\n"
        "    opts = {k: req[k] for k in FIELDS if k in req}\n    return scale(x, **opts)\n",
        "FIELDS = ('s',)\ndef handle(x, req):\n"
        "    opts = {k: req.get(k, 2.0) for k in FIELDS}\n    return scale(x, **opts)\n"),
    "filtered items": (
        "def handle(x, req):\n    full = {'s': req.get('s')}\n"
        "    return scale(x, **{k: v for k, v in full.items() if v is not None})\n",
        "def handle(x, req):\n    return scale(x, **{'s': req.get('s', 2.0)})\n"),
    "set under an if": (
        "def handle(x, req):\n    opts = {}\n    if 's' in req:\n        opts['s'] = req['s']\n"
        "    return scale(x, **opts)\n",
        "def handle(x, req):\n    opts = {}\n    opts['s'] = req.get('s', 2.0)\n"
        "    return scale(x, **opts)\n"),
}


@pytest.mark.parametrize("shape", sorted(BY_REQUEST))
@pytest.mark.parametrize("flagged", [True, False])
def test_keywords_that_follow_the_request(tmp_path, shape, flagged):
    handle = BY_REQUEST[shape][0 if flagged else 1]
    main = "from ops import scale\n" + handle + REQUESTS
    found = project(tmp_path, {"ops.py": SCALE, "main.py": main})
    assert found == (["JC106"] if flagged else [])


# --- JC101: a hook that runs whichever override each object has ----------------------------

HOOKS = """
import jax
import jax.numpy as jnp


class Callback:
    def on_step_end(self, step, x):
        pass


class NormLogger(Callback):
    def __init__(self):
        self.history = []
        self.norm = jax.jit(lambda t: jnp.sqrt((t ** 2).sum()))

    def on_step_end(self, step, x):
        {body}


class Counter(Callback):
    def on_step_end(self, step, x):
        self.seen = step
"""

#: the loop that fires the hook on objects of no class in particular
FIRING = {
    "a list of callbacks": "def main(x):\n    callbacks = [NormLogger(), Counter()]\n"
                           "    for step in range(3):\n        for cb in callbacks:\n"
                           "            cb.on_step_end(step, x)\n",
    "a dict of hooks": "def main(x):\n    hooks = {'norm': NormLogger(), 'n': Counter()}\n"
                       "    for step in range(3):\n        for _, cb in hooks.items():\n"
                       "            cb.on_step_end(step, x)\n",
    "a helper called per step": "def fire(callbacks, step, x):\n"
                                "    return [cb.on_step_end(step, x) for cb in callbacks]\n"
                                "def main(x):\n    callbacks = [NormLogger(), Counter()]\n"
                                "    for step in range(3):\n        fire(callbacks, step, x)\n",
}


@pytest.mark.parametrize("shape", sorted(FIRING))
@pytest.mark.parametrize("flagged", [True, False])
def test_a_hook_override_that_jits_anew(tmp_path, shape, flagged):
    body = ("norm = jax.jit(lambda t: jnp.sqrt((t ** 2).sum()))\n"
            "        self.history.append(float(norm(x)))") if flagged else \
        "self.history.append(float(self.norm(x)))"
    files = {"callbacks.py": HOOKS.replace("{body}", body),
             "main.py": "from callbacks import Counter, NormLogger\n" + FIRING[shape]}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


# --- JC101: a jit called at once, of a name the function gives a new callable --------------

HANDLERS = """
import functools

import jax
import jax.numpy as jnp


def handler(x, scale):
    return jnp.tanh(x * scale)


def unit(x):
    return jnp.tanh(x * 2.0)


def loss(w, x):
    return ((w * x) ** 2).sum()
"""

#: (made in the function that runs per request: flagged; made once at module level: clean)
MADE_ONCE_PER_CALL = {
    "a partial": ("fn = functools.partial(handler, scale=2.0)", "jax.jit(fn)(x)"),
    "a transformation": ("fn = jax.grad(loss)", "jax.jit(fn)(1.0, x)"),
    # (of a named function: JAX 0.4.38 logs a vmapped partial as an unnamed function)
    "a vmap": ("fn = jax.vmap(unit)", "jax.jit(fn)(x[None])"),
}


@pytest.mark.parametrize("shape", sorted(MADE_ONCE_PER_CALL))
@pytest.mark.parametrize("flagged", [True, False])
def test_a_jit_called_at_once_of_a_function_made_on_each_run(tmp_path, shape, flagged):
    made, call = MADE_ONCE_PER_CALL[shape]
    run = f"def run(x):\n    {made}\n    return {call}\n" if flagged else \
        f"{made}\ndef run(x):\n    return {call}\n"
    main = HANDLERS + run + "def main(x):\n    for _ in range(3):\n        run(x)\n"
    assert project(tmp_path, {"main.py": main}) == (["JC101"] if flagged else [])


@pytest.mark.parametrize("flagged", [True, False])
def test_a_jit_called_at_once_of_a_def_the_function_rebinds_elsewhere(tmp_path, flagged):
    # levanter's load_pretrained: a nested def jitted and called at once in one branch,
    # the same name rebound to another jit in the other; the def is new on each run
    define = "def fn(v):\n    return jnp.tanh(v * 2.0)\n"
    body = "    if x.ndim > 5:\n        fn = functools.partial(handler, scale=3.0)\n" \
        "    return jax.jit(fn)(x)\n"
    run = ("def run(x):\n" + textwrap.indent(define, "    ") + body) if flagged else \
        (define + "def run(x):\n    return jax.jit(fn)(x)\n")
    # (called twice, in no loop: every call of run compiles, hot or not)
    main = HANDLERS + run + "def main(x):\n    run(x)\n    return run(x + 1.0)\n"
    assert project(tmp_path, {"main.py": main}) == (["JC101"] if flagged else [])


# --- JC101: a jit of a bound method of an object another module made -----------------------

#: a project class, in its own module
SCORER = """
import jax.numpy as jnp


class Scorer:
    def __init__(self, scale):
        self.scale = scale

    def score(self, x):
        return jnp.tanh(x * self.scale)
"""

LINEN = """
import flax.linen as nn


class Head(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(x)
"""

#: (modules, main): evaluate() jits a bound method of what it is handed, once per epoch
#: (flagged); or is handed the jit made once (clean)
BOUND = {
    "a linen model's apply, handed as a parameter": (
        {"nets.py": LINEN, "evaluate.py": "import jax\n\n\ndef evaluate(model, params, x):\n"
         "    apply = jax.jit(model.apply)\n    return apply(params, x)\n"},
        "import jax\nfrom nets import Head\nfrom evaluate import evaluate\n\n\ndef main(x):\n"
        "    model = Head()\n    params = model.init(jax.random.PRNGKey(0), x[None])\n"
        "    for _ in range(3):\n        evaluate(model, params, x[None])\n",
        "import jax\nfrom nets import Head\n\n\ndef main(x):\n    model = Head()\n"
        "    params = model.init(jax.random.PRNGKey(0), x[None])\n"
        "    apply = jax.jit(model.apply)\n    for _ in range(3):\n"
        "        apply(params, x[None])\n"),
    "a method of an object handed as a parameter": (
        {"scoring.py": SCORER, "evaluate.py": "import jax\n\n\ndef evaluate(scorer, x):\n"
         "    return jax.jit(scorer.score)(x)\n"},
        "from scoring import Scorer\nfrom evaluate import evaluate\n\n\ndef main(x):\n"
        "    scorer = Scorer(2.0)\n    for _ in range(3):\n        evaluate(scorer, x)\n",
        "import jax\nfrom scoring import Scorer\n\n\ndef main(x):\n    scorer = Scorer(2.0)\n"
        "    score = jax.jit(scorer.score)\n    for _ in range(3):\n        score(x)\n"),
    "a method of an object the constructor was given": (
        {"scoring.py": SCORER, "runner.py": "import jax\n\n\nclass Runner:\n"
         "    def __init__(self, scorer):\n        self.scorer = scorer\n\n"
         "    def step(self, x):\n        return jax.jit(self.scorer.score)(x)\n"},
        "from scoring import Scorer\nfrom runner import Runner\n\n\ndef main(x):\n"
        "    runner = Runner(Scorer(2.0))\n    for _ in range(3):\n        runner.step(x)\n",
        "import jax\nfrom scoring import Scorer\n\n\ndef main(x):\n"
        "    score = jax.jit(Scorer(2.0).score)\n    for _ in range(3):\n        score(x)\n"),
}


@pytest.mark.parametrize("shape", sorted(BOUND))
@pytest.mark.parametrize("flagged", [True, False])
def test_a_jit_of_a_bound_method_of_an_object_made_elsewhere(tmp_path, shape, flagged):
    # a bound method is a new object on each access, and jax.jit's cache dies with it:
    # jitting it where the code runs per iteration compiles on each run
    modules, pitfall, clean = BOUND[shape]
    files = {**modules, "main.py": pitfall if flagged else clean}
    # (flax's Module.apply, jitted, compiles as `apply`: a function of the library)
    assert project(tmp_path, files, library=("apply",)) == (["JC101"] if flagged else [])


@pytest.mark.parametrize("flagged", [True, False])
def test_a_class_method_is_bound_anew_and_a_static_method_is_not(tmp_path, flagged):
    # neighbours of the bound-method case: obj.cm of a classmethod is a new bound method
    # on each access (JAX compiles it per call); obj.sm of a staticmethod is the function
    # itself, the same object each time (JAX compiles it once)
    methods = ("    @classmethod\n    def halve(cls, x):\n        return x * 0.5\n" if flagged
               else "    @staticmethod\n    def halve(x):\n        return x * 0.5\n")
    files = {"scoring.py": SCORER + "\n" + methods,
             "evaluate.py": "import jax\n\n\ndef evaluate(scorer, x):\n"
                            "    return jax.jit(scorer.halve)(x)\n",
             "main.py": "from scoring import Scorer\nfrom evaluate import evaluate\n\n\n"
                        "def main(x):\n    scorer = Scorer(2.0)\n    for _ in range(3):\n"
                        "        evaluate(scorer, x)\n"}
    assert project(tmp_path, files) == (["JC101"] if flagged else [])


# --- JC106: a jitted function handed to a relay that calls it with the rest ----------------

SCORE = """
import jax


@jax.jit
def score(x, scale):
    return x * scale
"""

#: a relay (module, how main reaches it, how main calls through it with {args})
RELAYS = {
    "a tracker's method": (
        "import time\nclass Tracker:\n    def __init__(self):\n        self.samples = []\n"
        "    def call(self, fn, *args, **kwargs):\n        start = time.perf_counter()\n"
        "        out = fn(*args, **kwargs)\n"
        "        self.samples.append(time.perf_counter() - start)\n        return out\n",
        "from relay import Tracker\n", "Tracker().call(score, {args})"),
    "a module function": (
        "def timed(fn, *args, **kwargs):\n    return fn(*args, **kwargs)\n",
        "from relay import timed\n", "timed(score, {args})"),
    "a retry": (
        "def retry(fn, *args, **kwargs):\n    for _ in range(2):\n        try:\n"
        "            return fn(*args, **kwargs)\n        except RuntimeError:\n"
        "            pass\n    raise RuntimeError('gave up')\n",
        "import relay\n", "relay.retry(score, {args})"),
}


@pytest.mark.parametrize("shape", sorted(RELAYS))
@pytest.mark.parametrize("flagged", [True, False])
def test_a_layout_through_a_relay(tmp_path, shape, flagged):
    relay, head, through = RELAYS[shape]
    relayed = through.replace("{args}", "x=x, scale=2.0" if flagged else "x, 2.0")
    main = SCORE + head + f"def main(x):\n    score(x, 2.0)\n    return {relayed}\n"
    found = project(tmp_path, {"relay.py": relay, "main.py": main})
    assert set(found) == ({"JC106"} if flagged else set())
