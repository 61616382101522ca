"""`jaxcheck lint` on the routes the spellings of real authors take to a jitted call
(docs/lint.md, "after reading the spellings"): the same pitfall written the way several
engineers would, each a route the project model did not follow, never one case's pattern.
Each route in three shapes at least, flagged, and its clean twins silent; JAX's compile
log decides both (``lint_harness.py``: :func:`project` lints several modules as one
project and runs them).
"""

from __future__ import annotations

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
