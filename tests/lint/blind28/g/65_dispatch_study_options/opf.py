from functools import partial

import jax
import jax.numpy as jnp

R = jnp.array([0.02, 0.03, 0.025, 0.04])


@partial(jax.jit, static_argnums=(3,))
def study_cost(gen, demand, cost, opts):
    flows = jnp.cumsum(gen - demand)
    losses = jnp.sum(R * flows ** 2) if opts.with_losses else 0.0
    shortfall = jnp.maximum(demand.sum() + losses - gen.sum(), 0.0)
    return jnp.dot(cost, gen) + opts.penalty * shortfall
