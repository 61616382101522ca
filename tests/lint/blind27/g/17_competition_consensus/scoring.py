import jax
import jax.numpy as jnp


@jax.jit
def panel_consensus(scores, weights):
    # weighted mean and spread of judge scores per wine
    w = weights / weights.sum()
    mean = (scores * w[:, None]).sum(0)
    spread = jnp.sqrt(((scores - mean) ** 2 * w[:, None]).sum(0))
    return mean, spread
