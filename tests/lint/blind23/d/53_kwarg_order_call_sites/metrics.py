import jax
import jax.numpy as jnp


@jax.jit
def calibration_error(probs, outcomes, n_bins_edges):
    idx = jnp.clip(jnp.searchsorted(n_bins_edges, probs, side="right") - 1, 0, n_bins_edges.shape[0] - 2)
    onehot = jax.nn.one_hot(idx, n_bins_edges.shape[0] - 1)
    count = onehot.sum(0)
    conf = (onehot * probs[:, None]).sum(0) / jnp.maximum(count, 1)
    acc = (onehot * outcomes[:, None]).sum(0) / jnp.maximum(count, 1)
    return jnp.sum(count * jnp.abs(conf - acc)) / probs.shape[0]
