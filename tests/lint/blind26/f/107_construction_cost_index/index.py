from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("tag",))
def cost_index(prices, base_prices, weights, tag):
    with jax.named_scope(tag):
        rel = prices / base_prices
        return 100.0 * jnp.sum(weights * rel) / jnp.sum(weights)
