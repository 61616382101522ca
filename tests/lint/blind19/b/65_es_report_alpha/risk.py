import jax
import jax.numpy as jnp


@jax.jit
def expected_shortfall(pnl, alpha=0.975):
    losses = jnp.sort(-pnl)
    n = losses.shape[0]
    cutoff = jnp.quantile(losses, alpha)
    tail = jnp.where(losses >= cutoff, losses, 0.0)
    return tail.sum() / jnp.maximum((losses >= cutoff).sum(), 1)
