import functools

import jax
import jax.numpy as jnp

FEATURE_SETS = {
    "core": (0, 1, 2, 3),
    "extended": (0, 1, 2, 3, 4, 5),
}


def _score(weights, rows, columns, max_candidates):
    feats = rows[:, jnp.array(columns)]
    scores = feats @ weights[: len(columns)]
    return jax.lax.top_k(scores, max_candidates)


@functools.lru_cache(maxsize=None)
def get_scorer(feature_set, budget_ms):
    max_candidates = 4 if budget_ms < 50 else 8
    return jax.jit(functools.partial(
        _score, columns=FEATURE_SETS[feature_set], max_candidates=max_candidates
    ))
