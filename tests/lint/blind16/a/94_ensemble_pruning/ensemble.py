import jax
import jax.numpy as jnp
import numpy as np


def init_member(key, in_dim=48, hidden=16, num_classes=3):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (in_dim, hidden)) * 0.2, "b1": jnp.zeros(hidden),
            "w2": jax.random.normal(k2, (hidden, num_classes)) * 0.2}


def member_logits(p, x):
    return jnp.tanh(x @ p["w1"] + p["b1"]) @ p["w2"]


def stack_members(members):
    return jax.tree_util.tree_map(lambda *xs: jnp.stack(xs), *members)


def drop_worst(stacked, val_losses):
    keep = np.argsort(np.asarray(val_losses))[:-1]
    return jax.tree_util.tree_map(lambda a: a[keep], stacked)
