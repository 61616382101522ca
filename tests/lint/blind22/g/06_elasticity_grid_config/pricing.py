import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(2,))
def revenue_curve(log_a, elasticity, n_points, base_price):
    prices = base_price * jnp.linspace(0.5, 1.5, n_points)
    demand = jnp.exp(log_a[:, None]) * prices[None, :] ** elasticity[:, None]
    return prices, demand * prices[None, :]
