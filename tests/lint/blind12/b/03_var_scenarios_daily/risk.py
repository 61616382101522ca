import jax
import jax.numpy as jnp


@jax.jit
def portfolio_pnl(weights, prices, shocks):
    """P&L of a linear portfolio under multiplicative log-return shocks."""
    shocked = prices[None, :] * jnp.exp(shocks)
    return (shocked - prices[None, :]) @ weights


def value_at_risk(pnl, alpha=0.99):
    return -jnp.quantile(pnl, 1.0 - alpha)
