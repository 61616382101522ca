import jax
import jax.numpy as jnp


@jax.jit
def composite_score(weights, *components):
    stacked = jnp.stack(components, axis=-1)
    w = weights[: stacked.shape[-1]]
    return (stacked * w).sum(-1) / w.sum()
