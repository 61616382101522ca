import equinox as eqx
import jax
import jax.numpy as jnp


def poisson_demand(key, mean):
    return jax.random.poisson(key, mean, (3,)).astype(jnp.float32)


@eqx.filter_jit
def simulate_fill_rate(demand_fn, mean, stock_levels, key, n_days):
    keys = jax.random.split(key, n_days)
    demand = jax.vmap(demand_fn, in_axes=(0, None))(keys, mean)
    served = jnp.minimum(demand, stock_levels[None, :])
    return served.sum() / demand.sum()
