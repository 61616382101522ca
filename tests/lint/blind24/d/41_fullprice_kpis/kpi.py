import jax
import jax.numpy as jnp


@jax.jit
def sell_through_kpis(price, units, full_price):
    revenue = price * units
    fp_share = jnp.sum(jnp.where(full_price, revenue, 0.0)) / jnp.sum(revenue)
    avg_price = jnp.sum(revenue) / jnp.maximum(jnp.sum(units), 1.0)
    return fp_share, avg_price
