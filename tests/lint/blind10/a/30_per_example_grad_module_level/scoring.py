import jax
import jax.numpy as jnp


def example_loss(params, tokens, label):
    pooled = jnp.mean(params["emb"][tokens], axis=0)
    logits = pooled @ params["head"]
    return jax.nn.logsumexp(logits) - logits[label]


_per_example_grads = jax.jit(jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0)))


def grad_norms(params, tokens, labels):
    grads = _per_example_grads(params, tokens, labels)
    sq = sum(jnp.sum(g.reshape(g.shape[0], -1) ** 2, axis=1) for g in jax.tree_util.tree_leaves(grads))
    return jnp.sqrt(sq)
