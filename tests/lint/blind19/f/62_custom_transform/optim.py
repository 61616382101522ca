from typing import NamedTuple

import jax
import jax.numpy as jnp
import optax


class WarmupState(NamedTuple):
    count: jax.Array


def frame_warmup(warmup_steps):
    """Scales updates by min(1, step / warmup) so early frames of a new stream move the model gently."""

    def init_fn(params):
        return WarmupState(count=jnp.zeros([], jnp.int32))

    def update_fn(updates, state, params=None):
        scale = jnp.minimum(1.0, (state.count + 1) / warmup_steps)
        updates = jax.tree_util.tree_map(lambda u: u * scale, updates)
        return updates, WarmupState(count=optax.safe_int32_increment(state.count))

    return optax.GradientTransformation(init_fn, update_fn)
