import jax
import jax.numpy as jnp

from config import SCALE


@jax.jit
def scaled_scores(raw, anchor_mean, anchor_sd):
    z = (raw - anchor_mean) / anchor_sd
    return jnp.clip(SCALE["max_score"] / 2 + z * SCALE["max_score"] / 6, 0, SCALE["max_score"])
