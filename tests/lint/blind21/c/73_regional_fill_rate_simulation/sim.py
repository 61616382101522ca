import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_jit
def simulate_fill_rate(demand_fn, stock_levels, key, n_days):
    keys = jax.random.split(key, n_days)
    demand = jax.vmap(demand_fn)(keys)
    served = jnp.minimum(demand, stock_levels[None, :])
    return served.sum() / demand.sum()
