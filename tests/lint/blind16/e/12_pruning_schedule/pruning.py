import jax
import jax.numpy as jnp


def init_masks(params):
    return jax.tree.map(jnp.ones_like, params)


@jax.jit
def update_masks(params, masks, sparsity):
    """Global magnitude pruning: keep the largest (1 - sparsity) fraction of weights."""
    leaves = zip(jax.tree.leaves(params), jax.tree.leaves(masks))
    flat = jnp.concatenate([jnp.abs(p * m).ravel() for p, m in leaves])
    threshold = jnp.quantile(flat, sparsity)
    return jax.tree.map(lambda p, m: (jnp.abs(p * m) > threshold).astype(p.dtype), params, masks)


def apply_masks(params, masks):
    return jax.tree.map(lambda p, m: p * m, params, masks)
