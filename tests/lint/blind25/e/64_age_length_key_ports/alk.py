from functools import partial
import jax
import jax.numpy as jnp

N_LEN_BINS = 12

@partial(jax.jit, static_argnums=(2,))
def age_length_key(len_bin, age, ages_present):
    cols = []
    for a in ages_present:
        cols.append(jnp.bincount(len_bin, weights=(age == a).astype(jnp.float32), length=N_LEN_BINS))
    counts = jnp.stack(cols, axis=1)
    return counts / jnp.maximum(counts.sum(axis=1, keepdims=True), 1.0)
