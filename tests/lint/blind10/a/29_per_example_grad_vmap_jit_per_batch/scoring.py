import jax
import jax.numpy as jnp


def example_loss(params, tokens, label):
    pooled = jnp.mean(params["emb"][tokens], axis=0)
    logits = pooled @ params["head"]
    return jax.nn.logsumexp(logits) - logits[label]


def grad_norms(params, tokens, labels):
    per_example = jax.jit(jax.vmap(jax.grad(example_loss), in_axes=(None, 0, 0)))
    grads = per_example(params, tokens, labels)
    sq = sum(jnp.sum(g.reshape(g.shape[0], -1) ** 2, axis=1) for g in jax.tree_util.tree_leaves(grads))
    return jnp.sqrt(sq)
