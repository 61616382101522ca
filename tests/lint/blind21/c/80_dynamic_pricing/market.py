import jax
import jax.numpy as jnp


def profit(price, base_demand, elasticity, unit_cost):
    demand = base_demand * jnp.exp(-elasticity * price)
    return (price - unit_cost) * demand


@jax.jit
def price_update(price, base_demand, elasticity, unit_cost, lr):
    g = jax.grad(profit)(price, base_demand, elasticity, unit_cost)
    return jnp.clip(price + lr * g, unit_cost, 50.0)
