import jax
import jax.numpy as jnp


@jax.jit
def rebalance_orders(current_shares, target_weights, prices, nav, fee_bps):
    target_shares = jnp.floor(target_weights * nav / prices)
    orders = target_shares - current_shares
    cost = jnp.sum(jnp.abs(orders) * prices) * fee_bps * 1e-4
    return target_shares, orders, cost
