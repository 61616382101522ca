import jax
import jax.numpy as jnp


def new_member(key, n_features):
    return {"w": jax.random.normal(key, (n_features,)) * 0.5, "b": jnp.zeros(())}


class DetectorEnsemble:
    def __init__(self, n_features):
        self.n_features = n_features
        self.members = None

    def add(self, key):
        m = new_member(key, self.n_features)
        if self.members is None:
            self.members = jax.tree_util.tree_map(lambda a: a[None], m)
        else:
            self.members = jax.tree_util.tree_map(
                lambda s, a: jnp.concatenate([s, a[None]]), self.members, m)
