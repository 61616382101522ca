import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnames=("k",))
def select_high_loss(losses, available, k):
    """Power-of-choice: pick the k available clients with the highest local loss."""
    scores = jnp.where(available, losses, -jnp.inf)
    _, idx = jax.lax.top_k(scores, k)
    return idx


def cohort_size(available, fraction):
    return max(1, int(fraction * int(available.sum())))
