import jax
import jax.numpy as jnp


def dense_masks(params):
    return jax.tree.map(jnp.ones_like, params)


def magnitude_masks(params, sparsity):
    def one(p):
        thr = jnp.quantile(jnp.abs(p), sparsity)
        return (jnp.abs(p) > thr).astype(p.dtype)
    return jax.tree.map(one, params)
