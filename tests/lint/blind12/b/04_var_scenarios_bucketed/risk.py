import jax
import jax.numpy as jnp

BUCKET = 512


def pad_scenarios(shocks, bucket=BUCKET):
    n = shocks.shape[0]
    size = -(-n // bucket) * bucket
    padded = jnp.zeros((size, shocks.shape[1]), shocks.dtype).at[:n].set(shocks)
    mask = jnp.arange(size) < n
    return padded, mask


@jax.jit
def weighted_pnl(weights, prices, shocks, mask):
    shocked = prices[None, :] * jnp.exp(shocks)
    pnl = (shocked - prices[None, :]) @ weights
    return jnp.where(mask, pnl, jnp.nan)


def value_at_risk(pnl, alpha=0.99):
    return -jnp.nanquantile(pnl, 1.0 - alpha)
