import jax
import jax.numpy as jnp


def apply(p, x):
    return jnp.tanh(x @ p["w"]) @ p["v"]


@jax.jit
def snapshot_uncertainty(snapshots, valid, x):
    preds = jax.vmap(apply, in_axes=(0, None))(snapshots, x)
    w = valid.astype(jnp.float32)[:, None]
    n = jnp.sum(w)
    mean = jnp.sum(w * preds, 0) / n
    var = jnp.sum(w * (preds - mean) ** 2, 0) / n
    return mean, jnp.sqrt(var)


class SnapshotStore:
    def __init__(self, template, max_size=5):
        self.max_size = max_size
        self.items = jax.tree_util.tree_map(lambda a: jnp.zeros((max_size,) + a.shape, a.dtype), template)
        self.valid = jnp.zeros(max_size, bool)
        self.count = 0

    def add(self, params):
        slot = self.count % self.max_size
        self.items = jax.tree_util.tree_map(lambda buf, a: buf.at[slot].set(a), self.items, params)
        self.valid = self.valid.at[slot].set(True)
        self.count += 1
