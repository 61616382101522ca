import jax
import jax.numpy as jnp

MASK_ID = 3


@jax.jit
def corrupt(key, ids, mask_prob):
    k_mask, k_swap = jax.random.split(key)
    masked = jax.random.uniform(k_mask, ids.shape) < mask_prob
    swapped = jnp.roll(ids, 1, axis=1)
    do_swap = jax.random.uniform(k_swap, ids.shape) < mask_prob / 2
    out = jnp.where(do_swap, swapped, ids)
    return jnp.where(masked & (ids > 0), MASK_ID, out)
