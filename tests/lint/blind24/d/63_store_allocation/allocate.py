import jax
import jax.numpy as jnp


@jax.jit
def allocate_units(units_available, store_scores, open_mask, n_open, min_per_store):
    base = jnp.where(open_mask, min_per_store, 0.0)
    remaining = units_available - min_per_store * n_open
    share = jnp.where(open_mask, store_scores, 0.0)
    share = share / jnp.maximum(share.sum(), 1e-6)
    return jnp.floor(base + remaining * share)
