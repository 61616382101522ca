from functools import partial

import jax
import jax.numpy as jnp

R = jnp.array([0.02, 0.03, 0.025, 0.04])
B = jnp.array([10.0, 8.0, 12.0, 9.0])


@partial(jax.jit, static_argnames=("with_losses",))
def dispatch_cost(gen, demand, cost, with_losses):
    flows = jnp.cumsum(gen - demand)
    losses = jnp.sum(R * flows ** 2) if with_losses else 0.0
    shortfall = jnp.maximum(demand.sum() + losses - gen.sum(), 0.0)
    return jnp.dot(cost, gen) + 1000.0 * shortfall
