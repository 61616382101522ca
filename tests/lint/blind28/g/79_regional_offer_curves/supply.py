import jax
import jax.numpy as jnp


@jax.jit
def aggregate_offer_curve(pmax, a, b, price_grid):
    p = jnp.clip((price_grid[:, None] - b[None, :]) / (2 * a[None, :]), 0.0, pmax[None, :])
    return p.sum(axis=1)
