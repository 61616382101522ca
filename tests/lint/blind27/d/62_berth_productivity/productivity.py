import jax
import jax.numpy as jnp


@jax.jit
def berth_hours(moves, n_cranes, gross_rate):
    return moves / (n_cranes * gross_rate) + 1.5


@jax.jit
def best_crane_count(moves, gross_rate, cost_per_crane_h, berth_cost_h):
    options = jnp.arange(1, 7)
    hours = moves / (options * gross_rate) + 1.5
    cost = hours * (options * cost_per_crane_h + berth_cost_h)
    return options[jnp.argmin(cost)]
