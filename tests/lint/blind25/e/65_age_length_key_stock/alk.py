from functools import partial
import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames=("ages", "n_bins"))
def build_alk(len_bin, age, ages, n_bins):
    onehot = (age[:, None] == jnp.asarray(ages)[None, :]).astype(jnp.float32)
    counts = jax.ops.segment_sum(onehot, len_bin, num_segments=n_bins)
    return counts / jnp.maximum(counts.sum(axis=1, keepdims=True), 1.0)
