import jax
import jax.numpy as jnp


def tree_dot(a, b):
    return sum(jnp.vdot(x, y) for x, y in zip(jax.tree.leaves(a), jax.tree.leaves(b)))


def cosine_to_previous(grads, prev_grads):
    num = tree_dot(grads, prev_grads)
    den = jnp.sqrt(tree_dot(grads, grads) * tree_dot(prev_grads, prev_grads))
    return jnp.where(den > 0, num / jnp.maximum(den, 1e-12), 0.0)
