import jax
import jax.numpy as jnp


def dense_update(delta):
    return tuple(jax.tree_util.tree_leaves(delta))


def topk_update(delta, frac=0.5):
    out = []
    for leaf in jax.tree_util.tree_leaves(delta):
        flat = leaf.ravel()
        k = max(1, int(flat.size * frac))
        thresh = jnp.sort(jnp.abs(flat))[-k]
        out.append(jnp.where(jnp.abs(leaf) >= thresh, leaf, 0.0))
    return out
