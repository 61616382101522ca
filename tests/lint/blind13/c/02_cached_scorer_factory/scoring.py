import functools

import jax
import jax.numpy as jnp


@functools.lru_cache(maxsize=None)
def make_scorer(temperature: float):
    """Build (once per temperature) the scoring function used by the re-ranker."""

    def score(user_vec, item_table, item_ids):
        items = jnp.take(item_table, item_ids, axis=0)
        logits = items @ user_vec / temperature
        return jax.nn.softmax(logits)

    return jax.jit(score)
