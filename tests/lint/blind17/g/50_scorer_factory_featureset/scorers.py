import functools

import jax
import jax.numpy as jnp

FEATURE_SETS = {
    "core": (0, 1, 2, 3),
    "extended": (0, 1, 2, 3, 4, 5),
}
MAX_CANDIDATES = 8


def _score(weights, rows, columns, max_candidates):
    feats = rows[:, jnp.array(columns)]
    scores = feats @ weights[: len(columns)]
    return jax.lax.top_k(scores, max_candidates)


@functools.lru_cache(maxsize=None)
def get_scorer(feature_set):
    return jax.jit(functools.partial(
        _score, columns=FEATURE_SETS[feature_set], max_candidates=MAX_CANDIDATES
    ))
