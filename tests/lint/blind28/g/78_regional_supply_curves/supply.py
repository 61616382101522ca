import jax
import jax.numpy as jnp


@jax.jit
def supply_curve(pmax, a, b, price_grid):
    # each unit produces where marginal cost 2*a*p + b equals price
    p = jnp.clip((price_grid[:, None] - b[None, :]) / (2 * a[None, :]), 0.0, pmax[None, :])
    return p.sum(axis=1)
