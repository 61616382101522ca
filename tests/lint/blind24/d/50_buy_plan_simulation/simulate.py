import jax
import jax.numpy as jnp


@jax.jit
def simulate_season(key, scenario_id, buy_qty, mean_demand, cv):
    k = jax.random.fold_in(key, scenario_id)
    demand = mean_demand * jnp.exp(cv * jax.random.normal(k, (500,) + mean_demand.shape) - 0.5 * cv ** 2)
    sold = jnp.minimum(demand, buy_qty)
    leftover = buy_qty - sold
    margin = 35.0 * sold - 12.0 * leftover
    return margin.sum(-1).mean(), (sold.sum(-1) / buy_qty.sum()).mean()
