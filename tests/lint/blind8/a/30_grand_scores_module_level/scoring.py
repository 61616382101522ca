import jax
import jax.numpy as jnp
import numpy as np


def example_loss(params, x, y):
    logits = jnp.tanh(x @ params["w1"]) @ params["w2"]
    return -jax.nn.log_softmax(logits)[y]


per_example_grads = jax.jit(jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0)))


def grand_scores(params, x, y):
    """GraNd data-pruning score: norm of each example's loss gradient."""
    grads = per_example_grads(params, x, y)
    sq = sum(jnp.sum(g.reshape(g.shape[0], -1) ** 2, axis=1) for g in jax.tree_util.tree_leaves(grads))
    return np.asarray(jnp.sqrt(sq))


def prune(x, y, scores, keep_frac):
    keep = np.argsort(-scores)[: int(len(scores) * keep_frac)]
    return x[keep], y[keep]
