import jax
import jax.numpy as jnp

VOLL, SPILL = 5000.0, 5.0


def _one(wind, demand, plan):
    net = demand - wind - plan
    return jnp.sum(VOLL * jnp.maximum(net, 0.0) + SPILL * jnp.maximum(-net, 0.0))


@jax.jit
def weighted_cost(scen, probs, demand, plan):
    costs = jax.vmap(_one, in_axes=(0, None, None))(scen, demand, plan)
    return jnp.sum(probs * costs)
