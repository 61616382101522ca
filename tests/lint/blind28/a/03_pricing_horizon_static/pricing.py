from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("days_left",))
def optimal_price(base_demand, elasticity, capacity, days_left):
    prices = jnp.linspace(80.0, 320.0, 61)

    def revenue(p):
        daily = base_demand * jnp.exp(-elasticity * (p - 150.0) / 150.0)
        sold = jnp.minimum(daily * days_left, capacity)
        return p * sold

    rev = jax.vmap(revenue)(prices)
    return prices[jnp.argmax(rev)], rev.max()
