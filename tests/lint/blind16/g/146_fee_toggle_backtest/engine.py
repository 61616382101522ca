import jax
import jax.numpy as jnp


@jax.jit
def net_pnl(weights, returns, fee_bps, include_fees):
    gross = jnp.sum(weights[:-1] * returns[1:], axis=1)
    turnover = jnp.sum(jnp.abs(jnp.diff(weights, axis=0)), axis=1)
    fees = jnp.where(include_fees, turnover * fee_bps * 1e-4, 0.0)
    return jnp.cumsum(gross - fees)
