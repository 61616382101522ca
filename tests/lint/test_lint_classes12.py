"""`jaxcheck lint` on the kinds of change corpus 15 showed across authors: a random key
made by two makers (JC107), and containers of two kinds for one argument (JC108).

Keys: ``jax.random.key`` makes a typed key, ``jax.random.PRNGKey`` a raw ``uint32`` one;
a jitted function given both compiles once for each. The training loop splits a typed
key, and an evaluation helper in another module makes a ``PRNGKey``, hands it through a
function's parameter, or splits it in a comprehension. Their twins: one maker everywhere.

Each flagged and its clean twin silent; JAX's compile log decides both
(``lint_harness.py``).
"""

from __future__ import annotations

import pytest
from lint_harness import (  # noqa: F401 (jax_agrees: autouse, JAX runs each fixture)
    jax_agrees,
    project,
)

# --- JC107: a typed key and a raw key for one jitted function ----------------------------------

EVAL_HELPER = {
    "steps.py": """
import jax
@jax.jit
def noisy(x, key):
    return x + jax.random.normal(key, x.shape)
""",
    "evaluation.py": """
import jax
from steps import noisy
def evaluate(x, n=2):
    return [noisy(x, {maker}(100 + i)) for i in range(n)]
""",
    "main.py": """
import jax
from evaluation import evaluate
from steps import noisy
def main(x):
    key = jax.random.key(0)
    for epoch in range(3):
        key, sub = jax.random.split(key)
        x = noisy(x, sub)
    evaluate(x)
""",
}


@pytest.mark.parametrize("maker, flagged", [
    ("jax.random.PRNGKey", True),  # the evaluation's raw keys against the loop's typed ones
    ("jax.random.key", False),
])
def test_an_evaluation_helper_that_makes_the_other_kind_of_key(tmp_path, maker, flagged):
    files = {**EVAL_HELPER, "evaluation.py": EVAL_HELPER["evaluation.py"].format(maker=maker)}
    assert project(tmp_path, files) == (["JC107", "JC107"] if flagged else [])


THROUGH_A_PARAMETER = {
    "policy.py": """
import jax
import jax.numpy as jnp
@jax.jit
def act(w, key):
    return jax.random.categorical(key, w)
def episode(w, key, length=3):
    total = 0.0
    for _ in range(length):
        key, sub = jax.random.split(key)
        total += float(act(w, sub))
    return total
""",
    "main.py": """
import jax
from policy import episode
def seeds(seed):
    return {maker}(seed)
def main(x):
    key = jax.random.key(0)
    for it in range(2):
        key, ep_key = jax.random.split(key)
        episode(x, ep_key)
    episode(x, seeds(7))
""",
}


@pytest.mark.parametrize("maker, flagged", [
    ("jax.random.PRNGKey", True),  # a helper's raw key, through the episode's parameter
    ("jax.random.key", False),
])
def test_a_key_of_the_other_kind_through_a_parameter(tmp_path, maker, flagged):
    files = {**THROUGH_A_PARAMETER,
             "main.py": THROUGH_A_PARAMETER["main.py"].format(maker=maker)}
    assert project(tmp_path, files) == (["JC107"] if flagged else [])


KEY_SEQUENCE = {
    "main.py": """
import jax
import jax.numpy as jnp
class Keys:
    def __init__(self, seed):
        self._key = {maker}(seed)
    def __next__(self):
        self._key, sub = jax.random.split(self._key)
        return sub
def eval_key(seed=0):
    return jax.random.PRNGKey(seed)
@jax.jit
def dropout(x, key):
    return jnp.where(jax.random.bernoulli(key, 0.5, x.shape), x, 0.0)
def main(x):
    keys = Keys(0)
    for epoch in range(2):
        dropout(x, next(keys))
        dropout(x, eval_key(epoch))
""",
}


@pytest.mark.parametrize("maker, flagged", [
    ("jax.random.key", True),  # typed keys from the sequence, raw ones for evaluation
    ("jax.random.PRNGKey", False),
])
def test_a_key_sequence_and_an_evaluation_key_of_two_kinds(tmp_path, maker, flagged):
    files = {"main.py": KEY_SEQUENCE["main.py"].format(maker=maker)}
    assert project(tmp_path, files) == (["JC107", "JC107"] if flagged else [])
