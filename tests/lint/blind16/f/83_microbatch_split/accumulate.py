import jax
import jax.numpy as jnp
import numpy as np


def split_microbatches(x, y, n_micro):
    return list(zip(np.array_split(x, n_micro), np.array_split(y, n_micro)))


def accumulate(grad_fn, params, x, y, n_micro):
    total_loss, total_grads, n = 0.0, None, 0
    for xm, ym in split_microbatches(x, y, n_micro):
        loss, grads = grad_fn(params, xm, ym)
        w = len(xm)
        scaled = jax.tree_util.tree_map(lambda g: g * w, grads)
        total_grads = scaled if total_grads is None else jax.tree_util.tree_map(jnp.add, total_grads, scaled)
        total_loss += float(loss) * w
        n += w
    return total_loss / n, jax.tree_util.tree_map(lambda g: g / n, total_grads)
