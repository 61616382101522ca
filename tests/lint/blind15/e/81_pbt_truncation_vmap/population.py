import jax
import jax.numpy as jnp
import numpy as np


def stack_members(members):
    return jax.tree.map(lambda *xs: jnp.stack(xs), *members)


def unstack(tree):
    n = jax.tree.leaves(tree)[0].shape[0]
    return [jax.tree.map(lambda x: x[i], tree) for i in range(n)]


def truncation_select(members, scores, frac=0.25):
    """Drop the worst-performing fraction of the population."""
    order = np.argsort(np.asarray(scores))
    keep = order[: max(1, int(len(order) * (1 - frac)))]
    return [members[i] for i in sorted(keep)]
