import jax
import jax.numpy as jnp
import numpy as np


def stack_members(members):
    return jax.tree.map(lambda *xs: jnp.stack(xs), *members)


def unstack(tree):
    n = jax.tree.leaves(tree)[0].shape[0]
    return [jax.tree.map(lambda x: x[i], tree) for i in range(n)]


def truncation_select(members, scores, frac=0.25):
    """Replace the worst-performing fraction with copies of the best, keeping population size."""
    order = np.argsort(np.asarray(scores))
    n_replace = max(1, int(len(order) * frac))
    members = list(members)
    for loser, winner in zip(order[-n_replace:], order[:n_replace]):
        members[loser] = dict(members[winner], lr=members[winner]["lr"] * jnp.float32(0.8))
    return members
