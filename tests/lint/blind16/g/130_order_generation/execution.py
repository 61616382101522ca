import jax
import jax.numpy as jnp


@jax.jit
def order_notional(targets, current, prices, nav):
    orders = {}
    for ticker, w in targets.items():
        have = current.get(ticker, 0.0)
        orders[ticker] = jnp.round((w * nav - have) / prices[ticker])
    return orders
