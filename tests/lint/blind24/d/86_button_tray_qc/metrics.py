import jax
import jax.numpy as jnp


@jax.jit
def reject_counts(w, feats, labels, n_real):
    valid = jnp.arange(feats.shape[0]) < n_real
    reject = (feats @ w) > 0.0
    tp = jnp.sum(valid & reject & (labels == 1))
    fp = jnp.sum(valid & reject & (labels == 0))
    fn = jnp.sum(valid & ~reject & (labels == 1))
    return jnp.stack([tp, fp, fn])
