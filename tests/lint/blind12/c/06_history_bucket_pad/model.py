import jax
import jax.numpy as jnp


def init_tables(key, n_items, dim):
    k1, k2 = jax.random.split(key)
    return {"item": jax.random.normal(k1, (n_items, dim)) * 0.05,
            "proj": jax.random.normal(k2, (dim, dim)) * 0.05}


@jax.jit
def user_embedding(tables, ids, mask):
    e = tables["item"][ids] * mask[..., None]
    pooled = e.sum(1) / jnp.maximum(mask.sum(1, keepdims=True), 1.0)
    return jnp.tanh(pooled @ tables["proj"])
