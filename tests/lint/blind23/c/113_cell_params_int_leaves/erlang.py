import jax
import jax.numpy as jnp
from jax.scipy.special import gammaln


@jax.jit
def blocking_probability(cell, offered_erlangs):
    # Erlang-B over a 200-entry grid of channel counts; the cell's channel count selects the entry
    n_channels, sectors = cell
    k = jnp.arange(200)
    log_terms = k[None, :] * jnp.log(offered_erlangs[:, None]) - gammaln(k[None, :] + 1.0)
    mask = k[None, :] <= n_channels
    log_terms = jnp.where(mask, log_terms, -jnp.inf)
    lse = jax.scipy.special.logsumexp(log_terms, axis=1)
    top = n_channels * jnp.log(offered_erlangs) - gammaln(n_channels + 1.0)
    return jnp.exp(top - lse)
