import jax
import jax.numpy as jnp


@jax.jit
def weighted_logloss(logits, labels, weights, n_rows):
    ll = jnp.logaddexp(0.0, logits) - labels * logits
    return jnp.sum(ll * weights) / n_rows
